import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, advertisers, statsDaily } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { createBytedanceWrites } from '../../media/bytedance/writes';
import {
  createTestMedia,
  runtimeOf,
  type RunningSandbox,
  type TestMedia,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { selectRows } from '../../db/sql-helpers';
import { SYNC_ORDER } from './advertiser-sync';
import type { MediaSyncService } from './media-sync.service';
import { createMediaSync } from './create-media-sync';
import { addDays, shanghaiDay } from './sync-windows';
import {
  adLevelTotals,
  advanceBoth,
  authorizeThroughApi,
  HOUR_MS,
  objectCounts,
  sandboxTotals,
  shanghaiEarlyMorning,
  silentLog,
  startFrozenSandbox,
  stateOf,
} from './test-support';

// The sync against the media sandbox over real HTTP (docs/adr/0006): accounts authorized through
// the OAuth round trip, a full first run compared with what the sandbox holds, the restatement
// window, incremental listing and deletions. The sandbox's clock is frozen at 00:20 Shanghai time,
// when yesterday's figures are still preliminary, and moves only with the test's clock. Tencent
// checks request timestamps against the real clock, so its accounts are synced in
// media-sync-tencent.int.test.ts with the clocks at the real time.

const MEDIA = ['bytedance', 'kuaishou'] as const;
const HISTORY_DAYS = 7;

let running: RunningSandbox;
let t: TestApp;
let media: TestMedia;
let sync: MediaSyncService;
const granted = {} as Record<(typeof MEDIA)[number], string[]>;

beforeAll(async () => {
  const start = shanghaiEarlyMorning();
  running = await startFrozenSandbox(start);
  running.sandbox.rateLimiter.setConfig({ defaultQps: 0, rules: [] });
  t = await createTestApp({ media: runtimeOf(running), clock: new ManualClock(new Date(start)) });
  media = createTestMedia(running);
  sync = createMediaSync(t.services, t.database, silentLog, {
    client: media.client,
    settings: { historyDays: HISTORY_DAYS },
  });
  const token = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of MEDIA) {
    granted[medium] = await authorizeThroughApi(t, token, medium, (offered) =>
      offered.filter((a) => a.plain).slice(0, 2),
    );
  }
}, 120_000);

afterAll(async () => {
  await sync.close();
  await t.close();
  await running.close();
});

const today = () => shanghaiDay(t.clock.now());

/** What the sandbox holds of an advertiser, by our levels. */
export function sandboxObjects(medium: Medium, advertiserId: string) {
  const id = Number(advertiserId);
  const { state } = running.sandbox;
  switch (medium) {
    case 'bytedance':
      return {
        campaigns: state.oceanengine.projects.listByAdvertiser(id).length,
        ads: state.oceanengine.promotions.listByAdvertiser(id).length,
      };
    case 'kuaishou':
      return {
        campaigns: state.kuaishou.campaigns.listByAdvertiser(id).length,
        ads: state.kuaishou.units.listByAdvertiser(id).length,
      };
    case 'tencent':
      return { campaigns: 0, ads: state.tencent.adgroups.listByAdvertiser(id).length };
  }
}

