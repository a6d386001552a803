import { z } from 'zod';
import { BYTEDANCE_MICRO_TYPES, BytedanceAccountPicksSchema } from './bytedance-picks';
import { AUTO_GENERATE_SWITCHES, DerivedStrategiesSchema } from './bytedance-derived';
import { BytedanceMediaMaterialsSchema } from './bytedance-media-materials';
import { KeywordInputSchema } from './keywords';
import { RegionTargetingSchema } from './regions';
import {
  AgeBandsSchema,
  CreationAccountsSchema,
  CreationConvertSchema,
  CreationDateSchema,
  CreationFileIdsSchema,
  CreationOptStatusSchema,
  CreationScheduleSchema,
  creationTitlesSchema,
  ACCOUNT_RULES,
  CREATE_TYPES,
  FLOW_SPEEDS,
  GENDERS,
  NameRuleSchema,
  YuanSchema,
} from './shared';

// The Ocean Engine v3 draft (spec 002 §3, the v3 draft): rules, project, promotion,
// materials and titles, with the defaults of spec 002 §3 and §9. A project holds the targeting,
// bid and budget (delivery_setting); a promotion its materials and titles.

/** Platforms (spec 002 §3: a list, default IOS). */
export const BYTEDANCE_PLATFORMS = ['IOS', 'ANDROID'] as const;
/** spec 002 §3 `delivery_range` (DEFAULT, UNION, UNIVERSAL). */
export const DELIVERY_RANGES = ['DEFAULT', 'UNION', 'UNIVERSAL'] as const;
export const DELIVERY_RANGE_LABELS: Record<(typeof DELIVERY_RANGES)[number], string> = {
  DEFAULT: '默认',
  UNION: '穿山甲',
  UNIVERSAL: '通投智选',
};
/** spec 002 §3 `target` (default CONVERT). */
export const BYTEDANCE_TARGETS = ['CONVERT', 'CLICK', 'SHOW'] as const;
/** spec 002 §3 `download_type` (default DOWNLOAD_URL). */
export const DOWNLOAD_TYPES = ['DOWNLOAD_URL', 'EXTERNAL_URL', 'QUICK_APP_URL'] as const;
/** spec 002 §3 `creative_material_mode` (default STATIC_ASSEMBLE). */
export const CREATIVE_MATERIAL_MODES = ['STATIC_ASSEMBLE', 'CUSTOM_CREATIVE'] as const;
/** Inventories (spec 002 §9: 头条, 西瓜视频, 抖音, 番茄小说, 穿山甲, 精品游戏). */
export const BYTEDANCE_INVENTORIES = [
  'INVENTORY_FEED',
  'INVENTORY_VIDEO_FEED',
  'INVENTORY_AWEME_FEED',
  'INVENTORY_TOMATO_NOVEL',
  'INVENTORY_UNION_SLOT',
  'UNION_BOUTIQUE_GAME',
] as const;
export const BYTEDANCE_INVENTORY_LABELS: Record<(typeof BYTEDANCE_INVENTORIES)[number], string> = {
  INVENTORY_FEED: '今日头条',
  INVENTORY_VIDEO_FEED: '西瓜视频',
  INVENTORY_AWEME_FEED: '抖音',
  INVENTORY_TOMATO_NOVEL: '番茄小说',
  INVENTORY_UNION_SLOT: '穿山甲',
  UNION_BOUTIQUE_GAME: '精品游戏',
};
/** Pricing modes (spec 002 §9). */
export const BYTEDANCE_PRICINGS = [
  'PRICING_OCPM',
  'PRICING_OCPC',
  'PRICING_CPC',
  'PRICING_CPM',
] as const;
/** Bid types (spec 002 §9: CUSTOM 稳定成本, UPPER_CONTROL 最优成本, NO_BID 最大转化). */
export const BYTEDANCE_BID_TYPES = ['CUSTOM', 'UPPER_CONTROL', 'NO_BID'] as const;
export const BYTEDANCE_BUDGET_MODES = ['BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE'] as const;
export const BYTEDANCE_SCHEDULE_TYPES = ['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END'] as const;

