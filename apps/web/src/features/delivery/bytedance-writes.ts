import { FEED_BUDGET_FACTS_PATHS } from '@toufang/contracts';
import { BATCH_GROUP_SIZE, isMaterialSwitchDisabled } from '@toufang/domain';
import type { EditWrites } from './edit/edit-tab';
import { modifyItem } from './edit/modify-items';

// The writes of the Ocean Engine screen's tabs (spec 001 §4, §7 "Updates"): paths and the rows
// the medium takes per call (10 per advertiser; materials per promotion).

const V3 = '/api/bytedance/v3';

/** A 批量编辑 field's write: the medium takes 10 rows a call. */
const edit = (path: string) => ({ path, groupSize: BATCH_GROUP_SIZE });

export const BYTEDANCE_ACCOUNT_WRITES: Omit<EditWrites, 'level' | 'keyFields'> = {
  modify: [modifyItem('account_budget', '/api/bytedance/advertiser/update_daily_budget')],
};

export const BYTEDANCE_PROJECT_WRITES: EditWrites = {
  level: 'project',
  keyFields: (row) => ({ advertiser_id: row.advertiser_id, project_id: row.id }),
  // spec 001 §4: a project delete is sent as an opt_status value.
  status: {
    path: `${V3}/project/updatestatus`,
    list: 'projects',
    groupSize: 10,
    delete: { path: `${V3}/project/updatestatus`, sendsStatus: true },
  },
  modify: [
    modifyItem('budget', `${V3}/project/updatebudget`),
    modifyItem('bid', `${V3}/project/updatebid`),
    modifyItem('deep_bid', `${V3}/project/updatedeepbid`),
    modifyItem('roi_goal', `${V3}/project/updateroigoal`),
    modifyItem('end_date', `${V3}/project/updateendtime`),
    modifyItem('schedule', `${V3}/project/updatescheduletime`),
  ],
  batchEdit: {
    budget: edit(`${V3}/project/updatebudget`),
    cpa_bid: edit(`${V3}/project/updatebid`),
    roi_goal: edit(`${V3}/project/updateroigoal`),
    deep_cpabid: edit(`${V3}/project/updatedeepbid`),
    schedule_time: edit(`${V3}/project/updateweekschedule`),
  },
  single: { kind: 'update', path: `${V3}/project/update`, withBid: false },
  budgetFactsPath: FEED_BUDGET_FACTS_PATHS.project,
};

export const BYTEDANCE_PROMOTION_WRITES: EditWrites = {
  level: 'promotion',
  keyFields: (row) => ({ advertiser_id: row.advertiser_id, promotion_id: row.id }),
  status: { path: `${V3}/promotion/updatestatus`, list: 'promotions', groupSize: 10 },
  modify: [
    modifyItem('budget', `${V3}/promotion/updatebudget`),
    modifyItem('bid', `${V3}/promotion/updatebid`),
    modifyItem('deep_bid', `${V3}/promotion/updatedeepbid`),
    modifyItem('roi_goal', `${V3}/promotion/updateroigoal`),
    modifyItem('auto_extend', `${V3}/promotion/updateautoextend`),
  ],
  batchEdit: {
    budget: edit(`${V3}/promotion/updatebudget`),
    cpa_bid: edit(`${V3}/promotion/updatebid`),
    roi_goal: edit(`${V3}/promotion/updateroigoal`),
    deep_cpabid: edit(`${V3}/promotion/updatedeepbid`),
  },
  single: { kind: 'update', path: `${V3}/promotion/update`, withBid: true },
  budgetFactsPath: FEED_BUDGET_FACTS_PATHS.promotion,
  copyPath: `${V3}/promotion/copy`,
};

export const BYTEDANCE_MATERIAL_WRITES: EditWrites = {
  level: 'material',
  keyFields: (row) => ({
    advertiser_id: row.advertiser_id,
    promotion_id: row.promotion_id ?? '',
    material_id: row.id,
  }),
  status: {
    path: `${V3}/promotion/material/updatestatus`,
    list: 'items',
    groupSize: 10,
    delete: { path: `${V3}/promotion/material/batchdelete`, sendsStatus: false },
    skipped: (row) => (isMaterialSwitchDisabled(row.material_status) ? '素材已删除' : undefined),
  },
  modify: [modifyItem('material_status', `${V3}/promotion/material/updatestatus`)],
};
