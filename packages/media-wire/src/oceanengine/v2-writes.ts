import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import { BudgetModeSchema } from './enums';
import { YuanSchema } from './writes';

// Legacy v2 writes (reference §1.5, §1.10) as bububa/oceanengine models them:
// model/campaign/update.go, update_status.go, update_response.go; model/ad/update_status.go,
// update_budget.go, update_bid.go, update_response.go, reject_reason.go;
// model/creative/update_status.go, update_response.go, reject_reason.go. The switches take
// lower-case operations and ≤ 100 ids; a refused item is named in `errors[]` with its message only
// while the outer code stays 0. Money in yuan with two decimals.

/** Ids per v2 status call (bububa: "限制1～100"). */
export const V2_STATUS_IDS_MAX = 100;
/** Ids per v2 reject-reason call (bububa: "最多传10个"). */
export const V2_REJECT_REASON_IDS_MAX = 10;

export const V2OptStatusSchema = z.enum(['enable', 'disable', 'delete']);
export type V2OptStatus = z.infer<typeof V2OptStatusSchema>;

const ids = z.array(LongIdSchema).min(1).max(V2_STATUS_IDS_MAX);
const failure = { error_message: z.string() };

/** POST 2/campaign/update/status/ */
export const CampaignStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_ids: ids,
  opt_status: V2OptStatusSchema,
});
export type CampaignStatusUpdateRequest = z.infer<typeof CampaignStatusUpdateRequestSchema>;

export const CampaignWriteResultSchema = z.object({
  campaign_ids: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ campaign_id: LongIdSchema, ...failure })).default([]),
});
export type CampaignWriteResult = z.infer<typeof CampaignWriteResultSchema>;

/**
 * POST 2/campaign/update/ — one campaign; `modify_time` from campaign/get/ guards against writing
 * over a newer change. Budget ≥ 300 yuan a day under BUDGET_MODE_DAY.
 */
export const CampaignUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_id: LongIdSchema,
  modify_time: z.string().optional(),
  campaign_name: z.string().min(1).max(100).optional(),
  budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE']).optional(),
  budget: YuanSchema.optional(),
});
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequestSchema>;

export const CampaignUpdateResultSchema = z.object({ campaign_id: LongIdSchema });
export type CampaignUpdateResult = z.infer<typeof CampaignUpdateResultSchema>;

/** POST 2/ad/update/status/ */
export const AdStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_ids: ids,
  opt_status: V2OptStatusSchema,
});
export type AdStatusUpdateRequest = z.infer<typeof AdStatusUpdateRequestSchema>;

/** POST 2/ad/update/budget/ */
export const AdBudgetUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: z
    .array(z.object({ ad_id: LongIdSchema, budget: YuanSchema }))
    .min(1)
    .max(V2_STATUS_IDS_MAX),
});
export type AdBudgetUpdateRequest = z.infer<typeof AdBudgetUpdateRequestSchema>;

/** POST 2/ad/update/bid/ — `bid` is the price of CPC/CPM ads and the target cost of oCPX ones. */
export const AdBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: z
    .array(z.object({ ad_id: LongIdSchema, bid: YuanSchema }))
    .min(1)
    .max(V2_STATUS_IDS_MAX),
});
export type AdBidUpdateRequest = z.infer<typeof AdBidUpdateRequestSchema>;

/**
 * An ad's region targeting, top-level on the v2 wire as the rest of its audience (bububa
 * model/ad): `district` (NONE 不限, CITY 省市, COUNTY 区县 …), `city` (provinces by their two-digit
 * id, cities and counties by their six-digit code) and `location_type`.
 */
export const V2RegionShape = {
  district: z.enum(['CITY', 'COUNTY', 'BUSINESS_DISTRICT', 'NONE']).optional(),
  city: z.array(z.number().int()).optional(),
  location_type: z.enum(['CURRENT', 'HOME', 'TRAVEL', 'ALL']).optional(),
};

/**
 * POST 2/ad/update/ (bububa model/ad/update.go) — one ad's own settings; only the fields the edit
 * pages change are modelled: its name, the audience's gender and age bands, the schedule (dates as
 * `yyyy-MM-dd HH:mm`) and the weekly time slots. Its placements (`inventory_type`) are not among
 * them: an ad keeps the inventories it was created with. Answers `{ad_id, need_audit}`.
 */
export const AdUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_id: LongIdSchema,
  name: z.string().min(1).optional(),
  gender: z.enum(['GENDER_MALE', 'GENDER_FEMALE', 'NONE']).optional(),
  age: z.array(z.string()).optional(),
  ...V2RegionShape,
  schedule_type: z.enum(['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END']).optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  schedule_time: z
    .string()
    .regex(/^([01]{336})?$/)
    .optional(),
});
export type AdUpdateRequest = z.infer<typeof AdUpdateRequestSchema>;
export const AdUpdateDataSchema = z.object({
  ad_id: LongIdSchema,
  need_audit: z.number().int().optional(),
});

