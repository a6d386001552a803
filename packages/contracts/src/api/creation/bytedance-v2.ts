import { z } from 'zod';
import {
  BYTEDANCE_CONVERT_TYPES,
  BYTEDANCE_DEEP_BID_TYPES,
  BYTEDANCE_DEEP_CONVERT_TYPES,
  BYTEDANCE_INVENTORIES,
  BYTEDANCE_PLATFORMS,
  BYTEDANCE_PRICINGS,
  BYTEDANCE_SCHEDULE_TYPES,
  BYTEDANCE_TARGETS,
  BYTEDANCE_BUDGET_MODES,
  CREATIVE_MATERIAL_MODES,
  DELIVERY_RANGES,
  DOWNLOAD_TYPES,
} from './bytedance';
import { KeywordInputSchema } from './keywords';
import { RegionTargetingSchema } from './regions';
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
  FLOW_SPEEDS,
  GENDERS,
  NameRuleSchema,
  YuanSchema,
} from './shared';

// The legacy Ocean Engine draft (spec 002 §3, the legacy ad draft and the v1 draft): campaign (广告组)
// → ad (广告计划) → creatives, on the v2 API. The rule part holds the platform, delivery range, target
// and download type with the defaults of spec 002 §3; an ad holds the targeting, bid, budget and
// schedule; its creatives the materials and titles (one creative per material).

/** v2 `smart_bid_type`: 常规投放 (the bid is kept) or 放量投放 (the medium spends the budget). */
export const BYTEDANCE_V2_SMART_BID_TYPES = ['SMART_BID_CUSTOM', 'SMART_BID_CONSERVATIVE'] as const;
export const BYTEDANCE_V2_SMART_BID_TYPE_LABELS: Record<
  (typeof BYTEDANCE_V2_SMART_BID_TYPES)[number],
  string
> = {
  SMART_BID_CUSTOM: '常规投放',
  SMART_BID_CONSERVATIVE: '放量投放',
};

const CampaignSchema = z.object({
  campaign_name: NameRuleSchema.default('[游戏]_[日期]_广告组[序号]'),
  landing_type: z.enum(['APP', 'LINK']).default('APP'),
  /** v2 `campaign_type`: 信息流 (FEED) or 搜索 (SEARCH); a search campaign's ads take keywords. */
  campaign_type: z.enum(['FEED', 'SEARCH']).default('FEED'),
  /** The campaign's budget: 不限 by default; a day budget of at least 300 元. */
  budget_mode: z.enum(BYTEDANCE_BUDGET_MODES).default('BUDGET_MODE_INFINITE'),
  budget: YuanSchema.nullable().default(null),
});

const AdSchema = z.object({
  name: NameRuleSchema.default('[素材名]_[日期]_[序号]'),
  platform: z
    .array(z.enum(BYTEDANCE_PLATFORMS, '投放平台不正确'))
    .min(1, '请至少选择一个投放平台')
    .default(['IOS']),
  delivery_range: z.enum(DELIVERY_RANGES).default('DEFAULT'),
  inventory_type: z.array(z.enum(BYTEDANCE_INVENTORIES, '广告位不正确')).default([]),
  target: z.enum(BYTEDANCE_TARGETS).default('CONVERT'),
  download_type: z.enum(DOWNLOAD_TYPES).default('DOWNLOAD_URL'),
  download_url: z.string().trim().max(1024).default(''),
  package: z.string().trim().max(200).default(''),
  app_name: z.string().trim().max(50).default(''),
  audience: z
    .object({
      gender: z.enum(GENDERS).default('NONE'),
      age: AgeBandsSchema,
      region: RegionTargetingSchema.prefault({}),
    })
    .prefault({}),
  external_action: z
    .enum(BYTEDANCE_CONVERT_TYPES, '转化目标不正确')
    .default('AD_CONVERT_TYPE_ACTIVE'),
  deep_external_action: z.enum(BYTEDANCE_DEEP_CONVERT_TYPES).default('NONE'),
  deep_bid_type: z.enum(BYTEDANCE_DEEP_BID_TYPES).nullable().default(null),
  smart_bid_type: z.enum(BYTEDANCE_V2_SMART_BID_TYPES).default('SMART_BID_CUSTOM'),
  flow_control_mode: z.enum(FLOW_SPEEDS).default('BALANCE'),
  pricing: z.enum(BYTEDANCE_PRICINGS).default('PRICING_OCPM'),
  /** The ad's day budget (spec 001 §5: 300 to 9,999,999.99 元). */
  budget: YuanSchema.nullable().default(300),
  cpa_bid: YuanSchema.nullable().default(null),
  deep_cpabid: YuanSchema.nullable().default(null),
  schedule_type: z.enum(BYTEDANCE_SCHEDULE_TYPES).default('SCHEDULE_FROM_NOW'),
  start_time: CreationDateSchema.nullable().default(null),
  end_time: CreationDateSchema.nullable().default(null),
  schedule_time: CreationScheduleSchema,
  /** A search campaign's ads' keywords (`2/keyword/create/`; limits `KEYWORD_LIMITS.bytedance_v2`). */
  keywords: z.array(KeywordInputSchema).default([]),
});

const CreativeSchema = z.object({
  creative_material_mode: z.enum(CREATIVE_MATERIAL_MODES).default('STATIC_ASSEMBLE'),
  /** 1–10 characters; LINK campaigns need it. */
  source: z.string().trim().max(10, '来源不能超过 10 个字').default(''),
  is_comment_disable: z.boolean().default(false),
});

export const BytedanceV2CreationDraftSchema = z.object({
  medium: z.literal('bytedance_v2'),
  accounts: CreationAccountsSchema,
  convert: CreationConvertSchema.prefault({}),
  rules: z
    .object({
      acc_rule: z.enum(ACCOUNT_RULES).default('SAME'),
      create_type: z.enum(CREATE_TYPES).default('MATERIAL_GROUP'),
      /** Ads per campaign (spec 002 §9 `ad_num` 10). */
      ad_num: z.coerce.number().int('计划数应为整数').min(1, '每个广告组至少 1 个计划').default(10),
      /** Materials per ad: one creative each. */
      materials_number: z.coerce.number().int().min(1, '每个计划至少 1 个素材').default(1),
      campaign_status: CreationOptStatusSchema.default('ENABLE'),
      ad_status: CreationOptStatusSchema.default('ENABLE'),
    })
    .prefault({}),
  campaign: CampaignSchema.prefault({}),
  ad: AdSchema.prefault({}),
  creative: CreativeSchema.prefault({}),
  materials: CreationMaterialsSchema,
  /** Ocean Engine takes 10 titles an ad (spec 002 §9). */
  titles: creationTitlesSchema({ limit: 10, match_rule: 1 }),
});
export type BytedanceV2CreationDraft = z.infer<typeof BytedanceV2CreationDraftSchema>;
