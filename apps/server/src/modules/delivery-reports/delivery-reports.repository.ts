import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPrepared, selectRows } from '../../db/sql-helpers';
import { objectConditions } from './report-conditions';
import { METRIC_FORMULAS, sumsNeeded, type StatSum, type StatSums } from './report-metrics';
import { PackedPages } from './packed-pages';
import { packable } from './report-packs';
import type { ReportQuery } from './report-query';
import { statsCte } from './report-stats';
import { unlimitedSlots, type StatementSlots } from './statement-slots';

// The report pages over the mirror and its stats (docs/adr/0005). Each page is one statement and
// its count with totals another:
// - sorted by a metric: the stats of the date range are summed per object from the running totals
//   (at most two rows per object, report-stats.ts), joined to the filtered objects, sorted and cut
//   to the page; names and parents are joined to the page's rows only. The same statement counts
//   the filtered objects and sums their stats (window aggregates over them before the cut), so
//   `totals` of that query reads no stats again (bench/reports.mjs). When the filters keep every
//   object of the level, the packed running totals rank it instead (report-packs.ts);
// - sorted by create time: the page of objects first, then the stats of those rows by primary key.

export type ReportRecord = Record<string, unknown> & { id: string } & Partial<StatSums>;

export interface ReportTotals {
  total: number;
  sums: Partial<StatSums>;
}

const sumList = (sums: readonly StatSum[], from: string) =>
  sums.map((s) => `${from}${s}`).join(', ');

/** The sort of a metric: its formula over the sums, a zero denominator sorting as 0. */
function metricSortKey(query: ReportQuery): string {
  if (query.order === 'create_time') throw new Error('not a metric sort');
  const { numerator, denominator } = METRIC_FORMULAS[query.order];
  return denominator === undefined
    ? `coalesce(s.${numerator}, 0)`
    : `coalesce(s.${numerator}::float8 / nullif(s.${denominator}, 0), 0)`;
}

/** Columns of a metric-sorted page's row that carry the totals of the whole query. */
const TOTAL_COUNT = 'totals__count';
const totalColumn = (s: StatSum) => `totals__${s}`;

/** `count(*) over () as totals__count, coalesce(sum(s.cost) over (), 0)::float8 as totals__cost, …` */
const totalWindows = (sums: readonly StatSum[]) =>
  [
    `count(*) over ()::int as ${TOTAL_COUNT}`,
    ...sums.map((s) => `coalesce(sum(s.${s}) over (), 0)::float8 as ${totalColumn(s)}`),
  ].join(', ');

/** The totals a page's first row carries; every row loses those columns. */
function takeTotals(records: ReportRecord[], sums: readonly StatSum[]): ReportTotals | undefined {
  const [first] = records;
  const totals =
    first === undefined
      ? undefined
      : {
          total: Number(first[TOTAL_COUNT] ?? 0),
          sums: Object.fromEntries(sums.map((s) => [s, Number(first[totalColumn(s)] ?? 0)])),
        };
  for (const record of records) {
    delete record[TOTAL_COUNT];
    for (const s of sums) delete record[totalColumn(s)];
  }
  return totals;
}

export class DeliveryReportsRepository {
  /** Totals read along with a metric-sorted page, for the `totals` of the same query object. */
  private readonly pageTotals = new WeakMap<ReportQuery, ReportTotals>();
  /** Pages ranked from the packed running totals when the filters keep every object. */
  private readonly packed: PackedPages;

  constructor(
    private readonly db: Db,
    private readonly slots: StatementSlots = unlimitedSlots,
  ) {
    // The packed path's statements come in a few shapes per level: prepared, they skip planning.
    this.packed = new PackedPages((statement) =>
      this.slots(() => selectPrepared(this.db, statement)),
    );
  }

  private rows<T = Record<string, unknown>>(statement: SQL): Promise<T[]> {
    return this.slots(() => selectRows<T>(this.db, statement));
  }

