import { bigint, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  MIRROR_MEDIA,
  MIRROR_SOURCES,
  type Medium,
  type MirrorSource,
} from '../../lib/media-mirror';
import { ROLLUP_SPANS } from '../../lib/rollup-spans';
import { oneOf } from './media-columns';

const total = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * The dashboard's daily rollup of `stats_daily` (docs/architecture/dashboard.md): the level-2 rows
 * (OE promotion, KS unit, TX adgroup and the legacy families' ads) summed per day, mirror source,
 * account, the ad's game and the ad's designer. Every medium reports level 2, so the rollup holds
 * each spend once. The account's own game, its operator (who authorized it) and the data scope are
 * joined from `advertisers` when read, so a reassignment on the accounts page shows at once.
 *
 * Kept by the sync in the transaction that writes or removes daily rows
 * (media-sync/stats-rollup.ts): every (source, account, day) a chunk touched is summed again from
 * its daily rows. Rows have no key of their own; `(medium, advertiser_id, stat_date)` is the unit
 * rewritten.
 */
export const statsRollupDaily = pgTable(
  'stats_rollup_daily',
  {
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    /** The medium whose account it is (the accounts' key). */
    medium: text('medium').$type<Medium>().notNull(),
    /** The API family the stats came from (the mirror's key). */
    source: text('source').$type<MirrorSource>().notNull(),
    advertiserId: text('advertiser_id').notNull(),
    /** The ad's game (`games.id`); null: the account's game applies. */
    gameId: integer('game_id'),
    /** The ad's author (`users.id`) when it was created on this platform. */
    designerId: integer('designer_id'),
    cost: total('cost'),
    impressions: total('impressions'),
    clicks: total('clicks'),
    conversions: total('conversions'),
    deepConversions: total('deep_conversions'),
    activations: total('activations'),
    registrations: total('registrations'),
    payCount: total('pay_count'),
    payAmount: total('pay_amount'),
    plays: total('plays'),
    validPlays: total('valid_plays'),
  },
  (t) => [
    // The dashboard's reads: a date range (then the accounts in scope), answered from the index
    // alone (it holds every column they read), without visiting the table's pages.
    index('stats_rollup_daily_date_idx').on(
      t.statDate,
      t.medium,
      t.advertiserId,
      t.gameId,
      t.designerId,
      t.cost,
      t.conversions,
      t.payAmount,
    ),
    // The sync's rewrite of the days of an account it touched.
    index('stats_rollup_daily_account_idx').on(t.source, t.advertiserId, t.statDate),
    check('stats_rollup_daily_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('stats_rollup_daily_source_check', oneOf(t.source, MIRROR_SOURCES)),
  ],
);

/**
 * The daily rollup summed per account (docs/architecture/dashboard.md): one row per day, mirror
 * source and account, with the figures the dashboard shows. The trend, the comparison days, the
 * movers and the low balances read it. Kept by the sync with `stats_rollup_daily`, from its rows.
 */
export const statsRollupAccountDaily = pgTable(
  'stats_rollup_account_daily',
  {
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    medium: text('medium').$type<Medium>().notNull(),
    source: text('source').$type<MirrorSource>().notNull(),
    advertiserId: text('advertiser_id').notNull(),
    cost: total('cost'),
    conversions: total('conversions'),
    payAmount: total('pay_amount'),
  },
  (t) => [
    // The reads by date range, answered from the index alone.
    index('stats_rollup_account_daily_date_idx').on(
      t.statDate,
      t.medium,
      t.advertiserId,
      t.cost,
      t.conversions,
      t.payAmount,
    ),
    // The reads of the accounts of a scope, one by one, and the sync's rewrite of the days of an
    // account it touched.
    index('stats_rollup_account_daily_account_idx').on(
      t.medium,
      t.advertiserId,
      t.statDate,
      t.cost,
      t.conversions,
      t.payAmount,
    ),
    check('stats_rollup_account_daily_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('stats_rollup_account_daily_source_check', oneOf(t.source, MIRROR_SOURCES)),
  ],
);

/**
 * `stats_rollup_daily` summed over aligned spans of 2, 4, …, 256 days (lib/rollup-spans.ts), per
 * mirror source, account, the ad's game and the ad's designer, with the figures the dashboard
 * shows: the breakdowns read a range as a few spans and days. A span's rows are summed from the
 * two halves below it (the daily rollup for spans of 2 days) whenever the sync touches one of its
 * days.
 */
export const statsRollupSpans = pgTable(
  'stats_rollup_spans',
  {
    /** The span's length in days. */
    spanDays: integer('span_days').notNull(),
    /** Its first day; its number (days since 1970-01-01) is a multiple of the length. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    medium: text('medium').$type<Medium>().notNull(),
    source: text('source').$type<MirrorSource>().notNull(),
    advertiserId: text('advertiser_id').notNull(),
    gameId: integer('game_id'),
    designerId: integer('designer_id'),
    cost: total('cost'),
    conversions: total('conversions'),
    payAmount: total('pay_amount'),
  },
  (t) => [
    // The reads of one span, answered from the index alone.
    index('stats_rollup_spans_span_idx').on(
      t.spanDays,
      t.startDate,
      t.medium,
      t.advertiserId,
      t.gameId,
      t.designerId,
      t.cost,
      t.conversions,
      t.payAmount,
    ),
    // The reads of the accounts of a scope, one by one, and the sync's rewrite of the spans of an
    // account it touched.
    index('stats_rollup_spans_account_idx').on(
      t.medium,
      t.advertiserId,
      t.spanDays,
      t.startDate,
      t.gameId,
      t.designerId,
      t.cost,
      t.conversions,
      t.payAmount,
    ),
    check('stats_rollup_spans_span_check', oneOf(t.spanDays, ROLLUP_SPANS)),
    check('stats_rollup_spans_medium_check', oneOf(t.medium, MIRROR_MEDIA)),
    check('stats_rollup_spans_source_check', oneOf(t.source, MIRROR_SOURCES)),
  ],
);
