import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startTencent, type TencentSession } from './tencent-session';

// Tencent legacy v1.x levels over HTTP (reference §3.9): campaign → adgroup → ad (+ adcreative)
// read and written under /v1.3/, over the same world as v3.

const { PARAM_INVALID, OUT_OF_SCOPE } = tencent.ErrorCode;

describe('Tencent legacy campaigns, adgroups and ads', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const legacy = async (path: string, params: Record<string, unknown> = {}) => {
    const answer = await s.v1.get(`${path}/get`, {
      account_id: account,
      page_size: 100,
      ...params,
    });
    expect(answer.code).toBe(0);
    return answer.data as { list: Json[]; page_info: { total_number: number } };
  };
  const campaignOfActive = async () => {
    const adgroups = (await legacy('adgroups')).list;
    const active = adgroups.find((a) => a.status === 'STATUS_ACTIVE');
    expect(active).toBeDefined();
    return active as Json;
  };

  it('reads the v3 world as campaigns, adgroups, ads and adcreatives', async () => {
    const campaigns = tencent.LegacyCampaignGetDataSchema.parse(await legacy('campaigns'));
    expect(campaigns.list.length).toBeGreaterThan(1);
    for (const c of campaigns.list) {
      expect(c).toMatchObject({
        configured_status: 'AD_STATUS_NORMAL',
        campaign_type: 'CAMPAIGN_TYPE_NORMAL',
        daily_budget: 0,
        is_deleted: false,
      });
    }
    const campaignIds = new Set(campaigns.list.map((c) => c.campaign_id));

    const adgroups = tencent.LegacyAdgroupGetDataSchema.parse(await legacy('adgroups'));
    const v3 = (await s.get('adgroups/get', { account_id: account, page_size: 100 })).data;
    expect(adgroups.list.map((a) => a.adgroup_id).sort()).toEqual(
      v3.list.map((a: Json) => a.adgroup_id).sort(),
    );
    for (const a of adgroups.list) expect(campaignIds.has(a.campaign_id ?? 0)).toBe(true);
    expect(new Set(adgroups.list.map((a) => a.status)).has('STATUS_ACTIVE')).toBe(true);

    const ads = tencent.LegacyAdGetDataSchema.parse(await legacy('ads'));
    const creatives = (
      await s.get('dynamic_creatives/get', { account_id: account, page_size: 100 })
    ).data.list as Json[];
    expect(ads.list.map((a) => a.ad_id).sort()).toEqual(
      creatives.map((c) => c.dynamic_creative_id).sort(),
    );
    for (const ad of ads.list) {
      expect(ad.adcreative_id).toBe(ad.ad_id);
      const creative = creatives.find((c) => c.dynamic_creative_id === ad.ad_id);
      expect(ad.adgroup_id).toBe(creative?.adgroup_id);
    }
    const adcreatives = tencent.AdcreativeGetDataSchema.parse(await legacy('adcreatives'));
    expect(adcreatives.list.map((c) => c.adcreative_id).sort()).toEqual(
      ads.list.map((a) => a.ad_id).sort(),
    );
    expect(adcreatives.list.every((c) => typeof c.adcreative_elements?.title === 'string')).toBe(
      true,
    );

    const firstCampaign = campaigns.list[0]?.campaign_id ?? 0;
    const inCampaign = await legacy('adgroups', {
      filtering: [{ field: 'campaign_id', operator: 'EQUALS', values: [firstCampaign] }],
      fields: ['adgroup_name'],
    });
    expect(inCampaign.list.length).toBeGreaterThan(0);
    expect(Object.keys(inCampaign.list[0] ?? {}).sort()).toEqual(['adgroup_id', 'adgroup_name']);
    expect(inCampaign.list.length).toBe(
      adgroups.list.filter((a) => a.campaign_id === firstCampaign).length,
    );
    const badFilter = await s.v1.get('campaigns/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [1] }],
    });
    expect(badFilter.code).toBe(PARAM_INVALID);
  });

  it('holds a campaign’s adgroups back when the campaign is suspended, in v1.3 and v3', async () => {
    const active = await campaignOfActive();
    const campaignId = active.campaign_id as number;
    const paused = await s.v1.post('campaigns/update', {
      account_id: account,
      campaign_id: campaignId,
      configured_status: 'AD_STATUS_SUSPEND',
    });
    expect(paused).toMatchObject({ code: 0, data: { campaign_id: campaignId } });
    const [after] = (
      await legacy('adgroups', {
        filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [active.adgroup_id] }],
      })
    ).list;
    expect(after?.status).toBe('STATUS_ACTIVE_CAMPAIGN_SUSPEND');
    const v3 = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [active.adgroup_id] }],
    });
    expect(v3.data.list[0].system_status).toBe('ADGROUP_STATUS_SUSPEND');
    const [campaign] = (
      await legacy('campaigns', {
        filtering: [{ field: 'campaign_id', operator: 'EQUALS', values: [campaignId] }],
      })
    ).list;
    expect(campaign?.configured_status).toBe('AD_STATUS_SUSPEND');
  });

  it('applies the campaign daily budget range and caps the campaign’s adgroups', async () => {
    const active = await campaignOfActive();
    const campaignId = active.campaign_id as number;
    const update = (daily_budget: number) =>
      s.v1.post('campaigns/update', { account_id: account, campaign_id: campaignId, daily_budget });
    const low = await update(4_999);
    expect(low.code).toBe(PARAM_INVALID);
    expect(low.message_cn).toContain('5,000–400,000,000');
    expect((await update(tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MAX + 1)).code).toBe(PARAM_INVALID);
    // A cap below what the campaign already spent today stops it for the day.
    expect((await update(tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MIN)).code).toBe(0);
    const [campaign] = (
      await legacy('campaigns', {
        filtering: [{ field: 'campaign_id', operator: 'EQUALS', values: [campaignId] }],
      })
    ).list;
    expect(campaign?.daily_budget).toBe(tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MIN);
    expect(campaign?.budget_reach_date).toBeGreaterThan(0);
    const [adgroup] = (
      await legacy('adgroups', {
        filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [active.adgroup_id] }],
      })
    ).list;
    expect(adgroup?.status).toBe('STATUS_ACTIVE_CAMPAIGN_LIMIT');
    expect((await update(0)).code).toBe(0);
    const [unlimited] = (
      await legacy('adgroups', {
        filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [active.adgroup_id] }],
      })
    ).list;
    expect(unlimited?.status).toBe('STATUS_ACTIVE');
  });

  it('updates a legacy adgroup with the v3 budget and bid rules', async () => {
    const adgroups = (await legacy('adgroups')).list;
    const custom = adgroups.find((a) => a.smart_bid_type === 'SMART_BID_TYPE_CUSTOM') as Json;
    const update = (body: Record<string, unknown>) =>
      s.v1.post('adgroups/update', { account_id: account, adgroup_id: custom.adgroup_id, ...body });
    expect((await update({ daily_budget: 100 })).code).toBe(PARAM_INVALID);
    const ok = await update({ daily_budget: 8_000_000, bid_amount: 1_234 });
    expect(ok).toMatchObject({ code: 0, data: { adgroup_id: custom.adgroup_id } });
    const v3 = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [custom.adgroup_id] }],
    });
    expect(v3.data.list[0]).toMatchObject({ daily_budget: 8_000_000, bid_amount: 1_234 });

    const smart = adgroups.find((a) => a.smart_bid_type === 'SMART_BID_TYPE_SYSTEMATIC');
    if (smart) {
      const refused = await s.v1.post('adgroups/update', {
        account_id: account,
        adgroup_id: smart.adgroup_id,
        bid_amount: 1_000,
      });
      expect(refused.code).toBe(PARAM_INVALID);
    }
    const foreign = (await s.v1.get('adgroups/get', { account_id: s.accounts[1], page_size: 1 }))
      .data.list[0] as Json;
    const other = await s.v1.post('adgroups/update', {
      account_id: account,
      adgroup_id: foreign.adgroup_id,
      daily_budget: 0,
    });
    expect(other.code).toBe(OUT_OF_SCOPE);
  });

  it('switches ads and shows the review of denied ones', async () => {
    const ads = (await legacy('ads')).list;
    const ad = ads.find((a) => a.configured_status === 'AD_STATUS_NORMAL') as Json;
    const off = await s.v1.post('ads/update', {
      account_id: account,
      ad_id: ad.ad_id,
      configured_status: 'AD_STATUS_SUSPEND',
    });
    expect(off).toMatchObject({ code: 0, data: { ad_id: ad.ad_id } });
    const v3 = await s.get('dynamic_creatives/get', {
      account_id: account,
      filtering: [{ field: 'dynamic_creative_id', operator: 'EQUALS', values: [ad.ad_id] }],
    });
    expect(v3.data.list[0].configured_status).toBe('AD_STATUS_SUSPEND');
    const suspended = await legacy('ads', {
      filtering: [
        { field: 'configured_status', operator: 'EQUALS', values: ['AD_STATUS_SUSPEND'] },
      ],
    });
    expect(suspended.list.map((a) => a.ad_id)).toContain(ad.ad_id);

    const reviewed: Json[] = [];
    for (const id of s.accounts.slice(0, 6)) {
      const answer = await s.v1.get('ads/get', { account_id: id, page_size: 100 });
      reviewed.push(...(answer.data.list as Json[]));
    }
    const denied = reviewed.filter((a) => a.system_status === 'AD_STATUS_DENIED');
    expect(denied.length).toBeGreaterThan(0);
    for (const a of denied) expect(a.reject_message).toMatch(/^[^；]+。修改建议：请/);
    const approved = reviewed.filter((a) => a.system_status === 'AD_STATUS_NORMAL');
    expect(approved.length).toBeGreaterThan(0);
    for (const a of approved) expect(a.reject_message).toBeUndefined();
  });

  it('deletes campaigns with their adgroups and ads, adgroups and single ads', async () => {
    const adgroups = (await legacy('adgroups')).list;
    const campaignId = adgroups[0]?.campaign_id as number;
    const children = adgroups.filter((a) => a.campaign_id === campaignId);
    const ads = (await legacy('ads')).list;
    const childAds = ads.filter((a) => children.some((c) => c.adgroup_id === a.adgroup_id));
    expect(childAds.length).toBeGreaterThan(0);

    const gone = await s.v1.post('campaigns/delete', {
      account_id: account,
      campaign_id: campaignId,
    });
    expect(gone).toMatchObject({ code: 0, data: { campaign_id: campaignId } });
    const deleted = await legacy('campaigns', {
      is_deleted: true,
      filtering: [{ field: 'campaign_id', operator: 'EQUALS', values: [campaignId] }],
    });
    expect(deleted.list[0]).toMatchObject({ campaign_id: campaignId, is_deleted: true });
    const left = (await legacy('adgroups')).list.map((a) => a.adgroup_id);
    for (const c of children) expect(left).not.toContain(c.adgroup_id);
    const deletedAds = (await legacy('ads', { is_deleted: true })).list;
    for (const a of childAds) {
      expect(deletedAds.find((d) => d.ad_id === a.ad_id)?.system_status).toBe('AD_STATUS_DELETED');
    }
    const again = await s.v1.post('campaigns/update', {
      account_id: account,
      campaign_id: campaignId,
      configured_status: 'AD_STATUS_NORMAL',
    });
    expect(again.code).toBe(PARAM_INVALID);

    const other = adgroups.find((a) => a.campaign_id !== campaignId) as Json;
    const otherAds = ads.filter((a) => a.adgroup_id === other.adgroup_id);
    const [firstAd] = otherAds;
    expect(
      await s.v1.post('ads/delete', { account_id: account, ad_id: firstAd?.ad_id }),
    ).toMatchObject({ code: 0, data: { ad_id: firstAd?.ad_id } });
    const v3 = await s.get('dynamic_creatives/get', {
      account_id: account,
      is_deleted: true,
      filtering: [{ field: 'dynamic_creative_id', operator: 'EQUALS', values: [firstAd?.ad_id] }],
    });
    expect(v3.data.list[0].is_deleted).toBe(true);
    expect(
      await s.v1.post('adgroups/delete', { account_id: account, adgroup_id: other.adgroup_id }),
    ).toMatchObject({ code: 0, data: { adgroup_id: other.adgroup_id } });
    const adgroupGone = await s.get('adgroups/get', {
      account_id: account,
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [other.adgroup_id] }],
    });
    expect(adgroupGone.data.list).toEqual([]);
  });

  it('leaves adgroups added through v3 out of the legacy lists', async () => {
    const added = await s.post('adgroups/add', {
      account_id: account,
      adgroup_name: '三点零新建广告',
      marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
      begin_date: '2025-03-12',
      bid_amount: 2_000,
      daily_budget: 0,
    });
    expect(added.code).toBe(0);
    const id = added.data.adgroup_id as number;
    const listed = await legacy('adgroups', {
      filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [id] }],
    });
    expect(listed.list).toEqual([]);
    const update = await s.v1.post('adgroups/update', {
      account_id: account,
      adgroup_id: id,
      daily_budget: 0,
    });
    expect(update.code).toBe(PARAM_INVALID);
  });
});
