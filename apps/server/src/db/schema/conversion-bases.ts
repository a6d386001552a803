import { sql } from 'drizzle-orm';
import {
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
  BASE_KINDS,
  BASE_MEDIA,
  MINI_PROGRAM_TYPES,
  type BaseKind,
  type MiniProgramType,
  BASE_PLATFORMS,
  BASE_PUSH_STATUSES,
  type BasePushStatus,
  LINK_KINDS,
  type BasePlatform,
  type BaseLinkMacro,
  type BaseMedium,
  type BasePushEvent,
  type LinkKind,
} from '@toufang/contracts';
import { createdAt, tsz, updatedAt } from './columns';
import { tasks } from './tasks';
import { games } from './config-data';
import { gameApps } from './game-apps';
import { oneOf } from './media-columns';
import { users } from './users';

/**
 * Conversion bases (spec 000 §2 `collect*`, spec 002 §7 `/amt/createbase`; docs/architecture/
 * conversion-bases.md): one per game × platform × medium, the app package it promotes, its
 * download link and the addresses its tracking links are built on.
 */
export const conversionBases = pgTable(
  'conversion_bases',
  {
    id: serial('id').primaryKey(),
    medium: text('medium').$type<BaseMedium>().notNull(),
    /** What it promotes: an app package, a 抖音 mini program, or an app for non-stream placements. */
    kind: text('kind').$type<BaseKind>().notNull().default('app'),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    platform: text('platform').$type<BasePlatform>().notNull(),
    gameAppId: integer('game_app_id').references(() => gameApps.id, { onDelete: 'set null' }),
    /** A mini-program base's 小程序 / 小游戏, AppID (`tt…`) and start path; null otherwise. */
    miniProgramType: text('mini_program_type').$type<MiniProgramType>(),
    miniProgramId: text('mini_program_id'),
    startPath: text('start_path'),
    name: text('name').notNull(),
    /** Empty on a mini-program base. */
    downloadUrl: text('download_url').notNull(),
    /** The user's tracking addresses; the links add the medium's macros to them. */
    clickUrl: text('click_url').notNull(),
    impressionUrl: text('impression_url'),
    /**
     * The conversion config (`/convert/cfg`): the medium's conversion types of the push
     * definition the base does not report back; a push makes only the others.
     */
    disabledEvents: text('disabled_events')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversion_bases_game_platform_kind_uq').on(
      t.medium,
      t.gameId,
      t.platform,
      t.kind,
    ),
    index('conversion_bases_medium_idx').on(t.medium, t.createdAt),
    check('conversion_bases_medium_check', oneOf(t.medium, BASE_MEDIA)),
    check('conversion_bases_platform_check', oneOf(t.platform, BASE_PLATFORMS)),
    check('conversion_bases_kind_check', oneOf(t.kind, BASE_KINDS)),
    // A null type (the other kinds) passes: a check fails only on false.
    check('conversion_bases_mini_program_type_check', oneOf(t.miniProgramType, MINI_PROGRAM_TYPES)),
  ],
);

/** The links of a base, one per kind, as last built (`createbase`, `/link/refresh_url`). */
export const conversionBaseLinks = pgTable(
  'conversion_base_links',
  {
    id: serial('id').primaryKey(),
    baseId: integer('base_id')
      .notNull()
      .references(() => conversionBases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LinkKind>().notNull(),
    method: text('method').$type<'GET' | 'POST'>().notNull(),
    url: text('url').notNull(),
    macros: jsonb('macros')
      .$type<BaseLinkMacro[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversion_base_links_kind_uq').on(t.baseId, t.kind),
    check('conversion_base_links_kind_check', oneOf(t.kind, LINK_KINDS)),
    check('conversion_base_links_method_check', oneOf(t.method, ['GET', 'POST'])),
  ],
);

/**
 * A base pushed to one ad account (spec 002 §7 `/convert/push`, `convert/read`): the medium's ids
 * of what the push made there (Ocean Engine: the 事件资产, its 监测链接组 and its events), so a
 * later push reuses them, and the latest attempt's outcome.
 */
export const conversionBasePushes = pgTable(
  'conversion_base_pushes',
  {
    id: serial('id').primaryKey(),
    baseId: integer('base_id')
      .notNull()
      .references(() => conversionBases.id, { onDelete: 'cascade' }),
    medium: text('medium').$type<BaseMedium>().notNull(),
    advertiserId: text('advertiser_id').notNull(),
    status: text('status').$type<BasePushStatus>().notNull(),
    assetId: text('asset_id'),
    trackUrlGroupId: text('track_url_group_id'),
    events: jsonb('events')
      .$type<BasePushEvent[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    pushedBy: integer('pushed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the medium last confirmed every object. */
    pushedAt: tsz('pushed_at'),
  },
  (t) => [
    uniqueIndex('conversion_base_pushes_account_uq').on(t.baseId, t.medium, t.advertiserId),
    check('conversion_base_pushes_status_check', oneOf(t.status, BASE_PUSH_STATUSES)),
  ],
);
