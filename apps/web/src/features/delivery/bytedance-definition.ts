import type {
  AccountReportRow,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
} from '@toufang/contracts';
import {
  DEFAULT_REPORT_FIELDS,
  FEED_DELIVERY_ABILITIES,
  FEED_REPORT_EXPORT_PATHS,
  FEED_REPORT_PATHS,
  REPORT_FIELDS,
} from '@toufang/contracts';
import {
  CONFIRM_DELETE_MATERIAL_MESSAGE,
  CONFIRM_DELETE_RECORD_MESSAGE,
  MATERIAL_STATUS_LABELS,
  PROJECT_STATUS_LABELS,
  ROW_HEIGHTS,
} from '@toufang/domain';
import {
  deleteMaterial,
  updateMaterialStatus,
  updateProjectStatus,
  updatePromotionStatus,
} from './api-updates';
import { BYTEDANCE_CHOICES } from './bytedance-options';
import { accountColumns } from './columns/bytedance-account-columns';
import { materialColumns, materialKey } from './columns/bytedance-material-columns';
import { projectColumns, projectKey } from './columns/bytedance-project-columns';
import { promotionColumns, promotionKey } from './columns/bytedance-promotion-columns';
import { defineTab } from './delivery-definition';
import type { DeliveryDefinition } from './delivery-definition';
import type { FilterKey } from './filters/filter-state';

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

/** The project and ad tabs share their filters (spec 001 §7 query parameters). */
const OBJECT_FILTERS: readonly FilterKey[] = [
  'keyword',
  'game',
  'designer',
  'advertiser_ids',
  'status',
  'create_date',
  'report_date',
  'ad_type',
  'app_type',
  'convert_type',
  'deep_external_action',
  'landing_type',
  'marketing_goal',
  'platform',
  'gad_source',
];

/** The Ocean Engine (巨量引擎 V3) screen `/transConfig/launchV3` (spec 001 §2). */
export const BYTEDANCE_DELIVERY: DeliveryDefinition = {
  screen: 'launchV3',
  title: '投放管理',
  medium: 'bytedance',
  fields: REPORT_FIELDS,
  defaultFields: DEFAULT_REPORT_FIELDS,
  choices: BYTEDANCE_CHOICES,
  tabs: {
    account: defineTab<AccountReportRow>({
      tab: 'account',
      abilities: FEED_DELIVERY_ABILITIES.account,
      reportPath: FEED_REPORT_PATHS.account,
      exportPath: FEED_REPORT_EXPORT_PATHS.account,
      rowKey: (row) => row.advertiser_id,
      rowHeight: ROW_HEIGHTS.account,
      filters: ['keyword', 'game', 'report_date'],
      batchQueries: ['id'],
      columns: accountColumns,
      keywordPlaceholder: '账户名称或ID',
    }),
    project: defineTab<ProjectReportRow>({
      tab: 'project',
      abilities: FEED_DELIVERY_ABILITIES.project,
      reportPath: FEED_REPORT_PATHS.project,
      exportPath: FEED_REPORT_EXPORT_PATHS.project,
      rowKey: projectKey,
      rowHeight: ROW_HEIGHTS.project,
      switchRow: (row, optStatus) =>
        updateProjectStatus({
          projects: [{ advertiser_id: row.advertiser_id, project_id: row.project_id }],
          opt_status: optStatus,
        }),
      // spec 001 §4: a project delete is sent as an opt_status value.
      deleteRow: {
        confirm: CONFIRM_DELETE_RECORD_MESSAGE,
        call: (row) =>
          updateProjectStatus({
            projects: [{ advertiser_id: row.advertiser_id, project_id: row.project_id }],
            opt_status: 'DELETE',
          }),
      },
      status: { level: 'project', values: Object.keys(PROJECT_STATUS_LABELS) },
      filters: OBJECT_FILTERS,
      batchQueries: ['id'],
      columns: projectColumns,
      keywordPlaceholder: '项目名称或ID',
    }),
    promotion: defineTab<PromotionReportRow>({
      tab: 'promotion',
      abilities: FEED_DELIVERY_ABILITIES.promotion,
      reportPath: FEED_REPORT_PATHS.promotion,
      exportPath: FEED_REPORT_EXPORT_PATHS.promotion,
      rowKey: promotionKey,
      rowHeight: ROW_HEIGHTS.promotion,
      switchRow: (row, optStatus) =>
        updatePromotionStatus({
          promotions: [{ advertiser_id: row.advertiser_id, promotion_id: row.promotion_id }],
          opt_status: optStatus,
        }),
      status: { level: 'promotion', values: PROMOTION_STATUS_FILTER },
      filters: OBJECT_FILTERS,
      batchQueries: ['id'],
      columns: promotionColumns,
      keywordPlaceholder: '广告名称或ID',
    }),
    material: defineTab<MaterialReportRow>({
      tab: 'material',
      abilities: FEED_DELIVERY_ABILITIES.material,
      reportPath: FEED_REPORT_PATHS.material,
      exportPath: FEED_REPORT_EXPORT_PATHS.material,
      rowKey: materialKey,
      rowHeight: ROW_HEIGHTS.material,
      switchRow: (row, optStatus) =>
        updateMaterialStatus({
          items: [
            {
              advertiser_id: row.advertiser_id,
              promotion_id: row.promotion_id,
              material_id: row.material_id,
            },
          ],
          opt_status: optStatus,
        }),
      deleteRow: {
        confirm: CONFIRM_DELETE_MATERIAL_MESSAGE,
        call: (row) =>
          deleteMaterial({
            advertiser_id: row.advertiser_id,
            promotion_id: row.promotion_id,
            material_id: row.material_id,
          }),
      },
      status: { level: 'material', values: Object.keys(MATERIAL_STATUS_LABELS) },
      filters: [
        'keyword',
        'game',
        'designer',
        'advertiser_ids',
        'material_status',
        'material_opt_status',
        'material_type',
        'create_date',
        'report_date',
        'gad_source',
      ],
      batchQueries: ['id', 'name'],
      columns: materialColumns,
      keywordPlaceholder: '素材名称或ID',
    }),
  },
};
