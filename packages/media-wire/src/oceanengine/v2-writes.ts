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
