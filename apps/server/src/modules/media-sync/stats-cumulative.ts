import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DeliveryLevel, MirrorSource } from '../../lib/media-mirror';
import { STAT_SUMS } from '../../lib/stat-sums';
import { noteStatsChanges } from './stats-packs';

// The running totals of `stats_daily` (`stats_daily_cumulative`, docs/adr/0005 "Running totals"):
// per object a row for every day from its first to its last stats day holding the sums of every
// metric through that day, `is_last` on the last. The sync calls `refreshCumulativeStats` in the
// transaction that wrote or removed daily rows, naming the objects and the earliest day changed:
// their rows from that day on are written again from the row before it (new days append, a
// restated or late day rewrites the totals after it), other objects are not touched. The levels'
// packed totals (stats-packs.ts) are marked changed from the earliest day.

/** Daily rows of an object changed on `from` or later. */
export interface CumulativeChange {
  level: DeliveryLevel;
  objectId: string;
  from: string;
}

/** Objects per statement: the input is one JSON parameter, the work is bounded by the days. */
const BATCH = 2_000;

/** The earliest change of each object. */
function earliest(changes: readonly CumulativeChange[]): CumulativeChange[] {
  const out = new Map<string, CumulativeChange>();
  for (const change of changes) {
    const key = `${change.level}:${change.objectId}`;
    const known = out.get(key);
    if (known === undefined || change.from < known.from) out.set(key, change);
  }
  return [...out.values()];
}

const inputOf = (changes: readonly CumulativeChange[]): SQL => {
  const records = changes.map((c) => ({
    level: c.level,
    object_id: c.objectId,
    from_date: c.from,
  }));
  return sql`select * from json_to_recordset(${JSON.stringify(records)}::json)
    as x(level smallint, object_id text, from_date date)`;
};

/**
 * The totals after each object's last stats day before the change are gone (with the days
 * without stats that carried them to a later day); the row of that day stays, marked last for now.
 */
function dropFrom(medium: MirrorSource, input: SQL): SQL {
  return sql`with input as (${input}), kept as (
      select i.level, i.object_id, (
        select max(d.stat_date) from stats_daily d
        where d.medium = ${medium} and d.level = i.level and d.object_id = i.object_id
          and d.stat_date < i.from_date
      ) as through
      from input i
    ), dropped as (
      delete from stats_daily_cumulative c using kept k
      where c.medium = ${medium} and c.level = k.level and c.object_id = k.object_id
        and (k.through is null or c.stat_date > k.through)
    )
    update stats_daily_cumulative c set is_last = true
    from kept k
    where c.medium = ${medium} and c.level = k.level and c.object_id = k.object_id
      and c.stat_date = k.through and not c.is_last`;
}

/**
 * The rows after each object's last remaining one (all of them when none remains): that row's
 * totals plus the running sums of the daily rows after it. Each of those rows (and the one it
 * continues from) also stands for the days without stats up to the next one, so the object keeps
 * a row for every day through its last stats day. The row it continues from loses its `is_last`.
 */
function appendAfterBase(medium: MirrorSource, input: SQL): SQL {
  const values = (alias: string) => STAT_SUMS.map((m) => `${alias}.${m}`).join(', ');
  const running = STAT_SUMS.map((m) => `sum(${m}) over w as ${m}`).join(', ');
  const columns = STAT_SUMS.join(', ');
  return sql`with input as (${input}), base as (
      select p.* from input i join lateral (
        select * from stats_daily_cumulative c
        where c.medium = ${medium} and c.level = i.level and c.object_id = i.object_id
        order by c.stat_date desc limit 1
      ) p on true
    ), steps as (
      select b.level, b.object_id, b.stat_date, true as carried, b.advertiser_id, b.campaign_id,
        b.ad_id, ${sql.raw(values('b'))}
      from base b
      union all
      select d.level, d.object_id, d.stat_date, false, d.advertiser_id, d.campaign_id, d.ad_id,
        ${sql.raw(values('d'))}
      from input i left join base b on b.level = i.level and b.object_id = i.object_id
      join stats_daily d on d.medium = ${medium} and d.level = i.level
        and d.object_id = i.object_id and (b.stat_date is null or d.stat_date > b.stat_date)
    ), running as (
      select level, object_id, stat_date, carried, advertiser_id, campaign_id, ad_id,
        lead(stat_date) over w as next_date, ${sql.raw(running)}
      from steps window w as (partition by level, object_id order by stat_date)
    ), unmarked as (
      update stats_daily_cumulative c set is_last = false
      from running r
      where r.carried and r.next_date is not null and c.medium = ${medium}
        and c.level = r.level and c.object_id = r.object_id and c.stat_date = r.stat_date
    )
    insert into stats_daily_cumulative (medium, level, object_id, stat_date, advertiser_id,
      campaign_id, ad_id, ${sql.raw(columns)}, is_last)
    select ${medium}, r.level, r.object_id, g::date, r.advertiser_id, r.campaign_id, r.ad_id,
      ${sql.raw(values('r'))}, r.next_date is null
    from running r, generate_series(
      (case when r.carried then r.stat_date + 1 else r.stat_date end)::timestamp,
      coalesce(r.next_date - 1, r.stat_date)::timestamp, interval '1 day') g`;
}

/**
 * Writes the running totals of the objects again from the day each changed on. Run it in the
 * transaction that changed their daily rows, so a report never reads totals that disagree.
 */
export async function refreshCumulativeStats(
  db: Db,
  medium: MirrorSource,
  changes: readonly CumulativeChange[],
): Promise<void> {
  const objects = earliest(changes);
  for (let i = 0; i < objects.length; i += BATCH) {
    const input = inputOf(objects.slice(i, i + BATCH));
    await db.execute(dropFrom(medium, input));
    await db.execute(appendAfterBase(medium, input));
  }
  await noteStatsChanges(db, medium, objects);
}
