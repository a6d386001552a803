import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import { replyEnum } from '../reply-enum';
import {
  BudgetModeReplySchema,
  LandingTypeReplySchema,
  LandingTypeSchema,
  PricingReplySchema,
  PricingSchema,
} from './enums';

// Legacy v2 reads (reference §1.10): campaign → ad (计划) → creative, and the v2 advertiser report.
// Money in yuan.

export const CampaignStatusSchema = z.enum([
  'CAMPAIGN_STATUS_ENABLE',
  'CAMPAIGN_STATUS_DISABLE',
  'CAMPAIGN_STATUS_DELETE',
  'CAMPAIGN_STATUS_ALL',
  'CAMPAIGN_STATUS_NOT_DELETE',
  'CAMPAIGN_STATUS_ADVERTISER_BUDGET_EXCEED',
]);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
const CampaignStatusReplySchema = replyEnum('oceanengine.v2.campaign.status', CampaignStatusSchema);

export const AdStatusSchema = z.enum([
  'AD_STATUS_DELIVERY_OK',
  'AD_STATUS_DISABLE',
  'AD_STATUS_AUDIT',
  'AD_STATUS_REAUDIT',
  'AD_STATUS_DONE',
  'AD_STATUS_CREATE',
  'AD_STATUS_AUDIT_DENY',
  'AD_STATUS_BALANCE_EXCEED',
  'AD_STATUS_BUDGET_EXCEED',
  'AD_STATUS_NOT_START',
  'AD_STATUS_NO_SCHEDULE',
  'AD_STATUS_CAMPAIGN_DISABLE',
  'AD_STATUS_CAMPAIGN_EXCEED',
  'AD_STATUS_DELETE',
  'AD_STATUS_FROZEN',
  'AD_STATUS_ALL',
  'AD_STATUS_NOT_DELETE',
  'AD_STATUS_ADVERTISER_BUDGET_EXCEED',
  'AD_STATUS_DATA_ERROR',
]);
export type AdStatus = z.infer<typeof AdStatusSchema>;
const AdStatusReplySchema = replyEnum('oceanengine.v2.ad.status', AdStatusSchema);

export const CreativeStatusSchema = z.enum([
  'CREATIVE_STATUS_DELIVERY_OK',
  'CREATIVE_STATUS_NOT_START',
  'CREATIVE_STATUS_NO_SCHEDULE',
  'CREATIVE_STATUS_DISABLE',
  'CREATIVE_STATUS_CAMPAIGN_DISABLE',
  'CREATIVE_STATUS_CAMPAIGN_EXCEED',
  'CREATIVE_STATUS_AUDIT',
  'CREATIVE_STATUS_REAUDIT',
  'CREATIVE_STATUS_DELETE',
  'CREATIVE_STATUS_DONE',
  'CREATIVE_STATUS_AD_DISABLE',
  'CREATIVE_STATUS_AUDIT_DENY',
  'CREATIVE_STATUS_BALANCE_EXCEED',
  'CREATIVE_STATUS_BUDGET_EXCEED',
  'CREATIVE_STATUS_DATA_ERROR',
  'CREATIVE_STATUS_PRE_ONLINE',
  'CREATIVE_STATUS_AD_AUDIT',
  'CREATIVE_STATUS_AD_REAUDIT',
  'CREATIVE_STATUS_AD_AUDIT_DENY',
  'CREATIVE_STATUS_ALL',
  'CREATIVE_STATUS_NOT_DELETE',
  'CREATIVE_STATUS_ADVERTISER_BUDGET_EXCEED',
]);
export type CreativeStatus = z.infer<typeof CreativeStatusSchema>;
const CreativeStatusReplySchema = replyEnum('oceanengine.v2.creative.status', CreativeStatusSchema);

/** page_size of the v2 object lists: 1–1000 (bububa campaign/ad/creative get_request.go). */
export const V2_LIST_PAGE_SIZE_MAX = 1000;

const listRequest = <T extends z.ZodType>(filtering: T) =>
  PagingRequestSchema.extend({
    advertiser_id: IdSchema,
    filtering: queryJson(filtering).optional(),
    fields: queryJson(z.array(z.string())).optional(),
  });

/** GET 2/campaign/get/ */
export const CampaignGetRequestSchema = listRequest(
  z.object({
    ids: z.array(LongIdSchema).min(1).max(100).optional(),
    campaign_name: z.string().optional(),
    landing_type: LandingTypeSchema.optional(),
    status: CampaignStatusSchema.optional(),
    campaign_create_time: DateSchema.optional(),
  }),
);
export type CampaignGetRequest = z.infer<typeof CampaignGetRequestSchema>;

