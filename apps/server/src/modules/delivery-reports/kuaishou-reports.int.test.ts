import type { AccountReportRow, DeliveryObjectRow, ReportPage } from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kuaishouScenario, RANGE, type MediumScenario } from './media-report-scenarios';

// The Kuaishou screen's reports (launchKs: 账户 / 广告计划 / 广告组 / 创意) through HTTP over the
// mirror the Kuaishou sync fills: rows, the Kuaishou filters (spec 002 §9 codes), sort, paging,
// drill-down, data scope, abilities and the export.

const ACCOUNTS = '/api/kuaishou/advertiser/reports';
const CAMPAIGNS = '/api/kuaishou/campaign/reports';
const UNITS = '/api/kuaishou/unit/reports';
const CREATIVES = '/api/kuaishou/creative/reports';

let s: MediumScenario;
const post = <T = ReportPage<DeliveryObjectRow>>(url: string, payload: object, token = s.root) =>
  s.t.call<T>({ method: 'POST', url, payload: { ...RANGE, ...payload }, token });
const names = (list: { name?: string }[]) => list.map((r) => r.name);

beforeAll(async () => {
  s = await kuaishouScenario();
});

afterAll(async () => {
  await s.t.close();
});

describe('kuaishou account and campaign reports', () => {
  it('lists the Kuaishou accounts with their stats, sorted by cost', async () => {
    const res = await post<ReportPage<AccountReportRow>>(ACCOUNTS, { order_field: 'stat_cost' });
    expect(res.data.list.map((r) => r.advertiser_name)).toEqual(['快手账户一', '快手账户二']);
    expect(res.data.list[0]?.stat_cost).toBe(90);
    expect(res.data.totals.stat_cost).toBe(95);
  });

  it('shows campaigns with their type and the advice of a denied unit', async () => {
    const res = await post(CAMPAIGNS, { order_field: 'stat_cost', order_type: 'asc' });
    expect(names(res.data.list)).toEqual(['计划C3', '计划C2', '计划C1']);
    expect(res.data.list[2]).toMatchObject({
      id: s.id.C1,
      level: 1,
      advertiser_name: '快手账户一',
      status: '4',
      opt_status: 'ENABLE',
      audit_denied: true,
      budget: { budget_mode: 'BUDGET_MODE_DAY', budget: 1000 },
      marketing_goal: '2',
      extra: { put_status: '1', campaign_type: '2' },
      stat_cost: 60,
    });
    expect(res.data.list[1]?.audit_denied).toBe(false);
    const apps = await post(CAMPAIGNS, { campaign_type: '7' });
    expect(names(apps.data.list)).toEqual(['计划C2']);
  });
});

describe('kuaishou unit reports', () => {
  it('drills down into a campaign, sorted by cost, with the unit settings', async () => {
    const res = await post(UNITS, { campaign_id: s.id.C1, order_field: 'stat_cost' });
    expect(names(res.data.list)).toEqual(['组U2', '组U3', '组U1']);
    expect(res.data.totals.stat_cost).toBe(60);
    expect(res.data.list[0]).toMatchObject({
      id: s.id.U2,
      campaign: { id: s.id.C1, name: '计划C1' },
      ad: null,
      status: '12',
      delivery_status: 'audit_denied',
      audit_denied: true,
      opt_status: 'DISABLE',
      budget: { budget_mode: 'BUDGET_MODE_DAY', budget: 500 },
      cpa_bid: 12.3,
      convert_type: '190',
      deep_convert_type: '92',
      extra: { unit_type: '7', put_status: '2', review_detail: '素材含有违规内容' },
    });
  });

  it('filters by conversion codes, deep codes, unit type, scene and status', async () => {
    const codes = async (filter: object) => names((await post(UNITS, filter)).data.list).sort();
    expect(await codes({ ocpx_action_type: '190,774' })).toEqual(['组U2', '组U3']);
    expect(await codes({ ocpx_action_type: ['2'] })).toEqual(['组U5']);
    expect(await codes({ deep_conversion_type: '92' })).toEqual(['组U2']);
    expect(await codes({ unit_type: '7' })).toEqual(['组U2']);
    expect(await codes({ scene_id: '6,24' })).toEqual(['组U1', '组U2']);
    expect(await codes({ status: '12' })).toEqual(['组U2']);
    expect(await codes({ campaign_type: '2', ocpx_action_type: '180,2' })).toEqual([
      '组U1',
      '组U5',
    ]);
  });

  it('refuses a code Kuaishou does not have, in Chinese', async () => {
    const res = await post(UNITS, { ocpx_action_type: '999' });
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res.message)).toContain(
      '转化目标须为行为数、激活、付费、首日ROI、7日付费次数、7日ROI之一',
    );
  });

  it('pages through a campaign of 21 units', async () => {
    const second = await post(UNITS, { campaign_id: s.id.C2, page: 2, per_page: 20 });
    expect(second.data.page_info).toMatchObject({ page: 2, total_number: 21, total_page: 2 });
    expect(second.data.list).toHaveLength(1);
  });
});

describe('kuaishou creative reports', () => {
  it('lists a unit’s creatives with their parents and denials', async () => {
    const res = await post(CREATIVES, { unit_id: s.id.U1, order_field: 'stat_cost' });
    expect(names(res.data.list)).toEqual(['创意CR2', '创意CR1']);
    expect(res.data.list[0]).toMatchObject({
      level: 3,
      campaign: { id: s.id.C1, name: '计划C1' },
      ad: { id: s.id.U1, name: '组U1' },
      status: '42',
      audit_denied: true,
      material_id: 'photo-CR2',
      material_type: 'video',
      extra: { unit_type: '4', creative_material_type: '1' },
      stat_cost: 6,
    });
    expect(res.data.totals.stat_cost).toBe(10);
  });

  it('filters creatives by their unit’s type (程序化) and their own status', async () => {
    const programmatic = await post(CREATIVES, { unit_type: '7' });
    expect(names(programmatic.data.list)).toEqual(['创意CR3']);
    const inAudit = await post(CREATIVES, { status: '41,42' });
    expect(names(inAudit.data.list).sort()).toEqual(['创意CR2', '创意CR3']);
  });
});

describe('kuaishou report access', () => {
  it('needs the Kuaishou list ability', async () => {
    expect((await post(UNITS, {}, s.feedOnly)).code).toBe(10003);
    expect((await post(CREATIVES, {}, s.feedOnly)).code).toBe(10003);
    expect((await post(UNITS, {}, s.operator)).code).toBe(0);
  });

  it('shows an operator only the accounts of their games', async () => {
    const res = await post(CAMPAIGNS, {}, s.operator);
    expect(names(res.data.list).sort()).toEqual(['计划C1', '计划C2']);
    const other = await post(UNITS, { advertiser_ids: [s.id.K2] }, s.operator);
    expect(other.data.list).toEqual([]);
  });

  it('exports the unit tab with the screen’s own words', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `${UNITS}/export`,
      headers: { 'x-token': s.root },
      payload: { ...RANGE, campaign_id: s.id.C1, order_field: 'stat_cost' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      '快手广告组报表_',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]).toEqual(
      expect.arrayContaining(['广告组ID', '广告组名称', '广告计划ID', '广告计划名称', '消耗']),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual(['组U2', '组U3', '组U1']);
    expect(rows[1]).toEqual(expect.arrayContaining(['审核未通过', '暂停']));
  });
});
