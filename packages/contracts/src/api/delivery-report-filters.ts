import { z } from 'zod';
import { enumList, idList, listOf, textList } from './report-filter-parsers';

// The filters of the delivery screens' reports (spec 001 §7 parameters), one table of every
// medium's filters: each names its body key, its Chinese label and how its values are read. The
// report bodies (delivery-report-bodies.ts) and the web's filter pickers are built from it; the
// server maps each key to its mirror column (delivery-reports/report-filter-columns.ts).

/** Mirror levels (docs/glossary.md "Delivery levels"): 0 account … 3 creative, 4 material files. */
export type MirrorLevel = 0 | 1 | 2 | 3 | 4;

export interface ReportFilterOption {
  value: string;
  label: string;
}

/**
 * - `ids`: medium ids of the objects of `level` (a drill-down's parent or a batch query);
 * - `codes`: values of `options` only;
 * - `texts`: the medium's own values (statuses, goals), any text;
 * - `numbers`: ids of this platform (users, configs), positive integers.
 */
export type ReportFilterKind = 'ids' | 'codes' | 'texts' | 'numbers';

export interface ReportFilterDef {
  /** The request body key. */
  key: string;
  label: string;
  kind: ReportFilterKind;
  /** For `ids`: the level whose ids these are. */
  level?: MirrorLevel;
  /** For `codes` (and as suggestions for `texts`). */
  options?: readonly ReportFilterOption[];
}

const option = (value: string | number, label: string): ReportFilterOption => ({
  value: String(value),
  label,
});

const ids = (key: string, label: string, level: MirrorLevel): ReportFilterDef => ({
  key,
  label,
  kind: 'ids',
  level,
});
const codes = (
  key: string,
  label: string,
  options: readonly ReportFilterOption[],
): ReportFilterDef => ({ key, label, kind: 'codes', options });
const texts = (
  key: string,
  label: string,
  options?: readonly ReportFilterOption[],
): ReportFilterDef => ({ key, label, kind: 'texts', ...(options ? { options } : {}) });

/** The zod schema of one filter's body value (lists as arrays or comma text). */
export function filterSchema(def: ReportFilterDef) {
  if (def.kind === 'ids') return idList(def.label);
  if (def.kind === 'codes' && def.options !== undefined && def.options.length > 0) {
    const values = def.options.map((o) => o.value) as [string, ...string[]];
    return enumList(values, `${def.label}须为${def.options.map((o) => o.label).join('、')}之一`);
  }
  if (def.kind === 'numbers') {
    return z.preprocess(
      listOf,
      z
        .array(
          z.coerce
            .number(`${def.label}须为正整数`)
            .int(`${def.label}须为正整数`)
            .positive(`${def.label}须为正整数`)
            .transform(String),
        )
        .optional(),
    );
  }
  return textList(def.label, 64);
}

// ---- filters every medium's object tabs share ----

const DESIGNER: ReportFilterDef = { key: 'designer', label: '设计师ID', kind: 'numbers' };
const GAD_SOURCE = codes('gad_source', '来源', [
  option('oceanengine', '媒体后台'),
  option('gad', '本平台'),
]);
const PLATFORM = codes('platform', '投放平台', [
  option('APP_ANDROID', 'Android'),
  option('APP_IOS', 'iOS'),
]);

// ---- Ocean Engine v3 (launchV3; the bodies are those of feed-reports.ts) ----

/** The creation task that made the objects (spec 001 §7 `delivery_config_ids`; 查看创建的对象). */
const CONFIG_IDS: ReportFilterDef = {
  key: 'delivery_config_ids',
  label: '配置ID',
  kind: 'numbers',
};

const FEED_PROJECT_SETTINGS: readonly ReportFilterDef[] = [
  codes('ad_type', '广告类型', [option('ALL', '通投广告'), option('SEARCH', '搜索广告')]),
  codes('app_type', '应用类型', PLATFORM.options ?? []),
  PLATFORM,
  texts('convert_type', '转化目标'),
  texts('deep_external_action', '深度转化目标'),
  texts('deep_bid_type', '深度出价方式'),
  texts('landing_type', '推广目的'),
  texts('marketing_goal', '营销场景'),
  texts('app_promotion_type', '应用推广类型'),
  CONFIG_IDS,
];

const FEED_OBJECT = [
  ids('project_id', '项目ID', 1),
  texts('status', '状态'),
  GAD_SOURCE,
  DESIGNER,
  ...FEED_PROJECT_SETTINGS,
];
const FEED_PROMOTION = [
  ...FEED_OBJECT,
  ids('promotion_id', '广告ID', 2),
  ids('promotion_ids', '广告ID', 2),
];

