import type { DeliveryObjectRow, ReportPage } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import {
  createTestMedia,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { addDays, shanghaiDay } from '../media-sync/sync-windows';
import { authorizeThroughApi, silentLog } from '../media-sync/test-support';
import { createMediaSync } from '../media-sync/create-media-sync';
import type { MediaSyncService } from '../media-sync/media-sync.service';

// The legacy screens' reports (launchv2: 广告组 → 计划 → 创意; launchQqV2: 推广计划 → 广告 →
// 广告创意) through HTTP over the mirror the sync fills from the sandbox's v2 and v1.3 APIs: the
// legacy statuses and values, drill-down, levels that add up, and the legacy list abilities. The
// same objects' current-family rows (launchV3 promotions) keep their own statuses.

type Page = ReportPage<DeliveryObjectRow>;

let running: RunningSandbox;
let t: TestApp;
let sync: MediaSyncService;
let root: string;
const granted: { bytedance?: string; tencent?: string } = {};
let range: { report_start_date: string; report_end_date: string };

const post = (url: string, payload: object, token = root) =>
  t.call<Page>({ method: 'POST', url, payload: { ...range, per_page: 500, ...payload }, token });
const costOf = (page: { data: Page }) => Math.round(Number(page.data.totals.stat_cost ?? 0) * 100);

beforeAll(async () => {
  running = await startSandbox();
  running.sandbox.rateLimiter.setConfig({ defaultQps: 0, rules: [] });
  t = await createTestApp({ media: runtimeOf(running), clock: new ManualClock(new Date()) });
  sync = createMediaSync(t.services, t.database, silentLog, {
    client: createTestMedia(running).client,
    settings: { historyDays: 3 },
  });
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['bytedance', 'tencent'] as const) {
    const [first] = await authorizeThroughApi(t, root, medium, (offered) =>
      offered.filter((a) => a.plain).slice(0, 1),
    );
    granted[medium] = first;
  }
  const run = await sync.run({ trigger: 'manual' });
  expect(run.failed).toBe(0);
  const today = shanghaiDay(new Date());
  // Up to the day before yesterday: the latest hours keep filling in for two hours past midnight
  // while the sync reads one level after another.
  range = { report_start_date: addDays(today, -3), report_end_date: addDays(today, -2) };
}, 180_000);

afterAll(async () => {
  await sync.close();
  await t.close();
  await running.close();
});

describe('launchv2: Ocean Engine v2 reports', () => {
  const V2 = '/api/bytedance/v2';

  it('lists the v2 ads (计划) with v2 statuses, apart from the same promotions of launchV3', async () => {
    const ads = await post(`${V2}/ad/reports`, {});
    expect(ads.code).toBe(0);
    const id = Number(granted.bytedance);
    const promotions = running.sandbox.state.oceanengine.promotions.listByAdvertiser(id);
    const live = promotions.filter((p) => p.sim?.deletedAt === undefined);
    expect(ads.data.list.length).toBeGreaterThan(0);
    expect(ads.data.list.length).toBeLessThanOrEqual(promotions.length);
    expect(ads.data.list.length).toBeGreaterThanOrEqual(live.length);
    for (const row of ads.data.list) {
      expect(row.level).toBe(2);
      expect(row.status).toMatch(/^AD_STATUS_/);
      expect(row.campaign?.id).toBeTruthy();
    }
    const v3 = await post('/api/bytedance/v3/promotion/reports', {});
    const v3Statuses = new Map(
      (v3.data.list as unknown as { promotion_id: string; status: string }[]).map((r) => [
        r.promotion_id,
        r.status,
      ]),
    );
    const shared = ads.data.list.filter((r) => v3Statuses.has(r.id));
    expect(shared.length).toBeGreaterThan(0);
    for (const row of shared) expect(v3Statuses.get(row.id)).not.toMatch(/^AD_STATUS_/);
  });

  it('drills down from a campaign to its ads and from an ad to its creatives', async () => {
    const campaigns = await post(`${V2}/campaign/reports`, { order_field: 'stat_cost' });
    const [campaign] = campaigns.data.list;
    expect(campaign?.status).toMatch(/^CAMPAIGN_STATUS_/);
    const ads = await post(`${V2}/ad/reports`, { campaign_id: campaign?.id });
    expect(ads.data.list.length).toBeGreaterThan(0);
    for (const row of ads.data.list) expect(row.campaign?.id).toBe(campaign?.id);
    const ad = ads.data.list[0];
    const creatives = await post(`${V2}/creative/reports`, { ad_id: ad?.id });
    expect(creatives.data.list.length).toBeGreaterThan(0);
    for (const row of creatives.data.list) {
      expect(row.ad?.id).toBe(ad?.id);
      expect(row.status).toMatch(/^CREATIVE_STATUS_/);
    }
  });

  it('reports the same cost at the campaign, ad and creative levels', async () => {
    const campaign = costOf(await post(`${V2}/campaign/reports`, {}));
    const ad = costOf(await post(`${V2}/ad/reports`, {}));
    const creative = costOf(await post(`${V2}/creative/reports`, {}));
    expect(campaign).toBeGreaterThan(0);
    // Rows are rounded to 分 one by one on the wire: within a 分 per row.
    expect(Math.abs(ad - campaign)).toBeLessThanOrEqual(100);
    expect(Math.abs(creative - campaign)).toBeLessThanOrEqual(100);
  });
});

