import type {
  AccountReportRow,
  DeliveryObjectRow,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
  ReportFieldKey,
  ReportGame,
} from '@toufang/contracts';
import { centsToYuan, hasAuditAdvice, type StatusLevel } from '@toufang/domain';
import { metricsOf, STAT_SUMS, type StatSums } from './report-metrics';
import type { ReportRecord } from './delivery-reports.repository';
import { EXTRA_PREFIX, type ReportSource } from './source-columns';

// Mirror rows → the rows the delivery screen shows (spec 001 §3): money 分 → yuan, the medium's
// own status values (spec 001 §4 labels them), settings the mirror keeps only in `raw`.

type Row = Record<string, unknown>;

const text = (row: Row, key: string): string | null => {
  const value = row[key];
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : JSON.stringify(value);
};

const num = (row: Row, key: string): number | null => {
  const value = row[key];
  return value === null || value === undefined ? null : Number(value);
};

/** 分 → yuan (2 decimals); null stays null. */
export const yuanOf = (cents: number | null): number | null =>
  cents === null ? null : centsToYuan(Math.round(cents));

const onOff = (value: string | null): 'ON' | 'OFF' | null =>
  value === 'ON' || value === 'OFF' ? value : null;

const optStatus = (value: string | null): 'ENABLE' | 'DISABLE' | null =>
  value === 'ENABLE' || value === 'DISABLE' ? value : null;

function gameOf(row: Row): ReportGame | null {
  const id = num(row, 'gad_cfg_game_id');
  return id === null ? null : { gad_cfg_game_id: id, game_name: text(row, 'game_name') ?? '' };
}

/** A budget is shown only in day (or total) mode; unlimited has none (spec 001 §4). */
const budgetOf = (row: Row) => {
  const mode = text(row, 'budget_mode');
  return {
    budget_mode: mode,
    budget: mode === 'BUDGET_MODE_INFINITE' ? null : yuanOf(num(row, 'budget')),
  };
};

function sumsOf(row: ReportRecord): Partial<StatSums> {
  const sums: Partial<StatSums> = {};
  for (const s of STAT_SUMS) if (row[s] !== undefined) sums[s] = Number(row[s] ?? 0);
  return sums;
}

export function toAccountRow(
  row: ReportRecord,
  fields: readonly ReportFieldKey[],
): AccountReportRow {
  return {
    advertiser_id: row.id,
    advertiser_name: text(row, 'name') ?? '',
    advertiser_note: text(row, 'note'),
    budget: budgetOf(row),
    balance: yuanOf(num(row, 'balance')),
    game: gameOf(row),
    sync_time: text(row, 'sync_time'),
    ...metricsOf(fields, sumsOf(row)),
  };
}

export function projectFields(row: Row): Omit<ProjectReportRow, ReportFieldKey> {
  const { budget_mode, budget } = budgetOf(row);
  return {
    project_id: String(row.id),
    name: text(row, 'name') ?? '',
    advertiser_id: text(row, 'advertiser_id') ?? '',
    advertiser_name: text(row, 'advertiser_name') ?? '',
    status: text(row, 'raw_status'),
    opt_status: optStatus(text(row, 'opt_status')),
    audit_denied: hasAuditAdvice(text(row, 'raw_status')) || row.ads_denied === true,
    pricing: text(row, 'pricing'),
    delivery_setting: {
      budget_mode,
      budget,
      budget_optimize_switch: text(row, 'budget_optimize_switch'),
      cpa_bid: yuanOf(num(row, 'cpa_bid')),
      bid: yuanOf(num(row, 'bid')),
      roi_goal: num(row, 'roi_goal'),
      deep_cpabid: yuanOf(num(row, 'deep_bid')),
      deep_bid_type: text(row, 'deep_bid_type'),
      start_time: text(row, 'start_date'),
      end_time: text(row, 'end_date'),
      schedule_type: text(row, 'schedule_type'),
      schedule_time: text(row, 'schedule_time'),
      project_custom: onOff(text(row, 'project_custom')),
    },
    delivery_mode: text(row, 'delivery_mode'),
    audience: (row.audience as Record<string, unknown> | null | undefined) ?? null,
    landing_type: text(row, 'landing_type'),
    marketing_goal: text(row, 'marketing_goal'),
    ad_type: text(row, 'ad_type'),
    app_promotion_type: text(row, 'app_promotion_type'),
    convert_type: text(row, 'convert_type'),
    deep_external_action: text(row, 'deep_external_action'),
    platform: text(row, 'platform'),
    gad_source: text(row, 'source'),
    game: gameOf(row),
    designer_id: num(row, 'designer_id'),
    project_create_time: text(row, 'create_time'),
    sync_time: text(row, 'sync_time') ?? '',
  };
}