export const FEED_REPORT_FILTERS = {
  account: [] as readonly ReportFilterDef[],
  project: FEED_OBJECT,
  promotion: FEED_PROMOTION,
  material: [
    ...FEED_PROMOTION,
    texts('material_ids', '素材ID'),
    texts('material_names', '素材名称'),
    texts('material_status', '素材状态'),
    codes('material_opt_status', '素材操作状态', [
      option('ENABLE', '启用'),
      option('DISABLE', '暂停'),
    ]),
    codes('material_type', '素材类型', [option('video', '视频'), option('image', '图片')]),
  ],
} as const satisfies Record<string, readonly ReportFilterDef[]>;

// ---- Kuaishou (launchKs; reference §2.7, spec 002 §9 codes) ----

const KS_PUT_STATUS = codes('put_status', '投放开关', [
  option(1, '投放'),
  option(2, '暂停'),
  option(3, '删除'),
]);
const KS_CAMPAIGN_TYPE = codes('campaign_type', '营销目标', [
  option(2, '提升应用安装'),
  option(3, '电商下单'),
  option(4, '品牌活动'),
  option(5, '销售线索'),
  option(7, '应用活跃'),
  option(9, '商品库'),
  option(16, '粉丝/直播'),
  option(19, '小程序'),
  option(30, '短剧'),
  option(32, '微信小程序/小游戏'),
]);
const KS_UNIT_SETTINGS: readonly ReportFilterDef[] = [
  codes('unit_type', '广告组类型', [option(4, '自定义'), option(7, '程序化')]),
  codes('ocpx_action_type', '转化目标', [
    option(2, '行为数'),
    option(180, '激活'),
    option(190, '付费'),
    option(191, '首日ROI'),
    option(739, '7日付费次数'),
    option(774, '7日ROI'),
  ]),
  codes('deep_conversion_type', '深度转化目标', [
    option(3, '付费'),
    option(92, '付费ROI'),
    option(7, '次日留存'),
  ]),
  codes('scene_id', '投放场景', [
    option(1, '优选广告位'),
    option(6, '上下滑大屏广告'),
    option(7, '信息流广告'),
    option(24, '激励视频'),
  ]),
];
const KS_CAMPAIGN_STATUS = codes('status', '状态', [
  option(1, '已暂停'),
  option(3, '超预算'),
  option(4, '有效'),
  option(5, '已删除'),
  option(6, '余额不足'),
]);
const KS_UNIT_STATUS = codes('status', '状态', [
  option(1, '计划已暂停'),
  option(3, '计划超预算'),
  option(6, '余额不足'),
  option(10, '广告组已删除'),
  option(11, '审核中'),
  option(12, '审核未通过'),
  option(14, '已结束'),
  option(15, '已暂停'),
  option(17, '组超预算'),
  option(19, '未达投放时间'),
  option(20, '有效'),
  option(22, '不在投放时段'),
]);
const KS_CREATIVE_STATUS = codes('status', '状态', [
  ...(KS_UNIT_STATUS.options ?? []).filter((o) => o.value !== '10' && o.value !== '20'),
  option(40, '已删除'),
  option(41, '审核中'),
  option(42, '审核未通过'),
  option(46, '已暂停'),
  option(52, '投放中'),
  option(53, '作品异常'),
  option(55, '部分素材审核失败'),
]);
const KS_CAMPAIGN_IDS = ids('campaign_id', '广告计划ID', 1);
const KS_UNIT_IDS = ids('unit_id', '广告组ID', 2);
const KS_OBJECT = [KS_PUT_STATUS, KS_CAMPAIGN_TYPE, GAD_SOURCE, DESIGNER, CONFIG_IDS];

export const KUAISHOU_REPORT_FILTERS = {
  account: [] as readonly ReportFilterDef[],
  campaign: [KS_CAMPAIGN_IDS, KS_CAMPAIGN_STATUS, ...KS_OBJECT],
  unit: [KS_CAMPAIGN_IDS, KS_UNIT_IDS, KS_UNIT_STATUS, ...KS_OBJECT, ...KS_UNIT_SETTINGS],
  creative: [
    KS_CAMPAIGN_IDS,
    KS_UNIT_IDS,
    ids('creative_id', '创意ID', 3),
    KS_CREATIVE_STATUS,
    ...KS_OBJECT,
    ...KS_UNIT_SETTINGS,
  ],
} as const satisfies Record<string, readonly ReportFilterDef[]>;

// ---- Tencent v3 (launchQqV3; reference §3.5, §3.6) and the legacy levels (launchQqV2) ----

