import { DELIVERY_SCREENS } from '@toufang/contracts';
import { TENCENT_CONFIGURED_COLUMN } from './columns/tencent-columns';
import { objectScreen } from './object-screen';

// The Tencent legacy screen `/transConfigQq/launchQqV2` (spec 000 §2): 账户 / 推广计划 / 广告 /
// 广告创意 over the v1.3 API; tabs, paths, abilities and filters from the contracts'
// DELIVERY_SCREENS, writes from MEDIUM_WRITE_PATHS, statuses and limits of the `tencent_v2`
// family (packages/domain: every v1.3 write is one object a call); its columns below. An ad
// (广告创意) shows its adcreative's material: cover, title and file.

/** 投放管理V2 of Tencent: 账户 / 推广计划 / 广告 / 广告创意. */
export const TENCENT_V2_DELIVERY = objectScreen({
  screen: DELIVERY_SCREENS.launchQqV2,
  title: '腾讯投放管理V2',
  tabs: {
    campaign: {
      rules: 'project',
      keywordPlaceholder: '推广计划名称或ID',
      columns: [
        { kind: 'name', title: '推广计划' },
        { kind: 'switch' },
        { kind: 'status', level: 'project' },
        { kind: 'advertiser' },
        { kind: 'budget', title: '日预算' },
        { kind: 'game' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
    adgroup: {
      rules: 'promotion',
      keywordPlaceholder: '广告名称或ID',
      columns: [
        { kind: 'name', title: '广告' },
        { kind: 'switch' },
        { kind: 'status', level: 'promotion' },
        TENCENT_CONFIGURED_COLUMN,
        { kind: 'parent', of: 'campaign', title: '所属推广计划' },
        { kind: 'advertiser' },
        { kind: 'budget', title: '日预算' },
        { kind: 'money', field: 'cpa_bid', title: '出价' },
        { kind: 'game' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
    ad: {
      rules: 'material',
      // A denied ad's advice is its `reject_message`.
      advice: { kind: 'row' },
      keywordPlaceholder: '广告创意名称或ID',
      columns: [
        { kind: 'name', title: '广告创意' },
        { kind: 'material', title: '素材' },
        { kind: 'switch' },
        { kind: 'status', level: 'material' },
        TENCENT_CONFIGURED_COLUMN,
        { kind: 'parent', of: 'ad', title: '所属广告' },
        { kind: 'parent', of: 'campaign', title: '所属推广计划' },
        { kind: 'advertiser' },
        { kind: 'created' },
        { kind: 'delete' },
      ],
      deletes: true,
    },
  },
});