export function promotionFields(row: Row): Omit<PromotionReportRow, ReportFieldKey> {
  const projectId = text(row, 'campaign_id');
  const status = text(row, 'raw_status');
  const aweme = text(row, 'aweme_id');
  return {
    promotion_id: String(row.id),
    name: text(row, 'name') ?? '',
    advertiser_id: text(row, 'advertiser_id') ?? '',
    advertiser_name: text(row, 'advertiser_name') ?? '',
    project:
      projectId === null
        ? null
        : {
            project_id: projectId,
            name: text(row, 'project_name') ?? '',
            pricing: text(row, 'pricing'),
            project_custom: onOff(text(row, 'project_custom')),
            delivery_mode: text(row, 'delivery_mode'),
          },
    status,
    opt_status: optStatus(text(row, 'opt_status')),
    budget_mode: text(row, 'budget_mode'),
    budget: yuanOf(num(row, 'budget')),
    cpa_bid: yuanOf(num(row, 'cpa_bid')),
    bid: yuanOf(num(row, 'bid')),
    deep_cpabid: yuanOf(num(row, 'deep_bid')),
    roi_goal: num(row, 'roi_goal'),
    pricing: text(row, 'pricing'),
    native_setting: aweme === null || aweme === '' ? null : { aweme_id: aweme },
    auto_extend_traffic: onOff(text(row, 'auto_extend_traffic')),
    creative_count: num(row, 'creative_count') ?? 0,
    audit_denied: hasAuditAdvice(status),
    gad_source: text(row, 'source'),
    game: gameOf(row),
    promotion_create_time: text(row, 'create_time'),
    sync_time: text(row, 'sync_time') ?? '',
  };
}

export function toMaterialRow(
  row: ReportRecord,
  fields: readonly ReportFieldKey[],
): MaterialReportRow {
  const type = text(row, 'material_type');
  const url = text(row, 'url');
  const cover = text(row, 'cover_url');
  const names = [text(row, 'material_name'), text(row, 'name')].filter(
    (n): n is string => n !== null && n !== '',
  );
  const status = text(row, 'raw_status');
  return {
    id: row.id,
    material_id: text(row, 'material_id') ?? '',
    material_names: [...new Set(names)],
    advertiser_id: text(row, 'advertiser_id') ?? '',
    advertiser_name: text(row, 'advertiser_name') ?? '',
    promotion_id: text(row, 'ad_id') ?? '',
    promotion_name: text(row, 'promotion_name') ?? '',
    project_id: text(row, 'campaign_id'),
    project_name: text(row, 'project_name'),
    status,
    material_status: status,
    material_opt_status: optStatus(text(row, 'opt_status')),
    type: type === 'video' || type === 'image' ? type : null,
    file_id: text(row, 'file_id'),
    thumbnail_url: type === 'video' ? cover : (url ?? cover),
    video_url: type === 'video' ? url : null,
    width: num(row, 'width'),
    height: num(row, 'height'),
    duration_ms: num(row, 'duration_ms'),
    create_time: text(row, 'create_time'),
    sync_time: text(row, 'sync_time') ?? '',
    ...metricsOf(fields, sumsOf(row)),
  };
}