describe('a first run', () => {
  it.runIf(process.env.TEST_DB !== 'pg')(
    'leaves the planner row counts of the embedded database up to date',
    async () => {
      const rowsKnown = () =>
        selectRows<{ relname: string; n: number }>(
          t.database.db,
          sql`select relname, reltuples::int as n from pg_class
            where relname in ('ads', 'creatives', 'stats_daily_cumulative') order by relname`,
        );
      await sync.run({
        trigger: 'manual',
        medium: 'bytedance',
        only: [{ medium: 'bytedance', advertiserIds: granted.bytedance.slice(0, 1) }],
      });
      await sync.statisticsRefreshed();
      const known = await rowsKnown();
      expect(known.map((r) => r.relname)).toEqual(['ads', 'creatives', 'stats_daily_cumulative']);
      for (const table of known) expect(table.n, table.relname).toBeGreaterThan(0);
    },
  );

  it('mirrors every authorized account of each medium as the sandbox holds it', async () => {
    const run = await sync.run({ trigger: 'manual' });
    expect(run.total).toBe(4);
    expect(run.succeeded + run.failed + run.skipped).toBe(4);
    expect(run.status).toBe('finished');

    // Days before yesterday are restated and complete: the accrual and the mirror must agree.
    const from = addDays(today(), -(HISTORY_DAYS - 1));
    const to = addDays(today(), -2);
    for (const medium of MEDIA) {
      for (const advertiserId of granted[medium]) {
        const held = sandboxObjects(medium, advertiserId);
        const counts = await objectCounts(t, medium, advertiserId);
        expect(counts.campaigns.live, `${medium} ${advertiserId} campaigns`).toBe(held.campaigns);
        expect(counts.ads.live, `${medium} ${advertiserId} ads`).toBe(held.ads);
        expect(counts.creatives.live).toBeGreaterThan(0);
        const [ad] = await t.database.db
          .select({ raw: ads.raw, syncedAt: ads.syncedAt })
          .from(ads)
          .where(and(eq(ads.medium, medium), eq(ads.advertiserId, advertiserId)))
          .limit(1);
        // The medium's object as it came, kept as JSON (not as a string of it).
        expect(typeof ad?.raw).toBe('object');
        expect(Object.keys(ad?.raw ?? {}).length).toBeGreaterThan(3);
        expect(ad?.syncedAt).toEqual(t.clock.now());

        const { rows, ...ours } = await adLevelTotals(t, medium, advertiserId, from, to);
        expect(rows).toBeGreaterThan(0);
        expect(ours, `${medium} ${advertiserId} stats`).toEqual(
          sandboxTotals(running, medium, advertiserId, from, to),
        );

        for (const resource of [
          'campaigns',
          'ads',
          'creatives',
          'stats_daily',
          'stats_hourly',
        ] as const) {
          const state = await stateOf(t, medium, advertiserId, resource);
          expect(state?.lastSuccessAt, `${medium} ${resource}`).toEqual(t.clock.now());
        }
        expect((await stateOf(t, medium, advertiserId, 'ads'))?.lastFullSyncAt).toEqual(
          t.clock.now(),
        );
      }
    }
  }, 120_000);
});

describe('the restatement window', () => {
  it('overwrites yesterday once the medium restated it, and leaves older days alone', async () => {
    const medium = 'bytedance';
    const advertiserId = granted.bytedance[0] ?? '';
    const yesterday = addDays(today(), -1);
    const before = await adLevelTotals(t, medium, advertiserId, yesterday, yesterday);
    const firstRunAt = t.clock.now();

    // 02:30: yesterday is restated (an hour after its end) and its late hours are all in.
    advanceBoth(t, running, 2 * HOUR_MS + 10 * 60_000);
    const run = await sync.run({
      trigger: 'manual',
      medium,
      only: [{ medium, advertiserIds: [advertiserId] }],
    });
    expect(run.total).toBe(1);

    const { rows, ...after } = await adLevelTotals(t, medium, advertiserId, yesterday, yesterday);
    expect(rows).toBeGreaterThan(0);
    expect(after).toEqual(sandboxTotals(running, medium, advertiserId, yesterday, yesterday));
    expect(after.conversions).toBeGreaterThan(before.conversions);

    // Days before the window were read once, at the first run.
    const older = await t.database.db
      .select({ syncedAt: statsDaily.syncedAt, n: sql<number>`count(*)::int` })
      .from(statsDaily)
      .where(
        and(
          eq(statsDaily.medium, medium),
          eq(statsDaily.advertiserId, advertiserId),
          lt(statsDaily.statDate, addDays(today(), -2)),
        ),
      )
      .groupBy(statsDaily.syncedAt);
    expect(older.map((r) => r.syncedAt)).toEqual([firstRunAt]);
    const window = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statsDaily)
      .where(
        and(
          eq(statsDaily.medium, medium),
          eq(statsDaily.advertiserId, advertiserId),
          gte(statsDaily.statDate, addDays(today(), -2)),
          lt(statsDaily.syncedAt, t.clock.now()),
        ),
      );
    expect(window[0]?.n).toBe(0);
    expect((await stateOf(t, medium, advertiserId, 'stats_daily'))?.cursor).toBe(
      addDays(today(), -3),
    );
  }, 60_000);
});

