import { sql, type SQL } from 'drizzle-orm';
import { LEVEL_TABLES } from '../../lib/level-tables';
import { advertiserBound } from './report-conditions';
import { METRIC_FORMULAS, type StatSum } from './report-metrics';
import type { ReportQuery } from './report-query';
import { statsCte } from './report-stats';

// A metric-sorted page ranked from the packed running totals (db/schema/stats-packs.ts, docs/adr/
// 0010 "Packed running totals"). When the filters keep every object of the level, the range's
// sums of every object are the difference of two packed rows: one statement reads them (only the
// sums the sort needs) with the level's count and totals, the server ranks the members over typed
// arrays, and a second statement reads the page's rows as a create-time page reads them. The
// first statement says whether the packs can answer: not while a change since their build waits
// (stats_pack_changes), nor when a create range leaves some objects out; the repository then runs
// the page statement of the running totals.

/**
 * Whether the query keeps every object of its level, so the packs can rank it: an object level,
 * a metric sort, no filter but a create range (the statement checks that it covers them all).
 */
export function packable(query: ReportQuery): boolean {
  const { source } = query;
  if (source.level !== 1 && source.level !== 2 && source.level !== 3) return false;
  return (
    query.order !== 'create_time' &&
    source.table === LEVEL_TABLES[source.level].table &&
    source.created === 'medium_created_at' &&
    advertiserBound(query) === null &&
    query.gameConfigIds === undefined &&
    query.keyword === undefined &&
    query.status === null &&
    query.ids.length === 0 &&
    query.columns.length === 0 &&
    query.statFrom <= query.statTo
  );
}

/** The sums the sort reads: its numerator, then its denominator if any. */
export function sortSums(query: ReportQuery): StatSum[] {
  if (query.order === 'create_time') throw new Error('not a metric sort');
  const { numerator, denominator } = METRIC_FORMULAS[query.order];
  return denominator === undefined ? [numerator] : [numerator, denominator];
}

