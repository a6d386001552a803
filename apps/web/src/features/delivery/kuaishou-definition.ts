import { DELIVERY_SCREENS } from '@toufang/contracts';
import {
  KUAISHOU_CAMPAIGN_TYPE_LABELS,
  KUAISHOU_DEEP_CONVERSION_LABELS,
  KUAISHOU_OCPX_ACTION_LABELS,
  KUAISHOU_PUT_STATUS_LABELS,
  KUAISHOU_UNIT_TYPE_LABELS,
} from '@toufang/domain';
import { objectScreen } from './object-screen';

// The Kuaishou (磁力引擎) screen `/transConfigKs/launchKs` (spec 000 §2, spec 001 §2 applied to
// Kuaishou): tabs, paths, abilities and filters from the contracts' DELIVERY_SCREENS, writes from
// MEDIUM_WRITE_PATHS; its columns and rules levels below. put_status 3 deletes an object and
// everything under it. A denied unit's or creative's advice is its `review_detail` (the medium has
// no structured reasons).

/** 投放管理 of Kuaishou: 账户 / 广告计划 / 广告组 / 创意. */
export const KUAISHOU_DELIVERY = objectScreen({
  screen: DELIVERY_SCREENS.launchKs,
  title: '快手投放管理',
  presetParams: { unit_type: 'unit_type' },
  wizardPath: '/transConfigKs/ksaiCreate/0',
  tabs: {
    campaign: {
      rules: 'project',
      deletes: true,
      keywordPlaceholder: '广告计划名称或ID',
      columns: [
        { kind: 'name', title: '广告计划' },
        { kind: 'switch' },
        { kind: 'status', level: 'project' },
        {
          kind: 'code',
          title: '投放开关',
          field: 'put_status',
          fromExtra: true,
          labels: KUAISHOU_PUT_STATUS_LABELS,
        },
        { kind: 'advertiser' },
        { kind: 'budget', title: '日预算' },
        {
          kind: 'code',
          title: '营销目标',
          field: 'marketing_goal',
          labels: KUAISHOU_CAMPAIGN_TYPE_LABELS,
        },
        { kind: 'game' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
    },
    unit: {
      rules: 'promotion',
      deletes: true,
      advice: { kind: 'row' },
      keywordPlaceholder: '广告组名称或ID',
      columns: [
        { kind: 'name', title: '广告组' },
        { kind: 'switch' },
        { kind: 'status', level: 'promotion' },
        { kind: 'parent', of: 'campaign', title: '所属计划' },
        { kind: 'advertiser' },
        {
          kind: 'code',
          title: '广告组类型',
          field: 'unit_type',
          fromExtra: true,
          labels: KUAISHOU_UNIT_TYPE_LABELS,
        },
        { kind: 'budget', title: '日预算' },
        { kind: 'money', field: 'cpa_bid', title: '出价' },
        {
          kind: 'code',
          title: '转化目标',
          field: 'convert_type',
          labels: KUAISHOU_OCPX_ACTION_LABELS,
        },
        {
          kind: 'code',
          title: '深度转化目标',
          field: 'deep_convert_type',
          labels: KUAISHOU_DEEP_CONVERSION_LABELS,
        },
        { kind: 'money', field: 'deep_bid', title: '深度出价' },
        { kind: 'number', field: 'roi_goal', title: 'ROI系数' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
    },
    creative: {
      rules: 'material',
      deletes: true,
      advice: { kind: 'row' },
      keywordPlaceholder: '创意名称或ID',
      columns: [
        { kind: 'name', title: '创意' },
        { kind: 'switch' },
        { kind: 'status', level: 'material' },
        { kind: 'parent', of: 'ad', title: '所属广告组' },
        { kind: 'parent', of: 'campaign', title: '所属计划' },
        { kind: 'advertiser' },
        {
          kind: 'code',
          title: '创意类型',
          field: 'unit_type',
          fromExtra: true,
          labels: KUAISHOU_UNIT_TYPE_LABELS,
        },
        { kind: 'created' },
        { kind: 'delete' },
      ],
    },
  },
});
