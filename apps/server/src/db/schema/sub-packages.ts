import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUB_PACKAGE_STATUSES, type SubPackageStatus } from '@toufang/contracts';
import { adIds } from './ad-ids';
import { createdAt, tsz, updatedAt } from './columns';
import { gameApps } from './game-apps';
import { oneOf } from './media-columns';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Kuaishou sub-packages (分包, spec 000 §2 `/project/packageTask/:id`; docs/architecture/apps.md):
 * one channel package of an app per ad ID, the ad ID being its channel id on the medium.
 * `generation` counts the sends (the first cut, then each retry), so each send has its own task
 * idempotency key.
 */
export const appSubPackages = pgTable(
  'app_sub_packages',
  {
    id: serial('id').primaryKey(),
    gameAppId: integer('game_app_id')
      .notNull()
      .references(() => gameApps.id, { onDelete: 'cascade' }),
    adIdId: integer('ad_id_id')
      .notNull()
      .references(() => adIds.id, { onDelete: 'restrict' }),
    channelId: text('channel_id').notNull(),
    status: text('status').$type<SubPackageStatus>().notNull(),
    mediaSubPackageId: text('media_sub_package_id'),
    downloadUrl: text('download_url'),
    failReason: text('fail_reason'),
    generation: integer('generation').notNull().default(1),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    downloadOk: boolean('download_ok'),
    downloadError: text('download_error'),
    downloadCheckedAt: tsz('download_checked_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_sub_packages_channel_uq').on(t.gameAppId, t.channelId),
    index('app_sub_packages_status_idx').on(t.gameAppId, t.status),
    index('app_sub_packages_ad_id_idx').on(t.adIdId),
    check('app_sub_packages_status_check', oneOf(t.status, SUB_PACKAGE_STATUSES)),
  ],
);
