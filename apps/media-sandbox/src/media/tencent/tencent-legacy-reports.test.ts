import { tencent } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import { startTencent, type TencentSession } from './tencent-session';

// Legacy v1.3 daily and hourly reports (reference §3.9; levels of TSDK1 model_report_level.go):
// campaign, adgroup and ad rows of the same delivery as the v3 reports.

type Row = tencent.ReportRow;
const RANGE = { start_date: '2025-03-10', end_date: '2025-03-10' };
const FIELDS = ['cost', 'view_count', 'valid_click_count'];

describe('Tencent legacy reports', () => {
  let s: TencentSession;
  let account: number;
  beforeAll(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterAll(() => s.running.close());

  const rows = async (
    api: Pick<TencentSession, 'get'>,
    params: Record<string, unknown>,
    path = 'daily_reports/get',
  ): Promise<Row[]> => {
    const answer = await api.get(path, {
      account_id: account,
      date_range: RANGE,
      page_size: 2000,
      ...params,
    });
    expect(answer.code).toBe(0);
    return tencent.ReportDataSchema.parse(answer.data).list;
  };
  const total = (list: Row[]) => list.reduce((a, r) => a + (r.cost ?? 0), 0);

  it('splits the account day into campaigns, adgroups and ads', async () => {
    const [v3Day] = await rows(s, {
      level: 'REPORT_LEVEL_ADVERTISER',
      group_by: ['date'],
      fields: FIELDS,
    });
    const [v1Day] = await rows(s.v1, {
      level: 'REPORT_LEVEL_ADVERTISER',
      group_by: ['date'],
      fields: FIELDS,
    });
    expect(v1Day).toEqual(v3Day);
    expect(v1Day?.cost).toBeGreaterThan(0);

    const byCampaign = await rows(s.v1, {
      level: 'REPORT_LEVEL_CAMPAIGN',
      group_by: ['date', 'campaign_id'],
      fields: [...FIELDS, 'campaign_id'],
    });
    expect(byCampaign.length).toBeGreaterThan(1);
    expect(total(byCampaign)).toBe(v1Day?.cost);

    const byAdgroup = await rows(s.v1, {
      level: 'REPORT_LEVEL_ADGROUP',
      group_by: ['date', 'campaign_id', 'adgroup_id'],
      fields: [...FIELDS, 'campaign_id', 'adgroup_id'],
    });
    const campaigns = (await s.v1.get('adgroups/get', { account_id: account, page_size: 100 })).data
      .list as Json[];
    for (const r of byAdgroup) {
      expect(r.campaign_id).toBe(campaigns.find((a) => a.adgroup_id === r.adgroup_id)?.campaign_id);
    }
    for (const c of byCampaign) {
      expect(total(byAdgroup.filter((r) => r.campaign_id === c.campaign_id))).toBe(c.cost);
    }

    const byAd = await rows(s.v1, {
      level: 'REPORT_LEVEL_AD',
      group_by: ['date', 'adgroup_id', 'ad_id'],
      fields: [...FIELDS, 'adgroup_id', 'ad_id'],
    });
    expect(byAd.every((r) => typeof r.ad_id === 'number')).toBe(true);
    expect(total(byAd)).toBe(v1Day?.cost);
    const [someCampaign] = byCampaign;
    const filtered = await rows(s.v1, {
      level: 'REPORT_LEVEL_CAMPAIGN',
      group_by: ['date', 'campaign_id'],
      fields: [...FIELDS, 'campaign_id'],
      filtering: [{ field: 'campaign_id', operator: 'IN', values: [someCampaign?.campaign_id] }],
    });
    expect(filtered).toEqual([someCampaign]);

    const hours = await rows(
      s.v1,
      { level: 'REPORT_LEVEL_CAMPAIGN', group_by: ['campaign_id'], fields: FIELDS },
      'hourly_reports/get',
    );
    expect(total(hours)).toBe(v1Day?.cost);
  });

  it('refuses v3 levels and group_by fields on the legacy reports', async () => {
    const creative = await s.v1.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
      date_range: RANGE,
      group_by: ['date'],
      fields: FIELDS,
    });
    expect(creative.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const byAdOnCampaign = await s.v1.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_CAMPAIGN',
      date_range: RANGE,
      group_by: ['date', 'ad_id'],
      fields: FIELDS,
    });
    expect(byAdOnCampaign.code).toBe(tencent.ErrorCode.PARAM_INVALID);
    const campaignOnV3 = await s.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_CAMPAIGN',
      date_range: RANGE,
      group_by: ['date'],
      fields: FIELDS,
    });
    expect(campaignOnV3.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });
});
