import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  APP_MEDIA,
  APP_PLATFORMS,
  APP_REVIEW_STATUSES,
  type AppMedium,
  type AppPlatform,
  type AppReviewStatus,
} from '@toufang/contracts';
import { createdAt, tsz, updatedAt } from './columns';
import { games } from './config-data';
import { oneOf } from './media-columns';
import { tasks } from './tasks';
import { users } from './users';

/**
 * App packages (spec 000 §2 `/project/*`; docs/architecture/apps.md): one row per game app in one
 * ad account's app centre (the three API media), or per game app of a link-based medium (no
 * account: kept here only). The medium's ids and review state are as last read from it.
 */
export const gameApps = pgTable(
  'game_apps',
  {
    id: serial('id').primaryKey(),
    medium: text('medium').$type<AppMedium>().notNull(),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** The account whose app centre holds it; null for the link-based media. */
    advertiserId: text('advertiser_id'),
    name: text('name').notNull(),
    platform: text('platform').$type<AppPlatform>().notNull(),
    packageName: text('package_name'),
    downloadUrl: text('download_url'),
    iconUrl: text('icon_url'),
    privacyUrl: text('privacy_url'),
    /** Tencent's store id (应用宝 / App Store) the app is promoted by. */
    storeId: text('store_id'),
    /** Kuaishou's 应用标记 (unique in the account). */
    label: text('label'),
    /** The app centre's id (app_cloud_id, app_id, promoted_object_id); null until created. */
    mediaAppId: text('media_app_id'),
    /** Ocean Engine's 应用包 id. */
    packageId: text('package_id'),
    reviewStatus: text('review_status').$type<AppReviewStatus>().notNull(),
    rejectReason: text('reject_reason'),
    /** The app as the medium last listed it. */
    raw: jsonb('raw'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    syncedAt: tsz('synced_at'),
    /** Kuaishou: the medium's quota of sub-packages of the app and how many it holds, as last read. */
    packageQuota: integer('package_quota'),
    packageUsed: integer('package_used'),
    /** The last `check_download` of `download_url`: null when never checked. */
    downloadOk: boolean('download_ok'),
    downloadError: text('download_error'),
    downloadCheckedAt: tsz('download_checked_at'),
  },
  (t) => [
    uniqueIndex('game_apps_media_id_uq')
      .on(t.medium, t.advertiserId, t.mediaAppId)
      .where(sql`${t.mediaAppId} is not null`),
    index('game_apps_game_idx').on(t.medium, t.gameId),
    index('game_apps_account_idx').on(t.medium, t.advertiserId),
    check('game_apps_medium_check', oneOf(t.medium, APP_MEDIA)),
    check('game_apps_platform_check', oneOf(t.platform, APP_PLATFORMS)),
    check('game_apps_review_status_check', oneOf(t.reviewStatus, APP_REVIEW_STATUSES)),
  ],
);
