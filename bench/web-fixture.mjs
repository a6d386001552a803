// Generated report pages of the delivery screen's 项目 tab for bench/web.mjs: rows shaped like
// `ProjectReportRow` (packages/contracts feed-report-rows.ts) with every metric filled, so the
// table renders what a real page of 500 projects shows.

export const REPORT_PATH = '/api/bytedance/v3/project/reports';

/**
 * The report columns in the custom-columns dialog's order (REPORT_FIELDS of packages/contracts
 * feed-report-fields.ts) with their formats; the server rejects a key it does not know.
 */
const FIELDS = [
  ['stat_cost', 'money'],
  ['show_cnt', 'count'],
  ['cpm_platform', 'money'],
  ['click_cnt', 'count'],
  ['ctr', 'percent'],
  ['cpc_platform', 'money'],
  ['convert_cnt', 'count'],
  ['conversion_cost', 'money'],
  ['convert_rate', 'percent'],
  ['deep_convert_cnt', 'count'],
  ['deep_convert_cost', 'money'],
  ['deep_convert_rate', 'percent'],
  ['active', 'count'],
  ['active_cost', 'money'],
  ['active_rate', 'percent'],
  ['active_register', 'count'],
  ['active_register_cost', 'money'],
  ['active_register_rate', 'percent'],
  ['pay_count', 'count'],
  ['pay_cost', 'money'],
  ['pay_amount', 'money'],
  ['roi', 'ratio'],
  ['pay_rate', 'percent'],
  ['total_play', 'count'],
  ['valid_play', 'count'],
  ['valid_play_rate', 'percent'],
  ['valid_play_cost', 'money'],
];

export const REPORT_FIELD_KEYS = FIELDS.map(([key]) => key);

const STATUSES = ['PROJECT_STATUS_ENABLE', 'PROJECT_STATUS_DISABLE', 'PROJECT_STATUS_STOP'];
const PAGES_IN_TOTAL = 40;

/** A small deterministic generator, so every run renders the same values. */
function random(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

function metricValue(format, next) {
  switch (format) {
    case 'money':
      return Math.round(next() * 5_000_000) / 100;
    case 'count':
      return Math.floor(next() * 100_000);
    case 'percent':
      return Math.round(next() * 10_000) / 100;
    case 'ratio':
      return Math.round(next() * 300) / 100;
    default:
      throw new Error(`unknown format ${format}`);
  }
}

function projectRow(index, fields, next) {
  const id = String(7_300_000_000_000_000_000n + BigInt(index));
  const advertiser = String(1_780_000_000_000_000n + BigInt(index % 50));
  const row = {
    project_id: id,
    name: `项目-${index}-安卓-激活-每次付费-${Math.floor(next() * 1000)}`,
    advertiser_id: advertiser,
    advertiser_name: `账户-${index % 50}`,
    status: STATUSES[index % STATUSES.length],
    opt_status: index % 3 === 1 ? 'DISABLE' : 'ENABLE',
    pricing: 'PRICING_OCPM',
    delivery_setting: {
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 1000 + (index % 20) * 100,
      budget_optimize_switch: null,
      cpa_bid: Math.round(next() * 20_000) / 100,
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
    delivery_mode: 'MANUAL',
    audience: null,
    landing_type: 'APP',
    marketing_goal: 'VIDEO_AND_IMAGE',
    ad_type: 'ALL',
    app_promotion_type: 'DOWNLOAD',
    convert_type: 'AD_CONVERT_TYPE_ACTIVE',
    deep_external_action: 'AD_CONVERT_TYPE_PAY',
    platform: 'APP_ANDROID',
    gad_source: 'oceanengine',
    game: { gad_cfg_game_id: 1 + (index % 5), game_name: `游戏${1 + (index % 5)}` },
    designer_id: 1,
    project_create_time: '2026-10-01 12:00:00',
    sync_time: '2026-11-25 08:00:00',
  };
  for (const [key, format] of fields) row[key] = metricValue(format, next);
  return row;
}

/** One report page (the API's envelope) of `perPage` projects, and the keys of its first and last row. */
export function reportPage(page, perPage, columnCount) {
  const fields = FIELDS.slice(0, columnCount);
  const next = random(page * 7919 + perPage);
  const list = Array.from({ length: perPage }, (_, i) =>
    projectRow((page - 1) * perPage + i, fields, next),
  );
  const totals = Object.fromEntries(
    fields.map(([key, format]) => [key, metricValue(format, next)]),
  );
  const total = perPage * PAGES_IN_TOTAL;
  return {
    keys: { first: list[0].project_id, last: list[perPage - 1].project_id },
    body: {
      code: 0,
      msg: 'success',
      data: {
        list,
        page_info: {
          page,
          per_page: perPage,
          page_size: perPage,
          total_number: total,
          total_page: PAGES_IN_TOTAL,
        },
        totals,
        report_start_date: '2026-11-25',
        report_end_date: '2026-11-25',
      },
    },
  };
}
