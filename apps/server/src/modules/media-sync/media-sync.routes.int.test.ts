import type { MediaSyncRunView, MediaSyncStatusData } from '@toufang/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, mediaAuthorizations } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import {
  admin,
  createTestMedia,
  runtimeOf,
  type RunningSandbox,
  type TestMedia,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createGame } from '../media-accounts/test-fixtures';
import { createMediaSync } from './create-media-sync';
import { addDays, shanghaiDay } from './sync-windows';
import {
  adLevelTotals,
  advanceBoth,
  authorizeThroughApi,
  objectCounts,
  sandboxTotals,
  silentLog,
  startFrozenSandbox,
  stateOf,
} from './test-support';

// On-demand sync and its status through our API (docs/adr/0006), with the clocks at the real time
// (Tencent refuses request timestamps more than 300 s off): Tencent accounts mirrored through
// `POST /api/media-sync/run`, progress of a running run, failures kept per advertiser and
// resource, a refused refresh, and the data scope.

const ABILITY = 'advertiser:list';

let running: RunningSandbox;
let t: TestApp;
let media: TestMedia;
let rootToken: string;
const granted = {} as Record<Medium, string[]>;

beforeAll(async () => {
  const start = Date.now();
  running = await startFrozenSandbox(start);
  running.sandbox.rateLimiter.setConfig({ defaultQps: 0, rules: [] });
  t = await createTestApp({
    media: runtimeOf(running),
    clock: new ManualClock(new Date(start)),
    // The app's limiter runs on the test's frozen clock: buckets that never run dry.
    env: { TASK_DEFAULT_RATE: '100000' },
  });
  media = createTestMedia(running);
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const pick = (n: number) => (offered: { id: string; plain: boolean }[]) =>
    offered.filter((a) => a.plain).slice(0, n);
  granted.tencent = await authorizeThroughApi(t, rootToken, 'tencent', pick(2));
  granted.kuaishou = await authorizeThroughApi(t, rootToken, 'kuaishou', pick(1));
  granted.bytedance = await authorizeThroughApi(t, rootToken, 'bytedance', pick(1));
}, 120_000);

afterAll(async () => {
  await t.close();
  await running.close();
});

const status = (token: string, query = '') =>
  t.call<MediaSyncStatusData>({ method: 'GET', url: `/api/media-sync/status${query}`, token });

const startRun = (token: string, payload: object) =>
  t.call<{ run_id: string }>({ method: 'POST', url: '/api/media-sync/run', payload, token });