/** Convert types (spec 002 §9), as Ocean Engine's `external_action`. */
export const BYTEDANCE_CONVERT_TYPES = [
  'AD_CONVERT_TYPE_ACTIVE',
  'AD_CONVERT_TYPE_ACTIVE_REGISTER',
  'AD_CONVERT_TYPE_GAME_ADDICTION',
  'AD_CONVERT_TYPE_NEXT_DAY_OPEN',
  'AD_CONVERT_TYPE_PAY',
  'AD_CONVERT_TYPE_PURCHASE_ROI',
  'AD_CONVERT_TYPE_LT_ROI',
  'AD_CONVERT_TYPE_RETENTION_DAYS',
  'AD_CONVERT_TYPE_UG_ROI',
  'AD_CONVERT_TYPE_ARPU',
  'AD_CONVERT_TYPE_FORM',
  'AD_CONVERT_TYPE_RESERVATION',
  'AD_CONVERT_TYPE_CLICK_NUM',
  'AD_CONVERT_TYPE_SHOW_OFF_NUM',
] as const;
export type BytedanceConvertType = (typeof BYTEDANCE_CONVERT_TYPES)[number];
export const BYTEDANCE_CONVERT_TYPE_LABELS: Record<BytedanceConvertType, string> = {
  AD_CONVERT_TYPE_ACTIVE: '激活',
  AD_CONVERT_TYPE_ACTIVE_REGISTER: '注册',
  AD_CONVERT_TYPE_GAME_ADDICTION: '关键行为',
  AD_CONVERT_TYPE_NEXT_DAY_OPEN: '次留',
  AD_CONVERT_TYPE_PAY: '付费',
  AD_CONVERT_TYPE_PURCHASE_ROI: '付费ROI',
  AD_CONVERT_TYPE_LT_ROI: '广告变现ROI',
  AD_CONVERT_TYPE_RETENTION_DAYS: '7日留存',
  AD_CONVERT_TYPE_UG_ROI: '7日ROI',
  AD_CONVERT_TYPE_ARPU: 'ARPU',
  AD_CONVERT_TYPE_FORM: '表单提交',
  AD_CONVERT_TYPE_RESERVATION: '预约下载/表单',
  AD_CONVERT_TYPE_CLICK_NUM: '点击',
  AD_CONVERT_TYPE_SHOW_OFF_NUM: '展示',
};
/** Deep goals; `DEFAULT` (每次付费) with a pay convert also takes a deep optimisation method. */
export const BYTEDANCE_DEEP_CONVERT_TYPES = [
  'NONE',
  'DEFAULT',
  'AD_CONVERT_TYPE_PURCHASE_ROI',
  'AD_CONVERT_TYPE_NEXT_DAY_OPEN',
] as const;
export const BYTEDANCE_DEEP_CONVERT_TYPE_LABELS: Record<
  (typeof BYTEDANCE_DEEP_CONVERT_TYPES)[number],
  string
> = {
  NONE: '无',
  DEFAULT: '每次付费',
  AD_CONVERT_TYPE_PURCHASE_ROI: '付费ROI',
  AD_CONVERT_TYPE_NEXT_DAY_OPEN: '次留',
};
/** Deep optimisation methods (spec 002 §9: a pay convert with deep default). */
export const BYTEDANCE_DEEP_BID_TYPES = [
  'DEEP_BID_DEFAULT',
  'DEEP_BID_MIN',
  'ROI_COEFFICIENT',
] as const;
export const BYTEDANCE_DEEP_BID_TYPE_LABELS: Record<
  (typeof BYTEDANCE_DEEP_BID_TYPES)[number],
  string
> = {
  DEEP_BID_DEFAULT: '无深度优化',
  DEEP_BID_MIN: '自动优化',
  ROI_COEFFICIENT: 'ROI系数',
};

/** The project's 星广联投 switches (ADO ProjectCreateV30StarAuto*Switch). */
export const BYTEDANCE_STAR_SWITCHES = ['OFF', 'ON'] as const;

