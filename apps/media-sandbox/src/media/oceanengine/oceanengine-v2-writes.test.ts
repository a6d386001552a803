import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// Legacy v2 writes and reject reasons over HTTP (reference §1.5, §1.10): campaign and ad (计划)
// switches, budgets and bids, creative switches, the per-item `errors[]`, and the v2 reject shapes.

const MINUTE = 60_000;

describe('Ocean Engine v2 writes', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const ads = async (ids: bigint[], status?: string) =>
    (
      await s.get('2/ad/get/', {
        advertiser_id: advertiserId,
        filtering: { ids, ...(status ? { status } : {}) },
      })
    ).data.list as Json[];
  const campaign = async (id: bigint) =>
    (
      await s.get('2/campaign/get/', {
        advertiser_id: advertiserId,
        filtering: { ids: [id], status: 'CAMPAIGN_STATUS_ALL' },
      })
    ).data.list[0] as Json;
  const liveAds = async () =>
    (await listAll(s, 'v3.0/promotion/list/', { advertiser_id: advertiserId })).filter(
      (p) => p.status !== 'DELETED',
    );

  it('switches campaigns and ads with lower-case operations and names refused ids', async () => {
    const own = (await liveAds())
      .filter((p) => p.status === 'OK')
      .slice(0, 2)
      .map((p) => p.promotion_id as bigint);
    expect(own).toHaveLength(2);
    const other = (await listAll(s, 'v3.0/promotion/list/', { advertiser_id: s.advertisers[1] }))[0]
      ?.promotion_id as bigint;
    const off = await s.post('2/ad/update/status/', {
      advertiser_id: advertiserId,
      ad_ids: [...own, other],
      opt_status: 'disable',
    });
    expect(off.code).toBe(0);
    const result = oceanengine.AdWriteResultSchema.parse(off.data);
    expect(result.ad_ids).toEqual(own);
    expect(result.errors).toEqual([
      { ad_id: other, error_message: expect.stringContaining('不属于') },
    ]);
    for (const ad of await ads(own)) {
      expect(ad.opt_status).toBe('AD_STATUS_DISABLE');
      expect(ad.status).toBe('AD_STATUS_DISABLE');
    }
    const v3 = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: own },
    });
    expect(v3.data.list.map((p: Json) => p.opt_status)).toEqual(['DISABLE', 'DISABLE']);

    const campaignId = (await ads(own))[0]?.campaign_id as bigint;
    const paused = await s.post('2/campaign/update/status/', {
      advertiser_id: advertiserId,
      campaign_ids: [campaignId],
      opt_status: 'disable',
    });
    expect(oceanengine.CampaignWriteResultSchema.parse(paused.data).campaign_ids).toEqual([
      campaignId,
    ]);
    expect((await campaign(campaignId)).status).toBe('CAMPAIGN_STATUS_DISABLE');

    const removed = await s.post('2/campaign/update/status/', {
      advertiser_id: advertiserId,
      campaign_ids: [campaignId],
      opt_status: 'delete',
    });
    expect(removed.data.campaign_ids).toEqual([campaignId]);
    expect((await campaign(campaignId)).status).toBe('CAMPAIGN_STATUS_DELETE');
    const children = await s.get('2/ad/get/', {
      advertiser_id: advertiserId,
      filtering: { campaign_id: campaignId, status: 'AD_STATUS_ALL' },
    });
    expect(children.data.list.map((a: Json) => a.status)).toEqual(
      children.data.list.map(() => 'AD_STATUS_DELETE'),
    );
    const again = await s.post('2/campaign/update/status/', {
      advertiser_id: advertiserId,
      campaign_ids: [campaignId],
      opt_status: 'enable',
    });
    expect(again.data.errors[0]).toEqual({
      campaign_id: campaignId,
      error_message: expect.stringContaining('已删除'),
    });

    const upper = await s.post('2/ad/update/status/', {
      advertiser_id: advertiserId,
      ad_ids: own,
      opt_status: 'DISABLE',
    });
    expect(upper.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
    const tooMany = await s.post('2/ad/update/status/', {
      advertiser_id: advertiserId,
      ad_ids: Array.from({ length: oceanengine.V2_STATUS_IDS_MAX + 1 }, (_, i) => i + 1),
      opt_status: 'enable',
    });
    expect(tooMany.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('changes ad budgets and bids with the promotion rules', async () => {
    const target = (await liveAds()).find(
      (p) => typeof p.budget === 'number' && typeof p.cpa_bid === 'number',
    );
    const id = target?.promotion_id as bigint;
    const budget = async (yuan: number) =>
      oceanengine.AdWriteResultSchema.parse(
        (
          await s.post('2/ad/update/budget/', {
            advertiser_id: advertiserId,
            data: [{ ad_id: id, budget: yuan }],
          })
        ).data,
      );
    expect((await budget(200)).errors[0]?.error_message).toContain('300元');
    expect((await budget(20_000)).ad_ids).toEqual([id]);
    expect((await budget(20_050)).errors[0]?.error_message).toContain('100元');
    const [afterBudget] = await ads([id]);
    expect(afterBudget).toMatchObject({ budget: 20_000, budget_mode: 'BUDGET_MODE_DAY' });

    const bid = async (yuan: number) =>
      oceanengine.AdWriteResultSchema.parse(
        (
          await s.post('2/ad/update/bid/', {
            advertiser_id: advertiserId,
            data: [{ ad_id: id, bid: yuan }],
          })
        ).data,
      );
    expect((await bid(20_000)).errors[0]?.error_message).toContain('0.1-10000');
    expect((await bid(42.5)).ad_ids).toEqual([id]);
    const [afterBid] = await ads([id]);
    expect(afterBid?.cpa_bid ?? afterBid?.bid).toBe(42.5);
    const fractional = await s.post('2/ad/update/bid/', {
      advertiser_id: advertiserId,
      data: [{ ad_id: id, bid: 1.234 }],
    });
    expect(fractional.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('updates a campaign budget against its modify_time', async () => {
    const first = (
      await s.get('2/campaign/get/', { advertiser_id: advertiserId, page_size: 100 })
    ).data.list.find((c: Json) => c.status !== 'CAMPAIGN_STATUS_DELETE') as Json;
    const id = first.id as bigint;
    const low = await s.post('2/campaign/update/', {
      advertiser_id: advertiserId,
      campaign_id: id,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 299,
    });
    expect(low).toMatchObject({ code: 40001, message: expect.stringContaining('300元') });
    expect((await campaign(id)).budget).toBe(first.budget);

    const ok = await s.post('2/campaign/update/', {
      advertiser_id: advertiserId,
      campaign_id: id,
      modify_time: first.modify_time,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 888.88,
    });
    expect(ok.code).toBe(0);
    expect(oceanengine.CampaignUpdateResultSchema.parse(ok.data)).toEqual({ campaign_id: id });
    expect(await campaign(id)).toMatchObject({ budget: 888.88, budget_mode: 'BUDGET_MODE_DAY' });

    const stale = await s.post('2/campaign/update/', {
      advertiser_id: advertiserId,
      campaign_id: id,
      modify_time: first.modify_time,
      budget: 999,
    });
    expect(stale).toMatchObject({ code: 40001, message: expect.stringContaining('modify_time') });
    expect((await campaign(id)).budget).toBe(888.88);

    const unlimited = await s.post('2/campaign/update/', {
      advertiser_id: advertiserId,
      campaign_id: id,
      budget_mode: 'BUDGET_MODE_INFINITE',
    });
    expect(unlimited.code).toBe(0);
    expect(await campaign(id)).toMatchObject({ budget: 0, budget_mode: 'BUDGET_MODE_INFINITE' });
    const budgetWithoutMode = await s.post('2/campaign/update/', {
      advertiser_id: advertiserId,
      campaign_id: id,
      budget: 500,
    });
    expect(budgetWithoutMode).toMatchObject({
      code: 40001,
      message: expect.stringContaining('BUDGET_MODE_INFINITE'),
    });
    expect((await campaign(id)).budget_mode).toBe('BUDGET_MODE_INFINITE');
  });

  it('switches and deletes creatives, keeping an ad’s last one', async () => {
    const ad = (await liveAds()).find(
      (p) => (p.promotion_materials.video_material_list?.length ?? 0) >= 2,
    );
    const adId = ad?.promotion_id as bigint;
    const creatives = async (status?: string) =>
      (
        await s.get('2/creative/get/', {
          advertiser_id: advertiserId,
          filtering: { ad_id: adId, ...(status ? { status } : {}) },
          page_size: 100,
        })
      ).data.list as Json[];
    const ids = (await creatives()).map((c) => c.creative_id as bigint);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const [first, ...rest] = ids as [bigint, ...bigint[]];
    const picked = await s.get('2/creative/get/', {
      advertiser_id: advertiserId,
      filtering: { creative_ids: [first] },
      page_size: 1000,
    });
    expect(picked.data.list.map((c: Json) => c.creative_id)).toEqual([first]);
    const tooBig = await s.get('2/creative/get/', { advertiser_id: advertiserId, page_size: 1001 });
    expect(tooBig.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);

    const off = await s.post('2/creative/update/status/', {
      advertiser_id: advertiserId,
      creative_ids: [first, 1n],
      opt_status: 'disable',
    });
    const result = oceanengine.CreativeWriteResultSchema.parse(off.data);
    expect(result.success).toEqual([first]);
    expect(result.errors).toEqual([
      { creative_id: 1n, error_message: expect.stringContaining('不存在') },
    ]);
    const disabled = (await creatives()).find((c) => c.creative_id === first);
    expect(disabled).toMatchObject({
      status: 'CREATIVE_STATUS_DISABLE',
      opt_status: 'CREATIVE_STATUS_DISABLE',
    });
    await s.post('2/creative/update/status/', {
      advertiser_id: advertiserId,
      creative_ids: [first],
      opt_status: 'enable',
    });
    expect((await creatives()).find((c) => c.creative_id === first)?.opt_status).toBe(
      'CREATIVE_STATUS_ENABLE',
    );

    const deleted = await s.post('2/creative/update/status/', {
      advertiser_id: advertiserId,
      creative_ids: [first],
      opt_status: 'delete',
    });
    expect(deleted.data.success).toEqual([first]);
    expect((await creatives()).map((c) => c.creative_id)).not.toContain(first);
    const all = await creatives('CREATIVE_STATUS_ALL');
    expect(all.find((c) => c.creative_id === first)?.status).toBe('CREATIVE_STATUS_DELETE');

    const others = await s.post('2/creative/update/status/', {
      advertiser_id: advertiserId,
      creative_ids: rest,
      opt_status: 'delete',
    });
    const left = (await creatives()).map((c) => c.creative_id as bigint);
    expect(left).toHaveLength(1);
    expect(others.data.errors).toEqual([
      { creative_id: left[0], error_message: expect.stringContaining('最后一个创意') },
    ]);
  });

  it('filters v2 lists by creation and modification day', async () => {
    const all = (await s.get('2/ad/get/', { advertiser_id: advertiserId, page_size: 100 })).data
      .list as Json[];
    const oldest = all.at(-1) as Json;
    const day = (oldest.ad_create_time as string).slice(0, 10);
    const created = (
      await s.get('2/ad/get/', {
        advertiser_id: advertiserId,
        page_size: 100,
        filtering: { ad_create_time: day },
      })
    ).data.list as Json[];
    expect(created.map((a) => a.id)).toContain(oldest.id);
    expect(created.every((a) => (a.ad_create_time as string).startsWith(day))).toBe(true);
    expect(created.length).toBeLessThan(all.length);

    const target = all.find((a) => a.status === 'AD_STATUS_DELIVERY_OK') as Json;
    await s.post('2/ad/update/status/', {
      advertiser_id: advertiserId,
      ad_ids: [target.id],
      opt_status: 'disable',
    });
    const today = '2025-03-12';
    const modified = (
      await s.get('2/ad/get/', {
        advertiser_id: advertiserId,
        page_size: 100,
        filtering: { ad_modify_time: today },
      })
    ).data.list as Json[];
    expect(modified.map((a) => a.id)).toContain(target.id);
    expect(modified.every((a) => (a.ad_modify_time as string).startsWith(today))).toBe(true);

    const campaigns = (
      await s.get('2/campaign/get/', { advertiser_id: advertiserId, page_size: 100 })
    ).data.list as Json[];
    const first = campaigns.at(-1) as Json;
    const byDay = (
      await s.get('2/campaign/get/', {
        advertiser_id: advertiserId,
        filtering: { campaign_create_time: (first.campaign_create_time as string).slice(0, 10) },
      })
    ).data.list as Json[];
    expect(byDay.map((c) => c.id)).toContain(first.id);
    expect(byDay.length).toBeLessThan(campaigns.length);
  });

  it('answers the v2 reject reasons of a denied ad and its creatives', async () => {
    const projectId = (await listAll(s, 'v3.0/project/list/', { advertiser_id: advertiserId }))[0]
      ?.project_id;
    await fetch(`${s.running.base}/_admin/world/audit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 10 * MINUTE, denyRate: 1 }),
    });
    const created = await s.post('v3.0/promotion/create/', {
      advertiser_id: advertiserId,
      project_id: projectId,
      name: '旧版计划-审核测试',
      promotion_materials: {
        video_material_list: [
          { image_mode: 'VIDEO_VERTICAL', video_id: 'v0legacy001' },
          { image_mode: 'VIDEO_VERTICAL', video_id: 'v0legacy002' },
        ],
        title_material_list: [{ title: '老版本也能投' }],
        call_to_action_buttons: ['立即下载'],
      },
      budget: 500,
    });
    const id = created.data.promotion_id as bigint;
    const ask = () => s.get('2/ad/reject_reason/', { advertiser_id: advertiserId, ad_ids: [id] });
    const pending = oceanengine.AdRejectReasonDataSchema.parse((await ask()).data);
    expect(pending.list[0]?.ad_reject?.reject_data).toEqual([]);
    expect(pending.list[0]?.creative_reject).toEqual([]);

    await s.advance(11 * MINUTE);
    const [v2] = oceanengine.AdRejectReasonDataSchema.parse((await ask()).data).list;
    const v3 = (
      await s.get('v3.0/promotion/reject_reason/get/', {
        advertiser_id: advertiserId,
        promotion_ids: [id],
      })
    ).data.list[0] as oceanengine.RejectReasonData['list'][number];
    const v3Reasons = new Set([
      ...v3.promotion_reject.flatMap((r) => r.reject_reason),
      ...v3.material_reject.flatMap((r) => r.reject_reason),
    ]);
    const v2Reasons = new Set([
      ...(v2?.ad_reject?.reject_data ?? []).map((r) => r.reject_reason),
      ...(v2?.creative_reject ?? []).flatMap((c) => c.material_reject.map((m) => m.reject_reason)),
    ]);
    expect(v3Reasons.size).toBeGreaterThan(0);
    expect(v2Reasons).toEqual(v3Reasons);
    const [deniedAd] = (
      await s.get('2/ad/get/', { advertiser_id: advertiserId, filtering: { ids: [id] } })
    ).data.list as Json[];
    expect(deniedAd?.status).toBe('AD_STATUS_AUDIT_DENY');
    expect(new Set((deniedAd?.audit_reject_reason as string).split('；'))).toEqual(v3Reasons);
    expect(v2?.is_procedual_ad).toBe(0);

    const creativeIds = (
      await s.get('2/creative/get/', { advertiser_id: advertiserId, filtering: { ad_id: id } })
    ).data.list.map((c: Json) => c.creative_id as bigint);
    const byCreative = oceanengine.CreativeRejectReasonDataSchema.parse(
      (
        await s.get('2/creative/reject_reason/', {
          advertiser_id: advertiserId,
          creative_ids: creativeIds,
        })
      ).data,
    );
    expect(byCreative.list.map((c) => c.creative_id)).toEqual(creativeIds);
    for (const entry of byCreative.list) {
      expect(entry).toEqual(
        (v2?.creative_reject ?? []).find((c) => c.creative_id === entry.creative_id) ?? {
          creative_id: entry.creative_id,
          reject_data: [],
          material_reject: [],
        },
      );
    }
    const eleven = await s.get('2/creative/reject_reason/', {
      advertiser_id: advertiserId,
      creative_ids: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(eleven.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });
});
