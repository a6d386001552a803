import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// POST 2/creative/custom_creative/update/ over HTTP: the ad's whole creative list, each creative's
// own title (5–30 字, half-width characters counting half), creatives left out removed, and the ad
// back under review after a title change.

describe('Ocean Engine v2 custom creative update', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const creativesOf = async (adId: bigint) =>
    (
      await s.get('2/creative/get/', {
        advertiser_id: advertiserId,
        filtering: { ad_id: adId, status: 'CREATIVE_STATUS_NOT_DELETE' },
        page_size: 100,
      })
    ).data.list as Json[];
  const listOf = (creatives: Json[], titleOf: (c: Json) => string) =>
    creatives.map((c) => ({
      creative_id: c.creative_id,
      image_mode: c.image_mode,
      title_material: { title: titleOf(c) },
      ...(c.video_id !== undefined
        ? { video_materials: [{ video_id: c.video_id }] }
        : {
            image_materials: (c.image_ids as string[]).map((id) => ({
              image_info: { image_id: id },
            })),
          }),
    }));

  async function adWithCreatives() {
    const all = (
      await s.get('2/creative/get/', {
        advertiser_id: advertiserId,
        filtering: { status: 'CREATIVE_STATUS_NOT_DELETE' },
        page_size: 1000,
      })
    ).data.list as Json[];
    for (const adId of new Set(all.map((c) => c.ad_id as bigint))) {
      const creatives = await creativesOf(adId);
      if (creatives.length >= 2 && creatives.length <= 10) return { adId, creatives };
    }
    throw new Error('no ad with 2–10 creatives');
  }

  it('changes one creative’s title, keeps the others and sends the ad back to review', async () => {
    const { adId, creatives } = await adWithCreatives();
    const [first] = creatives;
    const answer = await s.post('2/creative/custom_creative/update/', {
      advertiser_id: advertiserId,
      ad_id: adId,
      creative_list: listOf(creatives, (c) =>
        c.creative_id === first?.creative_id ? '新的创意标题ABC' : (c.title as string),
      ),
    });
    expect(answer.code).toBe(0);
    const result = oceanengine.CustomCreativeUpdateResultSchema.parse(answer.data);
    expect(result.creative_ids.sort()).toEqual(creatives.map((c) => c.creative_id).sort());
    const after = await creativesOf(adId);
    expect(after.map((c) => [c.creative_id, c.title])).toEqual(
      creatives.map((c) => [
        c.creative_id,
        c.creative_id === first?.creative_id ? '新的创意标题ABC' : c.title,
      ]),
    );
    const ad = (
      await s.get('2/ad/get/', {
        advertiser_id: advertiserId,
        filtering: { ids: [adId] },
      })
    ).data.list[0] as Json;
    expect(['AD_STATUS_AUDIT', 'AD_STATUS_REAUDIT']).toContain(ad.status);
  });

  it('refuses a title outside 5–30 字 and changes nothing', async () => {
    const { adId, creatives } = await adWithCreatives();
    for (const title of ['四个字A', '好'.repeat(30) + 'a']) {
      const answer = await s.post('2/creative/custom_creative/update/', {
        advertiser_id: advertiserId,
        ad_id: adId,
        creative_list: listOf(creatives, () => title),
      });
      expect(answer.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
      expect(answer.message).toContain('5-30');
    }
    expect(await creativesOf(adId)).toEqual(creatives);
  });

  it('removes the creatives the list leaves out', async () => {
    const { adId, creatives } = await adWithCreatives();
    const [kept] = creatives;
    const answer = await s.post('2/creative/custom_creative/update/', {
      advertiser_id: advertiserId,
      ad_id: adId,
      creative_list: listOf([kept as Json], (c) => c.title as string),
    });
    expect(answer.code).toBe(0);
    expect((await creativesOf(adId)).map((c) => c.creative_id)).toEqual([kept?.creative_id]);
  });
});