export const AdWriteResultSchema = z.object({
  ad_ids: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ ad_id: LongIdSchema, ...failure })).default([]),
});
export type AdWriteResult = z.infer<typeof AdWriteResultSchema>;

/** POST 2/creative/update/status/ — the reply names the switched creatives `success`. */
export const CreativeStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  creative_ids: ids,
  opt_status: V2OptStatusSchema,
});
export type CreativeStatusUpdateRequest = z.infer<typeof CreativeStatusUpdateRequestSchema>;

export const CreativeWriteResultSchema = z.object({
  success: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ creative_id: LongIdSchema, ...failure })).default([]),
});
export type CreativeWriteResult = z.infer<typeof CreativeWriteResultSchema>;

const RejectDataSchema = z.object({
  reject_item: z.string().optional(),
  reject_reason: z.string().optional(),
});

/** Material types of a creative reject: 1 图片, 2 标题, 3 视频, 4 副标题, 5 头图, 6 摘要. */
export const V2MaterialRejectSchema = z.object({
  material_type: z.number().int().optional(),
  title: z.string().optional(),
  image_id: z.array(z.string()).optional(),
  video_id: z.string().optional(),
  reject_reason: z.string().optional(),
});
export type V2MaterialReject = z.infer<typeof V2MaterialRejectSchema>;

/** GET 2/ad/reject_reason/?advertiser_id&ad_ids=[…] (≤ 10 ids). */
export const AdRejectReasonRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_ids: queryJson(z.array(LongIdSchema).min(1).max(V2_REJECT_REASON_IDS_MAX)),
});
export type AdRejectReasonRequest = z.infer<typeof AdRejectReasonRequestSchema>;

export const AdRejectReasonSchema = z.object({
  ad_reject: z
    .object({ ad_id: LongIdSchema, reject_data: z.array(RejectDataSchema).default([]) })
    .optional(),
  creative_reject: z
    .array(
      z.object({
        creative_id: LongIdSchema,
        reject_data: z.array(RejectDataSchema).default([]),
        material_reject: z.array(V2MaterialRejectSchema).default([]),
      }),
    )
    .default([]),
  material_reject: z.array(V2MaterialRejectSchema).default([]),
  /** 1 程序化创意, 0 自定义创意. */
  is_procedual_ad: z.number().int().optional(),
});
export type AdRejectReason = z.infer<typeof AdRejectReasonSchema>;

export const AdRejectReasonDataSchema = z.object({
  list: z.array(AdRejectReasonSchema).default([]),
});
export type AdRejectReasonData = z.infer<typeof AdRejectReasonDataSchema>;

/** GET 2/creative/reject_reason/?advertiser_id&creative_ids=[…] (≤ 10 ids). */
export const CreativeRejectReasonRequestSchema = z.object({
  advertiser_id: IdSchema,
  creative_ids: queryJson(z.array(LongIdSchema).min(1).max(V2_REJECT_REASON_IDS_MAX)),
});
export type CreativeRejectReasonRequest = z.infer<typeof CreativeRejectReasonRequestSchema>;

export const CreativeRejectReasonDataSchema = z.object({
  list: z
    .array(
      z.object({
        creative_id: LongIdSchema,
        reject_data: z.array(RejectDataSchema).default([]),
        material_reject: z.array(V2MaterialRejectSchema).default([]),
      }),
    )
    .default([]),
});
export type CreativeRejectReasonData = z.infer<typeof CreativeRejectReasonDataSchema>;

/** Creatives per 2/creative/custom_creative/update/ call (bububa: "最多支持10个创意"). */
export const V2_CUSTOM_CREATIVES_MAX = 10;

/**
 * One creative of the whole list 2/creative/custom_creative/update/ takes (bububa
 * model/creative/creative_info.go, title_material.go): with `creative_id` it keeps (or changes)
 * that creative, without it a new one is made; the ad's creatives left out are removed.
 */
export const CustomCreativeSchema = z.object({
  creative_id: LongIdSchema.optional(),
  image_mode: z.string(),
  title_material: z.object({ title: z.string() }),
  video_materials: z.array(z.object({ video_id: z.string() })).optional(),
  image_materials: z.array(z.object({ image_info: z.object({ image_id: z.string() }) })).optional(),
});
export type CustomCreative = z.infer<typeof CustomCreativeSchema>;

/** POST 2/creative/custom_creative/update/ — the ad's whole creative list (全量更新). */
export const CustomCreativeUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_id: LongIdSchema,
  creative_list: z.array(CustomCreativeSchema).min(1).max(V2_CUSTOM_CREATIVES_MAX),
});
export type CustomCreativeUpdateRequest = z.infer<typeof CustomCreativeUpdateRequestSchema>;

