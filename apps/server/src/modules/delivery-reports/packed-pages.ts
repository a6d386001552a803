import { addDays } from '@toufang/domain';
import type { SQL } from 'drizzle-orm';
import { STAT_SUMS } from '../../lib/stat-sums';
import type { StatSum, StatSums } from './report-metrics';
import { PackCache } from './report-pack-cache';
import {
  levelStatement,
  packRowsStatement,
  PAGE_USABLE,
  PAGE_VERSION,
  packedValues,
  pageRowsStatement,
  type PackedValues,
  rankPage,
  sortKeys,
  sortSums,
  type SumSides,
} from './report-packs';
import type { ReportQuery } from './report-query';

// Metric-sorted pages ranked from the packed running totals (report-packs.ts). A server reads a
// level once per build (members, ranks, and each packed row's day, build time and sums), ranks
// a page from the sort's packed rows (decoded once, kept in a byte-bounded cache keyed by their
// build time) and reads the page's rows in one statement that also says whether that build still
// stands: if the level was built again meanwhile, the level is read again and the page ranked
// again; if a change waits for the next build, the repository answers from the running totals.

/** A packed row's place in the level: its build time and the members' sums. */
interface PackedDay {
  built: string;
  totals: number[];
}

/** A level as of one build. */
interface Level {
  version: string;
  ids: string[];
  ranks: Int32Array;
  /** Days with a packed row, ascending, and those rows. */
  days: string[];
  rows: Map<string, PackedDay>;
}

export interface PackedPage {
  records: (Record<string, unknown> & { id: string })[];
  total: number;
  sums: Partial<StatSums>;
}

type Rows = <T = Record<string, unknown>>(statement: SQL) => Promise<T[]>;

/** Bytes of decoded rows a server keeps by default: 1,600 days of one int4 sum of 20,000 objects. */
const DEFAULT_PACK_CACHE_BYTES = 128 * 1024 * 1024;

/** The last of the ascending `days` on or before `day`; null if none is. */
function dayAtOrBefore(days: readonly string[], day: string): string | null {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] ?? '') <= day) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : (days[lo - 1] ?? null);
}

export class PackedPages {
  private readonly levels = new Map<string, Level>();
  private readonly cache: PackCache;
  /** Room for the sort keys of the largest level ranked so far. */
  private scratch = new Float64Array(0);

  constructor(
    private readonly rows: Rows,
    cacheBytes = DEFAULT_PACK_CACHE_BYTES,
  ) {
    this.cache = new PackCache(cacheBytes);
  }

  /** The page with its count and totals; null when the packs cannot answer the query. */
  async page(
    query: ReportQuery,
    sums: readonly StatSum[],
    totalSums: readonly StatSum[],
  ): Promise<PackedPage | null> {
    const key = `${query.source.medium}:${query.source.level}`;
    const known = this.levels.get(key);
    if (known !== undefined) {
      const page = await this.ranked(query, known, sums, totalSums);
      if (page !== 'rebuilt') return page;
    }
    const level = await this.read(query);
    if (level === null) return null;
    this.levels.set(key, level);
    const page = await this.ranked(query, level, sums, totalSums);
    return page === 'rebuilt' ? null : page;
  }

  private async read(query: ReportQuery): Promise<Level | null> {
    const [row] = await this.rows<{
      version: string;
      members: string[];
      ranks: number[];
      days: [string, string, (number | string)[]][];
    }>(levelStatement(query));
    if (row === undefined) return null;
    const rows = new Map<string, PackedDay>();
    for (const [day, built, totals] of row.days) {
      rows.set(day, { built, totals: totals.map(Number) });
    }
    return {
      version: row.version,
      ids: row.members,
      ranks: Int32Array.from(row.ranks),
      days: [...rows.keys()],
      rows,
    };
  }

  /** The page ranked from the level as read; 'rebuilt' when the level was built again since. */
  private async ranked(
    query: ReportQuery,
    level: Level,
    sums: readonly StatSum[],
    totalSums: readonly StatSum[],
  ): Promise<PackedPage | null | 'rebuilt'> {
    const end = dayAtOrBefore(level.days, query.statTo);
    const before = dayAtOrBefore(level.days, addDays(query.statFrom, -1));
    const sides = await this.sides(query, level, end, before);
    if (sides === null) return 'rebuilt';
    const [numerator, denominator] = sides;
    if (numerator === undefined) return null;
    const size = level.ids.length;
    if (this.scratch.length < size * 2) this.scratch = new Float64Array(size * 2);
    // Ranked before the next await: the scratch is this request's alone meanwhile.
    const keys = sortKeys(size, numerator, denominator, this.scratch);
    const offset = (query.page - 1) * query.perPage;
    const positions = rankPage(keys, level.ranks, query.direction, offset, query.perPage);
    const ids = positions.map((p) => level.ids[p] ?? '');
    const rows = await this.rows<Record<string, unknown>>(pageRowsStatement(query, sums, ids));
    const [first] = rows;
    if (first === undefined) return null;
    if (first[PAGE_VERSION] !== level.version) return 'rebuilt';
    if (first[PAGE_USABLE] !== true) return null;
    const records: PackedPage['records'] = [];
    for (const row of rows) {
      if (row.id === null || row.id === undefined) continue;
      const { [PAGE_USABLE]: _u, [PAGE_VERSION]: _v, packs__at: _a, ...record } = row;
      records.push(record as PackedPage['records'][number]);
    }
    const endTotals = end === null ? [] : (level.rows.get(end)?.totals ?? []);
    const beforeTotals = before === null ? [] : (level.rows.get(before)?.totals ?? []);
    const totals: Partial<StatSums> = {};
    for (const s of totalSums) {
      const at = STAT_SUMS.indexOf(s);
      totals[s] = (endTotals[at] ?? 0) - (beforeTotals[at] ?? 0);
    }
    return { records, total: level.ids.length, sums: totals };
  }

  /**
   * The sort's sums on the two days, from the cache or read now; null when a row read is not
   * the one the level was read with (it was built again).
   */
  private async sides(
    query: ReportQuery,
    level: Level,
    end: string | null,
    before: string | null,
  ): Promise<SumSides[] | null> {
    const { medium, level: at } = query.source;
    const wanted = sortSums(query);
    const keyOf = (day: string, built: string, sum: StatSum) =>
      `${medium}:${at}:${day}:${built}:${sum}`;
    const held = new Map<string, PackedValues>();
    const missing = new Set<string>();
    for (const day of [end, before]) {
      const built = day === null ? undefined : level.rows.get(day)?.built;
      if (day === null || built === undefined) continue;
      for (const s of wanted) {
        const values = this.cache.get(keyOf(day, built, s));
        if (values === undefined) missing.add(day);
        else held.set(keyOf(day, built, s), values);
      }
    }
    if (missing.size > 0) {
      const read = await this.rows(packRowsStatement(query, [...missing], wanted));
      for (const row of read) {
        const day = String(row.day);
        const built = String(row.built);
        if (level.rows.get(day)?.built !== built) return null;
        for (const s of wanted) {
          const values = packedValues(row[s]);
          if (values === null) return null;
          held.set(keyOf(day, built, s), values);
          this.cache.set(keyOf(day, built, s), values);
        }
        missing.delete(day);
      }
      if (missing.size > 0) return null;
    }
    const side = (day: string | null, sum: StatSum) => {
      const built = day === null ? undefined : level.rows.get(day)?.built;
      return day === null || built === undefined
        ? null
        : (held.get(keyOf(day, built, sum)) ?? null);
    };
    return wanted.map((s) => ({ end: side(end, s), before: side(before, s) }));
  }
}
