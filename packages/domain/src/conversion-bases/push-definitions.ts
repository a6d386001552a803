import type { BaseKind, BaseMedium, BasePushMedium } from '@toufang/contracts';

// What pushing a conversion base makes in an ad account, per medium (docs/architecture/
// conversion-bases.md): the objects in the order they are made, the conversions (the medium's
// events or optimization goals) an app base gets, and which app ids of the account's app centre
// the push needs. A medium without an entry offers no push; a kind of base a medium's entry does
// not list is not pushed there.

export interface BasePushObject {
  /** Where the push record keeps the object's id (`events`: the list of conversions). */
  key: 'asset' | 'track_url_group' | 'events';
  label: string;
}

export interface BasePushDefinition {
  /** The objects made for an app base. */
  objects: readonly BasePushObject[];
  /**
   * The kinds of base pushed to the medium, each with the objects it makes (a mini program's
   * event asset takes no track-url group: groups belong to app assets).
   */
  kinds: Partial<Record<BaseKind, readonly BasePushObject[]>>;
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
  /**
   * The medium keeps a 联调 log of the conversions an account's asset received (Ocean Engine
   * `/bytedance/event/debug_log`); the detail page shows it per pushed account.
   */
  debugLog: boolean;
}

const BYTEDANCE_APP_OBJECTS: readonly BasePushObject[] = [
  { key: 'asset', label: '事件资产' },
  { key: 'track_url_group', label: '监测链接组' },
  { key: 'events', label: '转化事件' },
];

const TENCENT_APP_OBJECTS: readonly BasePushObject[] = [
  { key: 'asset', label: '用户行为数据源' },
  { key: 'events', label: '转化归因' },
];

export const BASE_PUSH_DEFINITIONS: Record<BasePushMedium, BasePushDefinition> = {
  bytedance: {
    objects: BYTEDANCE_APP_OBJECTS,
    kinds: {
      app: BYTEDANCE_APP_OBJECTS,
      mini_program: [
        { key: 'asset', label: '事件资产' },
        { key: 'events', label: '转化事件' },
      ],
    },
    events: [
      { type: 'active', label: '激活' },
      { type: 'active_register', label: '注册' },
      { type: 'active_pay', label: '付费' },
    ],
    appRequired: { platforms: ['android'], packageId: true },
    optimizedGoals: true,
    debugLog: true,
  },
  tencent: {
    objects: TENCENT_APP_OBJECTS,
    kinds: { app: TENCENT_APP_OBJECTS },
    events: [
      { type: 'OPTIMIZATIONGOAL_APP_ACTIVATE', label: '激活' },
      { type: 'OPTIMIZATIONGOAL_APP_REGISTER', label: '注册' },
      { type: 'OPTIMIZATIONGOAL_APP_PURCHASE', label: '付费' },
    ],
    appRequired: { platforms: ['android', 'ios'], packageId: false },
    optimizedGoals: false,
    debugLog: false,
  },
};

/**
 * Why an API medium offers no push, in the words the 推送 action and the server's refusal use.
 * Kuaishou: its open API makes none of the objects a push would make. 转化目标 of the 应用-API
 * type are created in the console's 转化追踪 tool and only read by the API
 * (`v1/tool/convert/list`); the tracking links are fields of each creative (`click_url`,
 * `impression_url`, `actionbar_click_url`), set when the ad is created; the app is the app
 * centre's (app management). See docs/architecture/conversion-bases.md.
 */
export const BASE_PUSH_UNAVAILABLE: Partial<Record<BaseMedium, string>> = {
  kuaishou:
    '磁力引擎开放接口没有可推送的转化对象：转化目标（应用-API）只能在磁力引擎投放平台的「转化追踪」中创建，接口只能读取；监测链接随每个广告创意填写，在批量创建广告时带入。请先在磁力引擎投放平台为应用创建转化目标并完成联调。',
};

/**
 * The push of a base of `kind` on `medium` (its objects those of the kind), or null when the
 * medium has no push or does not take the kind.
 */
export function basePushDefinition(
  medium: BasePushMedium,
  kind: BaseKind,
): BasePushDefinition | null {
  const definition = BASE_PUSH_DEFINITIONS[medium];
  const objects = definition.kinds[kind];
  return objects ? { ...definition, objects } : null;
}
