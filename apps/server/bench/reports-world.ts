import { addDays, type CalendarDate } from '@toufang/domain';
import type { Db } from '../src/db/client';
import { DELIVERY_LEVEL, type DeliveryLevel, type Medium } from '../src/lib/media-mirror';
import { refreshCumulativeStats } from '../src/modules/media-sync/stats-cumulative';
import { buildStatsPacks } from '../src/modules/media-sync/stats-packs';

// The world of the report figures (bench/reports.mjs) of one medium, written in SQL with
// generate_series: advertisers, level-1 objects (campaigns: OE projects, KS campaigns; Tencent v3
// has none) spread over them, level-2 objects (ads: OE promotions, KS units, TX adgroups) spread
// over those, one level-2 stats row per object and day, and the level-1 rows rolled up from them, and the running totals of both levels written by the sync's own maintenance
// (refreshCumulativeStats) and their packs (buildStatsPacks), as the sync leaves them (docs/adr/0005,
// 0010). Objects were created within the default
// create-date range (spec 001 §9: the last 6 months), so every one of them is on the report.

export interface WorldSize {
  medium: Medium;
  advertisers: number;
  /** Level-1 objects; 0 for a medium without that level (their ads have no campaign). */
  projects: number;
  promotions: number;
  days: number;
}

/** Runs one statement and answers its rows. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

const ADVERTISER_BASE = 1_700_000_000_000_000_000n;
const PROJECT_BASE = 1_800_000_000_000_000_000n;
const PROMOTION_BASE = 1_900_000_000_000_000_000n;

/** The first and last stats day of a world ending today. */
export function statDays(size: WorldSize, today: CalendarDate) {
  return { first: addDays(today, -(size.days - 1)), last: today };
}

function objectStatements(size: WorldSize): string[] {
  const { medium, advertisers, projects, promotions } = size;
  const advertiserStatement = `insert into advertisers (medium, advertiser_id, name, raw_status)
      select '${medium}', (${ADVERTISER_BASE} + g)::text, '账户' || g, 'STATUS_ENABLE'
      from generate_series(1, ${advertisers}) g`;
  if (projects === 0) {
    return [
      advertiserStatement,
      `insert into ads (medium, ad_id, campaign_id, advertiser_id, name, opt_status, raw_status,
          status, medium_created_at, budget_mode, budget, cpa_bid)
        select '${medium}', (${PROMOTION_BASE} + g)::text, null,
          (${ADVERTISER_BASE} + 1 + (g - 1) % ${advertisers})::text, '广告' || g, 'ENABLE',
          'ADGROUP_STATUS_ACTIVE', 'delivering', now() - (g % 170) * interval '1 day',
          'BUDGET_MODE_DAY', 20000, 1000
        from generate_series(1, ${promotions}) g`,
    ];
  }
  return [
    advertiserStatement,
    `insert into campaigns (medium, campaign_id, advertiser_id, name, opt_status, raw_status, status,
        medium_created_at, budget_mode, budget, cpa_bid, pricing, ad_type, platform)
      select '${medium}', (${PROJECT_BASE} + g)::text,
        (${ADVERTISER_BASE} + 1 + (g - 1) % ${advertisers})::text, '项目' || g, 'ENABLE',
        'PROJECT_STATUS_ENABLE', 'delivering', now() - (g % 170) * interval '1 day',
        'BUDGET_MODE_DAY', 50000, 1234, 'PRICING_OCPM', 'ALL', 'APP_ANDROID'
      from generate_series(1, ${projects}) g`,
    `insert into ads (medium, ad_id, campaign_id, advertiser_id, name, opt_status, raw_status, status,
        medium_created_at, budget_mode, budget, cpa_bid)
      select '${medium}', (${PROMOTION_BASE} + g)::text,
        (${PROJECT_BASE} + p)::text, (${ADVERTISER_BASE} + 1 + (p - 1) % ${advertisers})::text,
        '广告' || g, 'ENABLE', 'PROMOTION_STATUS_ENABLE', 'delivering',
        now() - (g % 170) * interval '1 day', 'BUDGET_MODE_DAY', 20000, 1000
      from generate_series(1, ${promotions}) g, lateral (select 1 + (g - 1) % ${projects} as p) x`,
  ];
}

const STAT_COLUMNS = `medium, level, object_id, stat_date, advertiser_id, campaign_id, ad_id, cost,
  impressions, clicks, conversions, deep_conversions, activations, registrations, pay_count,
  pay_amount, plays, valid_plays`;

