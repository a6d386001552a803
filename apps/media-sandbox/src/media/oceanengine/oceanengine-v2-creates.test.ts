import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// Legacy v2 creation over HTTP (reference §1.10): a campaign, its ad and the ad's custom creatives,
// read back through the v2 lists; names unique per account, counted as v2 counts them.

const { PARAM_ERROR } = oceanengine.ErrorCode;

describe('Ocean Engine v2 creation', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const createCampaign = (over: Record<string, unknown> = {}) =>
    s.post('2/campaign/create/', {
      advertiser_id: advertiserId,
      campaign_name: '旧版广告组一',
      budget_mode: 'BUDGET_MODE_INFINITE',
      landing_type: 'APP',
      ...over,
    });
  const createAd = (campaignId: unknown, over: Record<string, unknown> = {}) =>
    s.post('2/ad/create/', {
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      name: '旧版计划一',
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 500,
      pricing: 'PRICING_OCPM',
      cpa_bid: 20,
      ...over,
    });

  it('creates a campaign, an ad and its creatives, listed by the v2 reads', async () => {
    const campaign = await createCampaign({ unique_fk: 'fk-1' });
    expect(campaign.code).toBe(0);
    const campaignId = oceanengine.CampaignCreateDataSchema.parse(campaign.data).campaign_id;
    // The same unique_fk answers the campaign made first.
    expect((await createCampaign({ unique_fk: 'fk-1' })).data).toEqual({ campaign_id: campaignId });
    expect((await createCampaign()).code).toBe(PARAM_ERROR);

    const ad = await createAd(campaignId);
    expect(ad.code).toBe(0);
    const adId = oceanengine.AdCreateDataSchema.parse(ad.data).ad_id;
    expect((await createAd(campaignId)).code).toBe(PARAM_ERROR);

    const videos = (await s.get('2/file/video/get/', { advertiser_id: advertiserId, page_size: 2 }))
      .data.list as Json[];
    const videoId = String(videos[0]?.id ?? videos[0]?.video_id);
    const creatives = await s.post('2/creative/custom_creative/create/', {
      advertiser_id: advertiserId,
      ad_id: adId,
      creative_list: [
        {
          image_mode: 'CREATIVE_IMAGE_MODE_VIDEO',
          title_material: { title: '春季新版本上线快来体验' },
          video_materials: [{ video_id: videoId }],
        },
      ],
    });
    expect(creatives.code).toBe(0);
    const ids = oceanengine.CustomCreativeCreateDataSchema.parse(creatives.data).creative_ids;
    expect(ids).toHaveLength(1);
    // An ad with creatives takes update, not create.
    const again = await s.post('2/creative/custom_creative/create/', {
      advertiser_id: advertiserId,
      ad_id: adId,
      creative_list: [
        {
          image_mode: 'CREATIVE_IMAGE_MODE_VIDEO',
          title_material: { title: '春季新版本上线快来体验' },
          video_materials: [{ video_id: videoId }],
        },
      ],
    });
    expect(again.code).toBe(PARAM_ERROR);

    const listed = (
      await s.get('2/ad/get/', { advertiser_id: advertiserId, filtering: { ids: [adId] } })
    ).data.list as Json[];
    expect(listed[0]).toMatchObject({ name: '旧版计划一', campaign_id: campaignId, cpa_bid: 20 });
    const listedCreatives = (
      await s.get('2/creative/get/', { advertiser_id: advertiserId, filtering: { ad_id: adId } })
    ).data.list as Json[];
    expect(listedCreatives.map((c) => c.creative_id)).toEqual(ids);
  });

  it('refuses names over 100 (a Chinese character counts two), low budgets and mixed pricing', async () => {
    expect((await createCampaign({ campaign_name: '组'.repeat(51) })).code).toBe(PARAM_ERROR);
    expect((await createCampaign({ campaign_name: '组'.repeat(50) })).code).toBe(0);
    const day = await createCampaign({
      campaign_name: '日预算组',
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 299,
    });
    expect(day.code).toBe(PARAM_ERROR);
    const campaignId = oceanengine.CampaignCreateDataSchema.parse(
      (await createCampaign({ campaign_name: '出价组' })).data,
    ).campaign_id;
    expect((await createAd(campaignId, { budget: 299 })).code).toBe(PARAM_ERROR);
    expect((await createAd(campaignId, { cpa_bid: undefined })).code).toBe(PARAM_ERROR);
    expect((await createAd(campaignId)).code).toBe(0);
    const cpc = await createAd(campaignId, { name: '点击计划', pricing: 'PRICING_CPC', bid: 1 });
    expect(cpc.code).toBe(PARAM_ERROR);
  });
});