/** The ad and its creatives after the update (bububa CustomCreativeCreateResponseData). */
export const CustomCreativeUpdateResultSchema = z.object({
  ad_id: LongIdSchema,
  creative_ids: z.array(LongIdSchema).default([]),
});
export type CustomCreativeUpdateResult = z.infer<typeof CustomCreativeUpdateResultSchema>;

// ---- creation (bububa model/campaign/create.go, model/ad/create.go,
// model/creative/custom_creative_create.go) ----

/** v2 names: 1–100 characters, a Chinese character counting as two (bububa). */
export const V2_NAME_MAX = 100;
const V2OperationSchema = z.enum(['enable', 'disable']);

/**
 * POST 2/campaign/create/ → `{campaign_id}`. Day budget ≥ 300 yuan under BUDGET_MODE_DAY.
 * `unique_fk` makes a retry answer the campaign made first (reference §1.10).
 */
export const CampaignCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_name: z.string().min(1),
  operation: V2OperationSchema.optional(),
  budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_INFINITE']),
  budget: YuanSchema.optional(),
  landing_type: z.enum(['APP', 'LINK']),
  /** 信息流 (FEED, the default) or 搜索 (SEARCH): a search campaign's ads take keywords. */
  campaign_type: z.enum(['FEED', 'SEARCH']).optional(),
  unique_fk: z.string().max(64).optional(),
});
export type CampaignCreateRequest = z.infer<typeof CampaignCreateRequestSchema>;
export const CampaignCreateDataSchema = z.object({ campaign_id: LongIdSchema });

/**
 * POST 2/ad/create/ → `{ad_id}`: one ad (计划) of a campaign with its targeting, bid, budget and
 * schedule. Only the fields a bulk creation sets are modelled (bububa has ~90).
 */
export const AdCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_id: LongIdSchema,
  name: z.string().min(1),
  operation: V2OperationSchema.optional(),
  delivery_range: z.enum(['DEFAULT', 'UNION', 'UNIVERSAL']).optional(),
  inventory_type: z.array(z.string()).optional(),
  download_type: z.enum(['DOWNLOAD_URL', 'EXTERNAL_URL', 'QUICK_APP_URL']).optional(),
  download_url: z.string().optional(),
  external_url: z.string().optional(),
  app_type: z.enum(['APP_ANDROID', 'APP_IOS']).optional(),
  package: z.string().optional(),
  convert_id: LongIdSchema.optional(),
  external_actions: z.array(z.string()).optional(),
  gender: z.enum(['GENDER_MALE', 'GENDER_FEMALE', 'NONE']).optional(),
  age: z.array(z.string()).optional(),
  ...V2RegionShape,
  platform: z.array(z.enum(['IOS', 'ANDROID'])).optional(),
  smart_bid_type: z.enum(['SMART_BID_CUSTOM', 'SMART_BID_CONSERVATIVE']).optional(),
  flow_control_mode: z
    .enum(['FLOW_CONTROL_MODE_FAST', 'FLOW_CONTROL_MODE_SMOOTH', 'FLOW_CONTROL_MODE_BALANCE'])
    .optional(),
  budget_mode: BudgetModeSchema.extract(['BUDGET_MODE_DAY', 'BUDGET_MODE_TOTAL']),
  budget: YuanSchema,
  schedule_type: z.enum(['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END']).optional(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  schedule_time: z.string().optional(),
  pricing: z.enum(['PRICING_CPM', 'PRICING_CPC', 'PRICING_OCPM', 'PRICING_OCPC']),
  bid: YuanSchema.optional(),
  cpa_bid: YuanSchema.optional(),
  deep_bid_type: z.string().optional(),
  deep_cpabid: YuanSchema.optional(),
  roi_goal: z.number().optional(),
});
export type AdCreateRequest = z.infer<typeof AdCreateRequestSchema>;
export const AdCreateDataSchema = z.object({ ad_id: LongIdSchema });

/**
 * POST 2/creative/custom_creative/create/ — the creatives (≤ 10) of an ad that has none yet; an ad
 * with creatives takes 2/creative/custom_creative/update/. Answers the new ids in the list's order.
 */
export const CustomCreativeCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  ad_id: LongIdSchema,
  creative_list: z
    .array(CustomCreativeSchema.omit({ creative_id: true }))
    .min(1)
    .max(V2_CUSTOM_CREATIVES_MAX),
});
export type CustomCreativeCreateRequest = z.infer<typeof CustomCreativeCreateRequestSchema>;
export const CustomCreativeCreateDataSchema = z.object({
  creative_ids: z.array(LongIdSchema).default([]),
});
export type CustomCreativeCreateData = z.infer<typeof CustomCreativeCreateDataSchema>;
