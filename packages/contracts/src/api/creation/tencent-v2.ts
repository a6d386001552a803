import { z } from 'zod';
import { RegionTargetingSchema } from './regions';
import { TencentAccountPicksSchema } from './tencent-picks';
import {
  TENCENT_BID_MODES,
  TENCENT_DEFAULT_MATERIAL_NUM,
  TENCENT_DEFAULT_TEMPLATE_ID,
  TENCENT_OPTIMIZATION_GOALS,
  TENCENT_SITE_SETS,
} from './tencent';
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

// The legacy Tencent draft (spec 002 §3, the Tencent v1 and v2 drafts): campaign (推广计划) → adgroup
// (广告组) → ad (广告), on the v1.3 API. A campaign holds the daily budget; an adgroup the targeting,
// bid, placements and schedule; each ad one material with a title (its adcreative). Defaults of
// spec 002 §9: template 721, material_num 3, 10 titles.

export const TENCENT_V2_PROMOTED_OBJECT_TYPES = [
  'PROMOTED_OBJECT_TYPE_APP_IOS',
  'PROMOTED_OBJECT_TYPE_APP_ANDROID',
] as const;

const CampaignSchema = z.object({
  campaign_name: NameRuleSchema.default('[游戏]_[日期]_计划[序号]'),
  promoted_object_type: z
    .enum(TENCENT_V2_PROMOTED_OBJECT_TYPES)
    .default('PROMOTED_OBJECT_TYPE_APP_IOS'),
  /** 0 / null = 不限; else 50 to 4,000,000 元 (reference §3.9). */
  daily_budget: YuanSchema.nullable().default(null),
});

const AdgroupSchema = z.object({
  adgroup_name: NameRuleSchema.default('[素材名]_[日期]_广告组[序号]'),
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
  site_set: z.array(z.enum(TENCENT_SITE_SETS, '版位不正确')).default(['SITE_SET_MOBILE_UNION']),
  targeting: z
    .object({
      gender: z.enum(GENDERS).default('NONE'),
      age: AgeBandsSchema,
      /** `targeting.geo_location`; it overrides a picked 定向包's (domain `REGION_MEDIA.tencent`). */
      region: RegionTargetingSchema.prefault({}),
    })
    .prefault({}),
});

const AdSchema = z.object({
  ad_name: NameRuleSchema.default('[素材名]_[日期]_[序号]'),
  adcreative_template_id: z.coerce.number().int().positive().default(TENCENT_DEFAULT_TEMPLATE_ID),
  page_url: z.string().trim().max(1024).default(''),
  action_button: z.string().trim().default('立即下载'),
});

export const TencentV2CreationDraftSchema = z.object({
  medium: z.literal('tencent_v2'),
  accounts: CreationAccountsSchema,
  convert: CreationConvertSchema.prefault({}),
  rules: z
    .object({
      acc_rule: z.enum(ACCOUNT_RULES).default('SAME'),
      create_type: z.enum(CREATE_TYPES).default('MATERIAL_GROUP'),
      /** Adgroups per campaign (spec 002 §9 `ad_num` 10). */
      ad_num: z.coerce
        .number()
        .int('广告组数应为整数')
        .min(1, '每个推广计划至少 1 个广告组')
        .default(10),
      /** Materials per adgroup, one ad each (spec 002 §9 `material_num` 3). */
      material_num: z.coerce
        .number()
        .int()
        .min(1, '每个广告组至少 1 个素材')
        .default(TENCENT_DEFAULT_MATERIAL_NUM),
      campaign_status: CreationOptStatusSchema.default('ENABLE'),
      adgroup_status: CreationOptStatusSchema.default('ENABLE'),
    })
    .prefault({}),
  campaign: CampaignSchema.prefault({}),
  adgroup: AdgroupSchema.prefault({}),
  ad: AdSchema.prefault({}),
  /** What each account picked on the medium (tencent-picks.ts). */
  account_picks: TencentAccountPicksSchema,
  materials: CreationMaterialsSchema,
  /** Tencent takes 10 titles by default (spec 002 §9); the adgroup's ads take them in turn. */
  titles: creationTitlesSchema({ limit: 10, match_rule: 1 }),
});
export type TencentV2CreationDraft = z.infer<typeof TencentV2CreationDraftSchema>;