async function finishedRun(token: string, runId: string): Promise<MediaSyncRunView> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const res = await status(token);
    const run = res.data.runs.find((r) => r.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${runId} did not finish`);
}

const OBJECTS_AND_STATS = ['campaigns', 'ads', 'creatives', 'stats_daily', 'stats_hourly'] as const;

describe('POST /api/media-sync/run', () => {
  it('mirrors the Tencent accounts as the sandbox holds them', async () => {
    const started = await startRun(rootToken, { medium: 'tencent' });
    expect(started.code).toBe(0);
    const run = await finishedRun(rootToken, started.data.run_id);
    expect(run).toMatchObject({ trigger: 'manual', medium: 'tencent', total: 2, done: 2 });

    const today = shanghaiDay(t.clock.now());
    const [from, to] = [addDays(today, -29), addDays(today, -2)];
    for (const advertiserId of granted.tencent) {
      const id = Number(advertiserId);
      const counts = await objectCounts(t, 'tencent', advertiserId);
      expect(counts.ads.live).toBe(
        running.sandbox.state.tencent.adgroups.listByAdvertiser(id).length,
      );
      expect(counts.creatives.live).toBe(
        running.sandbox.state.tencent.dynamicCreatives.listByAdvertiser(id).length,
      );
      expect(counts.campaigns.live).toBe(0);
      const { rows, conversions, ...ours } = await adLevelTotals(
        t,
        'tencent',
        advertiserId,
        from,
        to,
      );
      expect(rows).toBeGreaterThan(0);
      const held = sandboxTotals(running, 'tencent', advertiserId, from, to);
      expect(ours).toEqual({ cost: held.cost, impressions: held.impressions, clicks: held.clicks });
      // Tencent reports conversions on their attribution time (`time_line`): a few cross the
      // edges of the range.
      expect(Math.abs(conversions - held.conversions)).toBeLessThanOrEqual(held.conversions * 0.01);
    }

    const res = await status(rootToken, '?medium=tencent');
    expect(res.data.page_info.total_number).toBe(2);
    for (const row of res.data.list) {
      expect(row.resources.map((r) => r.resource)).toEqual([
        'advertiser',
        'campaigns',
        'ads',
        'creatives',
        'materials',
        'stats_daily',
        'stats_hourly',
      ]);
      for (const resource of row.resources) {
        expect(resource.last_success_at, resource.resource).toBe(t.clock.now().toISOString());
      }
    }
  }, 120_000);

  it('shows a running run with its progress until it ends', async () => {
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: '/tencent/v3.0/adgroups/get', latencyMs: 400 }],
    });
    try {
      const started = await startRun(rootToken, { medium: 'tencent' });
      const res = await status(rootToken, '?medium=tencent');
      const run = res.data.runs.find((r) => r.id === started.data.run_id);
      expect(run).toMatchObject({ status: 'running', total: 2 });
      expect(run?.done).toBeLessThan(2);
      expect((await finishedRun(rootToken, started.data.run_id)).done).toBe(2);
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
    }
  }, 60_000);

  it('needs the advertiser:list ability', async () => {
    const user = await createUser(t.database.db, { abilities: [] });
    const token = await t.login(user.username, user.password);
    expect((await startRun(token, {})).code).toBe(10003);
    expect((await status(token)).code).toBe(10003);
  });

  it.each([
    ['no advertiser', { advertiser_ids: [] }, '请选择广告主'],
    [
      'more than 1000 advertisers',
      { advertiser_ids: Array.from({ length: 1001 }, (_, i) => String(i + 1)) },
      '一次最多同步 1000 个广告主',
    ],
    ['an id that is not a number', { advertiser_ids: ['12a'] }, '广告主ID格式错误'],
    ['an id of 21 digits', { advertiser_ids: ['1'.repeat(21)] }, '广告主ID格式错误'],
    ['an unknown medium', { medium: 'weibo' }, '请选择媒体'],
  ])('rejects %s', async (_name, payload, message) => {
    const res = await startRun(rootToken, payload);
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res.message)).toContain(message);
  });

  it.each([
    ['a page size over 1000', '?per_page=1001'],
    ['page 0', '?page=0'],
    ['an unknown medium', '?medium=weibo'],
  ])('refuses a status query with %s', async (_name, query) => {
    expect((await status(rootToken, query)).code).toBe(10001);
  });

  it('takes 1000 ids, the limit, and refuses those outside the scope', async () => {
    const ids = [...granted.tencent, ...Array.from({ length: 998 }, (_, i) => String(i + 1))];
    const res = await startRun(rootToken, { advertiser_ids: ids });
    // All but the two are unknown: refused as outside the scope, not as too many.
    expect(res.code).toBe(10004);
  });

  it('refuses advertisers outside the caller’s data scope and syncs those within', async () => {
    const operator = await createUser(t.database.db, { abilities: [ABILITY] });
    const token = await t.login(operator.username, operator.password);
    const game = await createGame(t.database.db, [operator.id]);
    const [own, other] = granted.tencent;
    const [row] = await t.database.db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(and(eq(advertisers.medium, 'tencent'), eq(advertisers.advertiserId, own ?? '')));
    await t.services.mediaAccounts.assignGame(
      { userId: 0, roles: ['admin'] },
      [row?.id ?? 0],
      game,
    );

    const refused = await startRun(token, { advertiser_ids: [own, other] });
    expect(refused.code).toBe(10004);
    expect(refused.message_cn).toBe('广告主不存在');
    expect((await startRun(token, { advertiser_ids: granted.bytedance })).code).toBe(10004);

    const mine = await startRun(token, { advertiser_ids: [own] });
    expect(mine.code).toBe(0);
    expect((await finishedRun(token, mine.data.run_id)).total).toBe(1);
    // No body: every advertiser of the caller's scope.
    const everything = await t.call<{ run_id: string }>({
      method: 'POST',
      url: '/api/media-sync/run',
      token,
    });
    expect(everything.code).toBe(0);
    expect((await finishedRun(token, everything.data.run_id)).total).toBe(1);

    const seen = await status(token);
    expect(seen.data.list.map((a) => a.advertiser_id)).toEqual([own]);
    // Runs of other users stay with them; the system's and the caller's own are shown.
    expect(seen.data.runs.map((r) => r.id).sort()).toEqual(
      [mine.data.run_id, everything.data.run_id].sort(),
    );
  }, 60_000);
});

describe('failures', () => {
  it('keeps a failing advertiser’s errors to it while the others sync', async () => {
    const sync = createMediaSync(t.services, t.database, silentLog, {
      client: media.client,
      settings: { historyDays: 7 },
    });
    await admin(running, 'PUT', 'faults', { rules: [{ endpoint: '/kuaishou/**', errorRate: 1 }] });
    try {
      advanceBoth(t, running, 1_000);
      const run = await sync.run({ trigger: 'manual' });
      expect(run.total).toBe(4);
      expect(run.failed).toBeGreaterThanOrEqual(1);
      const now = t.clock.now();
      const [failing] = granted.kuaishou;
      for (const resource of OBJECTS_AND_STATS) {
        const state = await stateOf(t, 'kuaishou', failing ?? '', resource);
        expect(state?.lastErrorAt, resource).toEqual(now);
        expect(state?.lastErrorCode).toBe('MEDIUM_UNAVAILABLE');
        expect(state?.lastErrorMessage).toContain('媒体接口调用失败');
        expect(state?.lastSuccessAt).toBeNull();
      }
      for (const [medium, ids] of [
        ['tencent', granted.tencent],
        ['bytedance', granted.bytedance],
      ] as const) {
        for (const advertiserId of ids) {
          for (const resource of OBJECTS_AND_STATS) {
            const state = await stateOf(t, medium, advertiserId, resource);
            expect(state?.lastSuccessAt, `${medium} ${resource}`).toEqual(now);
          }
        }
      }
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
      await sync.close();
    }
  }, 60_000);

  it('stops a run at shutdown without recording a failure', async () => {
    const sync = createMediaSync(t.services, t.database, silentLog, {
      client: media.client,
      settings: { historyDays: 7 },
    });
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: '/oceanengine/**', latencyMs: 300 }],
    });
    try {
      advanceBoth(t, running, 1_000);
      const run = await sync.start({ trigger: 'manual', medium: 'bytedance' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      await sync.close();
      expect(run.status).toBe('stopped');
      expect(run).toMatchObject({ total: 1, failed: 0, succeeded: 0, skipped: 1 });
      const [advertiserId] = granted.bytedance;
      const stats = await stateOf(t, 'bytedance', advertiserId ?? '', 'stats_hourly');
      expect(stats?.lastSyncAt).toEqual(t.clock.now());
      expect(stats?.lastSuccessAt?.getTime()).toBeLessThan(t.clock.now().getTime());
      expect(stats?.lastErrorAt ?? null).toBeNull();
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
    }
  }, 60_000);

  it('marks a grant whose refresh is refused and skips its other advertisers', async () => {
    const sync = createMediaSync(t.services, t.database, silentLog, {
      client: media.client,
      settings: { concurrency: 1, historyDays: 7 },
    });
    const { state, grants } = running.sandbox;
    for (const token of state.refreshTokens.filter((r) => r.medium === 'tencent')) {
      state.refreshTokens.update(token.token, { revokedAt: running.sandbox.clock.now() });
    }
    grants.expireAccessTokens({ medium: 'tencent' });
    advanceBoth(t, running, 1_000);
    try {
      const run = await sync.run({ trigger: 'manual', medium: 'tencent' });
      expect(run).toMatchObject({ total: 2, failed: 1, skipped: 1, succeeded: 0 });
      const [grant] = await t.database.db
        .select()
        .from(mediaAuthorizations)
        .where(eq(mediaAuthorizations.medium, 'tencent'));
      expect(grant?.status).toBe('revoked');
      expect(grant?.lastErrorCode).toBe('REAUTHORIZE_REQUIRED');
      for (const advertiserId of granted.tencent) {
        const account = await stateOf(t, 'tencent', advertiserId, 'stats_daily');
        expect(account?.lastErrorCode).toBe('REAUTHORIZE_REQUIRED');
        expect(account?.lastErrorMessage).toBe('账户授权已失效，请重新授权');
      }

      // The next run does not call the medium for a revoked grant at all.
      const before = media.requests.length;
      const again = await sync.run({ trigger: 'manual', medium: 'tencent' });
      expect(again).toMatchObject({ total: 2, skipped: 2 });
      expect(media.requests.length).toBe(before);
    } finally {
      await sync.close();
    }
  }, 60_000);
});
