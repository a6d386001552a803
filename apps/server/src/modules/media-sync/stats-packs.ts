import { addDays } from '@toufang/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { LEVEL_TABLES, type ObjectLevel } from '../../lib/level-tables';
import type { DeliveryLevel, MirrorSource } from '../../lib/media-mirror';
import { STAT_SUMS } from '../../lib/stat-sums';

// The packed running totals (db/schema/stats-packs.ts, docs/adr/0010 "Packed running totals"):
// per medium and object level, the level's objects in a fixed order and per stats day the running
// totals of each of them at its position. `noteStatsChanges` records, in the transaction that
// rewrote running totals, the first day that changed; the object tables' triggers record added,
// removed or re-dated objects. `buildStatsPacks` (the sync, after a run) takes those records and
// writes the packs again from the earliest changed day: new objects are appended to the order,
// so their positions do not move the others'; a removed object rebuilds the level in a new order.

type PackLevel = ObjectLevel;

const isPackLevel = (level: DeliveryLevel): level is PackLevel =>
  level === 1 || level === 2 || level === 3;

/** Records that the running totals of these levels changed from these days on. */
export async function noteStatsChanges(
  db: Db,
  medium: MirrorSource,
  changes: readonly { level: DeliveryLevel; from: string }[],
): Promise<void> {
  const earliest = new Map<PackLevel, string>();
  for (const { level, from } of changes) {
    if (!isPackLevel(level)) continue;
    const known = earliest.get(level);
    if (known === undefined || from < known) earliest.set(level, from);
  }
  if (earliest.size === 0) return;
  const values = [...earliest].map(([level, from]) => sql`(${medium}, ${level}, ${from}::date)`);
  await db.execute(sql`insert into stats_pack_changes (medium, level, from_date)
    values ${sql.join(values, sql`, `)}`);
}

const sums = (alias: string) => STAT_SUMS.map((s) => `${alias}.${s}`).join(', ');

/**
 * A sum's packed row (db/schema/stats-packs.ts): `i` and base64 of big-endian int4s when every
 * member's total fits, else `d` and base64 of big-endian float8s; in member order. Both are
 * aggregated (a CASE does not skip an aggregate), so the int4s are clamped.
 */
function packed(value: string): string {
  const bytes = (send: string) =>
    `translate(encode(coalesce(string_agg(${send}, ''::bytea order by m.pos), ''), 'base64'), E'\\n', '')`;
  return `case when coalesce(max(abs(${value})), 0) <= 2147483647
    then 'i' || ${bytes(`int4send(least(${value}, 2147483647)::int4)`)}
    else 'd' || ${bytes(`float8send(${value})`)} end`;
}

/**
 * The pack of one day: each member's running totals through the day (its row of the day, or its
 * last row when its stats ended before; 0 before its first stats day) and their sums.
 */
function dayPack(medium: MirrorSource, level: PackLevel, day: string): SQL {
  const arrays = STAT_SUMS.map((s) => packed(`coalesce(e.${s}, 0)`)).join(', ');
  const totals = STAT_SUMS.map((s) => `coalesce(sum(e.${s}), 0)::int8`).join(', ');
  const where = sql`st.medium = ${medium} and st.level = ${level}`;
  return sql`with m as (
      select m.id, m.pos from stats_pack_state s, unnest(s.members) with ordinality m(id, pos)
      where s.medium = ${medium} and s.level = ${level}
    ), e as (
      select st.object_id, ${sql.raw(sums('st'))} from stats_daily_cumulative st
      where ${where} and st.stat_date = ${day}
      union all
      select st.object_id, ${sql.raw(sums('st'))} from stats_daily_cumulative st
      where ${where} and st.is_last and st.stat_date < ${day}
    )
    insert into stats_packs (medium, level, stat_date, ${sql.raw(STAT_SUMS.join(', '))}, totals)
    select ${medium}, ${level}, ${day}::date, ${sql.raw(arrays)}, array[${sql.raw(totals)}]
    from m left join e on e.object_id = m.id`;
}

interface MemberChange {
  /** Members no longer in the table: the order is built again. */
  gone: number;
  /** Objects not yet members, in id order, and the first stats day of any of them. */
  added: string[];
  addedFrom: string | null;
}

async function memberChange(db: Db, medium: MirrorSource, level: PackLevel): Promise<MemberChange> {
  const { table, id } = LEVEL_TABLES[level];
  const objects = sql`select o.${sql.raw(id)} from ${sql.raw(table)} o where o.medium = ${medium}`;
  const members = sql`select unnest(s.members) from stats_pack_state s
    where s.medium = ${medium} and s.level = ${level}`;
  const [row] = await selectRows<{ gone: number; added: string[] | null }>(
    db,
    sql`select (select count(*)::int from (${members} except ${objects}) g) as gone,
      (select array_agg(a.id order by a.id) from (${objects} except ${members}) a(id)) as added`,
  );
  const added = row?.added ?? [];
  if (added.length === 0) return { gone: row?.gone ?? 0, added, addedFrom: null };
  const [first] = await selectRows<{ day: string | null }>(
    db,
    sql`select min(st.stat_date)::text as day from stats_daily_cumulative st
      where st.medium = ${medium} and st.level = ${level}
        and st.object_id in (select json_array_elements_text(${JSON.stringify(added)}::json))`,
  );
  return { gone: row?.gone ?? 0, added, addedFrom: first?.day ?? null };
}

