import { z } from 'zod';
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

// The Kuaishou draft (spec 002 §3 "Kuaishou draft"): campaign → unit → creative. A campaign holds
// the day budget, a unit the targeting, bid and schedule, its creatives one material each with a
// title as the 广告语. Defaults of spec 002 §9: unit_num 10, 3 titles, name rule
// `系统自动搭建_[日期][序号]`, convert codes 2, 180, 190, 191, 739, 774 and deep 3, 92, 7.

/** spec 002 §9: Kuaishou's default name rule. */
export const KUAISHOU_DEFAULT_NAME_RULE = '系统自动搭建_[日期][序号]';

/** Convert codes (`ocpx_action_type`, spec 002 §9). */
export const KUAISHOU_OCPX_ACTIONS = [2, 180, 190, 191, 739, 774] as const;
/** Deep convert codes (`deep_conversion_type`, spec 002 §9); 0 = none. */
export const KUAISHOU_DEEP_CONVERSIONS = [0, 3, 92, 7] as const;
/** Unit bid types: 1 CPM, 2 CPC, 6 OCPC, 10 OCPM. */
export const KUAISHOU_UNIT_BID_TYPES = [10, 6, 2, 1] as const;
export const KUAISHOU_UNIT_BID_TYPE_LABELS: Record<
  (typeof KUAISHOU_UNIT_BID_TYPES)[number],
  string
> = { 10: 'OCPM', 6: 'OCPC', 2: 'CPC', 1: 'CPM' };
/** Campaign bid types: 0 手动出价, 1 最大转化. */
export const KUAISHOU_CAMPAIGN_BID_TYPES = [0, 1] as const;
/** Unit types: 4 自定义创意, 7 程序化创意. */
export const KUAISHOU_UNIT_TYPES = [4, 7] as const;
/** Placements (`scene_id`): 1 优选广告位, 6 上下滑大屏, 7 双列信息流, 24 激励视频. */
export const KUAISHOU_SCENES = [1, 6, 7, 24] as const;
/** 不限 or a day budget. */
export const KUAISHOU_DAY_BUDGET_TYPES = ['UNLIMITED', 'DAY'] as const;

const CampaignSchema = z.object({
  campaign_name: NameRuleSchema.default(KUAISHOU_DEFAULT_NAME_RULE),
  /** 2 提升应用安装. */
  type: z.literal([2, 7]).default(2),
  bid_type: z.literal(KUAISHOU_CAMPAIGN_BID_TYPES).default(0),
  day_budget_type: z.enum(KUAISHOU_DAY_BUDGET_TYPES).default('UNLIMITED'),
  day_budget: YuanSchema.nullable().default(null),
});

const UnitSchema = z.object({
  unit_name: NameRuleSchema.default(KUAISHOU_DEFAULT_NAME_RULE),
  speed: z.enum(FLOW_SPEEDS).default('BALANCE'),
  day_budget: YuanSchema.nullable().default(null),
  begin_time: CreationDateSchema.nullable().default(null),
  end_time: CreationDateSchema.nullable().default(null),
  schedule_time: CreationScheduleSchema,
  bid_type: z.literal(KUAISHOU_UNIT_BID_TYPES, '出价方式不正确').default(10),
  ocpx_action_type: z.literal(KUAISHOU_OCPX_ACTIONS, '转化目标不正确').default(180),
  deep_conversion_type: z.literal(KUAISHOU_DEEP_CONVERSIONS).default(0),
  /** oCPX target cost (yuan). */
  cpa_bid: YuanSchema.nullable().default(null),
  /** CPC / CPM price (yuan). */
  bid: YuanSchema.nullable().default(null),
  deep_conversion_bid: YuanSchema.nullable().default(null),
  roi_ratio: z.coerce.number().nullable().default(null),
  scene_id: z.array(z.literal(KUAISHOU_SCENES, '广告位不正确')).min(1, '请选择广告位').default([1]),
  unit_type: z.literal(KUAISHOU_UNIT_TYPES).default(4),
  url: z.string().trim().max(1024).default(''),
  app_id: z.coerce.number().int().positive().nullable().default(null),
});

const TargetsSchema = z
  .object({
    gender: z.enum(GENDERS).default('NONE'),
    age: AgeBandsSchema,
    /** Unit `target.region` / `user_type` (domain `REGION_MEDIA.kuaishou`). */
    region: RegionTargetingSchema.prefault({}),
  })
  .prefault({});

const CreativeSchema = z.object({
  creative_name: NameRuleSchema.default(KUAISHOU_DEFAULT_NAME_RULE),
  action_bar: z.string().trim().min(1, '请填写行动号召').default('立即下载'),
  creative_tag: z.array(z.string().trim().min(1)).default([]),
});

export const KuaishouCreationDraftSchema = z.object({
  medium: z.literal('kuaishou'),
  accounts: CreationAccountsSchema,
  convert: CreationConvertSchema.prefault({}),
  rules: z
    .object({
      acc_rule: z.enum(ACCOUNT_RULES).default('SAME'),
      create_type: z.enum(CREATE_TYPES).default('MATERIAL_GROUP'),
      /** Units per campaign (spec 002 §9 `unit_num` 10). */
      unit_num: z.coerce
        .number()
        .int('广告组数应为整数')
        .min(1, '每个计划至少 1 个广告组')
        .default(10),
      /** Materials (creatives) per unit. */
      materials_number: z.coerce.number().int().min(1, '每个广告组至少 1 个素材').default(1),
      campaign_status: CreationOptStatusSchema.default('ENABLE'),
      unit_status: CreationOptStatusSchema.default('ENABLE'),
    })
    .prefault({}),
  campaign: CampaignSchema.prefault({}),
  unit: UnitSchema.prefault({}),
  targets: TargetsSchema,
  creative: CreativeSchema.prefault({}),
  materials: CreationMaterialsSchema,
  /** Kuaishou takes 3 titles a unit by default (spec 002 §9), rotating. */
  titles: creationTitlesSchema({ limit: 3, match_rule: 2 }),
});
export type KuaishouCreationDraft = z.infer<typeof KuaishouCreationDraftSchema>;
export type KuaishouCreationDraftInput = z.input<typeof KuaishouCreationDraftSchema>;