  async page(query: ReportQuery): Promise<ReportRecord[]> {
    const sums = sumsNeeded(query.fields, query.order);
    const { source } = query;
    const dir = sql.raw(query.direction);
    const offset = (query.page - 1) * query.perPage;
    const where = objectConditions(query);
    const table = sql.raw(source.table);
    const id = sql.raw(`o.${source.id}`);
    const outer = sql.raw(`${source.columns}${sums.length ? `, ${sumList(sums, 'pg.')}` : ''}`);
    let statement: SQL;
    if (query.order === 'create_time') {
      const created = sql.raw(`o.${source.created}`);
      statement = sql`with pg as (
          select ${id} as id, ${created} as sort_key from ${table} o where ${where}
          order by ${created} ${dir} nulls last, ${id} ${dir} limit ${query.perPage} offset ${offset}
        ), s as materialized (${statsCte(query, sums, sql`st.object_id in (select id from pg)`)})
        select pg.id, ${sql.raw(source.columns)}${sql.raw(sums.length ? `, ${sumList(sums, 's.')}` : '')}
        from pg join ${table} o on o.medium = ${source.medium} and ${id} = pg.id
        left join s on s.object_id = pg.id ${sql.raw(source.joins)}
        order by pg.sort_key ${dir} nulls last, pg.id ${dir}`;
    } else {
      const totalSums = sumsNeeded(query.fields, 'create_time');
      if (packable(query)) {
        const packed = await this.packed.page(query, sums, totalSums);
        if (packed !== null) {
          this.pageTotals.set(query, { total: packed.total, sums: packed.sums });
          return packed.records;
        }
      }
      const key = sql.raw(metricSortKey(query));
      const totalNames = [TOTAL_COUNT, ...totalSums.map(totalColumn)].map((c) => `pg.${c}`);
      statement = sql`with s as (${statsCte(query, sums)}), pg as (
          select ${id} as id, ${key} as sort_key${sql.raw(sums.length ? `, ${sumList(sums, 's.')}` : '')},
            ${sql.raw(totalWindows(totalSums))}
          from ${table} o left join s on s.object_id = ${id} where ${where}
          order by sort_key ${dir}, ${id} ${dir} limit ${query.perPage} offset ${offset}
        )
        select pg.id, ${outer}, ${sql.raw(totalNames.join(', '))}
        from pg join ${table} o on o.medium = ${source.medium} and ${id} = pg.id ${sql.raw(source.joins)}
        order by pg.sort_key ${dir}, pg.id ${dir}`;
      const records = await this.rows<ReportRecord>(statement);
      const totals = takeTotals(records, totalSums);
      if (totals === undefined) this.pageTotals.delete(query);
      else this.pageTotals.set(query, totals);
      return records;
    }
    return this.rows<ReportRecord>(statement);
  }

  /**
   * The number of filtered objects and the sums of their stats over the date range; those a
   * metric-sorted page of the same query read along with its rows when it had any.
   */
  async totals(query: ReportQuery): Promise<ReportTotals> {
    const known = this.pageTotals.get(query);
    if (known !== undefined) {
      this.pageTotals.delete(query);
      return known;
    }
    const sums = sumsNeeded(query.fields, 'create_time');
    const { source } = query;
    const id = sql.raw(`o.${source.id}`);
    const columns = sums.map((s) => `coalesce(sum(s.${s}), 0)::float8 as ${s}`).join(', ');
    const statement = sql`with s as materialized (${statsCte(query, sums)})
      select count(*)::int as total${sql.raw(columns ? `, ${columns}` : '')}
      from ${sql.raw(source.table)} o left join s on s.object_id = ${id}
      where ${objectConditions(query)}`;
    const [row = {}] = await this.rows(statement);
    const out: Partial<StatSums> = {};
    for (const s of sums) out[s] = Number(row[s] ?? 0);
    return { total: Number(row.total ?? 0), sums: out };
  }
}
