import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startTencent, type TencentSession } from './tencent-session';

// Legacy v1.3 creation over HTTP (reference §3.9): campaign → adgroup → adcreative → ad, read back
// through the v1.3 lists; an adcreative is shown by one ad, which takes its id.

const { PARAM_INVALID } = tencent.ErrorCode;

describe('Tencent legacy creation', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const add = (path: string, params: Record<string, unknown>) =>
    s.v1.post(`${path}/add`, { account_id: account, ...params });
  const list = async (path: string, filtering: unknown[]) =>
    (await s.v1.get(`${path}/get`, { account_id: account, filtering, page_size: 100 })).data
      .list as Json[];

  it('creates a campaign, an adgroup and an ad of an adcreative', async () => {
    const campaign = await add('campaigns', {
      campaign_name: '旧版计划一',
      campaign_type: 'CAMPAIGN_TYPE_NORMAL',
      promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
      daily_budget: 10_000,
    });
    expect(campaign.code).toBe(0);
    const campaignId = (campaign.data as { campaign_id: number }).campaign_id;
    const adgroup = await add('adgroups', {
      campaign_id: campaignId,
      adgroup_name: '旧版广告组一',
      site_set: ['SITE_SET_MOBILE_UNION'],
      promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
      begin_date: '2026-03-01',
      billing_event: 'BILLINGEVENT_IMPRESSION',
      bid_amount: 2000,
      optimization_goal: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
    });
    expect(adgroup.code).toBe(0);
    const adgroupId = (adgroup.data as { adgroup_id: number }).adgroup_id;
    const creative = await add('adcreatives', {
      campaign_id: campaignId,
      adcreative_name: '旧版广告一',
      adcreative_template_id: 711,
      adcreative_elements: { title: '春季新版本上线快来体验', image: 'img-1' },
      promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
    });
    expect(creative.code).toBe(0);
    const adcreativeId = (creative.data as { adcreative_id: number }).adcreative_id;
    const ad = await add('ads', {
      adgroup_id: adgroupId,
      adcreative_id: adcreativeId,
      ad_name: '旧版广告一',
    });
    expect(ad.data).toEqual({ ad_id: adcreativeId });
    // An adcreative is shown by one ad only.
    const twice = await add('ads', {
      adgroup_id: adgroupId,
      adcreative_id: adcreativeId,
      ad_name: '旧版广告二',
    });
    expect(twice.code).toBe(PARAM_INVALID);

    const ads = await list('ads', [
      { field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] },
    ]);
    expect(ads).toMatchObject([
      { ad_id: adcreativeId, ad_name: '旧版广告一', campaign_id: campaignId },
    ]);
    const adgroups = await list('adgroups', [
      { field: 'adgroup_name', operator: 'EQUALS', values: ['旧版广告组一'] },
    ]);
    expect(adgroups).toMatchObject([{ adgroup_id: adgroupId, campaign_id: campaignId }]);
  });

  it('refuses a repeated name and a campaign budget outside 不限 or 5,000–400,000,000 分', async () => {
    const campaign = (name: string, daily_budget: number) =>
      add('campaigns', {
        campaign_name: name,
        campaign_type: 'CAMPAIGN_TYPE_NORMAL',
        daily_budget,
      });
    expect((await campaign('预算计划', 4_999)).code).toBe(PARAM_INVALID);
    expect((await campaign('预算计划', 400_000_001)).code).toBe(PARAM_INVALID);
    expect((await campaign('预算计划', 0)).code).toBe(0);
    expect((await campaign('预算计划', 5_000)).code).toBe(PARAM_INVALID);
  });

  it('takes a 组图 adcreative of 3–9 images (image_list) and refuses another count', async () => {
    const campaign = await add('campaigns', {
      campaign_name: '组图计划',
      campaign_type: 'CAMPAIGN_TYPE_NORMAL',
      promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
      daily_budget: 10_000,
    });
    const campaignId = (campaign.data as { campaign_id: number }).campaign_id;
    const creative = (name: string, images: number) =>
      add('adcreatives', {
        campaign_id: campaignId,
        adcreative_name: name,
        adcreative_template_id: 311,
        adcreative_elements: {
          title: '春季新版本上线快来体验',
          description: '新区开服礼包',
          image_list: Array.from({ length: images }, (_, k) => `img-${k + 1}`),
        },
        promoted_object_type: 'PROMOTED_OBJECT_TYPE_APP_IOS',
      });
    const two = await creative('两图组图', 2);
    expect(two.code).toBe(PARAM_INVALID);
    expect(two.message).toContain('组图图片数量须为 3-9 张（当前 2 张）');
    expect((await creative('三图组图', 3)).code).toBe(0);
  });
});
