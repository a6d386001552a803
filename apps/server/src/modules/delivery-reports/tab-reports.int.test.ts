import type {
  AccountReportData,
  MaterialReportData,
  MaterialUrl,
  ProjectDetail,
  PromotionReportData,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE, reportScenario, type Scenario } from './report-scenario';

// The promotion, material and account tabs' reports, the detail reads and the Excel export
// (spec 001 §3, §7) through HTTP over the mirror and its stats.

const PROMOTION_REPORTS = '/api/bytedance/v3/promotion/reports';
const MATERIAL_REPORTS = '/api/bytedance/v3/promotion/material/reports';
const ACCOUNT_REPORTS = '/api/bytedance/advertiser/reports';

let s: Scenario;
const post = <T>(url: string, payload: object, token = s.root) =>
  s.t.call<T>({ method: 'POST', url, payload, token });
const names = (list: { name?: string }[]) => list.map((r) => r.name);

beforeAll(async () => {
  s = await reportScenario();
});

afterAll(async () => {
  await s.t.close();
});

describe('promotion reports', () => {
  it('pages through the sorted list with totals over every page', async () => {
    const res = await post<PromotionReportData>(PROMOTION_REPORTS, {
      ...RANGE,
      project_id: s.id.P1,
      order_field: 'stat_cost',
      page: 2,
      per_page: 20,
    });
    expect(names(res.data.list)).toEqual(['广告03', '广告02', '广告01']);
    expect(res.data.page_info).toMatchObject({ page: 2, total_number: 23, total_page: 2 });
    expect(res.data.totals.stat_cost).toBe(276);
    const first = res.data.list[2];
    expect(first).toMatchObject({
      promotion_id: s.promotionIds[0],
      project: { project_id: s.id.P1, name: '推广项目一', project_custom: 'ON' },
      status: 'AUDIT_DENY',
      audit_denied: true,
      budget: 300,
      cpa_bid: 1.5,
      native_setting: { aweme_id: 'aw-1' },
      auto_extend_traffic: 'ON',
      creative_count: 2,
      stat_cost: 1,
    });
  });

  it('finds promotions by id list and by keyword', async () => {
    const byIds = await post<PromotionReportData>(PROMOTION_REPORTS, {
      ...RANGE,
      promotion_ids: `${s.promotionIds[4]},${s.promotionIds[5]}`,
    });
    expect(names(byIds.data.list).sort()).toEqual(['广告05', '广告06']);
    const byKeyword = await post<PromotionReportData>(PROMOTION_REPORTS, {
      ...RANGE,
      keyword: '广告1',
    });
    expect(byKeyword.data.page_info.total_number).toBe(10);
  });
});

describe('material reports', () => {
  it('lists a promotion’s materials with their files and video metrics', async () => {
    const res = await post<MaterialReportData>(MATERIAL_REPORTS, {
      ...RANGE,
      promotion_id: s.promotionIds[0],
      order_field: 'stat_cost',
      report_fields: ['stat_cost', 'total_play', 'valid_play', 'valid_play_rate'],
    });
    expect(res.data.list).toHaveLength(2);
    expect(res.data.list[0]).toMatchObject({
      material_id: s.video.materialId,
      material_names: ['开服视频.mp4'],
      type: 'video',
      file_id: 'v02-video-1',
      thumbnail_url: 'https://cdn.example/v.jpg',
      video_url: 'https://cdn.example/v.mp4',
      material_status: 'MATERIAL_STATUS_OK',
      stat_cost: 5,
      total_play: 80,
      valid_play: 30,
      valid_play_rate: 30,
    });
    const disabled = await post<MaterialReportData>(MATERIAL_REPORTS, {
      ...RANGE,
      material_opt_status: 'DISABLE',
    });
    expect(disabled.data.list.map((m) => m.type)).toEqual(['image']);
    const byName = await post<MaterialReportData>(MATERIAL_REPORTS, {
      ...RANGE,
      material_names: '开服视频.mp4',
    });
    expect(byName.data.list.map((m) => m.material_id)).toEqual([s.video.materialId]);
  });
});

describe('account reports', () => {
  it('sorts accounts by cost and keeps an operator to their own', async () => {
    const admin = await post<AccountReportData>(ACCOUNT_REPORTS, {
      ...RANGE,
      order_field: 'stat_cost',
    });
    expect(admin.data.list.map((a) => a.advertiser_name)).toEqual(['账户丙', '账户甲', '账户乙']);
    expect(admin.data.list[1]).toMatchObject({
      advertiser_id: s.id.A1,
      advertiser_note: '主力',
      budget: { budget_mode: 'BUDGET_MODE_DAY', budget: 1000 },
      stat_cost: 300,
      cpm_platform: 60,
    });
    const own = await post<AccountReportData>(
      ACCOUNT_REPORTS,
      { ...RANGE, order_field: 'stat_cost' },
      s.operator,
    );
    expect(own.data.list.map((a) => a.advertiser_id)).toEqual([s.id.A1]);
    expect(own.data.totals.stat_cost).toBe(300);
  });
});

describe('reads and export', () => {
  it('reads a project from the mirror, within the data scope', async () => {
    const res = await s.t.call<ProjectDetail>({
      method: 'GET',
      url: `/api/bytedance/v3/project/read?project_id=${s.id.P1}`,
      token: s.operator,
    });
    expect(res.data.project).toMatchObject({
      project_id: s.id.P1,
      delivery_setting: { budget: 500 },
    });
    expect(res.data.raw).toMatchObject({ delivery_mode: 'PROCEDURAL' });
    const hidden = await s.t.call({
      method: 'GET',
      url: `/api/bytedance/v3/project/read?project_id=${s.id.P3}`,
      token: s.operator,
    });
    expect(hidden).toMatchObject({ code: 10004, message_cn: '项目不存在' });
  });

  it('answers a material’s preview url by its file id', async () => {
    const res = await s.t.call<MaterialUrl>({
      method: 'GET',
      url: `/api/bytedance/v3/promotion/material/url?vi_id=v02-video-1&type=video&advertiser_id=${s.id.A1}`,
      token: s.operator,
    });
    expect(res.data).toMatchObject({
      material_id: s.video.materialId,
      url: 'https://cdn.example/v.mp4',
      cover_url: 'https://cdn.example/v.jpg',
    });
  });

  it('exports every row of the query with Chinese headers', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/bytedance/v3/project/reports/export',
      payload: {
        ...RANGE,
        create_start_date: '2026-05-10',
        order_field: 'stat_cost',
        report_fields: 'stat_cost,ctr',
      },
      headers: { 'x-token': s.root },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]).toEqual(
      expect.arrayContaining(['项目ID', '项目名称', '状态', '消耗', '点击率']),
    );
    expect(rows.slice(1).map((r) => r[2])).toEqual(['推广项目二', '推广项目一', '其他项目']);
    expect(rows[2]).toEqual(expect.arrayContaining(['启用', 150, 3]));
  });
});
