import { addDays } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ads, statsDaily } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL, type DeliveryLevel, type MirrorSource } from '../../lib/media-mirror';
import { ROLLUP_SPANS, spansOf } from '../../lib/rollup-spans';
import type { DailyStatRow } from '../../media/media-mirror-types';
import { openTestDatabase } from '../../test/test-database';
import { MediaSyncRepository } from './media-sync.repository';
import { rebuildStatsRollup } from './stats-rollup';

// The dashboard rollups as the sync keeps them (stats-rollup.ts) against the daily rows they sum:
// over random rounds of upserts (new days, restated days, other levels) and removals, the daily
// rollup, the account days and the spans equal the same sums taken straight from stats_daily, a
// range read as spans and days (the dashboard's breakdowns) equals the range's sums, and a rebuild
// from scratch writes the same rows. The days cross a boundary of every span length.

const SOURCES: readonly MirrorSource[] = ['bytedance', 'kuaishou', 'tencent', 'bytedance_v2'];
const ADVERTISERS = ['1790000000000000041', '1790000000000000042', '1790000000000000043'];
const DAY0 = '2026-10-01';
const DAYS = 12;

/** A small deterministic PRNG (mulberry32): a failure replays with the same seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let database: Database;
let repo: MediaSyncRepository;
let clock = Date.parse('2026-10-20T00:00:00Z');
const tick = () => new Date((clock += 60_000));

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  repo = new MediaSyncRepository(database.db);
});
afterAll(() => database.close());

const ROLLUP_COLUMNS = `stat_date::text as stat_date, medium, source, advertiser_id, game_id,
  designer_id, cost::float8 as cost, conversions::float8 as conversions,
  pay_amount::float8 as pay_amount, impressions::float8 as impressions`;
const ORDER =
  'order by source, advertiser_id, stat_date, game_id nulls first, designer_id nulls first';

/** The rollup as stored, without zero rows of groups that lost every daily row. */
function stored() {
  return selectRows(
    database.db,
    sql.raw(`select ${ROLLUP_COLUMNS} from stats_rollup_daily ${ORDER}`),
  );
}

/** The level-2 daily rows with the ad's game and designer, and the account's medium. */
const LEVEL_2 = `select d.stat_date,
    case d.medium when 'bytedance_v2' then 'bytedance' when 'tencent_v2' then 'tencent'
      else d.medium end as medium,
    d.medium as source, d.advertiser_id, o.game_id, o.designer_id, d.cost, d.conversions,
    d.pay_amount
  from stats_daily d left join ads o on o.medium = d.medium and o.ad_id = d.object_id
  where d.level = 2`;
const FIGURES = `sum(cost)::float8 as cost, sum(conversions)::float8 as conversions,
  sum(pay_amount)::float8 as pay_amount`;
const CELL = 'medium, source, advertiser_id, game_id, designer_id';
const CELL_ORDER = 'source, advertiser_id, game_id nulls first, designer_id nulls first';

/** The account days as stored, and the same sums straight from the daily rows. */
const accountDays = (from: 'stored' | 'raw') =>
  selectRows(
    database.db,
    sql.raw(`select stat_date::text as stat_date, medium, source, advertiser_id, ${FIGURES}
      from ${from === 'stored' ? 'stats_rollup_account_daily' : `(${LEVEL_2}) x`}
      group by stat_date, medium, source, advertiser_id
      order by source, advertiser_id, stat_date`),
  );

/** The spans as stored, and the same sums straight from the daily rows. */
const spans = (from: 'stored' | 'raw') =>
  selectRows(
    database.db,
    sql.raw(
      from === 'stored'
        ? `select span_days, start_date::text as start_date, ${CELL}, cost::float8 as cost,
            conversions::float8 as conversions, pay_amount::float8 as pay_amount
          from stats_rollup_spans order by span_days, start_date, ${CELL_ORDER}`
        : `select span_days, start_date::text as start_date, ${CELL}, ${FIGURES} from (
            select s.n as span_days,
              date '1970-01-01' + ((x.stat_date - date '1970-01-01') / s.n) * s.n as start_date, x.*
            from (${LEVEL_2}) x, (values ${ROLLUP_SPANS.map((n) => `(${n})`).join(', ')}) s(n)) y
          group by span_days, start_date, ${CELL}
          order by span_days, start_date, ${CELL_ORDER}`,
    ),
  );

/** A range's sums per (account, game, designer): as the dashboard reads them, or from the daily rows. */
function rangeCells(from: string, to: string, how: 'spans' | 'raw') {
  const parts = spansOf(from, to).map(({ span, start }) =>
    span === 1
      ? `select ${CELL}, cost, conversions, pay_amount from stats_rollup_daily
        where stat_date = '${start}'`
      : `select ${CELL}, cost, conversions, pay_amount from stats_rollup_spans
        where span_days = ${span} and start_date = '${start}'`,
  );
  const rows =
    how === 'spans'
      ? parts.join(' union all ')
      : `${LEVEL_2} and d.stat_date between '${from}' and '${to}'`;
  return selectRows(
    database.db,
    sql.raw(`select ${CELL}, ${FIGURES} from (${rows}) x group by ${CELL} order by ${CELL_ORDER}`),
  );
}

