import { and, eq, sql } from 'drizzle-orm';
import type { MediaSyncStatusData } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statsDaily } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { LegacySource, Medium } from '../../lib/media-mirror';
import {
  createTestMedia,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import type { MediaSyncService } from './media-sync.service';
import { createMediaSync } from './create-media-sync';
import { authorizeThroughApi, objectCounts, silentLog, stateOf } from './test-support';

// The legacy API families in the sync against the media sandbox over real HTTP: each account of
// Ocean Engine and Tencent also mirrors its v2 / v1.3 objects and stats under the legacy source,
// apart from the medium's own rows with the same ids; a family the settings leave out is not read.

const LEGACY: Record<LegacySource, Medium> = { bytedance_v2: 'bytedance', tencent_v2: 'tencent' };

let running: RunningSandbox;
let t: TestApp;
let media: TestMedia;
let token: string;
const granted: Partial<Record<Medium, string>> = {};
const syncs: MediaSyncService[] = [];

function syncWith(legacySources: readonly LegacySource[]) {
  const sync = createMediaSync(t.services, t.database, silentLog, {
    client: media.client,
    settings: { historyDays: 3, legacySources },
  });
  syncs.push(sync);
  return sync;
}

const statRows = async (source: string, advertiserId: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int`, levels: sql<number[]>`array_agg(distinct level)` })
    .from(statsDaily)
    .where(and(eq(statsDaily.medium, source as Medium), eq(statsDaily.advertiserId, advertiserId)));
  return row;
};

beforeAll(async () => {
  running = await startSandbox();
  running.sandbox.rateLimiter.setConfig({ defaultQps: 0, rules: [] });
  t = await createTestApp({ media: runtimeOf(running), clock: new ManualClock(new Date()) });
  media = createTestMedia(running);
  token = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of Object.values(LEGACY)) {
    const [first] = await authorizeThroughApi(t, token, medium, (offered) =>
      offered.filter((a) => a.plain).slice(0, 1),
    );
    granted[medium] = first;
  }
}, 120_000);

afterAll(async () => {
  for (const sync of syncs) await sync.close();
  await t.close();
  await running.close();
});

// Each test syncs every family of three accounts, the daily rollup included: a minute on a busy
// 2-core machine.
describe('legacy families in the sync', { timeout: 90_000 }, () => {
  it('leaves out the legacy families the settings do not enable', async () => {
    const run = await syncWith([]).run({ trigger: 'manual' });
    expect(run.failed).toBe(0);
    for (const [source, medium] of Object.entries(LEGACY)) {
      const advertiserId = granted[medium] ?? '';
      expect((await objectCounts(t, medium, advertiserId)).ads.live).toBeGreaterThan(0);
      expect((await objectCounts(t, source as LegacySource, advertiserId)).ads.live).toBe(0);
      expect(await stateOf(t, source as LegacySource, advertiserId, 'ads')).toBeUndefined();
    }
  });

  it('mirrors each account’s legacy objects and level stats under the legacy source', async () => {
    const run = await syncWith(['bytedance_v2', 'tencent_v2']).run({ trigger: 'manual' });
    expect(run.failed).toBe(0);
    const { state } = running.sandbox;

    const oe = granted.bytedance ?? '';
    const v2 = await objectCounts(t, 'bytedance_v2', oe);
    expect(v2.campaigns.live + v2.campaigns.deleted).toBe(
      state.oceanengine.projects.listByAdvertiser(Number(oe)).length,
    );
    expect(v2.ads.live + v2.ads.deleted).toBe(
      state.oceanengine.promotions.listByAdvertiser(Number(oe)).length,
    );
    expect(v2.creatives.live).toBeGreaterThan(0);
    // The same promotions stay mirrored once under the medium too.
    const v3 = await objectCounts(t, 'bytedance', oe);
    expect(v3.ads.live + v3.ads.deleted).toBe(v2.ads.live + v2.ads.deleted);

    const tx = granted.tencent ?? '';
    const v13 = await objectCounts(t, 'tencent_v2', tx);
    expect(v13.campaigns.live + v13.campaigns.deleted).toBe(
      state.tencent.campaigns.listByAdvertiser(Number(tx)).length,
    );
    expect(v13.ads.live + v13.ads.deleted).toBe(
      state.tencent.adgroups.listByAdvertiser(Number(tx)).filter((a) => a.parentId !== null).length,
    );

    for (const [source, medium] of Object.entries(LEGACY)) {
      const advertiserId = granted[medium] ?? '';
      const stats = await statRows(source, advertiserId);
      expect(stats?.n, source).toBeGreaterThan(0);
      expect([...(stats?.levels ?? [])].sort()).toEqual([1, 2, 3]);
      const ads = await stateOf(t, source as LegacySource, advertiserId, 'ads');
      expect(ads?.lastSuccessAt).not.toBeNull();
      expect(ads?.lastErrorCode).toBeNull();
      // The account is the medium's: the legacy family keeps no state of it.
      expect(await stateOf(t, source as LegacySource, advertiserId, 'advertiser')).toBeUndefined();
    }
  });

  it('shows each account’s legacy family sync beside its own on the status page', async () => {
    const status = await t.call<MediaSyncStatusData>({
      method: 'GET',
      url: '/api/media-sync/status?per_page=50',
      token,
    });
    for (const [source, medium] of Object.entries(LEGACY)) {
      const account = status.data.list.find(
        (a) => a.medium === medium && a.advertiser_id === granted[medium],
      );
      expect(account?.resources.map((r) => r.resource)).toContain('advertiser');
      const [family] = account?.legacy_families ?? [];
      expect(family?.family).toBe(source);
      expect(family?.resources.map((r) => r.resource)).toEqual([
        'campaigns',
        'ads',
        'creatives',
        'stats_daily',
        'stats_hourly',
      ]);
      for (const r of family?.resources ?? []) {
        expect(r.last_success_at).not.toBeNull();
        expect(r.last_error_code).toBeNull();
      }
    }
    const kuaishou = status.data.list.filter((a) => a.medium === 'kuaishou');
    for (const a of kuaishou) expect(a.legacy_families).toEqual([]);
  });
});
