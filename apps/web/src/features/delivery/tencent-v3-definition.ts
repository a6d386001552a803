import { DELIVERY_SCREENS, MEDIUM_ADVICE_PATHS } from '@toufang/contracts';
import { TENCENT_CONFIGURED_COLUMN } from './columns/tencent-columns';
import { objectScreen } from './object-screen';

// The Tencent Ads v3 screen `/transConfigQq/launchQqV3` (spec 000 §2, spec 001 §2 applied to
// Tencent): no campaign level; tabs, paths, abilities and filters from the contracts'
// DELIVERY_SCREENS, writes from MEDIUM_WRITE_PATHS; its columns and rules levels below. The audit
// advice is the review results of dynamic creatives (MEDIUM_ADVICE_PATHS); an adgroup's is that of
// its creatives.

/** 投放管理 of Tencent v3: 账户 / 广告 / 创意. */
export const TENCENT_V3_DELIVERY = objectScreen({
  screen: DELIVERY_SCREENS.launchQqV3,
  title: '腾讯投放管理',
  wizardPath: '/transConfigQq/aiCreateQqV3/0',
  tabs: {
    adgroup: {
      rules: 'promotion',
      advice: {
        kind: 'reasons',
        path: MEDIUM_ADVICE_PATHS.tencent.adgroup,
        idsParam: 'ids',
        perChild: { label: '创意' },
      },
      keywordPlaceholder: '广告名称或ID',
      columns: [
        { kind: 'name', title: '广告' },
        { kind: 'switch' },
        { kind: 'status', level: 'promotion' },
        TENCENT_CONFIGURED_COLUMN,
        { kind: 'advertiser' },
        { kind: 'budget', title: '日预算' },
        { kind: 'money', field: 'cpa_bid', title: '出价' },
        { kind: 'game' },
        { kind: 'created' },
      ],
    },
    dynamic_creative: {
      rules: 'material',
      advice: {
        kind: 'reasons',
        path: MEDIUM_ADVICE_PATHS.tencent.dynamic_creative,
        idsParam: 'ids',
      },
      keywordPlaceholder: '创意名称或ID',
      columns: [
        { kind: 'name', title: '创意' },
        { kind: 'switch' },
        { kind: 'status', level: 'material' },
        TENCENT_CONFIGURED_COLUMN,
        { kind: 'parent', of: 'ad', title: '所属广告' },
        { kind: 'advertiser' },
        { kind: 'created' },
      ],
    },
  },
});