describe('objects', () => {
  it('lists only what changed since the last run', async () => {
    const medium = 'bytedance';
    const advertiserId = granted.bytedance[0] ?? '';
    const [promotion] = running.sandbox.state.oceanengine.promotions.listByAdvertiser(
      Number(advertiserId),
    );
    const promotionId = String(promotion?.id);
    advanceBoth(t, running, 10 * 60_000);
    const token = await t.services.tokenSourceFor(medium, advertiserId);
    const writes = createBytedanceWrites({ client: media.client, clock: t.clock });
    const [switched] = await writes.setPromotionStatus(token, advertiserId, [
      { id: promotionId, optStatus: 'DISABLE' },
    ]);
    expect(switched?.ok).toBe(true);
    advanceBoth(t, running, 1_000);

    const runAt = t.clock.now();
    await sync.run({
      trigger: 'manual',
      medium,
      only: [{ medium, advertiserIds: [advertiserId] }],
    });
    const touched = await t.database.db
      .select({ adId: ads.adId, optStatus: ads.optStatus })
      .from(ads)
      .where(
        and(eq(ads.medium, medium), eq(ads.advertiserId, advertiserId), gte(ads.syncedAt, runAt)),
      );
    const total = sandboxObjects(medium, advertiserId).ads;
    expect(touched.map((r) => r.adId)).toContain(promotionId);
    expect(touched.length).toBeLessThan(total / 3);
    expect(touched.find((r) => r.adId === promotionId)?.optStatus).toBe('DISABLE');
    const state = await stateOf(t, medium, advertiserId, 'ads');
    expect(state?.lastFullSyncAt?.getTime()).toBeLessThan(runAt.getTime());
    expect(state?.lastModifiedAt?.getTime()).toBeGreaterThanOrEqual(runAt.getTime() - 1_000);
  }, 60_000);

  it('marks objects the medium no longer returns as deleted at a full listing', async () => {
    const medium = 'kuaishou';
    const advertiserId = granted.kuaishou[0] ?? '';
    const units = running.sandbox.state.kuaishou.units;
    const [gone] = units.listByAdvertiser(Number(advertiserId));
    units.delete(gone?.id ?? 0);
    advanceBoth(t, running, 60_000);

    await sync.run({
      trigger: 'manual',
      medium,
      only: [{ medium, advertiserIds: [advertiserId] }],
    });
    const [incremental] = await t.database.db
      .select({ status: ads.status })
      .from(ads)
      .where(and(eq(ads.medium, medium), eq(ads.adId, String(gone?.id))));
    expect(incremental?.status).not.toBe('deleted');

    await sync.run({
      trigger: 'manual',
      medium,
      only: [{ medium, advertiserIds: [advertiserId] }],
      full: true,
    });
    const counts = await objectCounts(t, medium, advertiserId);
    expect(counts.ads).toEqual({ live: sandboxObjects(medium, advertiserId).ads, deleted: 1 });
    const [row] = await t.database.db
      .select({ status: ads.status })
      .from(ads)
      .where(and(eq(ads.medium, medium), eq(ads.adId, String(gone?.id))));
    expect(row?.status).toBe('deleted');
  }, 60_000);
});

describe('accounts and files', () => {
  it('records the balance of each account, and its file library', async () => {
    for (const medium of MEDIA) {
      for (const advertiserId of granted[medium]) {
        for (const resource of ['advertiser', 'materials'] as const) {
          const state = await stateOf(t, medium, advertiserId, resource);
          expect(state?.lastErrorMessage ?? null, `${medium} ${resource}`).toBeNull();
          expect(state?.lastSuccessAt).not.toBeNull();
        }
        const [row] = await t.database.db
          .select({ balance: advertisers.balance, syncedAt: advertisers.syncedAt })
          .from(advertisers)
          .where(and(eq(advertisers.medium, medium), eq(advertisers.advertiserId, advertiserId)));
        expect(row?.balance).toBeGreaterThan(0);
        expect(row?.syncedAt).not.toBeNull();
      }
    }
    expect(SYNC_ORDER[0]).toBe('advertiser');
  });
});

describe('several processes', () => {
  it('share a scheduled round: each advertiser is synced once', async () => {
    const other = createMediaSync(t.services, t.database, silentLog, {
      client: media.client,
      settings: { historyDays: HISTORY_DAYS },
    });
    try {
      advanceBoth(t, running, 60_000);
      const slot = t.clock.now();
      const [a, b] = await Promise.all([
        sync.run({ trigger: 'schedule', notSyncedSince: slot }),
        other.run({ trigger: 'schedule', notSyncedSince: slot }),
      ]);
      const attempted = (r: typeof a) => r.succeeded + r.failed;
      expect(a.total + b.total).toBe(8);
      expect(attempted(a) + attempted(b)).toBe(4);
      expect(a.skipped + b.skipped).toBe(4);
      for (const medium of MEDIA) {
        for (const advertiserId of granted[medium]) {
          expect((await stateOf(t, medium, advertiserId, 'ads'))?.lastSyncAt).toEqual(slot);
        }
      }
    } finally {
      await other.close();
    }
  }, 60_000);
});
