import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DELIVERY_LEVEL, SOURCE_MEDIUM, type MirrorSource } from '../../lib/media-mirror';
import { ROLLUP_SPANS, spanStart } from '../../lib/rollup-spans';
import { STAT_SUMS } from '../../lib/stat-sums';

// The dashboard's rollups (docs/architecture/dashboard.md): `stats_rollup_daily`, the level-2
// daily rows summed per day, source, account, the ad's game and the ad's designer; from it
// `stats_rollup_account_daily` (per day and account) and `stats_rollup_spans` (per aligned span of
// 2 to 256 days, each summed from its two halves). The sync calls `refreshStatsRollup` in the
// transaction that wrote or removed daily rows, naming the accounts and days touched: those
// (account, day) cells are summed again from their daily rows, then the account days and the
// spans holding them from the level below.

/** A day of an account whose daily rows changed. */
export interface RollupCell {
  advertiserId: string;
  statDate: string;
}

/** Cells per statement: the input is one JSON parameter. */
const BATCH = 2_000;

const distinct = (cells: readonly RollupCell[]): RollupCell[] => [
  ...new Map(cells.map((c) => [`${c.advertiserId}:${c.statDate}`, c])).values(),
];

const inputOf = (cells: readonly RollupCell[]): SQL => {
  const records = cells.map((c) => ({ advertiser_id: c.advertiserId, stat_date: c.statDate }));
  return sql`select * from json_to_recordset(${JSON.stringify(records)}::json)
    as x(advertiser_id text, stat_date date)`;
};

/** The figures the dashboard's coarser rollups keep. */
const FIGURES = 'cost, conversions, pay_amount';
const FIGURE_SUMS = sql.raw('sum(r.cost), sum(r.conversions), sum(r.pay_amount)');

const INSERT_ACCOUNT_DAYS = sql.raw(`insert into stats_rollup_account_daily (stat_date, medium,
  source, advertiser_id, ${FIGURES})`);
const INSERT_SPANS = sql.raw(`insert into stats_rollup_spans (span_days, start_date, medium,
  source, advertiser_id, game_id, designer_id, ${FIGURES})`);

/**
 * The rows of the level below spans of `span` days (the daily rollup for 2 days) as `r`, with
 * `stat_date` their first day, of the source.
 */
function halvesOf(source: MirrorSource, span: number): SQL {
  return span === ROLLUP_SPANS[0]
    ? sql`select r.stat_date, r.medium, r.advertiser_id, r.game_id, r.designer_id, r.cost,
        r.conversions, r.pay_amount
      from stats_rollup_daily r where r.source = ${source}`
    : sql`select r.start_date as stat_date, r.medium, r.advertiser_id, r.game_id, r.designer_id,
        r.cost, r.conversions, r.pay_amount
      from stats_rollup_spans r where r.medium = ${SOURCE_MEDIUM[source]} and r.source = ${source}
        and r.span_days = ${days(span / 2)}`;
}

/** A count of days, written into the statement (a constant of this module, never input). */
const days = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** The first day of the span of `span` days holding `column`'s day, in SQL. */
const spanStartSql = (column: SQL, span: number): SQL =>
  sql`date '1970-01-01' + ((${column} - date '1970-01-01') / ${days(span)}) * ${days(span)}`;

/** Sums the account days and the spans of the cells again from the level below. */
async function refreshCoarser(
  db: Db,
  source: MirrorSource,
  cells: readonly RollupCell[],
): Promise<void> {
  const input = inputOf(cells);
  await db.execute(sql`with input as (${input})
    delete from stats_rollup_account_daily r using input i
    where r.medium = ${SOURCE_MEDIUM[source]} and r.source = ${source} and r.advertiser_id = i.advertiser_id
      and r.stat_date = i.stat_date`);
  await db.execute(sql`with input as (${input}) ${INSERT_ACCOUNT_DAYS}
    select r.stat_date, r.medium, r.source, r.advertiser_id, ${FIGURE_SUMS}
    from input i join stats_rollup_daily r on r.source = ${source}
      and r.advertiser_id = i.advertiser_id and r.stat_date = i.stat_date
    group by r.stat_date, r.medium, r.source, r.advertiser_id`);
  for (const span of ROLLUP_SPANS) {
    const starts = distinct(
      cells.map((c) => ({ advertiserId: c.advertiserId, statDate: spanStart(c.statDate, span) })),
    );
    const spans = inputOf(starts);
    await db.execute(sql`with input as (${spans})
      delete from stats_rollup_spans r using input i
      where r.medium = ${SOURCE_MEDIUM[source]} and r.source = ${source} and r.advertiser_id = i.advertiser_id
        and r.span_days = ${days(span)} and r.start_date = i.stat_date`);
    await db.execute(sql`with input as (${spans}) ${INSERT_SPANS}
      select ${days(span)}, i.stat_date, r.medium, ${source}, r.advertiser_id, r.game_id,
        r.designer_id, ${FIGURE_SUMS}
      from input i join (${halvesOf(source, span)}) r on r.advertiser_id = i.advertiser_id
        and r.stat_date between i.stat_date and i.stat_date + ${days(span - 1)}
      group by i.stat_date, r.medium, r.advertiser_id, r.game_id, r.designer_id`);
  }
}

