import { addDays } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ads, statsDaily } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL, type DeliveryLevel, type MirrorSource } from '../../lib/media-mirror';
import type { DailyStatRow } from '../../media/media-mirror-types';
import { openTestDatabase } from '../../test/test-database';
import { MediaSyncRepository } from './media-sync.repository';
import { rebuildStatsRollup } from './stats-rollup';

// The dashboard rollup as the sync keeps it (stats-rollup.ts) against the daily rows it sums: over
// random rounds of upserts (new days, restated days, other levels) and removals, the rollup equals
// the same sums taken straight from stats_daily, and a rebuild from scratch writes the same rows.

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

describe('the dashboard rollup', () => {
  it('equals the sums of the daily rows after random upserts and removals', async () => {
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
    }
    const daily = await database.db.$count(statsDaily);
    expect(daily).toBeGreaterThan(100);

    const before = await stored();
    for (const source of SOURCES) await rebuildStatsRollup(database.db, source);
    expect(await stored()).toEqual(before);
  });
});