const ProjectSchema = z.object({
  name: NameRuleSchema.default('[游戏]_[日期]_项目[序号]'),
  landing_type: z.enum(['APP', 'LINK', 'MICRO_GAME']).default('APP'),
  app_promotion_type: z.enum(['DOWNLOAD', 'LAUNCH', 'RESERVE']).default('DOWNLOAD'),
  /** MICRO_GAME: a 字节小游戏 or 小程序, each account's own picked in `account_picks`. */
  micro_promotion_type: z.enum(BYTEDANCE_MICRO_TYPES).default('BYTE_GAME'),
  marketing_goal: z.enum(['VIDEO_AND_IMAGE', 'LIVE']).default('VIDEO_AND_IMAGE'),
  delivery_mode: z.enum(['MANUAL', 'PROCEDURAL']).default('MANUAL'),
  ad_type: z.enum(['ALL', 'SEARCH']).default('ALL'),
  /**
   * 星广联投: with a task picked per account (`account_picks`), whether the medium delivers the
   * task's videos by itself and adds the ones submitted later (the project's switches).
   */
  star_auto_delivery_switch: z.enum(BYTEDANCE_STAR_SWITCHES).default('OFF'),
  star_auto_material_addition_switch: z.enum(BYTEDANCE_STAR_SWITCHES).default('OFF'),
  /** Search projects' keywords (搜索广告关键词; limits `KEYWORD_LIMITS`). */
  keywords: z.array(KeywordInputSchema).default([]),
  platform: z
    .array(z.enum(BYTEDANCE_PLATFORMS, '投放平台不正确'))
    .min(1, '请至少选择一个投放平台')
    .default(['IOS']),
  download_type: z.enum(DOWNLOAD_TYPES).default('DOWNLOAD_URL'),
  download_url: z.string().trim().max(1024).default(''),
  package: z.string().trim().max(200).default(''),
  app_name: z.string().trim().max(50).default(''),
  target: z.enum(BYTEDANCE_TARGETS).default('CONVERT'),
  delivery_range: z.enum(DELIVERY_RANGES).default('DEFAULT'),
  inventory_type: z.array(z.enum(BYTEDANCE_INVENTORIES, '广告位不正确')).default([]),
  audience: z
    .object({
      gender: z.enum(GENDERS).default('NONE'),
      age: AgeBandsSchema,
      /** 地域: 不限 by default. */
      region: RegionTargetingSchema.prefault({}),
    })
    .prefault({}),
  optimize_goal: z
    .object({
      external_action: z
        .enum(BYTEDANCE_CONVERT_TYPES, '转化目标不正确')
        .default('AD_CONVERT_TYPE_ACTIVE'),
      deep_external_action: z.enum(BYTEDANCE_DEEP_CONVERT_TYPES).default('NONE'),
      deep_bid_type: z.enum(BYTEDANCE_DEEP_BID_TYPES).nullable().default(null),
    })
    .prefault({}),
  delivery_setting: z
    .object({
      bid_type: z.enum(BYTEDANCE_BID_TYPES).default('CUSTOM'),
      bid_speed: z.enum(FLOW_SPEEDS).default('BALANCE'),
      pricing: z.enum(BYTEDANCE_PRICINGS).default('PRICING_OCPM'),
      budget_mode: z.enum(BYTEDANCE_BUDGET_MODES).default('BUDGET_MODE_DAY'),
      budget: YuanSchema.nullable().default(300),
      cpa_bid: YuanSchema.nullable().default(null),
      deep_cpabid: YuanSchema.nullable().default(null),
      roi_goal: z.coerce.number().nullable().default(null),
      schedule_type: z.enum(BYTEDANCE_SCHEDULE_TYPES).default('SCHEDULE_FROM_NOW'),
      start_time: CreationDateSchema.nullable().default(null),
      end_time: CreationDateSchema.nullable().default(null),
      schedule_time: CreationScheduleSchema,
    })
    .prefault({}),
});

const PromotionSchema = z.object({
  name: NameRuleSchema.default('[素材名]_[日期]_[序号]'),
  /** 1–10 characters; LINK and MICRO_GAME projects need it. */
  source: z.string().trim().max(10, '来源不能超过 10 个字').default(''),
  call_to_action: z.array(z.string().trim().min(1)).default(['立即下载']),
  creative_material_mode: z.enum(CREATIVE_MATERIAL_MODES).default('STATIC_ASSEMBLE'),
  budget: YuanSchema.nullable().default(null),
  cpa_bid: YuanSchema.nullable().default(null),
  /** 衍生创意 (bytedance-derived.ts): off by default; on, the strategies each promotion's config applies. */
  creative_auto_generate_switch: z.enum(AUTO_GENERATE_SWITCHES).default('OFF'),
  auto_generate_strategies: DerivedStrategiesSchema,
});

export const BytedanceCreationDraftSchema = z.object({
  medium: z.literal('bytedance'),
  accounts: CreationAccountsSchema,
  convert: CreationConvertSchema.prefault({}),
  rules: z
    .object({
      acc_rule: z.enum(ACCOUNT_RULES).default('SAME'),
      create_type: z.enum(CREATE_TYPES).default('MATERIAL_GROUP'),
      /** Promotions per project (spec 002 §9 `ad_num` 10). */
      ad_num: z.coerce.number().int('广告数应为整数').min(1, '每个项目至少 1 个广告').default(10),
      /** Materials per promotion. */
      materials_number: z.coerce.number().int().min(1, '每个广告至少 1 个素材').default(1),
      project_status: CreationOptStatusSchema.default('ENABLE'),
      promotion_status: CreationOptStatusSchema.default('ENABLE'),
    })
    .prefault({}),
  project: ProjectSchema.prefault({}),
  promotion: PromotionSchema.prefault({}),
  /** Each account's site, mini asset, 抖音号 and 推广卡片 (bytedance-picks.ts). */
  account_picks: BytedanceAccountPicksSchema,
  /**
   * Library files; none when the medium's own videos (`media_materials`) are chosen instead (the
   * plan then needs those of every account).
   */
  materials: z.object({ file_ids: CreationFileIdsSchema.default([]) }),
  /** 媒体素材: the medium's own videos per account (`bytedance-media-materials.ts`). */
  media_materials: BytedanceMediaMaterialsSchema,
  /** Ocean Engine takes 10 titles a promotion (spec 002 §9). */
  titles: creationTitlesSchema({ limit: 10, match_rule: 1 }),
});
export type BytedanceCreationDraft = z.infer<typeof BytedanceCreationDraftSchema>;
export type BytedanceCreationDraftInput = z.input<typeof BytedanceCreationDraftSchema>;
