import type { MaterialReportBody, ProjectReportBody } from '@toufang/contracts';
import {
  AD_TYPE_LABELS,
  GAD_SOURCE_LABELS,
  MATERIAL_STATUS_LABELS,
  PLATFORM_LABELS,
  PROJECT_STATUS_LABELS,
  statusLabel,
} from '@toufang/domain';
import {
  CONVERT_TYPE_LABELS,
  DEEP_CONVERSION_LABELS,
  LANDING_TYPE_LABELS,
  MARKETING_GOAL_LABELS,
  MATERIAL_OPT_STATUS_LABELS,
  MATERIAL_TYPE_LABELS,
} from './bytedance-options';
import { choiceOptions, CREATE_DATE_FILTER, REPORT_DATE_FILTER } from './filters/filter-def';
import type { FilterDef } from './filters/filter-def';

// The filters of the Ocean Engine screen's tabs (spec 001 §7 query parameters), by report body.

/** The ad statuses of the filter (spec 001 §4), the collapsing ones first. */
const PROMOTION_STATUS_FILTER = [
  'NOT_DELETED',
  'ALL',
  'OK',
  'DELETED',
  'AUDIT',
  'REAUDIT',
  'AUDIT_DENY',
  'FROZEN',
  'OFFLINE_BUDGET',
  'OFFLINE_BALANCE',
  'DISABLED',
  'PROJECT_DISABLED',
  'DISABLE_BY_QUOTA',
  'TIME_NO_REACH',
  'TIME_DONE',
  'NO_SCHEDULE',
  'DRAFT',
  'PRE_ONLINE',
] as const;

const choice = <Body>(body: keyof Body & string, label: string, labels: Record<string, string>) =>
  ({ kind: 'choice', body, label, options: choiceOptions(labels) }) as const;

/** The project and ad tabs share their filters but for their statuses. */
function objectFilters(
  status: readonly string[],
  level: 'project' | 'promotion',
): readonly FilterDef<ProjectReportBody>[] {
  return [
    { kind: 'keyword', body: 'keyword' },
    { kind: 'game', body: 'gad_cfg_game_id' },
    { kind: 'designer', body: 'designer' },
    { kind: 'advertiser', body: 'advertiser_ids' },
    { kind: 'status', body: 'status', values: status, label: (s) => statusLabel(level, s) },
    CREATE_DATE_FILTER,
    REPORT_DATE_FILTER,
    choice<ProjectReportBody>('ad_type', '广告类型', AD_TYPE_LABELS),
    choice<ProjectReportBody>('app_type', '应用类型', PLATFORM_LABELS),
    choice<ProjectReportBody>('convert_type', '转化目标', CONVERT_TYPE_LABELS),
    choice<ProjectReportBody>('deep_external_action', '深度转化', DEEP_CONVERSION_LABELS),
    choice<ProjectReportBody>('landing_type', '推广目的', LANDING_TYPE_LABELS),
    choice<ProjectReportBody>('marketing_goal', '营销场景', MARKETING_GOAL_LABELS),
    choice<ProjectReportBody>('platform', '投放平台', PLATFORM_LABELS),
    choice<ProjectReportBody>('gad_source', '来源', GAD_SOURCE_LABELS),
  ];
}

export const BYTEDANCE_PROJECT_FILTERS = objectFilters(
  Object.keys(PROJECT_STATUS_LABELS),
  'project',
);
export const BYTEDANCE_PROMOTION_FILTERS = objectFilters(PROMOTION_STATUS_FILTER, 'promotion');

export const BYTEDANCE_MATERIAL_FILTERS: readonly FilterDef<MaterialReportBody>[] = [
  { kind: 'keyword', body: 'keyword' },
  { kind: 'game', body: 'gad_cfg_game_id' },
  { kind: 'designer', body: 'designer' },
  { kind: 'advertiser', body: 'advertiser_ids' },
  {
    kind: 'status',
    body: 'material_status',
    values: Object.keys(MATERIAL_STATUS_LABELS),
    label: (s) => statusLabel('material', s),
  },
  choice<MaterialReportBody>('material_opt_status', '操作状态', MATERIAL_OPT_STATUS_LABELS),
  choice<MaterialReportBody>('material_type', '素材类型', MATERIAL_TYPE_LABELS),
  CREATE_DATE_FILTER,
  REPORT_DATE_FILTER,
  choice<MaterialReportBody>('gad_source', '来源', GAD_SOURCE_LABELS),
];
