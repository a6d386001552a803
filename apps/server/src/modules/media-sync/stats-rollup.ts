import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DELIVERY_LEVEL, SOURCE_MEDIUM, type MirrorSource } from '../../lib/media-mirror';
import { STAT_SUMS } from '../../lib/stat-sums';

// The dashboard's daily rollup (`stats_rollup_daily`, docs/architecture/dashboard.md): the level-2
// daily rows summed per day, source, account, the ad's game and the ad's designer. The sync calls
// `refreshStatsRollup` in the transaction that wrote or removed daily rows, naming the accounts
// and days touched: those (account, day) cells are summed again from their daily rows.

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
 * Sums the cells again from their daily rows. Run it in the transaction that changed them, so the
 * dashboard never reads a rollup that disagrees with the daily rows.
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
  }
}

/** Sums every daily row of `source` into the rollup from scratch (a fill or a rebuild). */
export async function rebuildStatsRollup(db: Db, source: MirrorSource): Promise<void> {
  await db.execute(sql`delete from stats_rollup_daily where source = ${source}`);
  await db.execute(sql`${INSERT} ${rollupSelect(source, sql`stats_daily d`, sql`true`)}`);
}