const parentOf = (row: Row, id: string, name: string) => {
  const parentId = text(row, id);
  return parentId === null ? null : { id: parentId, name: text(row, name) ?? '' };
};

function extraOf(row: Row): Record<string, string | null> {
  const extra: Record<string, string | null> = {};
  for (const key of Object.keys(row)) {
    if (key.startsWith(EXTRA_PREFIX)) extra[key.slice(EXTRA_PREFIX.length)] = text(row, key);
  }
  return extra;
}

/** The domain's names of levels 1–3 (status labels and audit advice). */
export const STATUS_LEVELS: Record<1 | 2 | 3, StatusLevel> = {
  1: 'project',
  2: 'promotion',
  3: 'material',
};

/** Any medium's object of levels 1–3 as the neutral row (contracts delivery-report-rows.ts). */
export function toObjectRow(
  source: Pick<ReportSource, 'accounts'>,
  level: 1 | 2 | 3,
  row: ReportRecord,
  fields: readonly ReportFieldKey[],
): DeliveryObjectRow {
  const type = text(row, 'material_type');
  const status = text(row, 'raw_status');
  return {
    id: String(row.id),
    level,
    name: text(row, 'name') ?? '',
    advertiser_id: text(row, 'advertiser_id') ?? '',
    advertiser_name: text(row, 'advertiser_name') ?? '',
    campaign: parentOf(row, 'campaign_id', 'campaign_name'),
    ad: parentOf(row, 'ad_id', 'ad_name'),
    status,
    delivery_status: text(row, 'status') ?? 'unknown',
    opt_status: optStatus(text(row, 'opt_status')),
    audit_denied:
      hasAuditAdvice(status, source.accounts, STATUS_LEVELS[level]) || row.denied === true,
    budget: budgetOf(row),
    cpa_bid: yuanOf(num(row, 'cpa_bid')),
    bid: yuanOf(num(row, 'bid')),
    deep_bid: yuanOf(num(row, 'deep_bid')),
    roi_goal: num(row, 'roi_goal'),
    pricing: text(row, 'pricing'),
    convert_type: text(row, 'convert_type'),
    deep_convert_type: text(row, 'deep_external_action'),
    marketing_goal: text(row, 'marketing_goal'),
    ad_type: text(row, 'ad_type'),
    platform: text(row, 'platform'),
    start_date: text(row, 'start_date'),
    end_date: text(row, 'end_date'),
    schedule_time: text(row, 'schedule_time'),
    material_id: text(row, 'material_id'),
    material_type: type === 'video' || type === 'image' ? type : null,
    extra: extraOf(row),
    gad_source: text(row, 'source'),
    game: gameOf(row),
    designer_id: num(row, 'designer_id'),
    create_time: text(row, 'create_time'),
    sync_time: text(row, 'sync_time') ?? '',
    ...metricsOf(fields, sumsOf(row)),
  };
}

export type AnyReportRow =
  AccountReportRow | ProjectReportRow | PromotionReportRow | MaterialReportRow | DeliveryObjectRow;

/** The row of a source's shape. */
export function toReportRow(
  source: Pick<ReportSource, 'row' | 'level' | 'accounts'>,
  row: ReportRecord,
  fields: readonly ReportFieldKey[],
): AnyReportRow {
  const { level } = source;
  switch (source.row) {
    case 'account':
      return toAccountRow(row, fields);
    case 'project':
      return { ...projectFields(row), ...metricsOf(fields, sumsOf(row)) };
    case 'promotion':
      return { ...promotionFields(row), ...metricsOf(fields, sumsOf(row)) };
    case 'material':
      return toMaterialRow(row, fields);
    case 'object':
      return toObjectRow(source, level === 1 || level === 2 ? level : 3, row, fields);
  }
}
