import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// Legacy v2 level reports over HTTP (reference §1.5; bububa model/report/get_request.go):
// campaign, ad and creative rows by id and/or time that add up to the advertiser report.

type Row = oceanengine.LevelReportRow;
const DAY = '2025-03-10';

describe('Ocean Engine v2 level reports', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeAll(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterAll(() => s.running.close());

  const report = async (level: string, params: Record<string, unknown>): Promise<Row[]> => {
    const answer = await s.get(`2/report/${level}/get/`, {
      advertiser_id: advertiserId,
      start_date: DAY,
      end_date: DAY,
      page_size: 1000,
      ...params,
    });
    expect(answer.code).toBe(0);
    return oceanengine.LevelReportDataSchema.parse(answer.data).list;
  };
  const cost = (rows: Row[]) => rows.reduce((a, r) => a + (r.cost ?? 0), 0);

  it('splits the advertiser day into campaigns, ads and creatives', async () => {
    const day = (
      await s.get('2/report/advertiser/get/', {
        advertiser_id: advertiserId,
        start_date: DAY,
        end_date: DAY,
      })
    ).data.list[0] as Json;
    expect(day.cost).toBeGreaterThan(0);

    const byCampaign = await report('campaign', {
      group_by: ['STAT_GROUP_BY_FIELD_ID', 'STAT_GROUP_BY_FIELD_STAT_TIME'],
    });
    expect(byCampaign.length).toBeGreaterThan(1);
    expect(cost(byCampaign)).toBeCloseTo(day.cost as number, 2);
    const campaigns = (
      await s.get('2/campaign/get/', {
        advertiser_id: advertiserId,
        page_size: 100,
        filtering: { status: 'CAMPAIGN_STATUS_ALL' },
      })
    ).data.list as Json[];
    for (const r of byCampaign) {
      expect(r.stat_datetime).toBe(`${DAY} 00:00:00`);
      expect(r.campaign_name).toBe(campaigns.find((c) => c.id === r.campaign_id)?.name);
    }

    const top = [...byCampaign].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0))[0] as Row;
    const ads = await report('ad', {
      group_by: ['STAT_GROUP_BY_FIELD_ID'],
      filtering: { campaign_ids: [top.campaign_id] },
    });
    expect(
      ads.every((r) => r.campaign_id === top.campaign_id && r.stat_datetime === undefined),
    ).toBe(true);
    expect(cost(ads)).toBeCloseTo(top.cost ?? 0, 2);

    const ad = ads[0] as Row;
    const creatives = await report('creative', {
      group_by: ['STAT_GROUP_BY_FIELD_ID'],
      filtering: { ad_ids: [ad.ad_id] },
    });
    const listed = (
      await s.get('2/creative/get/', {
        advertiser_id: advertiserId,
        filtering: { ad_id: ad.ad_id },
      })
    ).data.list.map((c: Json) => c.creative_id);
    expect(creatives.length).toBeGreaterThan(0);
    for (const r of creatives) expect(listed).toContain(r.creative_id);
    expect(cost(creatives)).toBeCloseTo(ad.cost ?? 0, 2);

    const hours = await report('campaign', {
      time_granularity: 'STAT_TIME_GRANULARITY_HOURLY',
      fields: ['cost'],
    });
    expect(hours.length).toBe(24);
    expect(Object.keys(hours[0] ?? {}).sort()).toEqual(['cost', 'stat_datetime']);
    expect(cost(hours)).toBeCloseTo(day.cost as number, 2);
  });

  it('orders by a metric and refuses spans over 30 days', async () => {
    const byCost = await report('ad', {
      group_by: ['STAT_GROUP_BY_FIELD_ID'],
      order_field: 'cost',
    });
    const costs = byCost.map((r) => r.cost ?? 0);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const long = await s.get('2/report/campaign/get/', {
      advertiser_id: advertiserId,
      start_date: '2025-01-01',
      end_date: '2025-03-10',
    });
    expect(long.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });
});
