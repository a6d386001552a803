import { AD_REJECT_REASON_PATH, DELIVERY_SCREENS } from '@toufang/contracts';
import { PRICING_LABELS } from '@toufang/domain';
import { LANDING_TYPE_LABELS } from './bytedance-options';
import { BYTEDANCE_ACCOUNT_WRITES } from './bytedance-writes';
import { objectScreen } from './object-screen';

// The Ocean Engine legacy screen `/transConfig/launchv2` (spec 000 §2): 账户 / 广告组 / 计划 /
// 创意 over the v2 API; tabs, paths, abilities and filters from the contracts' DELIVERY_SCREENS,
// writes from MEDIUM_WRITE_PATHS, statuses and limits of the `bytedance_v2` family (packages/
// domain); its columns below.

/** 投放管理V2 of Ocean Engine: 账户 / 广告组 / 计划 / 创意. */
export const BYTEDANCE_V2_DELIVERY = objectScreen({
  screen: DELIVERY_SCREENS.launchv2,
  accountWrites: BYTEDANCE_ACCOUNT_WRITES,
  title: '巨量投放管理V2',
  tabs: {
    campaign: {
      rules: 'project',
      keywordPlaceholder: '广告组名称或ID',
      columns: [
        { kind: 'name', title: '广告组' },
        { kind: 'switch' },
        { kind: 'status', level: 'project' },
        { kind: 'advertiser' },
        { kind: 'budget', title: '预算' },
        {
          kind: 'code',
          title: '推广目的',
          field: 'landing_type',
          fromExtra: true,
          labels: LANDING_TYPE_LABELS,
        },
        { kind: 'game' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
    ad: {
      rules: 'promotion',
      advice: { kind: 'reasons', path: AD_REJECT_REASON_PATH, idsParam: 'ad_ids' },
      keywordPlaceholder: '计划名称或ID',
      columns: [
        { kind: 'name', title: '计划' },
        { kind: 'switch' },
        { kind: 'status', level: 'promotion' },
        { kind: 'parent', of: 'campaign', title: '所属广告组' },
        { kind: 'advertiser' },
        { kind: 'budget', title: '日预算' },
        { kind: 'code', title: '出价方式', field: 'pricing', labels: PRICING_LABELS },
        { kind: 'money', field: 'cpa_bid', title: '目标转化出价' },
        { kind: 'money', field: 'bid', title: '出价' },
        { kind: 'money', field: 'deep_bid', title: '深度出价' },
        { kind: 'game' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
    creative: {
      rules: 'material',
      keywordPlaceholder: '创意名称或ID',
      columns: [
        { kind: 'name', title: '创意' },
        { kind: 'switch' },
        { kind: 'status', level: 'material' },
        { kind: 'parent', of: 'ad', title: '所属计划' },
        { kind: 'parent', of: 'campaign', title: '所属广告组' },
        { kind: 'advertiser' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
  },
});
