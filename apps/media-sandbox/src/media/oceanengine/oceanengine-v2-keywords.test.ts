import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// Search keywords of legacy v2 ads over HTTP: a search campaign's ad takes words (100 a call,
// 1,000 an ad), refuses each bad word with the medium's reason, and lists them back; a feed
// campaign's ad takes none.

const { PARAM_ERROR } = oceanengine.ErrorCode;

describe('Ocean Engine v2 ad keywords', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const adOf = async (campaignType: 'FEED' | 'SEARCH') => {
    const campaign = await s.post('2/campaign/create/', {
      advertiser_id: advertiserId,
      campaign_name: `旧版${campaignType}广告组`,
      budget_mode: 'BUDGET_MODE_INFINITE',
      landing_type: 'APP',
      campaign_type: campaignType,
    });
    const campaignId = oceanengine.CampaignCreateDataSchema.parse(campaign.data).campaign_id;
    const ad = await s.post('2/ad/create/', {
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      name: `旧版${campaignType}计划`,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 500,
      pricing: 'PRICING_OCPM',
      cpa_bid: 20,
    });
    return oceanengine.AdCreateDataSchema.parse(ad.data).ad_id;
  };
  const create = (adId: bigint, words: string[]) =>
    s.post('2/keyword/create_v2/', {
      advertiser_id: advertiserId,
      ad_id: adId,
      keywords: words.map((word) => ({ word, match_type: 'PHRASE' })),
    });
  const list = async (adId: bigint) =>
    oceanengine.V2KeywordGetDataSchema.parse(
      (
        await s.get('2/keyword/get/', {
          advertiser_id: advertiserId,
          filtering: JSON.stringify({ ad_id: String(adId) }),
        })
      ).data,
    ).list.map((k) => k.word);

  it('adds a search ad’s keywords, refusing each bad word, and lists them back', async () => {
    const adId = await adOf('SEARCH');
    const answer = await create(adId, ['传奇手游', '外挂下载', '长'.repeat(21), '传奇手游']);
    expect(answer.code).toBe(0);
    const data = oceanengine.V2KeywordCreateDataSchema.parse(answer.data);
    expect(data.success_list.map((k) => k.word)).toEqual(['传奇手游']);
    expect(data.error_list).toEqual([
      { word: '外挂下载', error_reason: '关键词包含违禁内容' },
      { word: '长'.repeat(21), error_reason: '关键词长度不能超过20个字' },
      { word: '传奇手游', error_reason: '关键词已存在' },
    ]);
    expect(await list(adId)).toEqual(['传奇手游']);
  });

  it('takes at most 100 words a call and 1,000 an ad', async () => {
    const adId = await adOf('SEARCH');
    const words = (from: number) => Array.from({ length: 100 }, (_, i) => `词${from + i}`);
    expect((await create(adId, [...words(0), '多一个'])).code).toBe(PARAM_ERROR);
    for (let call = 0; call < 10; call += 1)
      expect((await create(adId, words(call * 100))).code).toBe(0);
    const full = oceanengine.V2KeywordCreateDataSchema.parse((await create(adId, ['满了'])).data);
    expect(full.error_list).toEqual([
      { word: '满了', error_reason: '计划关键词数量已达上限1000个' },
    ]);
    expect(await list(adId)).toHaveLength(1000);
  });

  it('refuses keywords on a feed campaign’s ad, adding nothing', async () => {
    const adId = await adOf('FEED');
    const answer = await create(adId, ['传奇手游']);
    expect(answer.code).toBe(PARAM_ERROR);
    expect(answer.message).toBe('仅搜索广告组下的计划可以添加关键词');
    expect(await list(adId)).toEqual([]);
  });
});
