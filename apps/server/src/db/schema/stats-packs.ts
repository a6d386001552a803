import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { DeliveryLevel } from '../../lib/media-mirror';
import { MIRROR_SOURCES } from '../../lib/media-mirror';
import { tsz } from './columns';
import { oneOf, sourceColumn } from './media-columns';

/*
 * Running totals packed per level and day (docs/adr/0010 "Packed running totals"): for a medium's
 * level, the objects its mirror table holds in a fixed order (`stats_pack_state.members`), and per
 * stats day one row whose packed arrays hold, at each member's position, its running totals
 * through the day (0 before its first stats day, carried after its last). A range's sums of every
 * object are then two rows, whatever the number of objects. Kept by the sync after each run
 * (media-sync/stats-packs.ts); any change since (`stats_pack_changes`) makes the reports read the
 * running totals instead until the next build.
 */

const LEVELS = [1, 2, 3];

const packLevel = () => smallint('level').$type<DeliveryLevel>().notNull();
/**
 * A day's running totals of one sum, in member order, as text the reader decodes as it arrives:
 * `i` and base64 of big-endian int4s when every total fits, else `d` and base64 of big-endian
 * float8s (exact below 2^53). A bytea would be hex-encoded by the database on every read.
 */
const packColumn = (name: string) => text(name).notNull();

export const statsPackState = pgTable(
  'stats_pack_state',
  {
    medium: sourceColumn(),
    level: packLevel(),
    /** The level's object ids, in the order of the packs' arrays. */
    members: text('members').array().notNull(),
    /** Each member's place in id order (the reports' tie-break), by the members' order. */
    ranks: integer('ranks').array().notNull(),
    /** The members' creation times (medium_created_at): a create range covering them keeps all. */
    createdMin: tsz('created_min'),
    createdMax: tsz('created_max'),
    /** Members without a creation time (a create range drops them). */
    createdUnknown: integer('created_unknown').notNull(),
    builtAt: tsz('built_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stats_pack_state_pk', columns: [t.medium, t.level] }),
    check('stats_pack_state_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('stats_pack_state_level_check', oneOf(t.level, LEVELS)),
  ],
);

export const statsPacks = pgTable(
  'stats_packs',
  {
    medium: sourceColumn(),
    level: packLevel(),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    cost: packColumn('cost'),
    impressions: packColumn('impressions'),
    clicks: packColumn('clicks'),
    conversions: packColumn('conversions'),
    deepConversions: packColumn('deep_conversions'),
    activations: packColumn('activations'),
    registrations: packColumn('registrations'),
    payCount: packColumn('pay_count'),
    payAmount: packColumn('pay_amount'),
    plays: packColumn('plays'),
    validPlays: packColumn('valid_plays'),
    /** The members' running totals summed, in STAT_SUMS order. */
    totals: bigint('totals', { mode: 'number' }).array().notNull(),
    /** When the row was written: a reader's copy of it is current while this is unchanged. */
    builtAt: tsz('built_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'stats_packs_pk', columns: [t.medium, t.level, t.statDate] }),
    check('stats_packs_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('stats_packs_level_check', oneOf(t.level, LEVELS)),
  ],
);

/**
 * What changed since the packs of a level were built: stats from `from_date` on, or (no date) the
 * level's objects. Written by the sync with the running totals and by triggers on the object
 * tables (migration 0042); a build takes the rows it saw.
 */
export const statsPackChanges = pgTable(
  'stats_pack_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    medium: sourceColumn(),
    level: packLevel(),
    fromDate: date('from_date', { mode: 'string' }),
  },
  (t) => [index('stats_pack_changes_level_idx').on(t.medium, t.level)],
);