const TX_CONFIGURED = codes('configured_status', '操作状态', [
  option('AD_STATUS_NORMAL', '正常'),
  option('AD_STATUS_SUSPEND', '暂停'),
]);
const TX_SYSTEM_STATUS = texts('system_status', '投放状态', [
  option('ADGROUP_STATUS_ACTIVE', '投放中'),
  option('ADGROUP_STATUS_SUSPEND', '暂停'),
  option('ADGROUP_STATUS_CREATIVE_STATUS_PENDING', '审核中'),
  option('ADGROUP_STATUS_NOT_IN_DELIVERY_TIME', '未到投放时间'),
  option('ADGROUP_STATUS_DAILY_BUDGET_REACHED', '达到日预算'),
  option('ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH', '账户余额不足'),
  option('ADGROUP_STATUS_DELETED', '已删除'),
]);
const TX_ADGROUP_SETTINGS: readonly ReportFilterDef[] = [
  texts('optimization_goal', '优化目标'),
  texts('marketing_goal', '营销目的'),
  texts('bid_mode', '出价方式', [
    option('BID_MODE_OCPM', 'oCPM'),
    option('BID_MODE_OCPC', 'oCPC'),
    option('BID_MODE_CPM', 'CPM'),
    option('BID_MODE_CPC', 'CPC'),
  ]),
  PLATFORM,
  CONFIG_IDS,
];
const TX_ADGROUP_IDS = ids('adgroup_id', '广告ID', 2);
const TX_OBJECT = [TX_CONFIGURED, GAD_SOURCE, DESIGNER];
/** The legacy levels: the creation task made their 推广计划 and 广告 (level 1 carries its id). */
const TX_V2_OBJECT = [...TX_OBJECT, CONFIG_IDS];

export const TENCENT_REPORT_FILTERS = {
  account: [] as readonly ReportFilterDef[],
  adgroup: [TX_ADGROUP_IDS, TX_SYSTEM_STATUS, ...TX_OBJECT, ...TX_ADGROUP_SETTINGS],
  dynamic_creative: [
    TX_ADGROUP_IDS,
    ids('dynamic_creative_id', '创意ID', 3),
    texts('status', '审核状态'),
    ...TX_OBJECT,
    ...TX_ADGROUP_SETTINGS,
  ],
} as const satisfies Record<string, readonly ReportFilterDef[]>;

const TX_V2_CAMPAIGN_IDS = ids('campaign_id', '推广计划ID', 1);
const TX_V2_ADGROUP_IDS = ids('adgroup_id', '广告ID', 2);

export const TENCENT_V2_REPORT_FILTERS = {
  account: [] as readonly ReportFilterDef[],
  campaign: [TX_V2_CAMPAIGN_IDS, texts('system_status', '投放状态'), ...TX_V2_OBJECT],
  adgroup: [
    TX_V2_CAMPAIGN_IDS,
    TX_V2_ADGROUP_IDS,
    texts('system_status', '投放状态'),
    ...TX_V2_OBJECT,
  ],
  ad: [
    TX_V2_CAMPAIGN_IDS,
    TX_V2_ADGROUP_IDS,
    ids('ad_id', '广告创意ID', 3),
    texts('system_status', '审核状态'),
    ...TX_V2_OBJECT,
  ],
} as const satisfies Record<string, readonly ReportFilterDef[]>;

// ---- Ocean Engine v2 (launchv2: 广告组 → 计划 → 创意) ----

const FEED_V2_CAMPAIGN_IDS = ids('campaign_id', '广告组ID', 1);
const FEED_V2_AD_IDS = ids('ad_id', '计划ID', 2);
const FEED_V2_OBJECT = [texts('status', '状态'), GAD_SOURCE, DESIGNER, CONFIG_IDS];

export const FEED_V2_REPORT_FILTERS = {
  account: [] as readonly ReportFilterDef[],
  campaign: [FEED_V2_CAMPAIGN_IDS, ...FEED_V2_OBJECT, texts('landing_type', '推广目的')],
  ad: [
    FEED_V2_CAMPAIGN_IDS,
    FEED_V2_AD_IDS,
    ...FEED_V2_OBJECT,
    texts('landing_type', '推广目的'),
    texts('pricing', '出价方式'),
  ],
  creative: [
    FEED_V2_CAMPAIGN_IDS,
    FEED_V2_AD_IDS,
    ids('creative_id', '创意ID', 3),
    ...FEED_V2_OBJECT,
  ],
} as const satisfies Record<string, readonly ReportFilterDef[]>;

/** The schema of the filter part of a body. */
export const filtersShape = (filters: readonly ReportFilterDef[]) =>
  Object.fromEntries(filters.map((f) => [f.key, filterSchema(f)])) as Record<
    string,
    z.ZodType<string[] | undefined>
  >;
