import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// Kuaishou campaigns, units and creatives over HTTP (reference §2.5–§2.7, §2.10): lists and
// paging, ≤ 20-id status batches answering only the applied ids, review with review_detail, 厘.

const MINUTE = 60_000;
const { ErrorCode } = kuaishou;

describe('Kuaishou campaigns, units and creatives', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const listAll = async (path: string, body: Record<string, unknown>) => {
    const out: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.post(path, { ...body, page, page_size: 7 });
      expect(answer.code).toBe(0);
      out.push(...answer.data.details);
      if (page * 7 >= answer.data.total_count) return out;
    }
  };

  it('lists seeded campaigns, units and creatives with {total_count, details[]} paging', async () => {
    const first = await s.post('gw/dsp/campaign/list', {
      advertiser_id: advertiserId,
      page: 1,
      page_size: 4,
    });
    expect(first.code).toBe(0);
    const page = kuaishou.CampaignListDataSchema.parse(first.data);
    expect(page.details).toHaveLength(4);
    expect(page.total_count).toBe(10);
    const all = await listAll('gw/dsp/campaign/list', { advertiser_id: advertiserId });
    expect(new Set(all.map((c) => c.campaign_id)).size).toBe(10);
    for (const c of kuaishou.CampaignListDataSchema.parse({ total_count: 10, details: all })
      .details) {
      // 厘: 0 = 不限, otherwise at least 500 yuan.
      expect(c.day_budget === 0 || c.day_budget >= 500_000).toBe(true);
      expect([1, 3, 4, 6]).toContain(c.status);
    }

    const units = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, page_size: 2000 })).data,
    );
    expect(units.total_count).toBe(30);
    expect(
      units.details.every((u) => u.schedule_time === '' || u.schedule_time?.length === 168),
    ).toBe(true);
    const statuses = new Set(units.details.map((u) => u.status));
    expect(statuses.has(20)).toBe(true);
    const denied = units.details.filter((u) => u.status === 12);
    expect(denied.every((u) => (u.review_detail ?? '').length > 0)).toBe(true);
    const campaignId = all[0]?.campaign_id as number;
    const ofCampaign = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, campaign_id: campaignId }))
        .data,
    );
    expect(ofCampaign.details.every((u) => u.campaign_id === campaignId)).toBe(true);

    const creatives = kuaishou.CreativeListDataSchema.parse(
      (await s.post('gw/dsp/creative/list', { advertiser_id: advertiserId, page_size: 2000 })).data,
    );
    expect(creatives.total_count).toBeGreaterThanOrEqual(30);
    expect(creatives.details.some((c) => c.status === 52)).toBe(true);

    const tooBig = await s.post('gw/dsp/campaign/list', {
      advertiser_id: advertiserId,
      page_size: 2001,
    });
    expect(tooBig.code).toBe(ErrorCode.PARAM_ERROR);
    const tooMany = await s.post('gw/dsp/unit/list', {
      advertiser_id: advertiserId,
      unit_ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('applies campaign status batches of ≤ 20 ids and answers only the applied ones', async () => {
    const own = kuaishou.CampaignListDataSchema.parse(
      (await s.post('gw/dsp/campaign/list', { advertiser_id: advertiserId, page_size: 3 })).data,
    ).details.map((c) => c.campaign_id);
    const other = s.running.sandbox.state.kuaishou.campaigns
      .values()
      .find((c) => c.advertiserId !== advertiserId)?.id;
    const ids = [...own, other ?? 0, 999];
    const answer = await s.post('v1/campaign/update/status', {
      advertiser_id: advertiserId,
      campaign_ids: ids,
      put_status: 2,
    });
    expect(answer.code).toBe(0);
    expect(kuaishou.CampaignStatusUpdateDataSchema.parse(answer.data).campaign_ids).toEqual(own);
    const paused = kuaishou.CampaignListDataSchema.parse(
      (await s.post('gw/dsp/campaign/list', { advertiser_id: advertiserId, campaign_ids: own }))
        .data,
    );
    expect(paused.details.map((c) => [c.put_status, c.status])).toEqual(own.map(() => [2, 1]));

    const tooMany = await s.post('v1/ad_unit/update/status', {
      advertiser_id: advertiserId,
      unit_ids: Array.from({ length: kuaishou.UNIT_STATUS_BATCH_MAX + 1 }, (_, i) => i + 1),
      put_status: 2,
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);

    // Deleting a campaign deletes its units: they leave the default list.
    const deleted = own[0] ?? 0;
    await s.post('v1/campaign/update/status', {
      advertiser_id: advertiserId,
      campaign_id: deleted,
      put_status: 3,
    });
    const units = await s.post('gw/dsp/unit/list', {
      advertiser_id: advertiserId,
      campaign_id: deleted,
    });
    expect(units.data.total_count).toBe(0);
    const again = await s.post('v1/campaign/update/status', {
      advertiser_id: advertiserId,
      campaign_ids: [deleted],
      put_status: 1,
    });
    expect(again.data.campaign_ids).toEqual([]);
  });

  it('names each refused unit and creative of a status batch in errors[]', async () => {
    const unitIds = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, page_size: 2 })).data,
    ).details.map((u) => u.unit_id);
    const units = kuaishou.UnitStatusUpdateDataSchema.parse(
      (
        await s.post('v1/ad_unit/update/status', {
          advertiser_id: advertiserId,
          unit_ids: [...unitIds, 999],
          put_status: 2,
        })
      ).data,
    );
    expect(units.unit_ids).toEqual(unitIds);
    expect(units.errors).toEqual([
      { id: 999, unit_id: 999, error_msg: expect.stringContaining('不存在') as string },
    ]);

    const creativeIds = kuaishou.CreativeListDataSchema.parse(
      (await s.post('gw/dsp/creative/list', { advertiser_id: advertiserId, page_size: 1 })).data,
    ).details.map((c) => c.creative_id);
    const creatives = kuaishou.CreativeStatusUpdateDataSchema.parse(
      (
        await s.post('v1/creative/update/status', {
          advertiser_id: advertiserId,
          creative_ids: [...creativeIds, 998],
          put_status: 2,
        })
      ).data,
    );
    expect(creatives.creative_ids).toEqual(creativeIds);
    expect(creatives.errors.map((e) => kuaishou.refusedId(e, 'creative_id'))).toEqual([998]);
    expect(creatives.errors[0]?.error_code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('sets one bid on several units with a deep bid and ROI, refusing units it does not fit', async () => {
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '出价批量计划',
      type: 2,
    });
    const create = async (name: string, extra: Record<string, unknown>) => {
      const answer = await s.post('gw/dsp/unit/create', {
        advertiser_id: advertiserId,
        campaign_id: campaign.data.campaign_id,
        unit_name: name,
        bid_type: 10,
        cpa_bid: 20_000,
        ...extra,
      });
      expect(answer.code).toBe(0);
      return answer.data.unit_id as number;
    };
    const roi = await create('首日ROI组', { ocpx_action_type: 191, deep_conversion_type: 92 });
    const pay = await create('付费组', { ocpx_action_type: 190, deep_conversion_type: 3 });
    const active = await create('激活组', { ocpx_action_type: 180 });
    const answer = await s.post('v1/ad_unit/update/bid', {
      advertiser_id: advertiserId,
      unit_ids: [roi, pay, active],
      bid: 30_000,
      deep_conversion_bid: 60_000,
      roi_ratio: 1.25,
    });
    expect(answer.code).toBe(0);
    const data = kuaishou.UnitBidUpdateDataSchema.parse(answer.data);
    expect(data.unit_ids).toEqual([roi]);
    expect(data.errors.map((e) => [e.id, e.error_msg])).toEqual([
      [pay, '仅 ROI 优化目标的广告组可设置 roi_ratio'],
      [active, '该广告组未设置深度转化目标'],
    ]);
    const read = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, unit_ids: [roi, pay] }))
        .data,
    ).details;
    expect(read.find((u) => u.unit_id === roi)).toMatchObject({
      cpa_bid: 30_000,
      deep_conversion_bid: 60_000,
      roi_ratio: 1.25,
    });
    expect(read.find((u) => u.unit_id === pay)?.cpa_bid).toBe(20_000);

    const low = kuaishou.UnitBidUpdateDataSchema.parse(
      (
        await s.post('v1/ad_unit/update/bid', {
          advertiser_id: advertiserId,
          unit_id: active,
          bid: 4_000,
        })
      ).data,
    );
    expect(low.errors[0]?.error_msg).toBe('出价不得低于 5 元');
  });

  it('sets the day budget of several units, naming the refused ones (documentId 2573)', async () => {
    const unitIds = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, page_size: 2 })).data,
    ).details.map((u) => u.unit_id);
    const answer = await s.post('v1/ad_unit/update/day_budget', {
      advertiser_id: advertiserId,
      unit_ids: [...unitIds, 997],
      day_budget: 50_000_000,
    });
    const data = kuaishou.UnitDayBudgetUpdateDataSchema.parse(answer.data);
    expect(data.unit_ids).toEqual(unitIds);
    expect(data.errors.map((e) => e.id)).toEqual([997]);
    const tooSmall = await s.post('v1/ad_unit/update/day_budget', {
      advertiser_id: advertiserId,
      unit_id: unitIds[0],
      day_budget: 99_999,
    });
    expect(tooSmall.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('reviews new units and creatives after the delay, with review_detail on a denial', async () => {
    await s.audit({ delayMs: 10 * MINUTE, denyRate: 0 });
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '测试计划-审核',
      type: 2,
      day_budget: 800_000,
    });
    expect(campaign.code).toBe(0);
    const campaignId = campaign.data.campaign_id as number;
    const unit = await s.post('gw/dsp/unit/create', {
      advertiser_id: advertiserId,
      campaign_id: campaignId,
      unit_name: '测试组-审核',
      bid_type: 10,
      cpa_bid: 45_000,
      ocpx_action_type: 180,
      url: 'https://app.example-games.cn/test/download',
    });
    expect(unit.code).toBe(0);
    const unitId = unit.data.unit_id as number;
    const passing = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: unitId,
      creative_name: '通过的创意',
      creative_material_type: 1,
      photo_id: '5200000001',
      description: '全新版本上线',
    });
    await s.audit({ denyRate: 1 });
    const failing = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: unitId,
      creative_name: '被拒的创意',
      creative_material_type: 6,
      image_tokens: ['market_test.jpg'],
      description: '登录就送十连抽',
    });
    const read = async () =>
      kuaishou.CreativeListDataSchema.parse(
        (await s.post('gw/dsp/creative/list', { advertiser_id: advertiserId, unit_id: unitId }))
          .data,
      ).details;
    const unitStatus = async () =>
      kuaishou.UnitListDataSchema.parse(
        (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, unit_ids: [unitId] }))
          .data,
      ).details[0]?.status;

    expect((await read()).map((c) => c.status)).toEqual([41, 41]);
    expect(await unitStatus()).toBe(11);
    await s.advance(11 * MINUTE);
    const after = await read();
    const byId = new Map(after.map((c) => [c.creative_id, c]));
    expect(byId.get(passing.data.creative_id)?.status).toBe(52);
    expect(byId.get(failing.data.creative_id)).toMatchObject({ status: 42 });
    expect(byId.get(failing.data.creative_id)?.review_detail).toMatch(/.+/);
    expect(byId.get(passing.data.creative_id)?.review_detail).toBeUndefined();
    expect(await unitStatus()).toBe(20);
  });

  it('keeps bids and budgets in 厘 and enforces the campaign budget floor', async () => {
    const tooLow = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '预算过低',
      type: 2,
      day_budget: 499_999,
    });
    expect(tooLow.code).toBe(ErrorCode.PARAM_ERROR);
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '厘计划',
      type: 2,
      day_budget: 500_000,
    });
    const duplicate = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '厘计划',
      type: 2,
    });
    expect(duplicate.code).toBe(ErrorCode.PARAM_ERROR);
    const unit = await s.post('gw/dsp/unit/create', {
      advertiser_id: advertiserId,
      campaign_id: campaign.data.campaign_id,
      unit_name: '厘组',
      bid_type: 2,
      bid: 1_230,
      schedule_time: '0'.repeat(9) + '1'.repeat(15) + '1'.repeat(144),
    });
    expect(unit.code).toBe(0);
    const unitId = unit.data.unit_id as number;
    expect(
      (
        await s.post('v1/ad_unit/update/bid', {
          advertiser_id: advertiserId,
          unit_id: unitId,
          bid: 1_560,
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await s.post('v1/ad_unit/update/day_budget', {
          advertiser_id: advertiserId,
          unit_id: unitId,
          day_budget: 300_000,
        })
      ).code,
    ).toBe(0);
    const read = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, unit_ids: [unitId] })).data,
    ).details[0];
    expect(read).toMatchObject({ bid: 1_560, day_budget: 300_000, bid_type: 2 });
    expect(read?.schedule_time).toHaveLength(168);
    // The engine reads 1.56 yuan as 156 分 and the 168-hour mask as 336 half-hours.
    const settings = s.running.sandbox.sim
      .world('kuaishou')
      .plugin.settings2(
        s.running.sandbox.state.kuaishou.units.get(unitId),
        s.running.sandbox.state.kuaishou.campaigns.get(campaign.data.campaign_id),
      );
    expect(settings.bid?.bidFen).toBe(156);
    expect(settings.budget).toEqual({ mode: 'daily', fen: 30_000 });
    expect(settings.schedule?.mask).toHaveLength(336);
    expect(settings.schedule?.mask?.slice(0, 18)).toBe('0'.repeat(18));
  });
});