/** Every coarser rollup equals the same sums from the daily rows. */
async function expectCoarserRollups(next: () => number) {
  expect(await accountDays('stored')).toEqual(await accountDays('raw'));
  expect(await spans('stored')).toEqual(await spans('raw'));
  const from = addDays(DAY0, Math.floor(next() * DAYS));
  const to = addDays(from, Math.floor(next() * (DAYS + 2)));
  expect(await rangeCells(from, to, 'spans')).toEqual(await rangeCells(from, to, 'raw'));
}

/** The same sums straight from the daily rows. */
function raw() {
  return selectRows(
    database.db,
    sql.raw(`select ${ROLLUP_COLUMNS} from (
      select d.stat_date,
        case d.medium when 'bytedance_v2' then 'bytedance' when 'tencent_v2' then 'tencent'
          else d.medium end as medium,
        d.medium as source, d.advertiser_id, o.game_id, o.designer_id, sum(d.cost) as cost,
        sum(d.conversions) as conversions, sum(d.pay_amount) as pay_amount,
        sum(d.impressions) as impressions
      from stats_daily d left join ads o on o.medium = d.medium and o.ad_id = d.object_id
      where d.level = 2
      group by d.medium, d.stat_date, d.advertiser_id, o.game_id, o.designer_id) x ${ORDER}`),
  );
}

describe('the dashboard rollups', () => {
  it('equal the sums of the daily rows after random upserts and removals', async () => {
    const next = random(20261127);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    // Ads with a game and designer or without, under random accounts.
    const adsOf = new Map<string, { source: MirrorSource; advertiserId: string }>();
    for (let i = 0; i < 24; i++) {
      const source = pick(SOURCES);
      const advertiserId = pick(ADVERTISERS);
      const adId = `74000000000${String(1000 + i)}`;
      adsOf.set(adId, { source, advertiserId });
      await database.db.insert(ads).values({
        medium: source,
        adId,
        advertiserId,
        gameId: next() < 0.7 ? 1 + Math.floor(next() * 3) : null,
        designerId: next() < 0.6 ? 1 + Math.floor(next() * 4) : null,
      });
    }
    const adIds = [...adsOf.keys()];
    const rowOf = (adId: string, day: number, level: DeliveryLevel): DailyStatRow => {
      const ad = adsOf.get(adId);
      if (ad === undefined) throw new Error(adId);
      const objectId = level === DELIVERY_LEVEL.ad ? adId : `${adId}:${level}`;
      return {
        medium: ad.source,
        level,
        objectId,
        statDate: addDays(DAY0, day),
        advertiserId: ad.advertiserId,
        campaignId: null,
        adId: level === DELIVERY_LEVEL.campaign ? null : adId,
        cost: Math.floor(next() * 1_000_000),
        impressions: Math.floor(next() * 10_000),
        clicks: Math.floor(next() * 500),
        conversions: Math.floor(next() * 40),
        deepConversions: 0,
        activations: Math.floor(next() * 30),
        registrations: 0,
        payCount: Math.floor(next() * 5),
        payAmount: Math.floor(next() * 2_000_000),
        plays: 0,
        validPlays: 0,
      };
    };

    for (let round = 0; round < 8; round++) {
      // A chunk as the sync writes it: rows of several sources, levels and days, restated or new.
      const chunk = new Map<string, DailyStatRow>();
      for (let i = 0; i < 60; i++) {
        const level = pick([DELIVERY_LEVEL.ad, DELIVERY_LEVEL.ad, DELIVERY_LEVEL.creative]);
        const row = rowOf(pick(adIds), Math.floor(next() * DAYS), level);
        chunk.set(`${row.medium}:${row.level}:${row.objectId}:${row.statDate}`, row);
      }
      await repo.upsertStats('daily', [...chunk.values()], tick());
      // A read range of one account in full: rows not read again are removed.
      if (round % 3 === 2) {
        const source = pick(SOURCES);
        const advertiserId = pick(ADVERTISERS);
        const from = addDays(DAY0, Math.floor(next() * DAYS));
        const to = addDays(from, 3);
        const keep = [...chunk.values()].filter(
          (r) =>
            r.medium === source &&
            r.advertiserId === advertiserId &&
            r.statDate >= from &&
            r.statDate <= to,
        );
        const readFrom = tick();
        await repo.upsertStats('daily', keep, tick());
        await repo.deleteStaleStats('daily', source, advertiserId, { from, to }, readFrom);
      }
      expect(await stored()).toEqual(await raw());
      await expectCoarserRollups(next);
    }
    const daily = await database.db.$count(statsDaily);
    expect(daily).toBeGreaterThan(100);

    expect((await spans('stored')).length).toBeGreaterThan(0);
    const before = [await stored(), await accountDays('stored'), await spans('stored')];
    for (const source of SOURCES) await rebuildStatsRollup(database.db, source);
    expect([await stored(), await accountDays('stored'), await spans('stored')]).toEqual(before);
  }, 120_000);
});
