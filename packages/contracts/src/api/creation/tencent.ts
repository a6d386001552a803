import { z } from 'zod';
import { RegionTargetingSchema } from './regions';
import { TencentAccountPicksSchema } from './tencent-picks';
import {
  AgeBandsSchema,
  CreationAccountsSchema,
  CreationConvertSchema,
  CreationDateSchema,
  CreationMaterialsSchema,
  CreationOptStatusSchema,
  CreationScheduleSchema,
  creationTitlesSchema,
  ACCOUNT_RULES,
  CREATE_TYPES,
  GENDERS,
  NameRuleSchema,
  YuanSchema,
} from './shared';

// The Tencent v3 draft (spec 002 §3, the Tencent v3 draft): adgroup → dynamic creative.
// An adgroup holds the targeting, bid, budget and placements; a dynamic creative its materials
// and titles. Defaults of spec 002 §9: template 721, material_num 3, 10 titles.

/** Optimisation goals (spec 002 §9: 激活, 注册, 首次付费, 付费, 次留, 首日付费ROI). */
export const TENCENT_OPTIMIZATION_GOALS = [
  'OPTIMIZATIONGOAL_APP_ACTIVATE',
  'OPTIMIZATIONGOAL_APP_REGISTER',
  'OPTIMIZATIONGOAL_FIRST_PURCHASE',
  'OPTIMIZATIONGOAL_APP_PURCHASE',
  'OPTIMIZATIONGOAL_ONE_DAY_RETENTION',
  'OPTIMIZATIONGOAL_FIRST_DAY_PURCHASE_ROAS',
] as const;
export type TencentOptimizationGoal = (typeof TENCENT_OPTIMIZATION_GOALS)[number];
export const TENCENT_OPTIMIZATION_GOAL_LABELS: Record<TencentOptimizationGoal, string> = {
  OPTIMIZATIONGOAL_APP_ACTIVATE: '激活',
  OPTIMIZATIONGOAL_APP_REGISTER: '注册',
  OPTIMIZATIONGOAL_FIRST_PURCHASE: '首次付费',
  OPTIMIZATIONGOAL_APP_PURCHASE: '付费',
  OPTIMIZATIONGOAL_ONE_DAY_RETENTION: '次日留存',
  OPTIMIZATIONGOAL_FIRST_DAY_PURCHASE_ROAS: '首日付费ROI',
};
export const TENCENT_BID_MODES = [
  'BID_MODE_OCPM',
  'BID_MODE_OCPC',
  'BID_MODE_CPC',
  'BID_MODE_CPM',
] as const;
/** Placements (`site_set`); empty with automatic placements on. */
export const TENCENT_SITE_SETS = [
  'SITE_SET_MOBILE_UNION',
  'SITE_SET_WECHAT',
  'SITE_SET_TENCENT_NEWS',
  'SITE_SET_TENCENT_VIDEO',
  'SITE_SET_KANDIAN',
  'SITE_SET_QQ_MUSIC_GAME',
  'SITE_SET_CHANNELS',
] as const;
export const TENCENT_SITE_SET_LABELS: Record<(typeof TENCENT_SITE_SETS)[number], string> = {
  SITE_SET_MOBILE_UNION: '优量汇',
  SITE_SET_WECHAT: '微信',
  SITE_SET_TENCENT_NEWS: '腾讯新闻',
  SITE_SET_TENCENT_VIDEO: '腾讯视频',
  SITE_SET_KANDIAN: '腾讯看点',
  SITE_SET_QQ_MUSIC_GAME: 'QQ、腾讯音乐及游戏',
  SITE_SET_CHANNELS: '微信视频号',
};
/** spec 002 §9: the default dynamic creative template and materials a creative. */
export const TENCENT_DEFAULT_TEMPLATE_ID = 721;
export const TENCENT_DEFAULT_MATERIAL_NUM = 3;

const AdgroupSchema = z.object({
  adgroup_name: NameRuleSchema.default('[游戏]_[日期]_广告[序号]'),
  marketing_goal: z.string().trim().min(1).default('MARKETING_GOAL_USER_GROWTH'),
  marketing_carrier_type: z
    .enum(['MARKETING_CARRIER_TYPE_APP_ANDROID', 'MARKETING_CARRIER_TYPE_APP_IOS'])
    .default('MARKETING_CARRIER_TYPE_APP_IOS'),
  begin_date: CreationDateSchema.nullable().default(null),
  end_date: CreationDateSchema.nullable().default(null),
  time_series: CreationScheduleSchema,
  optimization_goal: z
    .enum(TENCENT_OPTIMIZATION_GOALS, '优化目标不正确')
    .default('OPTIMIZATIONGOAL_APP_ACTIVATE'),
  bid_mode: z.enum(TENCENT_BID_MODES).default('BID_MODE_OCPM'),
  bid_amount: YuanSchema.nullable().default(null),
  /** 0 / null = 不限. */
  daily_budget: YuanSchema.nullable().default(null),
  automatic_site_enabled: z.boolean().default(true),
  site_set: z.array(z.enum(TENCENT_SITE_SETS, '版位不正确')).default([]),
  /** Deep goal and its bid (first purchase with pay ROI …). */
  deep_conversion_goal: z.enum(TENCENT_OPTIMIZATION_GOALS).nullable().default(null),
  deep_conversion_bid: YuanSchema.nullable().default(null),
  targeting: z
    .object({
      gender: z.enum(GENDERS).default('NONE'),
      age: AgeBandsSchema,
      /** `targeting.geo_location`; it overrides a picked 定向包's (domain `REGION_MEDIA.tencent`). */
      region: RegionTargetingSchema.prefault({}),
    })
    .prefault({}),
});

const CreativeSchema = z.object({
  dynamic_creative_name: NameRuleSchema.default('[素材名]_[日期]_[序号]'),
  dynamic_creative_template_id: z.coerce
    .number()
    .int()
    .positive()
    .default(TENCENT_DEFAULT_TEMPLATE_ID),
  page_url: z.string().trim().max(1024).default(''),
  action_button: z.string().trim().default('立即下载'),
});

export const TencentCreationDraftSchema = z.object({
  medium: z.literal('tencent'),
  accounts: CreationAccountsSchema,
  convert: CreationConvertSchema.prefault({}),
  rules: z
    .object({
      acc_rule: z.enum(ACCOUNT_RULES).default('SAME'),
      create_type: z.enum(CREATE_TYPES).default('MATERIAL_GROUP'),
      /** Dynamic creatives per adgroup. */
      ad_num: z.coerce.number().int('创意数应为整数').min(1, '每个广告至少 1 个创意').default(10),
      /** Materials per dynamic creative (spec 002 §9 `material_num` 3). */
      material_num: z.coerce
        .number()
        .int()
        .min(1, '每个创意至少 1 个素材')
        .default(TENCENT_DEFAULT_MATERIAL_NUM),
      adgroup_status: CreationOptStatusSchema.default('ENABLE'),
      creative_status: CreationOptStatusSchema.default('ENABLE'),
    })
    .prefault({}),
  adgroup: AdgroupSchema.prefault({}),
  creative: CreativeSchema.prefault({}),
  /** What each account picked on the medium (tencent-picks.ts). */
  account_picks: TencentAccountPicksSchema,
  materials: CreationMaterialsSchema,
  /** Tencent takes 10 titles a creative by default (spec 002 §9). */
  titles: creationTitlesSchema({ limit: 10, match_rule: 1 }),
});
export type TencentCreationDraft = z.infer<typeof TencentCreationDraftSchema>;
export type TencentCreationDraftInput = z.input<typeof TencentCreationDraftSchema>;