/** Writes the level's member list: all objects in id order (`fresh`), or the old list and `added`. */
async function writeMembers(
  db: Db,
  medium: MirrorSource,
  level: PackLevel,
  fresh: boolean,
  added: readonly string[],
): Promise<void> {
  const { table, id } = LEVEL_TABLES[level];
  const members = fresh
    ? sql`(select coalesce(array_agg(o.${sql.raw(id)} order by o.${sql.raw(id)}), '{}')
        from ${sql.raw(table)} o where o.medium = ${medium})`
    : sql`(select s.members || array(select e.id
          from json_array_elements_text(${JSON.stringify(added)}::json) with ordinality e(id, n)
          order by e.n)
        from stats_pack_state s
        where s.medium = ${medium} and s.level = ${level})`;
  await db.execute(sql`insert into stats_pack_state (medium, level, members, ranks, created_min,
      created_max, created_unknown, built_at)
    select ${medium}, ${level}, ${members}, '{}', min(o.medium_created_at), max(o.medium_created_at),
      count(*) filter (where o.medium_created_at is null), now()
    from ${sql.raw(table)} o where o.medium = ${medium}
    on conflict on constraint stats_pack_state_pk do update set members = excluded.members,
      ranks = excluded.ranks, created_min = excluded.created_min,
      created_max = excluded.created_max, created_unknown = excluded.created_unknown,
      built_at = excluded.built_at`);
  // Each member's place in id order, in the database's collation: the pages' tie-break.
  await db.execute(sql`update stats_pack_state s set ranks = coalesce((
      select array_agg(r.rank order by r.pos) from (
        select m.pos, row_number() over (order by m.id)::int as rank
        from unnest(s.members) with ordinality m(id, pos)
      ) r), '{}')
    where s.medium = ${medium} and s.level = ${level}`);
}

const earliestOf = (days: readonly (string | null)[]): string | null =>
  days.reduce<string | null>((a, d) => (d === null ? a : a === null || d < a ? d : a), null);

/** Builds one level's packs again from what changed; false when another build took the changes. */
async function buildLevel(db: Db, medium: MirrorSource, level: PackLevel): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`stats_packs:${medium}:${level}`}))`,
    );
    const taken = await selectRows<{ from: string | null }>(
      tx,
      sql`delete from stats_pack_changes where medium = ${medium} and level = ${level}
        returning from_date::text as from`,
    );
    if (taken.length === 0) return false;
    const [state] = await selectRows(
      tx,
      sql`select 1 from stats_pack_state where medium = ${medium} and level = ${level}`,
    );
    const change = state === undefined ? null : await memberChange(tx, medium, level);
    const fresh = change === null || change.gone > 0;
    await writeMembers(tx, medium, level, fresh, change?.added ?? []);
    const [span] = await selectRows<{ first: string | null; last: string | null }>(
      tx,
      sql`select min(stat_date)::text as first, max(stat_date)::text as last
        from stats_daily_cumulative where medium = ${medium} and level = ${level}`,
    );
    const first = span?.first ?? null;
    const last = span?.last ?? null;
    const changedFrom = fresh
      ? first
      : earliestOf([...taken.map((t) => t.from), change?.addedFrom ?? null]);
    if (fresh) {
      await tx.execute(sql`delete from stats_packs where medium = ${medium} and level = ${level}`);
    } else if (changedFrom !== null) {
      await tx.execute(sql`delete from stats_packs where medium = ${medium} and level = ${level}
        and stat_date >= ${changedFrom}`);
    }
    if (first === null || last === null || changedFrom === null) return true;
    for (let day = changedFrom < first ? first : changedFrom; day <= last; day = addDays(day, 1)) {
      await tx.execute(dayPack(medium, level, day));
    }
    return true;
  });
}

/** Builds the packs of every level with changes; answers the levels built. */
export async function buildStatsPacks(db: Db): Promise<number> {
  const levels = await selectRows<{ medium: MirrorSource; level: DeliveryLevel }>(
    db,
    sql`select distinct medium, level from stats_pack_changes order by medium, level`,
  );
  let built = 0;
  for (const { medium, level } of levels) {
    if (!isPackLevel(level)) continue;
    if (await buildLevel(db, medium, level)) built++;
  }
  return built;
}
