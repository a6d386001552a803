import { pageInfo } from '@toufang/contracts';
import type {
  AccountReportRow,
  DesignerOption,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
  ReportPage,
} from '@toufang/contracts';
import { vi } from 'vitest';

/** One recorded call of the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: Record<string, unknown> | undefined;
}

export function envelope(data: unknown, code = 0, message: unknown = 'success') {
  return new Response(JSON.stringify({ code, data, message, msg: '', message_cn: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

export function reportPage<Row>(rows: Row[], total = rows.length): ReportPage<Row> {
  return {
    list: rows,
    page_info: { ...pageInfo(1, 20, total), page_size: 20 },
    totals: { stat_cost: 1234.5, show_cnt: 100000, ctr: 1.25 },
    report_start_date: '2026-11-24',
    report_end_date: '2026-11-24',
  };
}

export const ACCOUNT: AccountReportRow = {
  advertiser_id: '1700000000000000017',
  advertiser_name: '沙箱账户甲',
  advertiser_note: '主推',
  budget: { budget_mode: 'BUDGET_MODE_INFINITE', budget: null },
  balance: 888.5,
  game: { gad_cfg_game_id: 1001, game_name: '三国' },
  sync_time: null,
  stat_cost: 100,
};

export const PROJECT: ProjectReportRow = {
  project_id: '7300000000000000001',
  name: '三国-项目一',
  advertiser_id: ACCOUNT.advertiser_id,
  advertiser_name: ACCOUNT.advertiser_name,
  status: 'PROJECT_STATUS_ENABLE',
  opt_status: 'ENABLE',
  audit_denied: false,
  pricing: 'PRICING_OCPM',
  delivery_setting: {
    budget_mode: 'BUDGET_MODE_DAY',
    budget: 500,
    budget_optimize_switch: null,
    cpa_bid: 12.5,
    bid: null,
    roi_goal: null,
    deep_cpabid: null,
    deep_bid_type: null,
    start_time: null,
    end_time: null,
    schedule_type: null,
    schedule_time: null,
    project_custom: 'OFF',
  },
  delivery_mode: null,
  audience: null,
  landing_type: 'APP',
  marketing_goal: 'VIDEO_AND_IMAGE',
  ad_type: 'ALL',
  app_promotion_type: 'DOWNLOAD',
  convert_type: 'AD_CONVERT_TYPE_ACTIVE',
  deep_external_action: null,
  platform: 'APP_ANDROID',
  gad_source: 'oceanengine',
  game: ACCOUNT.game,
  designer_id: null,
  project_create_time: '2026-11-01T08:00:00.000Z',
  sync_time: '2026-11-24T00:00:00.000Z',
  stat_cost: 321.45,
  show_cnt: 12000,
  ctr: 2.5,
};

export const PROMOTION: PromotionReportRow = {
  promotion_id: '7400000000000000002',
  name: '三国-广告被拒',
  advertiser_id: ACCOUNT.advertiser_id,
  advertiser_name: ACCOUNT.advertiser_name,
  project: {
    project_id: PROJECT.project_id,
    name: PROJECT.name,
    pricing: 'PRICING_OCPM',
    project_custom: 'OFF',
    delivery_mode: null,
  },
  status: 'AUDIT_DENY',
  opt_status: 'ENABLE',
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 300,
  cpa_bid: 10,
  bid: null,
  deep_cpabid: null,
  roi_goal: null,
  pricing: 'PRICING_OCPM',
  native_setting: null,
  auto_extend_traffic: 'OFF',
  creative_count: 2,
  audit_denied: true,
  gad_source: 'oceanengine',
  game: ACCOUNT.game,
  promotion_create_time: '2026-11-02T08:00:00.000Z',
  sync_time: '2026-11-24T00:00:00.000Z',
  stat_cost: 50,
};

export const MATERIAL: MaterialReportRow = {
  id: `${PROMOTION.promotion_id}:7500000000000000003`,
  material_id: '7500000000000000003',
  material_names: ['开场动画.mp4'],
  advertiser_id: ACCOUNT.advertiser_id,
  advertiser_name: ACCOUNT.advertiser_name,
  promotion_id: PROMOTION.promotion_id,
  promotion_name: PROMOTION.name,
  project_id: PROJECT.project_id,
  project_name: PROJECT.name,
  status: null,
  material_status: 'MATERIAL_STATUS_DELETE',
  material_opt_status: 'DISABLE',
  type: 'video',
  file_id: 'v0201',
  thumbnail_url: null,
  video_url: null,
  width: null,
  height: null,
  duration_ms: null,
  create_time: null,
  sync_time: '2026-11-24T00:00:00.000Z',
};

/** The enabled designers `GET /api/user/designers` answers; id 12 is the route preset's. */
export const DESIGNERS: DesignerOption[] = [
  { id: 12, nick_name: '李设计', username: 'li_design' },
  { id: 15, nick_name: '王设计', username: 'wang_design' },
];

const ROWS: Record<string, unknown[]> = {
  '/api/bytedance/advertiser/reports': [ACCOUNT],
  '/api/bytedance/v3/project/reports': [PROJECT],
  '/api/bytedance/v3/promotion/reports': [PROMOTION],
  '/api/bytedance/v3/promotion/material/reports': [MATERIAL],
};

export const OK_UPDATE = {
  task_id: null,
  item_count: 1,
  updated_ids: [],
  errors: [],
  error_list: [],
};

/**
 * A fetch stub answering the delivery screen's calls; `overrides` answer chosen paths. Returns the
 * recorded calls.
 */
export function stubDeliveryApi(
  overrides: Record<string, (call: ApiCall) => unknown> = {},
  /** The user's saved table preferences by `screen:tab`, read and replaced as the server does. */
  preferences: Map<string, unknown> = new Map(),
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as Record<string, unknown>)
          : undefined;
      const call = { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body };
      calls.push(call);
      const override = overrides[url.pathname];
      if (override) return Promise.resolve(envelope(override(call)));
      if (url.pathname === '/api/report/columns') return Promise.resolve(envelope(null));
      if (url.pathname === '/api/report/views') return Promise.resolve(envelope([]));
      if (url.pathname === '/api/user/preferences/report-table') {
        if (call.method === 'PUT' && body) {
          preferences.set(`${String(body.screen)}:${String(body.tab)}`, body.value);
          return Promise.resolve(envelope(null));
        }
        const scope = `${url.searchParams.get('screen')}:${url.searchParams.get('tab')}`;
        return Promise.resolve(envelope(preferences.get(scope) ?? null));
      }
      if (url.pathname === '/api/config/options') {
        return Promise.resolve(
          envelope({
            games: [{ id: 1, gad_cfg_game_id: 1001, game_name: '三国' }],
            departments: [],
          }),
        );
      }
      if (url.pathname === '/api/advertiser/picker') {
        const account = {
          advertiser_id: ACCOUNT.advertiser_id,
          advertiser_name: ACCOUNT.advertiser_name,
          alias: null,
        };
        return Promise.resolve(
          envelope({
            advertiser_ids: [account],
            latest_using: [],
            page_info: { current_page: 1, res_cnt: 1, total_page: 1 },
          }),
        );
      }
      if (url.pathname === '/api/user/designers') {
        return Promise.resolve(envelope({ designers: DESIGNERS }));
      }
      const rows = ROWS[url.pathname];
      if (rows) return Promise.resolve(envelope(reportPage(rows)));
      return Promise.resolve(envelope(OK_UPDATE));
    }),
  );
  return calls;
}

/** jsdom lacks what antd's tables and ellipsis observe. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