export const CampaignSchema = z.object({
  id: LongIdSchema,
  name: z.string(),
  budget: z.number(),
  budget_mode: BudgetModeReplySchema,
  landing_type: LandingTypeReplySchema,
  status: CampaignStatusReplySchema,
  modify_time: z.string(),
  campaign_create_time: DateTimeSchema,
  campaign_modify_time: DateTimeSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** GET 2/ad/get/ */
export const AdGetRequestSchema = listRequest(
  z.object({
    ids: z.array(LongIdSchema).min(1).max(100).optional(),
    ad_name: z.string().optional(),
    pricing_list: z.array(PricingSchema).optional(),
    status: AdStatusSchema.optional(),
    campaign_id: LongIdSchema.optional(),
    ad_create_time: DateSchema.optional(),
    ad_modify_time: DateSchema.optional(),
  }),
);
export type AdGetRequest = z.infer<typeof AdGetRequestSchema>;

export const AdSchema = z.object({
  id: LongIdSchema,
  campaign_id: LongIdSchema,
  advertiser_id: z.number().int(),
  name: z.string(),
  status: AdStatusReplySchema,
  opt_status: replyEnum(
    'oceanengine.v2.ad.opt_status',
    z.enum(['AD_STATUS_ENABLE', 'AD_STATUS_DISABLE']),
  ),
  modify_time: z.string(),
  ad_create_time: DateTimeSchema,
  ad_modify_time: DateTimeSchema,
  budget_mode: BudgetModeReplySchema,
  budget: z.number(),
  pricing: PricingReplySchema,
  bid: z.number().optional(),
  cpa_bid: z.number().optional(),
  deep_cpabid: z.number().optional(),
  /** The review's reasons while the ad is denied (bububa ad get_request.go `fields`). */
  audit_reject_reason: z.string().optional(),
  schedule_type: z.string(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  schedule_time: z.string().optional(),
  /** The ad's targeting (bububa model/ad/ad.go `audience`); gender, ages and regions are read. */
  audience: z
    .looseObject({
      gender: z.string().optional(),
      age: z.array(z.string()).optional(),
      district: z.string().optional(),
      city: z.array(z.number().int()).optional(),
      location_type: z.string().optional(),
    })
    .optional(),
});
export type Ad = z.infer<typeof AdSchema>;

/** GET 2/creative/get/ */
export const CreativeGetRequestSchema = listRequest(
  z.object({
    creative_ids: z.array(LongIdSchema).min(1).max(100).optional(),
    ad_id: LongIdSchema.optional(),
    campaign_id: LongIdSchema.optional(),
    status: CreativeStatusSchema.optional(),
    image_mode: z.string().optional(),
    creative_create_time: DateSchema.optional(),
    creative_modify_time: DateSchema.optional(),
  }),
);
export type CreativeGetRequest = z.infer<typeof CreativeGetRequestSchema>;

export const CreativeSchema = z.object({
  creative_id: LongIdSchema,
  ad_id: LongIdSchema,
  campaign_id: LongIdSchema,
  advertiser_id: z.number().int(),
  status: CreativeStatusReplySchema,
  opt_status: replyEnum(
    'oceanengine.v2.creative.opt_status',
    z.enum(['CREATIVE_STATUS_ENABLE', 'CREATIVE_STATUS_DISABLE']),
  ),
  image_mode: z.string(),
  /**
   * 创意类型: `STATIC_ASSEMBLE` for a programmatic creative, absent for a custom one (BBA
   * model/creative creative_detail: "该字段为STATIC_ASSEMBLE表示程序化创意，其他情况无该字段").
   */
  creative_material_mode: z.string().optional(),
  title: z.string().optional(),
  image_ids: z.array(z.string()).optional(),
  video_id: z.string().optional(),
  creative_create_time: DateTimeSchema,
  creative_modify_time: DateTimeSchema,
});
export type Creative = z.infer<typeof CreativeSchema>;

export const v2ListDataSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), page_info: PageInfoSchema });

/** GET 2/report/advertiser/get/ — time_granularity daily (default) or hourly. */
export const AdvertiserReportRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  start_date: DateSchema,
  end_date: DateSchema,
  time_granularity: z
    .enum(['STAT_TIME_GRANULARITY_DAILY', 'STAT_TIME_GRANULARITY_HOURLY'])
    .default('STAT_TIME_GRANULARITY_DAILY'),
  group_by: queryJson(z.array(z.string())).optional(),
  fields: queryJson(z.array(z.string())).optional(),
});
export type AdvertiserReportRequest = z.infer<typeof AdvertiserReportRequestSchema>;

/** Rows keyed by `stat_datetime` ("yyyy-MM-dd HH:mm:ss"); money in yuan. */
export const AdvertiserReportRowSchema = z.object({
  stat_datetime: DateTimeSchema,
  cost: z.number(),
  show: z.number().int(),
  click: z.number().int(),
  ctr: z.number(),
  avg_show_cost: z.number(),
  avg_click_cost: z.number(),
  convert: z.number().int(),
  convert_cost: z.number(),
  convert_rate: z.number(),
  deep_convert: z.number().int(),
  deep_convert_cost: z.number(),
  deep_convert_rate: z.number(),
});
export type AdvertiserReportRow = z.infer<typeof AdvertiserReportRowSchema>;

export const AdvertiserReportDataSchema = z.object({
  list: z.array(AdvertiserReportRowSchema.partial().required({ stat_datetime: true })),
  page_info: PageInfoSchema,
});
export type AdvertiserReportData = z.infer<typeof AdvertiserReportDataSchema>;
