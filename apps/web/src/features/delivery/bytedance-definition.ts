import type {
  MaterialReportBody,
  MaterialReportRow,
  ProjectReportBody,
  ProjectReportRow,
  PromotionReportBody,
  PromotionReportRow,
} from '@toufang/contracts';
import {
  DEFAULT_REPORT_FIELDS,
  deliveryTabOf,
  FEED_DELIVERY_ABILITIES,
  FEED_REPORT_EXPORT_PATHS,
  FEED_REPORT_PATHS,
  REPORT_FIELDS,
} from '@toufang/contracts';
import {
  CONFIRM_DELETE_MATERIAL_MESSAGE,
  CONFIRM_DELETE_RECORD_MESSAGE,
  ROW_HEIGHTS,
} from '@toufang/domain';
import { deleteMaterial } from './api-updates';
import { materialEditRow, projectEditRow, promotionEditRow } from './bytedance-edit-rows';
import {
  BYTEDANCE_MATERIAL_FILTERS,
  BYTEDANCE_PROJECT_FILTERS,
  BYTEDANCE_PROMOTION_FILTERS,
} from './bytedance-filters';
import {
  BYTEDANCE_ACCOUNT_WRITES,
  BYTEDANCE_MATERIAL_WRITES,
  BYTEDANCE_PROJECT_WRITES,
  BYTEDANCE_PROMOTION_WRITES,
} from './bytedance-writes';
import { materialColumns, materialKey } from './columns/bytedance-material-columns';
import { projectColumns, projectKey } from './columns/bytedance-project-columns';
import { promotionColumns, promotionKey } from './columns/bytedance-promotion-columns';
import { defineTab } from './delivery-definition';
import { accountTab } from './object-screen';
import type { DeliveryDefinition } from './delivery-definition';

/** The Ocean Engine (巨量引擎 V3) screen `/transConfig/launchV3` (spec 001 §2). */
export const BYTEDANCE_DELIVERY: DeliveryDefinition = {
  screen: 'launchV3',
  title: '投放管理',
  medium: 'bytedance',
  family: 'bytedance',
  wizardPath: '/transConfig/aiCreateTtV3/0',
  fields: REPORT_FIELDS,
  defaultFields: DEFAULT_REPORT_FIELDS,
  tabs: [
    accountTab(
      deliveryTabOf('launchV3', 'account'),
      deliveryTabOf('launchV3', 'project'),
      BYTEDANCE_ACCOUNT_WRITES,
    ),
    defineTab<ProjectReportRow, ProjectReportBody>({
      key: 'project',
      title: '项目',
      level: 1,
      abilities: FEED_DELIVERY_ABILITIES.project,
      reportPath: FEED_REPORT_PATHS.project,
      exportPath: FEED_REPORT_EXPORT_PATHS.project,
      rowKey: projectKey,
      rowHeight: ROW_HEIGHTS.project,
      drillKey: 'project_id',
      deleteRow: { confirm: CONFIRM_DELETE_RECORD_MESSAGE },
      filters: BYTEDANCE_PROJECT_FILTERS,
      batchQueries: [{ mode: 'id', body: 'project_id' }],
      columns: projectColumns,
      keywordPlaceholder: '项目名称或ID',
      editRow: projectEditRow,
      historyTarget: (row) => ({ objectType: 'project', objectId: row.project_id, name: row.name }),
      edit: BYTEDANCE_PROJECT_WRITES,
      // A project's advice is that of its ads.
      advice: {
        kind: 'reasons',
        path: '/api/bytedance/v3/project/rejectreason',
        idsParam: 'project_ids',
        perChild: { label: '广告' },
      },
    }),
    defineTab<PromotionReportRow, PromotionReportBody>({
      key: 'promotion',
      title: '广告',
      level: 2,
      abilities: FEED_DELIVERY_ABILITIES.promotion,
      reportPath: FEED_REPORT_PATHS.promotion,
      exportPath: FEED_REPORT_EXPORT_PATHS.promotion,
      rowKey: promotionKey,
      rowHeight: ROW_HEIGHTS.promotion,
      drillKey: 'promotion_id',
      filters: BYTEDANCE_PROMOTION_FILTERS,
      batchQueries: [{ mode: 'id', body: 'promotion_ids' }],
      columns: promotionColumns,
      keywordPlaceholder: '广告名称或ID',
      editRow: promotionEditRow,
      historyTarget: (row) => ({
        objectType: 'promotion',
        objectId: row.promotion_id,
        name: row.name,
      }),
      edit: BYTEDANCE_PROMOTION_WRITES,
      advice: {
        kind: 'reasons',
        path: '/api/bytedance/v3/promotion/rejectreason',
        idsParam: 'promotion_ids',
      },
    }),
    defineTab<MaterialReportRow, MaterialReportBody>({
      key: 'material',
      title: '素材',
      level: 4,
      abilities: FEED_DELIVERY_ABILITIES.material,
      reportPath: FEED_REPORT_PATHS.material,
      exportPath: FEED_REPORT_EXPORT_PATHS.material,
      rowKey: materialKey,
      rowHeight: ROW_HEIGHTS.material,
      deleteRow: {
        confirm: CONFIRM_DELETE_MATERIAL_MESSAGE,
        call: (row) =>
          deleteMaterial({
            advertiser_id: row.advertiser_id,
            promotion_id: row.promotion_id,
            material_id: row.material_id,
          }),
      },
      filters: BYTEDANCE_MATERIAL_FILTERS,
      batchQueries: [
        { mode: 'id', body: 'material_ids' },
        { mode: 'name', body: 'material_names' },
      ],
      columns: materialColumns,
      keywordPlaceholder: '素材名称或ID',
      editRow: materialEditRow,
      // A material's history spans the ads it is in: the writes record it by material id.
      historyTarget: (row) => ({
        objectType: 'material',
        objectId: row.material_id,
        name: row.material_names[0] ?? row.material_id,
      }),
      edit: BYTEDANCE_MATERIAL_WRITES,
    }),
  ],
};
