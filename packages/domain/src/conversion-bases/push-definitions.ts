import type { BasePushMedium } from '@toufang/contracts';

// What pushing a conversion base makes in an ad account, per medium (docs/architecture/
// conversion-bases.md): the objects in the order they are made, the conversions (the medium's
// events or optimization goals) an app base gets, and which app ids of the account's app centre
// the push needs. A medium without an entry offers no push.

export interface BasePushObject {
  /** Where the push record keeps the object's id (`events`: the list of conversions). */
  key: 'asset' | 'track_url_group' | 'events';
  label: string;
}

export interface BasePushDefinition {
  objects: readonly BasePushObject[];
  /** The medium's conversion types made in the account, with their Chinese names. */
  events: readonly { type: string; label: string }[];
  /**
   * The platforms on which the account's app centre must hold the app (its id, and on Ocean
   * Engine its 母包 id too) before anything is sent.
   */
  appRequired: { platforms: readonly ('android' | 'ios')[]; packageId: boolean };
  /**
   * The medium answers the optimization goals an account's projects may take for the app
   * (Ocean Engine `/bytedance/event/*optimized_goal`); the detail page shows them per account.
   */
  optimizedGoals: boolean;
}

export const BASE_PUSH_DEFINITIONS: Record<BasePushMedium, BasePushDefinition> = {
  bytedance: {
    objects: [
      { key: 'asset', label: '事件资产' },
      { key: 'track_url_group', label: '监测链接组' },
      { key: 'events', label: '转化事件' },
    ],
    events: [
      { type: 'active', label: '激活' },
      { type: 'active_register', label: '注册' },
      { type: 'active_pay', label: '付费' },
    ],
    appRequired: { platforms: ['android'], packageId: true },
    optimizedGoals: true,
  },
  tencent: {
    objects: [
      { key: 'asset', label: '用户行为数据源' },
      { key: 'events', label: '转化归因' },
    ],
    events: [
      { type: 'OPTIMIZATIONGOAL_APP_ACTIVATE', label: '激活' },
      { type: 'OPTIMIZATIONGOAL_APP_REGISTER', label: '注册' },
      { type: 'OPTIMIZATIONGOAL_APP_PURCHASE', label: '付费' },
    ],
    appRequired: { platforms: ['android', 'ios'], packageId: false },
    optimizedGoals: false,
  },
};