/** Whether the packs can answer, given the level's state row `ps`. */
function usable(query: ReportQuery): SQL {
  const { source } = query;
  const parts = [
    sql`not exists (select 1 from stats_pack_changes c
      where c.medium = ${source.medium} and c.level = ${source.level})`,
  ];
  if (query.createdFrom !== undefined || query.createdBefore !== undefined) {
    parts.push(sql`ps.created_unknown = 0`);
  }
  if (query.createdFrom !== undefined) {
    parts.push(sql`(ps.created_min is null or ps.created_min >= ${query.createdFrom})`);
  }
  if (query.createdBefore !== undefined) {
    parts.push(sql`(ps.created_max is null or ps.created_max < ${query.createdBefore})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * The level as last built: its build time (the version), members, their ranks in id order, and
 * each packed row's day, build time and sums of every member.
 */
export function levelStatement(query: ReportQuery): SQL {
  const { source } = query;
  return sql`select ps.built_at::text as version, ps.members, ps.ranks, (
      select coalesce(json_agg(json_build_array(p.stat_date::text, p.built_at::text, p.totals)
        order by p.stat_date), '[]')
      from stats_packs p where p.medium = ps.medium and p.level = ps.level
    ) as days
    from stats_pack_state ps where ps.medium = ${source.medium} and ps.level = ${source.level}`;
}

/** Packed rows of these days: their build time and the sums named. */
export function packRowsStatement(
  query: ReportQuery,
  days: readonly string[],
  sums: readonly StatSum[],
): SQL {
  const { source } = query;
  return sql`select stat_date::text as day, built_at::text as built, ${sql.raw(sums.join(', '))}
    from stats_packs where medium = ${source.medium} and level = ${source.level}
      and stat_date in (select json_array_elements_text(${JSON.stringify(days)}::json)::date)`;
}

/** Columns of the page statement's rows that say whether the ranking it was given holds. */
export const PAGE_USABLE = 'packs__usable';
export const PAGE_VERSION = 'packs__version';

/**
 * The page's rows, in the order given, with their sums from the running totals; each row (and
 * one row with no page row when there are none) says whether the packs can answer the query and
 * which build the level is at, so a ranking made from an earlier build is not shown.
 */
export function pageRowsStatement(
  query: ReportQuery,
  sums: readonly StatSum[],
  ids: readonly string[],
): SQL {
  const { source } = query;
  const id = sql.raw(`o.${source.id}`);
  const sumColumns = sums.map((s) => `, s.${s}`).join('');
  return sql`with ps as (
      select ${usable(query)} as ${sql.raw(PAGE_USABLE)},
        ps.built_at::text as ${sql.raw(PAGE_VERSION)}
      from stats_pack_state ps where ps.medium = ${source.medium} and ps.level = ${source.level}
    ), pg(id, at) as (
      select * from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality
    ), s as materialized (${statsCte(query, sums, sql`st.object_id in (select id from pg)`)}),
    r as (
      select pg.at as packs__at, pg.id, ${sql.raw(source.columns)}${sql.raw(sumColumns)}
      from pg join ${sql.raw(source.table)} o on o.medium = ${source.medium} and ${id} = pg.id
      left join s on s.object_id = pg.id ${sql.raw(source.joins)}
    )
    select ps.*, r.* from ps left join r on true order by r.packs__at`;
}

/** A packed row's values: int4s as the row holds them when every value fits, else float8s. */
export type PackedValues = Int32Array | Float64Array;

/**
 * A packed row (media-sync/stats-packs.ts: `i` or `d`, then base64 of big-endian int4s or
 * float8s) as the members' values, kept in the row's own width; null if it is none.
 */
export function packedValues(value: unknown): PackedValues | null {
  if (typeof value !== 'string') return null;
  const kind = value.charAt(0);
  const width = kind === 'i' ? 4 : kind === 'd' ? 8 : 0;
  const bytes = Buffer.from(value.slice(1), 'base64');
  if (width === 0 || bytes.length % width !== 0) return null;
  // Copied to memory of its own (a small Buffer shares a pool at any offset), then made native.
  const aligned = new Uint8Array(bytes.length);
  aligned.set(bytes);
  const view = Buffer.from(aligned.buffer);
  if (width === 4) {
    view.swap32();
    return new Int32Array(aligned.buffer);
  }
  view.swap64();
  return new Float64Array(aligned.buffer);
}

/** A sum's packed rows at the range's end and before its start (null: no row, all 0). */
export interface SumSides {
  end: PackedValues | null;
  before: PackedValues | null;
}

const NONE = new Int32Array(0);

/**
 * `end - before` of a sum, per member, into `out` (0 past a row's end or with no row), in one
 * pass over each row: the rows are large and rarely in the processor's cache.
 */
function difference(side: SumSides, out: Float64Array): void {
  const end = side.end ?? NONE;
  const before = side.before ?? NONE;
  const endLength = Math.min(out.length, end.length);
  const beforeLength = Math.min(out.length, before.length);
  let i = 0;
  for (const both = Math.min(endLength, beforeLength); i < both; i++) {
    out[i] = (end[i] ?? 0) - (before[i] ?? 0);
  }
  for (; i < endLength; i++) out[i] = end[i] ?? 0;
  for (; i < beforeLength; i++) out[i] = -(before[i] ?? 0);
  out.fill(0, i);
}

/**
 * Each member's sort key over the range, as the page statement computes it: the sum's
 * difference, or the numerator's over the denominator's (0 where that is 0). A member past a
 * row's end was added after the row was written, with no stats before it: 0. Written into
 * `scratch` when it is large enough.
 */
export function sortKeys(
  size: number,
  numerator: SumSides,
  denominator?: SumSides,
  scratch?: Float64Array,
): Float64Array {
  const keys =
    scratch !== undefined && scratch.length >= size * 2
      ? scratch.subarray(0, size)
      : new Float64Array(size);
  difference(numerator, keys);
  if (denominator === undefined) return keys;
  const over =
    scratch !== undefined && scratch.length >= size * 2
      ? scratch.subarray(size, size * 2)
      : new Float64Array(size);
  difference(denominator, over);
  for (let i = 0; i < size; i++) {
    const d = over[i] ?? 0;
    keys[i] = d === 0 ? 0 : (keys[i] ?? 0) / d;
  }
  return keys;
}

/**
 * The positions of a page: members ordered by key, then by rank (id order), both in the query's
 * direction, from `offset`, `limit` of them. Keeps only the best `offset + limit` while scanning.
 */
export function rankPage(
  keys: Float64Array,
  ranks: Int32Array,
  direction: 'asc' | 'desc',
  offset: number,
  limit: number,
): number[] {
  const sign = direction === 'desc' ? 1 : -1;
  /** Whether member `i` comes before member `j`. */
  const before = (i: number, j: number) => {
    const d = sign * ((keys[i] ?? 0) - (keys[j] ?? 0));
    return d > 0 || (d === 0 && sign * ((ranks[i] ?? 0) - (ranks[j] ?? 0)) > 0);
  };
  const wanted = offset + limit;
  if (wanted * 8 >= keys.length) {
    const all = Array.from({ length: keys.length }, (_, i) => i);
    all.sort((i, j) => (before(i, j) ? -1 : before(j, i) ? 1 : 0));
    return all.slice(offset, wanted);
  }
  // The best `wanted` so far, in order, with room for one more while inserting.
  const kept = new Int32Array(wanted + 1);
  let count = 0;
  let lastKey = 0;
  let lastRank = 0;
  for (let i = 0; i < keys.length; i++) {
    if (count === wanted) {
      // Most members fall behind the last one kept: compared inline.
      const d = sign * ((keys[i] ?? 0) - lastKey);
      if (d < 0 || (d === 0 && sign * ((ranks[i] ?? 0) - lastRank) <= 0)) continue;
    }
    let lo = 0;
    let hi = count;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(i, kept[mid] ?? 0)) hi = mid;
      else lo = mid + 1;
    }
    kept.copyWithin(lo + 1, lo, count);
    kept[lo] = i;
    if (count < wanted) count++;
    const last = kept[count - 1] ?? 0;
    lastKey = keys[last] ?? 0;
    lastRank = ranks[last] ?? 0;
  }
  return Array.from(kept.subarray(Math.min(offset, count), count));
}
