import { sql, type SQL } from 'drizzle-orm';
import { bigint, date, integer, jsonb, numeric, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  BudgetMode,
  DomainStatus,
  Medium,
  MirrorSource,
  OptStatus,
} from '../../lib/media-mirror';
import { tsz } from './columns';

/**
 * Integer 分 (cents): domain money (docs/glossary.md "Money and time"); bigint read as a JS number.
 */
export const fen = (name: string) => bigint(name, { mode: 'number' });

export const mediumColumn = () => text('medium').$type<Medium>().notNull();

/**
 * The mirror source of an object, stats row or sync state: the medium, or the medium's legacy API
 * family (`MIRROR_SOURCES`). The column keeps the name `medium`: every current family's rows are
 * keyed by their medium as before.
 */
export const sourceColumn = () => text('medium').$type<MirrorSource>().notNull();

/** `column in ('a', 'b', …)` for a CHECK constraint over a fixed list of our own constants. */
export const oneOf = (column: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;

/**
 * Columns every mirrored delivery object has. Medium-specific details stay in `raw` (the object as
 * the medium last returned it); the columns are what reports filter and sort on (spec 001 §7) and
 * what the cross-media views read (docs/adr/0005).
 */
export const deliveryObjectColumns = () => ({
  medium: sourceColumn(),
  advertiserId: text('advertiser_id').notNull(),
  name: text('name').notNull().default(''),
  /** The switch (ENABLE/DISABLE), separate from the delivery status (docs/glossary.md "Statuses"). */
  optStatus: text('opt_status').$type<OptStatus>(),
  /** The medium's own status value (KS numeric codes as text), for its labels and filters. */
  rawStatus: text('raw_status'),
  /** Derived by the adapter for cross-media views, rules and the dashboard. */
  status: text('status').$type<DomainStatus>().notNull().default('unknown'),
  /** `games.id` (data scope and the game filter); set from our naming or assignment. */
  gameId: integer('game_id'),
  /** Where the object was made: `oceanengine` (the medium's console) or `gad` (this platform). */
  source: text('source'),
  /** The author (`users.id`) when the object came from this platform's creation. */
  designerId: integer('designer_id'),
  mediumCreatedAt: tsz('medium_created_at'),
  /** The medium's modify time: incremental sync asks for objects changed after the last one seen. */
  mediumModifiedAt: tsz('medium_modified_at'),
  syncedAt: tsz('synced_at').notNull().defaultNow(),
  raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Budget, bid and targeting columns of the levels where a medium keeps them (OE v3 project
 * `delivery_setting` and promotion; KS campaign and unit; TX adgroup). Money in 分.
 */
export const deliverySettingColumns = () => ({
  budgetMode: text('budget_mode').$type<BudgetMode>(),
  budget: fen('budget'),
  /** Conversion bid: OE cpa_bid, KS cpa_bid, TX bid_amount for oCPX. */
  cpaBid: fen('cpa_bid'),
  /** Manual CPC/CPM bid: OE bid, KS bid, TX bid_amount for CPC/CPM. */
  bid: fen('bid'),
  /** Deep conversion bid: OE deep_cpabid, KS deep_conversion_bid, TX deep_conversion_behavior_bid. */
  deepBid: fen('deep_bid'),
  /** ROI coefficient, up to 4 decimals (spec 001 §5). */
  roiGoal: numeric('roi_goal', { precision: 12, scale: 4, mode: 'number' }),
  pricing: text('pricing'),
  /** The conversion goal (OE external_action, KS ocpx_action_type, TX optimization_goal). */
  convertType: text('convert_type'),
  deepExternalAction: text('deep_external_action'),
  deepBidType: text('deep_bid_type'),
  landingType: text('landing_type'),
  marketingGoal: text('marketing_goal'),
  appPromotionType: text('app_promotion_type'),
  /** ALL (feed) or SEARCH. */
  adType: text('ad_type'),
  /** APP_ANDROID / APP_IOS (spec 001 §9). */
  platform: text('platform'),
  /** The programmatic creation config that made it (spec 001 §7 `delivery_config_ids`). */
  deliveryConfigId: integer('delivery_config_id'),
  startDate: date('start_date', { mode: 'string' }),
  /** Null: long-term (SCHEDULE_FROM_NOW). */
  endDate: date('end_date', { mode: 'string' }),
  /** 336 cells of 0/1, Monday 00:00 first; KS's 168 hourly cells are widened by the adapter. */
  scheduleTime: text('schedule_time'),
});