const SUM_COLUMNS = STAT_SUMS.join(', ');
const SUMS = STAT_SUMS.map((m) => `sum(d.${m})`).join(', ');

/**
 * The rollup rows of the daily rows that `where` selects (over `stats_daily d`), with the ad's
 * game and designer from the mirror at this moment.
 */
export function rollupSelect(source: MirrorSource, from: SQL, where: SQL): SQL {
  return sql`select d.stat_date, ${SOURCE_MEDIUM[source]}, ${source}, d.advertiser_id, o.game_id,
      o.designer_id, ${sql.raw(SUMS)}
    from ${from}
    left join ads o on o.medium = ${source} and o.ad_id = d.object_id
    where d.medium = ${source} and d.level = ${DELIVERY_LEVEL.ad} and ${where}
    group by d.stat_date, d.advertiser_id, o.game_id, o.designer_id`;
}

const INSERT = sql.raw(`insert into stats_rollup_daily (stat_date, medium, source, advertiser_id,
  game_id, designer_id, ${SUM_COLUMNS})`);

/**
 * Sums the cells again from their daily rows, and the coarser rollups holding them. Run it in the
 * transaction that changed them, so the dashboard never reads a rollup that disagrees with the
 * daily rows.
 */
export async function refreshStatsRollup(
  db: Db,
  source: MirrorSource,
  cells: readonly RollupCell[],
): Promise<void> {
  const all = distinct(cells);
  for (let i = 0; i < all.length; i += BATCH) {
    const input = inputOf(all.slice(i, i + BATCH));
    await db.execute(sql`with input as (${input})
      delete from stats_rollup_daily r using input i
      where r.source = ${source} and r.advertiser_id = i.advertiser_id
        and r.stat_date = i.stat_date`);
    await db.execute(sql`with input as (${input}) ${INSERT}
      ${rollupSelect(
        source,
        sql`input i join stats_daily d on d.advertiser_id = i.advertiser_id
          and d.stat_date = i.stat_date`,
        sql`true`,
      )}`);
    await refreshCoarser(db, source, all.slice(i, i + BATCH));
  }
}

/** Sums every daily row of `source` into the rollups from scratch (a fill or a rebuild). */
export async function rebuildStatsRollup(db: Db, source: MirrorSource): Promise<void> {
  await db.execute(sql`delete from stats_rollup_daily where source = ${source}`);
  await db.execute(sql`${INSERT} ${rollupSelect(source, sql`stats_daily d`, sql`true`)}`);
  await db.execute(sql`delete from stats_rollup_account_daily where source = ${source}`);
  await db.execute(sql`${INSERT_ACCOUNT_DAYS}
    select r.stat_date, r.medium, r.source, r.advertiser_id, ${FIGURE_SUMS}
    from stats_rollup_daily r where r.source = ${source}
    group by r.stat_date, r.medium, r.source, r.advertiser_id`);
  await db.execute(sql`delete from stats_rollup_spans where source = ${source}`);
  for (const span of ROLLUP_SPANS) {
    const start = spanStartSql(sql`r.stat_date`, span);
    await db.execute(sql`${INSERT_SPANS}
      select ${days(span)}, ${start}, r.medium, ${source}, r.advertiser_id, r.game_id, r.designer_id,
        ${FIGURE_SUMS}
      from (${halvesOf(source, span)}) r
      group by ${start}, r.medium, r.advertiser_id, r.game_id, r.designer_id`);
  }
}
