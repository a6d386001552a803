import { describe, expect, it } from 'vitest';
import { encodeQuery, oceanengine, tencent } from './index';

// The legacy APIs' wire rules (reference §1.10, §3.9) at the schema level: what a server reading
// the query or body accepts and refuses.

const viaQuery = (params: Record<string, unknown>) => encodeQuery(params);

describe('Ocean Engine v2 wire', () => {
  it('takes the lower-case switch operations and at most 100 ids', () => {
    const ok = { advertiser_id: 1, ad_ids: [7320000000000000002n, 3n], opt_status: 'disable' };
    expect(oceanengine.AdStatusUpdateRequestSchema.parse(ok)).toEqual(ok);
    expect(
      oceanengine.AdStatusUpdateRequestSchema.safeParse({ ...ok, opt_status: 'DISABLE' }).success,
    ).toBe(false);
    const many = Array.from({ length: oceanengine.V2_STATUS_IDS_MAX + 1 }, (_, i) => i + 1);
    expect(
      oceanengine.CampaignStatusUpdateRequestSchema.safeParse({ ...ok, campaign_ids: many })
        .success,
    ).toBe(false);
  });

  it('reads reject-reason ids from a JSON query and refuses more than 10', () => {
    const query = viaQuery({ advertiser_id: 1, ad_ids: [7320000000000000007n, 8] });
    expect(oceanengine.AdRejectReasonRequestSchema.parse(query)).toEqual({
      advertiser_id: 1,
      ad_ids: [7320000000000000007n, 8n],
    });
    const eleven = viaQuery({
      advertiser_id: 1,
      creative_ids: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(oceanengine.CreativeRejectReasonRequestSchema.safeParse(eleven).success).toBe(false);
  });

  it('refuses budgets and bids finer than a fen', () => {
    const item = { ad_id: 2, budget: 300.005 };
    expect(
      oceanengine.AdBudgetUpdateRequestSchema.safeParse({ advertiser_id: 1, data: [item] }).success,
    ).toBe(false);
    expect(
      oceanengine.AdBidUpdateRequestSchema.safeParse({
        advertiser_id: 1,
        data: [{ ad_id: 2, bid: 1.5 }],
      }).success,
    ).toBe(true);
  });

  it('reads a level report query with its defaults', () => {
    const query = viaQuery({
      advertiser_id: 1,
      start_date: '2025-03-10',
      end_date: '2025-03-10',
      group_by: ['STAT_GROUP_BY_FIELD_ID'],
      filtering: { campaign_ids: [7310000000000000005n] },
    });
    expect(oceanengine.LevelReportRequestSchema.parse(query)).toMatchObject({
      time_granularity: 'STAT_TIME_GRANULARITY_DAILY',
      group_by: ['STAT_GROUP_BY_FIELD_ID'],
      filtering: { campaign_ids: [7310000000000000005n] },
    });
    const bad = viaQuery({ ...query, group_by: ['STAT_GROUP_BY_INVENTORY'] });
    expect(oceanengine.LevelReportRequestSchema.safeParse(bad).success).toBe(false);
  });
});

describe('Tencent v1.3 wire', () => {
  it('pages legacy lists by number only', () => {
    const query = viaQuery({ account_id: 1, page: 2, page_size: 50 });
    expect(tencent.LegacyCampaignGetRequestSchema.parse(query)).toEqual({
      account_id: 1,
      page: 2,
      page_size: 50,
    });
    const cursor = viaQuery({ account_id: 1, pagination_mode: 'PAGINATION_MODE_CURSOR' });
    expect(tencent.LegacyAdGetRequestSchema.parse(cursor)).toEqual({ account_id: 1 });
  });

  it('takes a 336-cell weekly schedule in an adgroup update', () => {
    const base = { account_id: 1, adgroup_id: 2 };
    expect(
      tencent.LegacyAdgroupUpdateRequestSchema.safeParse({
        ...base,
        time_series: '1'.repeat(336),
      }).success,
    ).toBe(true);
    expect(
      tencent.LegacyAdgroupUpdateRequestSchema.safeParse({ ...base, time_series: '1'.repeat(168) })
        .success,
    ).toBe(false);
  });

  it('knows the legacy report levels only on the legacy reports', () => {
    const query = (level: string) =>
      viaQuery({
        account_id: 1,
        level,
        date_range: { start_date: '2025-03-10', end_date: '2025-03-10' },
        group_by: ['date'],
        fields: ['cost'],
      });
    expect(
      tencent.LegacyDailyReportsRequestSchema.safeParse(query('REPORT_LEVEL_AD')).success,
    ).toBe(true);
    expect(
      tencent.LegacyDailyReportsRequestSchema.safeParse(query('REPORT_LEVEL_DYNAMIC_CREATIVE'))
        .success,
    ).toBe(false);
    expect(
      tencent.DailyReportsRequestSchema.safeParse(query('REPORT_LEVEL_CAMPAIGN')).success,
    ).toBe(false);
  });
});
