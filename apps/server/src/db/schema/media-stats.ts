import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { DELIVERY_LEVEL, MIRROR_SOURCES, type DeliveryLevel } from '../../lib/media-mirror';
import { tsz } from './columns';
import { fen, oneOf, sourceColumn } from './media-columns';

/*
 * Report stats per object and day (and hour), in the media's time zone (Asia/Shanghai). Only
 * counts and money (分) are stored; rates (ctr, cpm, cpc, conversion cost …) are computed from
 * sums at query time, so they stay right over any date range (docs/adr/0005).
 *
 * `stat_date` is part of the primary key so the tables can become monthly range partitions
 * without changing the key. Covering indexes for the sorted report pages are created by the
 * hand-written migration `0004_stats_covering_indexes.sql` (drizzle-kit has no INCLUDE).
 */

const LEVELS = Object.values(DELIVERY_LEVEL);

const statKeyColumns = () => ({
  medium: sourceColumn(),
  level: smallint('level').$type<DeliveryLevel>().notNull(),
  /** The object's id on its level: advertiser, campaign, ad, creative or material id. */
  objectId: text('object_id').notNull(),
  statDate: date('stat_date', { mode: 'string' }).notNull(),
  /** Ancestors, copied so reports filter and roll up without joining the objects. */
  advertiserId: text('advertiser_id').notNull(),
  campaignId: text('campaign_id'),
  adId: text('ad_id'),
});

/** Metrics of spec 001 §3 and reference §1.11 / §2.8 / §3.7, mapped by each adapter. */
const metricColumns = () => ({
  /** 消耗 stat_cost, 分. */
  cost: fen('cost').notNull().default(0),
  /** 展示 show_cnt. */
  impressions: integer('impressions').notNull().default(0),
  /** 点击 click_cnt. */
  clicks: integer('clicks').notNull().default(0),
  /** 转化 convert_cnt (the medium's conversion time basis). */
  conversions: integer('conversions').notNull().default(0),
  deepConversions: integer('deep_conversions').notNull().default(0),
  /** 激活 (OE active, KS activation, TX activated_count). */
  activations: integer('activations').notNull().default(0),
  /** 注册 (KS event_register, TX game_create_role_count / register). */
  registrations: integer('registrations').notNull().default(0),
  /** 付费次数 (first pays where the medium reports only those). */
  payCount: integer('pay_count').notNull().default(0),
  /** 付费金额, 分. */
  payAmount: fen('pay_amount').notNull().default(0),
  /** 播放 total_play. */
  plays: integer('plays').notNull().default(0),
  /** 有效播放 valid_play. */
  validPlays: integer('valid_plays').notNull().default(0),
  /** When the row was last written: restated days are re-synced over earlier values. */
  syncedAt: tsz('synced_at').notNull().defaultNow(),
});

export const statsDaily = pgTable(
  'stats_daily',
  {
    ...statKeyColumns(),
    ...metricColumns(),
  },
  (t) => [
    primaryKey({ name: 'stats_daily_pk', columns: [t.medium, t.level, t.objectId, t.statDate] }),
    // A scoped user's reports: their advertisers' rows over a date range.
    index('stats_daily_advertiser_idx').on(t.medium, t.level, t.advertiserId, t.statDate),
    check('stats_daily_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('stats_daily_level_check', oneOf(t.level, LEVELS)),
  ],
);

export const statsHourly = pgTable(
  'stats_hourly',
  {
    ...statKeyColumns(),
    /** 0–23, the hour starting at it. */
    hour: smallint('hour').notNull(),
    ...metricColumns(),
  },
  (t) => [
    primaryKey({
      name: 'stats_hourly_pk',
      columns: [t.medium, t.level, t.objectId, t.statDate, t.hour],
    }),
    index('stats_hourly_advertiser_idx').on(t.medium, t.level, t.advertiserId, t.statDate),
    check('stats_hourly_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('stats_hourly_level_check', oneOf(t.level, LEVELS)),
    check(
      'stats_hourly_hour_check',
      oneOf(
        t.hour,
        Array.from({ length: 24 }, (_, h) => h),
      ),
    ),
  ],
);

const runningTotal = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Running totals of `stats_daily` per object: the row of a day holds the sums of every metric
 * from the object's first stats day through that day, so the sums of any date range are two rows
 * per object (the range's last day minus the day before its first) however long the range is
 * (docs/adr/0005). An object has a row for every day from its first to its last stats day (days
 * without stats carry the previous totals); `is_last` marks the last one, which also stands for
 * every later day. Kept by the sync with the daily rows (media-sync/stats-cumulative.ts); the
 * covering indexes the report pages read are in the hand-written part of migration 0007.
 */
export const statsDailyCumulative = pgTable(
  'stats_daily_cumulative',
  {
    ...statKeyColumns(),
    cost: runningTotal('cost'),
    impressions: runningTotal('impressions'),
    clicks: runningTotal('clicks'),
    conversions: runningTotal('conversions'),
    deepConversions: runningTotal('deep_conversions'),
    activations: runningTotal('activations'),
    registrations: runningTotal('registrations'),
    payCount: runningTotal('pay_count'),
    payAmount: runningTotal('pay_amount'),
    plays: runningTotal('plays'),
    validPlays: runningTotal('valid_plays'),
    isLast: boolean('is_last').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stats_daily_cumulative_pk',
      columns: [t.medium, t.level, t.objectId, t.statDate],
    }),
    check('stats_daily_cumulative_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('stats_daily_cumulative_level_check', oneOf(t.level, LEVELS)),
  ],
);