function statStatements(medium: Medium, first: CalendarDate, last: CalendarDate): string[] {
  return [
    // Skewed spend: most promotions spend little, a few a lot.
    `insert into stats_daily (${STAT_COLUMNS})
      select '${medium}', 2, a.ad_id, d::date, a.advertiser_id, a.campaign_id, a.ad_id,
        (random() * random() * 200000)::bigint, (random() * 50000)::int, (random() * 1500)::int,
        (random() * 60)::int, (random() * 10)::int, (random() * 40)::int, (random() * 20)::int,
        (random() * 5)::int, (random() * 30000)::bigint, (random() * 20000)::int,
        (random() * 5000)::int
      from ads a, generate_series('${first}'::date, '${last}'::date, interval '1 day') d
      where a.medium = '${medium}'`,
    `insert into stats_daily (${STAT_COLUMNS})
      select '${medium}', 1, campaign_id, stat_date, min(advertiser_id), campaign_id, null,
        sum(cost), sum(impressions)::int, sum(clicks)::int, sum(conversions)::int,
        sum(deep_conversions)::int, sum(activations)::int, sum(registrations)::int,
        sum(pay_count)::int, sum(pay_amount), sum(plays)::int, sum(valid_plays)::int
      from stats_daily where medium = '${medium}' and level = 2 and campaign_id is not null
      group by campaign_id, stat_date`,
  ];
}

/** Drops a table's indexes but its key for a bulk load; answers the statements that rebuild them. */
async function dropIndexes(run: RunSql, table: string, key: string): Promise<string[]> {
  const indexes = await run(`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = '${table}' and indexname <> '${key}'`);
  for (const i of indexes) await run(`drop index ${String(i.indexname)}`);
  return indexes.map((i) => String(i.indexdef));
}

const LEVELS = new Set<number>(Object.values(DELIVERY_LEVEL));
const levelOf = (value: unknown): DeliveryLevel => {
  const level = Number(value);
  if (!LEVELS.has(level)) throw new Error(`level ${String(value)}`);
  return level as DeliveryLevel;
};

/**
 * The running totals of every object, written by the sync's maintenance from each object's first
 * day, as a first sync of its whole history would.
 */
async function writeCumulative(run: RunSql, db: Db, medium: Medium): Promise<void> {
  const objects = await run(`select level, object_id, min(stat_date)::text as first_day
    from stats_daily where medium = '${medium}' group by level, object_id
    order by level, object_id`);
  await refreshCumulativeStats(
    db,
    medium,
    objects.map((o) => ({
      level: levelOf(o.level),
      objectId: String(o.object_id),
      from: String(o.first_day),
    })),
  );
}

/**
 * Writes the world into an empty mirror. The stats table's key and indexes (those the migrations
 * made) are dropped for the load and built again after it, which is much faster than keeping
 * them up to date row by row; the running totals keep their key (the maintenance looks rows up by
 * it) and get their indexes after the fill. Then the tables are vacuumed (visibility map:
 * index-only scans) and analyzed.
 */
export async function writeWorld(
  run: RunSql,
  db: Db,
  size: WorldSize,
  today: CalendarDate,
): Promise<{ statRows: number; cumulativeRows: number }> {
  for (const text of objectStatements(size)) await run(text);
  const [key] = await run(`select pg_get_constraintdef(oid) as def from pg_constraint
    where conname = 'stats_daily_pk'`);
  if (key === undefined) throw new Error('stats_daily_pk missing');
  const indexes = await dropIndexes(run, 'stats_daily', 'stats_daily_pk');
  await run('alter table stats_daily drop constraint stats_daily_pk');
  const { first, last } = statDays(size, today);
  for (const text of statStatements(size.medium, first, last)) await run(text);
  await run(`alter table stats_daily add constraint stats_daily_pk ${String(key.def)}`);
  for (const definition of indexes) await run(definition);
  await run('vacuum analyze stats_daily');
  const cumulativeIndexes = await dropIndexes(
    run,
    'stats_daily_cumulative',
    'stats_daily_cumulative_pk',
  );
  await writeCumulative(run, db, size.medium);
  for (const definition of cumulativeIndexes) await run(definition);
  for (const table of ['advertisers', 'campaigns', 'ads', 'stats_daily_cumulative']) {
    await run(`vacuum analyze ${table}`);
  }
  // As the sync does after a run: the packed totals of what changed (the whole history here).
  await buildStatsPacks(db);
  await run('vacuum analyze stats_packs');
  const [counted] = await run(`select (select count(*) from stats_daily)::int as daily,
    (select count(*) from stats_daily_cumulative)::int as cumulative`);
  return {
    statRows: Number(counted?.daily ?? 0),
    cumulativeRows: Number(counted?.cumulative ?? 0),
  };
}
