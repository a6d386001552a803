import type { AccountReportRow, DeliveryObjectRow, ReportPage } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE, tencentScenario, type MediumScenario } from './media-report-scenarios';

// The Tencent v3 screen's reports (launchQqV3: 账户 / 广告 / 创意, no campaign level) through HTTP
// over the mirror the Tencent sync fills: configured_status vs system_status, the adgroup
// settings, drill-down, sort, data scope and abilities.

const ACCOUNTS = '/api/tencent/advertiser/reports';
const ADGROUPS = '/api/tencent/v3/adgroup/reports';
const CREATIVES = '/api/tencent/v3/dynamic_creative/reports';

let s: MediumScenario;
const post = <T = ReportPage<DeliveryObjectRow>>(url: string, payload: object, token = s.root) =>
  s.t.call<T>({ method: 'POST', url, payload: { ...RANGE, ...payload }, token });
const names = (list: { name?: string }[]) => list.map((r) => r.name);

beforeAll(async () => {
  s = await tencentScenario();
});

afterAll(async () => {
  await s.t.close();
});

describe('tencent account and adgroup reports', () => {
  it('lists the Tencent accounts with their stats', async () => {
    const res = await post<ReportPage<AccountReportRow>>(ACCOUNTS, { order_field: 'stat_cost' });
    expect(res.data.list.map((r) => r.advertiser_name)).toEqual(['腾讯账户一', '腾讯账户二']);
    expect(res.data.totals.stat_cost).toBe(80);
  });

  it('sorts adgroups by cost, without a campaign, with both statuses', async () => {
    const res = await post(ADGROUPS, { order_field: 'stat_cost' });
    expect(names(res.data.list)).toEqual(['广告G2', '广告G1', '广告G3']);
    expect(res.data.list[0]).toMatchObject({
      id: s.id.G2,
      level: 2,
      campaign: null,
      status: 'ADGROUP_STATUS_SUSPEND',
      delivery_status: 'paused',
      opt_status: 'DISABLE',
      budget: { budget_mode: 'BUDGET_MODE_DAY', budget: 800 },
      cpa_bid: 25,
      pricing: 'BID_MODE_OCPM',
      convert_type: 'OPTIMIZATIONGOAL_APP_PURCHASE',
      platform: 'APP_IOS',
      extra: {
        configured_status: 'AD_STATUS_SUSPEND',
        system_status: 'ADGROUP_STATUS_SUSPEND',
        site_set: '["SITE_SET_MOMENTS"]',
      },
      stat_cost: 50,
    });
    const ascending = await post(ADGROUPS, { order_field: 'stat_cost', order_type: 'asc' });
    expect(names(ascending.data.list)).toEqual(['广告G3', '广告G1', '广告G2']);
  });

  it('filters by configured status, system status, goal and platform', async () => {
    const of = async (filter: object) => names((await post(ADGROUPS, filter)).data.list).sort();
    expect(await of({ configured_status: 'AD_STATUS_SUSPEND' })).toEqual(['广告G2']);
    expect(await of({ configured_status: 'AD_STATUS_NORMAL' })).toEqual(['广告G1', '广告G3']);
    expect(await of({ system_status: 'ADGROUP_STATUS_ACTIVE' })).toEqual(['广告G1', '广告G3']);
    expect(await of({ optimization_goal: 'OPTIMIZATIONGOAL_APP_PURCHASE' })).toEqual(['广告G2']);
    expect(await of({ platform: 'APP_ANDROID', advertiser_ids: [s.id.T1] })).toEqual(['广告G1']);
    expect(await of({ adgroup_id: `${s.id.G1},${s.id.G3}` })).toEqual(['广告G1', '广告G3']);
  });

  it('refuses a switch value Tencent does not have, in Chinese', async () => {
    const res = await post(ADGROUPS, { configured_status: 'ON' });
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res.message)).toContain('操作状态须为正常、暂停之一');
  });
});

