import type { AccountReportData, ProjectReportData } from '@toufang/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE, reportScenario, type Scenario } from './report-scenario';
import { statsDaily } from '../../db/schema';

// The project tab's report (spec 001 §7 "Reports", §4 status filter, §6 abilities, §9 defaults)
// through HTTP over the mirror and its stats.

const PROJECT_REPORTS = '/api/bytedance/v3/project/reports';
const ACCOUNT_REPORTS = '/api/bytedance/advertiser/reports';

let s: Scenario;
/** The create dates the screen starts with: the last 6 months before the scenario's today. */
const SCREEN_CREATE_DATES = { create_start_date: '2026-05-10', create_end_date: '2026-11-10' };
const post = <T>(url: string, payload: object, token = s.root) =>
  s.t.call<T>({ method: 'POST', url, payload: { ...SCREEN_CREATE_DATES, ...payload }, token });
const names = (list: { name?: string }[]) => list.map((r) => r.name);

beforeAll(async () => {
  s = await reportScenario();
});

afterAll(async () => {
  await s.t.close();
});

describe('project reports', () => {
  it('sorts by cost over the date range, with rates from sums and totals over the filtered set', async () => {
    const res = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      order_field: 'stat_cost',
    });
    expect(res.code).toBe(0);
    // The project created 2025-01-01 is outside the screen's default 6 months (spec 001 §9).
    expect(names(res.data.list)).toEqual(['推广项目二', '推广项目一', '其他项目']);
    const p1 = res.data.list[1];
    expect(p1).toMatchObject({
      project_id: s.id.P1,
      advertiser_name: '账户甲',
      status: 'PROJECT_STATUS_ENABLE',
      opt_status: 'ENABLE',
      pricing: 'PRICING_OCPM',
      delivery_mode: 'PROCEDURAL',
      delivery_setting: {
        budget_mode: 'BUDGET_MODE_DAY',
        budget: 500,
        cpa_bid: 12.34,
        project_custom: 'ON',
      },
      project_create_time: '2026-10-01 10:00:00',
      stat_cost: 150,
      show_cnt: 2000,
      click_cnt: 60,
      ctr: 3,
      cpc_platform: 2.5,
      cpm_platform: 75,
      convert_cnt: 5,
      conversion_cost: 30,
    });
    expect(res.data.page_info).toMatchObject({
      page: 1,
      page_size: 20,
      total_number: 3,
      total_page: 1,
    });
    expect(res.data.totals).toMatchObject({
      stat_cost: 360,
      show_cnt: 6100,
      click_cnt: 101,
      ctr: 1.66,
      convert_cnt: 16,
      conversion_cost: 22.5,
      cpm_platform: 59.02,
    });
  });

  it('offers the audit advice on the projects whose ads the medium denied (spec 001 §4)', async () => {
    const res = await post<ProjectReportData>(PROJECT_REPORTS, RANGE);
    const denied = Object.fromEntries(res.data.list.map((r) => [r.project_id, r.audit_denied]));
    expect(denied).toMatchObject({ [s.id.P1]: true, [s.id.P2]: false });
  });

  it('sorts by a rate both ways', async () => {
    const asc = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      order_field: 'conversion_cost',
      order_type: 'asc',
    });
    expect(names(asc.data.list)).toEqual(['其他项目', '推广项目二', '推广项目一']);
    const desc = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      order_field: 'conversion_cost',
      order_type: 'desc',
    });
    expect(names(desc.data.list)).toEqual(['推广项目一', '推广项目二', '其他项目']);
  });

  it('sorts by create time by default and answers the chosen columns only', async () => {
    const res = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      report_fields: 'stat_cost,roi',
    });
    expect(names(res.data.list)).toEqual(['推广项目一', '推广项目二', '其他项目']);
    expect(res.data.list[0]).toMatchObject({ stat_cost: 150, roi: 2 });
    expect(res.data.list[0]).not.toHaveProperty('show_cnt');
    expect(Object.keys(res.data.totals).sort()).toEqual(['roi', 'stat_cost']);
  });

  it('computes rates over the chosen days only', async () => {
    const res = await post<ProjectReportData>(PROJECT_REPORTS, {
      report_start_date: '2026-11-02',
      report_end_date: '2026-11-02',
      keyword: '推广项目一',
    });
    expect(res.data.list).toHaveLength(1);
    expect(res.data.list[0]).toMatchObject({
      stat_cost: 50,
      ctr: 1,
      convert_cnt: 0,
      conversion_cost: 0,
    });
  });

  it('filters by status with the collapse rule, create dates, settings and game', async () => {
    const notDeleted = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      status: ['PROJECT_STATUS_NOT_DELETE'],
    });
    expect(names(notDeleted.data.list).sort()).toEqual(['推广项目一', '推广项目二']);
    const all = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      status: ['PROJECT_STATUS_ENABLE', 'PROJECT_STATUS_ALL'],
    });
    expect(all.data.page_info.total_number).toBe(3);
    const disabled = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      status: 'PROJECT_STATUS_DISABLE',
    });
    expect(names(disabled.data.list)).toEqual(['推广项目二']);
    const older = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      create_start_date: '2024-12-01',
      create_end_date: '2025-01-31',
    });
    expect(names(older.data.list)).toEqual(['旧项目']);
    const landing = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      landing_type: ['MICRO_GAME'],
    });
    expect(names(landing.data.list)).toEqual(['推广项目二']);
    const game = await post<ProjectReportData>(PROJECT_REPORTS, {
      ...RANGE,
      gad_cfg_game_id: s.gameConfigId,
      order_field: 'stat_cost',
    });
    expect(names(game.data.list)).toEqual(['推广项目二', '推广项目一']);
    expect(game.data.totals.stat_cost).toBe(350);
  });

  it('shows an operator only the advertisers of their games', async () => {
    const res = await post<ProjectReportData>(
      PROJECT_REPORTS,
      { ...RANGE, order_field: 'stat_cost' },
      s.operator,
    );
    expect(names(res.data.list)).toEqual(['推广项目二', '推广项目一']);
    expect(res.data.totals.stat_cost).toBe(350);
    const other = await post<ProjectReportData>(
      PROJECT_REPORTS,
      { ...RANGE, advertiser_ids: [s.id.A2] },
      s.operator,
    );
    expect(other.data.list).toEqual([]);
    expect(other.data.totals.stat_cost).toBe(0);
  });

  it('refuses a caller without the tab ability', async () => {
    const res = await post(PROJECT_REPORTS, RANGE, s.accountsOnly);
    expect(res.code).toBe(10003);
    const accounts = await post<AccountReportData>(ACCOUNT_REPORTS, RANGE, s.accountsOnly);
    expect(accounts.code).toBe(0);
  });

  it('refuses bad input with every problem in Chinese and reads nothing from the medium', async () => {
    const before = await s.t.database.db.select({ n: count() }).from(statsDaily);
    const res = await post(PROJECT_REPORTS, {
      per_page: 7,
      report_fields: 'stat_cost,foo',
      advertiser_ids: ['01'],
      order_type: 'up',
      create_start_date: '2026-02-30',
      refresh: 1,
    });
    expect(res.code).toBe(10001);
    expect(res.message).toEqual(
      expect.arrayContaining([
        'per_page：每页条数须为 20、50、100、200、300 或 500',
        'report_fields：不支持的报表指标：foo',
        'advertiser_ids.0：账户ID须为不以0开头的正整数',
        'order_type：排序方式须为 asc 或 desc',
        'create_start_date：创建开始日期须为 YYYY-MM-DD 格式的日期',
      ]),
    );
    const reversed = await post(PROJECT_REPORTS, {
      report_start_date: '2026-11-02',
      report_end_date: '2026-11-01',
    });
    expect(reversed.message).toEqual(['report_start_date：数据开始日期不能晚于结束日期']);
    const after = await s.t.database.db.select({ n: count() }).from(statsDaily);
    expect(after).toEqual(before);
  });

  it('re-syncs the rows’ advertisers on refresh and still answers from the mirror', async () => {
    const res = await post<ProjectReportData>(PROJECT_REPORTS, { ...RANGE, refresh: 1 });
    expect(res.code).toBe(0);
    // No medium is configured in this app: nothing could be re-synced.
    expect(res.data.refreshed).toEqual({ advertisers: 0, succeeded: 0, failed: 0 });
    expect(res.data.page_info.total_number).toBe(3);
  });
});
