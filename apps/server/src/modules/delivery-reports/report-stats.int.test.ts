import { addDays } from '@toufang/domain';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { statsDaily, statsDailyCumulative } from '../../db/schema';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { DailyStatRow } from '../../media/media-mirror-types';
import { openTestDatabase } from '../../test/test-database';
import { MediaSyncRepository } from '../media-sync/media-sync.repository';
import { selectRows } from '../../db/sql-helpers';
import { STAT_SUMS, type StatSum } from './report-metrics';
import { FEED_V3_SOURCES } from './feed-sources';
import type { ReportQuery } from './report-query';
import { statsCte } from './report-stats';

// The running totals as the sync keeps them (media-sync/stats-cumulative.ts) against the daily rows
// they roll up: after appends, a restated day, late rows and removed rows, every date range sums
// to the same as its daily rows, and the totals table is what a rebuild from scratch would write.

const ADV = '1790000000000000031';
const PROJECT = '7400000000000000301';
const [X, Y, Z] = ['7400000000000000311', '7400000000000000312', '7400000000000000313'];
const DAY0 = '2026-10-01';
const day = (n: number) => addDays(DAY0, n);

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

/** A day of a promotion (or of the project) with metrics derived from `seed`. */
function row(objectId: string, n: number, seed: number): DailyStatRow {
  const project = objectId === PROJECT;
  return {
    medium: 'bytedance',
    level: project ? DELIVERY_LEVEL.campaign : DELIVERY_LEVEL.ad,
    objectId,
    statDate: day(n),
    advertiserId: ADV,
    campaignId: PROJECT,
    adId: project ? null : objectId,
    cost: seed * 1_000 + n,
    impressions: seed * 37,
    clicks: seed * 3,
    conversions: seed % 7,
    deepConversions: seed % 3,
    activations: seed % 5,
    registrations: seed % 4,
    payCount: seed % 2,
    payAmount: seed * 129,
    plays: seed * 11,
    validPlays: seed * 5,
  };
}

const SUM_FIELDS: Record<StatSum, keyof DailyStatRow> = {
  cost: 'cost',
  impressions: 'impressions',
  clicks: 'clicks',
  conversions: 'conversions',
  deep_conversions: 'deepConversions',
  activations: 'activations',
  registrations: 'registrations',
  pay_count: 'payCount',
  pay_amount: 'payAmount',
  plays: 'plays',
  valid_plays: 'validPlays',
};

async function dailyRows() {
  return database.db
    .select()
    .from(statsDaily)
    .orderBy(asc(statsDaily.level), asc(statsDaily.objectId), asc(statsDaily.statDate));
}

/** What a rebuild from the daily rows writes: every day from first to last, running sums. */
async function rebuilt() {
  const byObject = new Map<string, Awaited<ReturnType<typeof dailyRows>>>();
  for (const r of await dailyRows()) {
    const key = `${r.level}:${r.objectId}`;
    byObject.set(key, [...(byObject.get(key) ?? []), r]);
  }
  const out: Record<string, unknown>[] = [];
  for (const rows of byObject.values()) {
    const first = rows[0];
    const last = rows.at(-1);
    if (first === undefined || last === undefined) continue;
    const running = Object.fromEntries(STAT_SUMS.map((s) => [s, 0])) as Record<StatSum, number>;
    for (let d = first.statDate; d <= last.statDate; d = addDays(d, 1)) {
      const daily = rows.find((r) => r.statDate === d);
      for (const s of STAT_SUMS) running[s] += Number(daily?.[SUM_FIELDS[s]] ?? 0);
      out.push({ level: first.level, objectId: first.objectId, statDate: d, ...running });
      Object.assign(out.at(-1) ?? {}, { isLast: d === last.statDate });
    }
  }
  return out;
}

async function stored() {
  const rows = await database.db
    .select()
    .from(statsDailyCumulative)
    .orderBy(
      asc(statsDailyCumulative.level),
      asc(statsDailyCumulative.objectId),
      asc(statsDailyCumulative.statDate),
    );
  return rows.map((r) => ({
    level: r.level,
    objectId: r.objectId,
    statDate: r.statDate,
    ...Object.fromEntries(STAT_SUMS.map((s) => [s, r[SUM_FIELDS[s] as keyof typeof r]])),
    isLast: r.isLast,
  }));
}