describe('tencent dynamic creative reports', () => {
  it('drills down into an adgroup with the creatives’ stats', async () => {
    const res = await post(CREATIVES, { adgroup_id: s.id.G1, order_field: 'stat_cost' });
    expect(names(res.data.list)).toEqual(['创意D1', '创意D2']);
    expect(res.data.totals.stat_cost).toBe(20);
    expect(res.data.list[1]).toMatchObject({
      level: 3,
      campaign: null,
      ad: { id: s.id.G1, name: '广告G1' },
      status: 'CREATIVE_SET_APPROVAL_STATUS_DENIED',
      audit_denied: true,
      material_id: 'v-D2',
      extra: {
        configured_status: 'AD_STATUS_NORMAL',
        approval_status: 'CREATIVE_SET_APPROVAL_STATUS_DENIED',
      },
      stat_cost: 5,
    });
  });

  it('filters creatives by their adgroup’s platform', async () => {
    const res = await post(CREATIVES, { platform: 'APP_IOS' });
    expect(names(res.data.list)).toEqual(['创意D3']);
  });
});

describe('tencent report access', () => {
  it('needs the Tencent list ability and keeps an operator to their games', async () => {
    expect((await post(ADGROUPS, {}, s.feedOnly)).code).toBe(10003);
    expect((await post(CREATIVES, {}, s.feedOnly)).code).toBe(10003);
    const own = await post(ADGROUPS, {}, s.operator);
    expect(names(own.data.list).sort()).toEqual(['广告G1', '广告G2']);
  });

  it('selects every adgroup the filters match for a batch change', async () => {
    const res = await s.t.call<{ list: DeliveryObjectRow[]; total: number; truncated: boolean }>({
      method: 'POST',
      url: `${ADGROUPS}/selection`,
      payload: { ...RANGE, configured_status: 'AD_STATUS_NORMAL' },
      token: s.root,
    });
    expect(res.data.total).toBe(2);
    expect(res.data.truncated).toBe(false);
    expect(names(res.data.list).sort()).toEqual(['广告G1', '广告G3']);
  });
});

describe('the legacy screens’ reports', () => {
  it('list the Tencent v1.3 levels from their own mirror rows, with drill-down and switch filter', async () => {
    const campaigns = await post('/api/tencent/campaign/reports', {});
    expect(names(campaigns.data.list)).toEqual(['推广计划一']);
    const adgroups = await post('/api/tencent/adgroup/reports', {
      campaign_id: s.id.LC1,
      order_field: 'stat_cost',
    });
    expect(names(adgroups.data.list)).toEqual(['旧广告一', '旧广告二']);
    expect(adgroups.data.totals.stat_cost).toBe(4);
    const suspended = await post('/api/tencent/adgroup/reports', {
      configured_status: 'AD_STATUS_SUSPEND',
    });
    expect(names(suspended.data.list)).toEqual(['旧广告二']);
    const ads = await post('/api/tencent/ad/reports', { adgroup_id: s.id.LG1 });
    expect(ads.data.list).toEqual([
      expect.objectContaining({
        name: '旧创意一',
        campaign: { id: s.id.LC1, name: '推广计划一' },
        ad: { id: s.id.LG1, name: '旧广告一' },
        audit_denied: true,
      }),
    ]);
    expect((await post('/api/tencent/adgroup/reports', {}, s.operator)).code).toBe(10003);
  });

  it('list the Ocean Engine v2 levels with their parent’s and own filters', async () => {
    const ads = (filter: object) =>
      post('/api/bytedance/v2/ad/reports', filter).then((r) => names(r.data.list).sort());
    expect(await ads({ campaign_id: s.id.BC1 })).toEqual(['计划一', '计划二']);
    expect(await ads({ pricing: 'PRICING_OCPM' })).toEqual(['计划一']);
    expect(await ads({ landing_type: 'APP' })).toEqual(['计划一', '计划二']);
    expect(await ads({ landing_type: 'LINK' })).toEqual([]);
    const creatives = await post('/api/bytedance/v2/creative/reports', { ad_id: s.id.BA1 });
    expect(creatives.data.list).toEqual([
      expect.objectContaining({ name: '创意一', ad: { id: s.id.BA1, name: '计划一' } }),
    ]);
  });
});