describe('launchQqV2: Tencent v1.3 reports', () => {
  it('lists campaigns, adgroups with their delivery state and ads with their review', async () => {
    const campaigns = await post('/api/tencent/campaign/reports', {});
    expect(campaigns.code).toBe(0);
    const id = Number(granted.tencent);
    expect(campaigns.data.list.length).toBe(
      running.sandbox.state.tencent.campaigns.listByAdvertiser(id).length,
    );
    const adgroups = await post('/api/tencent/adgroup/reports', { order_field: 'stat_cost' });
    for (const row of adgroups.data.list) {
      expect(row.status).toMatch(/^STATUS_/);
      expect(row.extra.configured_status).toMatch(/^AD_STATUS_(NORMAL|SUSPEND)$/);
      expect(row.campaign?.id).toBeTruthy();
    }
    const adgroup = adgroups.data.list[0];
    const ads = await post('/api/tencent/ad/reports', { adgroup_id: adgroup?.id });
    expect(ads.data.list.length).toBeGreaterThan(0);
    for (const row of ads.data.list) {
      expect(row.ad?.id).toBe(adgroup?.id);
      expect(row.status).toMatch(/^AD_STATUS_/);
    }
    expect(costOf(adgroups)).toBeGreaterThan(0);
    expect(costOf(adgroups)).toBe(costOf(campaigns));
  });

  it('shows each ad’s creative: its title, material and the library file’s cover', async () => {
    const ads = await post('/api/tencent/ad/reports', {});
    const live = ads.data.list.filter((row) => row.delivery_status !== 'deleted');
    expect(live.length).toBeGreaterThan(0);
    const records = running.sandbox.state.tencent.dynamicCreatives;
    for (const row of live) {
      const components = records.get(Number(row.id)).wire.creative_components as Record<
        string,
        { value: { content?: string } }[] | undefined
      >;
      expect(row.extra.title).toBe(components.title?.[0]?.value.content ?? null);
      expect(row.material_id).toBeTruthy();
      expect(['video', 'image']).toContain(row.material_type);
    }
    const covered = live.filter((row) => row.extra.thumbnail_url);
    expect(covered.length).toBeGreaterThan(0);
    for (const row of covered) {
      expect(row.extra.thumbnail_url).toMatch(/^https?:\/\//);
      expect(row.extra.material_url).toMatch(/^https?:\/\//);
    }
  });
});

describe('legacy status filters', () => {
  it('narrows v2 ads to the chosen statuses; 全部（不含已删除） drops the deleted ones', async () => {
    const path = '/api/bytedance/v2/ad/reports';
    const all = (await post(path, {})).data.list;
    const status = all[0]?.status;
    if (!status) throw new Error('the sync mirrored no v2 ad');
    const chosen = (await post(path, { status: [status] })).data.list;
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.every((row) => row.status === status)).toBe(true);
    expect(chosen.length).toBe(all.filter((row) => row.status === status).length);
    const kept = (await post(path, { status: ['AD_STATUS_NOT_DELETE'] })).data.list;
    expect(kept.map((row) => row.id).sort()).toEqual(
      all
        .filter((row) => row.delivery_status !== 'deleted')
        .map((row) => row.id)
        .sort(),
    );
  });

  it('narrows v1.3 adgroups to the chosen delivery states', async () => {
    const path = '/api/tencent/adgroup/reports';
    const all = (await post(path, {})).data.list;
    const status = all[0]?.status;
    if (!status) throw new Error('the sync mirrored no v1.3 adgroup');
    const chosen = (await post(path, { system_status: [status] })).data.list;
    expect(chosen.length).toBe(all.filter((row) => row.status === status).length);
    expect(chosen.every((row) => row.status === status)).toBe(true);
  });
});

describe('legacy report access', () => {
  it('needs each legacy screen’s list ability', async () => {
    const user = await createUser(t.database.db, {
      abilities: ['advertiser:list', 'bytedance:v3:project:reports'],
    });
    const token = await t.login(user.username, user.password);
    expect((await post('/api/bytedance/v2/ad/reports', {}, token)).code).toBe(10003);
    expect((await post('/api/tencent/adgroup/reports', {}, token)).code).toBe(10003);
  });
});