const queryOf = (tab: 'project' | 'promotion', statFrom: string, statTo: string): ReportQuery => ({
  screen: 'launchV3',
  tab,
  source: FEED_V3_SOURCES[tab],
  ids: [],
  columns: [],
  page: 1,
  perPage: 20,
  fields: [],
  order: 'create_time',
  direction: 'desc',
  statFrom,
  statTo,
  scope: null,
  status: null,
});

/** Every range over days -1…10 sums, per object, to the sum of its daily rows in the range. */
async function expectRangesMatchDaily() {
  const daily = await dailyRows();
  for (let a = -1; a <= 10; a++) {
    for (let b = a; b <= 10; b++) {
      for (const tab of ['project', 'promotion'] as const) {
        const level = tab === 'project' ? DELIVERY_LEVEL.campaign : DELIVERY_LEVEL.ad;
        const want: Record<string, Record<string, number>> = {};
        for (const r of daily) {
          if (r.level !== level || r.statDate < day(a) || r.statDate > day(b)) continue;
          const sums = (want[r.objectId] ??= Object.fromEntries(STAT_SUMS.map((s) => [s, 0])));
          for (const s of STAT_SUMS) sums[s] = (sums[s] ?? 0) + Number(r[SUM_FIELDS[s]]);
        }
        const rows = await selectRows(
          database.db,
          statsCte(queryOf(tab, day(a), day(b)), STAT_SUMS),
        );
        // One row per object: a second would count its stats twice in the totals.
        expect(new Set(rows.map((r) => r.object_id)).size).toBe(rows.length);
        const got: Record<string, Record<string, number>> = {};
        for (const r of rows) {
          const sums = Object.fromEntries(STAT_SUMS.map((s) => [s, Number(r[s])]));
          // No stats in the range may read as a row of zeros: the pages show both as 0.
          if (Object.values(sums).some((v) => v !== 0)) got[String(r.object_id)] = sums;
        }
        expect({ range: [a, b], tab, sums: got }).toEqual({ range: [a, b], tab, sums: want });
      }
    }
  }
}

async function expectConsistent() {
  expect(await stored()).toEqual(await rebuilt());
  await expectRangesMatchDaily();
}

describe('running totals of the daily stats', () => {
  it('stay equal to the daily rows through appends, restatements, late and removed rows', async () => {
    // First sync: X every day 1–5, Y with a gap, Z one day, the project its own rows.
    await repo.upsertStats(
      'daily',
      [1, 2, 3, 4, 5].map((n) => row(X, n, n)),
      tick(),
    );
    await repo.upsertStats('daily', [row(Y, 2, 20), row(Y, 4, 40), row(Z, 3, 30)], tick());
    await repo.upsertStats('daily', [row(PROJECT, 1, 9), row(PROJECT, 3, 8)], tick());
    await expectConsistent();

    // New days append, after a gap for Y.
    await repo.upsertStats('daily', [row(X, 6, 6), row(X, 7, 7), row(Y, 8, 80)], tick());
    await expectConsistent();

    // A restated past day rewrites the totals after it.
    await repo.upsertStats('daily', [row(X, 2, 200), row(Y, 4, 4), row(PROJECT, 1, 1)], tick());
    await expectConsistent();

    // Late rows: before an object's first day, into a gap, after a gap, out of order in a chunk.
    await repo.upsertStats(
      'daily',
      [row(Z, 6, 60), row(X, 0, 50), row(Y, 3, 33), row(Z, 1, 10), row(PROJECT, 2, 2)],
      tick(),
    );
    await expectConsistent();

    // Rows the medium no longer reports go, and the last day moves back.
    const readFrom = tick();
    await repo.upsertStats('daily', [row(X, 6, 66)], readFrom);
    const removed = await repo.deleteStaleStats(
      'daily',
      'bytedance',
      ADV,
      { from: day(6), to: day(8) },
      readFrom,
    );
    expect(removed).toBe(3);
    await expectConsistent();
    expect((await stored()).filter((r) => r.isLast).map((r) => [r.objectId, r.statDate])).toEqual([
      [PROJECT, day(3)],
      [X, day(6)],
      [Y, day(4)],
      [Z, day(3)],
    ]);

    // All of an object's rows removed: its totals go too.
    await repo.deleteStaleStats('daily', 'bytedance', ADV, { from: day(0), to: day(8) }, tick());
    expect(await stored()).toEqual([]);
  });
});
