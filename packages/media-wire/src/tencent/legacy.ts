import { z } from 'zod';
import { IdSchema } from '../query';
import { replyEnum } from '../reply-enum';
import { TargetingSchema } from './adgroup';
import { getRequestSchema } from './common';
import { PageInfoSchema } from './envelope';
import { ConfiguredStatusReplySchema, ConfiguredStatusSchema } from './enums';

// Legacy v1.x objects (reference §3.9): campaign → adgroup → ad, with the ad's adcreative, under
// `/v1.3/`. Shapes follow TencentAd/marketing-api-go-sdk `pkg/model` (API version 1.3):
// model_campaigns_get_list_struct.go, model_campaigns_update_request.go,
// model_adgroups_get_list_struct.go, model_adgroups_update_request.go, model_ads_get_list_struct.go,
// model_ads_update_request.go, model_adcreatives_get_list_struct.go and the enums model_sys_status.go,
// model_adgroup_sys_status.go, model_calc_status.go. Money in 分, times in unix seconds. Writes are
// one object a call and answer its id.

/** Campaign daily budget of a normal campaign: 0 = 不限, else 5,000–400,000,000 分 (§3.9). */
export const LEGACY_CAMPAIGN_DAILY_BUDGET_MIN = 5_000;
export const LEGACY_CAMPAIGN_DAILY_BUDGET_MAX = 400_000_000;
/** Campaign budget changes per natural day (§3.9: ≤ 1,000). */
export const LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY = 1_000;

export const CampaignTypeSchema = z.enum(['CAMPAIGN_TYPE_NORMAL', 'CAMPAIGN_TYPE_WECHAT_MOMENTS']);
export type CampaignType = z.infer<typeof CampaignTypeSchema>;

/** Review state of a v1.x ad (SysStatus). */
export const LegacyAdSystemStatusSchema = z.enum([
  'AD_STATUS_NORMAL',
  'AD_STATUS_PENDING',
  'AD_STATUS_DENIED',
  'AD_STATUS_FROZEN',
  'AD_STATUS_PREPARE',
  'AD_STATUS_DELETED',
  'AD_STATUS_PARTIALLY_PENDING',
  'AD_STATUS_PARTIALLY_NORMAL',
  'AD_STATUS_INVALID',
]);
export type LegacyAdSystemStatus = z.infer<typeof LegacyAdSystemStatusSchema>;

/** Review state of a v1.x adgroup (AdgroupSysStatus). */
export const LegacyAdgroupSystemStatusSchema = z.enum([
  'AD_GROUP_STATUS_NORMAL',
  'AD_GROUP_STATUS_PENDING',
  'AD_GROUP_STATUS_DENIED',
  'AD_GROUP_STATUS_FROZEN',
  'AD_GROUP_STATUS_PARTIALLY_PENDING',
  'AD_GROUP_STATUS_PARTIALLY_NORMAL',
  'AD_GROUP_STATUS_PREPARE',
  'AD_GROUP_STATUS_DELETED',
  'AD_GROUP_STATUS_INVALID',
]);
export type LegacyAdgroupSystemStatus = z.infer<typeof LegacyAdgroupSystemStatusSchema>;

/** Delivery state of a v1.x adgroup (CalcStatus, field `status`). */
export const LegacyCalcStatusSchema = z.enum([
  'STATUS_UNKNOWN',
  'STATUS_PENDING',
  'STATUS_DENIED',
  'STATUS_FROZEN',
  'STATUS_SUSPEND',
  'STATUS_READY',
  'STATUS_ACTIVE',
  'STATUS_STOP',
  'STATUS_PREPARE',
  'STATUS_DELETED',
  'STATUS_ACTIVE_ACCOUNT_FROZEN',
  'STATUS_ACTIVE_ACCOUNT_EMPTY',
  'STATUS_ACTIVE_ACCOUNT_LIMIT',
  'STATUS_ACTIVE_CAMPAIGN_LIMIT',
  'STATUS_ACTIVE_CAMPAIGN_SUSPEND',
  'STATUS_ACTIVE_AD_LIMIT',
  'STATUS_PART_READY',
  'STATUS_PART_ACTIVE',
  'STATUS_TRACKING_URL_SUSPEND',
  'STATUS_TO_LOCK_FLOW',
  'STATUS_LOCKING_FLOW',
  'STATUS_LOCK_FLOW_SUCCESS',
  'STATUS_LOCK_FLOW_FAIL',
  'STATUS_FLOW_CANCELLED',
]);
export type LegacyCalcStatus = z.infer<typeof LegacyCalcStatusSchema>;

/** v1.x list calls page by number only (cursor paging came with v3.0). */
const legacyGetRequest = (maxFilters: number) =>
  getRequestSchema(maxFilters).omit({ pagination_mode: true, cursor: true });

export const LegacyCampaignSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string(),
  configured_status: ConfiguredStatusReplySchema,
  campaign_type: replyEnum('tencent.legacy.campaign_type', CampaignTypeSchema),
  promoted_object_type: z.string().optional(),
  daily_budget: z.number().int(),
  /** Unix seconds of the day the budget was reached; 0 when not reached today. */
  budget_reach_date: z.number().int(),
  speed_mode: z.string().optional(),
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
});
export type LegacyCampaign = z.infer<typeof LegacyCampaignSchema>;

/** GET v1.3/campaigns/get */
export const LegacyCampaignGetRequestSchema = legacyGetRequest(5);
export type LegacyCampaignGetRequest = z.infer<typeof LegacyCampaignGetRequestSchema>;
export const LegacyCampaignGetDataSchema = z.object({
  list: z.array(LegacyCampaignSchema.partial().required({ campaign_id: true })),
  page_info: PageInfoSchema,
});
export type LegacyCampaignGetData = z.infer<typeof LegacyCampaignGetDataSchema>;

/** POST v1.3/campaigns/update → data.campaign_id */
export const LegacyCampaignUpdateRequestSchema = z.object({
  account_id: IdSchema,
  campaign_id: IdSchema,
  campaign_name: z.string().min(1).max(120).optional(),
  daily_budget: z.number().int().nonnegative().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
  speed_mode: z.string().optional(),
});
export type LegacyCampaignUpdateRequest = z.infer<typeof LegacyCampaignUpdateRequestSchema>;

export const LegacyAdgroupSchema = z.object({
  campaign_id: z.number().int(),
  adgroup_id: z.number().int(),
  adgroup_name: z.string(),
  site_set: z.array(z.string()).optional(),
  optimization_goal: z.string().optional(),
  billing_event: z.string().optional(),
  /** 分. */
  bid_amount: z.number().int(),
  /** 分; 0 = 不限. */
  daily_budget: z.number().int(),
  begin_date: z.string(),
  end_date: z.string(),
  time_series: z.string(),
  /** TSDK1 `targeting` (ReadTargetingSetting); gender and age ranges are read. */
  targeting: z
    .looseObject({
      age: z.array(z.object({ min: z.number().int(), max: z.number().int() })).optional(),
      gender: z.array(z.string()).optional(),
    })
    .optional(),
  configured_status: ConfiguredStatusReplySchema,
  system_status: replyEnum('tencent.legacy.adgroup.system_status', LegacyAdgroupSystemStatusSchema),
  status: replyEnum('tencent.legacy.adgroup.status', LegacyCalcStatusSchema),
  bid_mode: z.string().optional(),
  smart_bid_type: z.string().optional(),
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
});
export type LegacyAdgroup = z.infer<typeof LegacyAdgroupSchema>;

/** GET v1.3/adgroups/get */
export const LegacyAdgroupGetRequestSchema = legacyGetRequest(5);
export type LegacyAdgroupGetRequest = z.infer<typeof LegacyAdgroupGetRequestSchema>;
export const LegacyAdgroupGetDataSchema = z.object({
  list: z.array(LegacyAdgroupSchema.partial().required({ adgroup_id: true })),
  page_info: PageInfoSchema,
});
export type LegacyAdgroupGetData = z.infer<typeof LegacyAdgroupGetDataSchema>;

/** POST v1.3/adgroups/update → data.adgroup_id */
export const LegacyAdgroupUpdateRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_id: IdSchema,
  adgroup_name: z.string().min(1).max(120).optional(),
  begin_date: z.string().optional(),
  end_date: z.string().optional(),
  bid_amount: z.number().int().positive().optional(),
  time_series: z
    .string()
    .regex(/^[01]{336}$/)
    .optional(),
  daily_budget: z.number().int().nonnegative().optional(),
  /**
   * The adgroup's targeting (TSDK1 model_adgroups_update_request.go `targeting`): the keys given
   * replace the adgroup's. v1.3 has no `site_set` here: an adgroup keeps the sites it was made with.
   */
  targeting: z
    .looseObject({
      age: z.array(z.object({ min: z.number().int(), max: z.number().int() })).optional(),
      gender: z.array(z.enum(['MALE', 'FEMALE'])).optional(),
    })
    .optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type LegacyAdgroupUpdateRequest = z.infer<typeof LegacyAdgroupUpdateRequestSchema>;

export const LegacyAdSchema = z.object({
  campaign_id: z.number().int(),
  adgroup_id: z.number().int(),
  ad_id: z.number().int(),
  ad_name: z.string(),
  adcreative_id: z.number().int(),
  configured_status: ConfiguredStatusReplySchema,
  system_status: replyEnum('tencent.legacy.ad.system_status', LegacyAdSystemStatusSchema),
  /** The review's reasons when denied. */
  reject_message: z.string().optional(),
  is_dynamic_creative: z.boolean().optional(),
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
});
export type LegacyAd = z.infer<typeof LegacyAdSchema>;

/** GET v1.3/ads/get */
export const LegacyAdGetRequestSchema = legacyGetRequest(5);
export type LegacyAdGetRequest = z.infer<typeof LegacyAdGetRequestSchema>;
export const LegacyAdGetDataSchema = z.object({
  list: z.array(LegacyAdSchema.partial().required({ ad_id: true })),
  page_info: PageInfoSchema,
});
export type LegacyAdGetData = z.infer<typeof LegacyAdGetDataSchema>;

/** POST v1.3/ads/update → data.ad_id */
export const LegacyAdUpdateRequestSchema = z.object({
  account_id: IdSchema,
  ad_id: IdSchema,
  ad_name: z.string().min(1).max(120).optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type LegacyAdUpdateRequest = z.infer<typeof LegacyAdUpdateRequestSchema>;

/** The creative content of an adcreative (AdcreativeCreativeElementsReadMp, the parts we show). */
export const AdcreativeElementsSchema = z.looseObject({
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  image_list: z.array(z.string()).optional(),
  video: z.string().optional(),
});
export type AdcreativeElements = z.infer<typeof AdcreativeElementsSchema>;

export const AdcreativeSchema = z.object({
  campaign_id: z.number().int(),
  adcreative_id: z.number().int(),
  adcreative_name: z.string(),
  adcreative_template_id: z.number().int().optional(),
  adcreative_elements: AdcreativeElementsSchema,
  site_set: z.array(z.string()).optional(),
  promoted_object_type: z.string().optional(),
  is_dynamic_creative: z.boolean().optional(),
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
});
export type Adcreative = z.infer<typeof AdcreativeSchema>;

/** GET v1.3/adcreatives/get */
export const AdcreativeGetRequestSchema = legacyGetRequest(5);
export type AdcreativeGetRequest = z.infer<typeof AdcreativeGetRequestSchema>;
export const AdcreativeGetDataSchema = z.object({
  list: z.array(AdcreativeSchema.partial().required({ adcreative_id: true })),
  page_info: PageInfoSchema,
});
export type AdcreativeGetData = z.infer<typeof AdcreativeGetDataSchema>;

export const LegacyCampaignIdDataSchema = z.object({ campaign_id: z.number().int() });
export type LegacyCampaignIdData = z.infer<typeof LegacyCampaignIdDataSchema>;
export const LegacyAdIdDataSchema = z.object({ ad_id: z.number().int() });
export type LegacyAdIdData = z.infer<typeof LegacyAdIdDataSchema>;

/** POST v1.3/campaigns/delete, adgroups/delete, ads/delete: one object (and those below it). */
export const LegacyCampaignDeleteRequestSchema = z.object({
  account_id: IdSchema,
  campaign_id: IdSchema,
});
export const LegacyAdgroupDeleteRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_id: IdSchema,
});
export const LegacyAdDeleteRequestSchema = z.object({ account_id: IdSchema, ad_id: IdSchema });

// ---- creation (TSDK1 model_campaigns_add_request.go, model_adgroups_add_request.go,
// model_adcreatives_add_request.go, model_ads_add_request.go) ----

/** POST v1.3/campaigns/add → data.campaign_id. Names are unique among the account's campaigns. */
export const LegacyCampaignAddRequestSchema = z.object({
  account_id: IdSchema,
  campaign_name: z.string().min(1).max(120),
  campaign_type: CampaignTypeSchema,
  promoted_object_type: z.string().optional(),
  /** 0 = 不限, else 5,000–400,000,000 分. */
  daily_budget: z.number().int().nonnegative().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
  speed_mode: z.string().optional(),
});
export type LegacyCampaignAddRequest = z.infer<typeof LegacyCampaignAddRequestSchema>;

/** POST v1.3/adgroups/add → data.adgroup_id: an adgroup of a campaign, the fields a bulk creation sets. */
export const LegacyAdgroupAddRequestSchema = z.object({
  account_id: IdSchema,
  campaign_id: IdSchema,
  adgroup_name: z.string().min(1).max(120),
  site_set: z.array(z.string()).min(1),
  promoted_object_type: z.string(),
  begin_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  end_date: z.string().optional(),
  billing_event: z.string(),
  bid_amount: z.number().int().positive(),
  optimization_goal: z.string(),
  bid_mode: z.string().optional(),
  time_series: z
    .string()
    .regex(/^[01]{336}$/)
    .optional(),
  daily_budget: z.number().int().nonnegative().optional(),
  /** Ages, genders, custom audiences … as v3's (TSDK1 WriteTargetingSettingForAdgroup). */
  targeting: TargetingSchema.optional(),
  conversion_id: z.number().int().positive().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type LegacyAdgroupAddRequest = z.infer<typeof LegacyAdgroupAddRequestSchema>;
export const LegacyAdgroupIdDataSchema = z.object({ adgroup_id: z.number().int() });
export type LegacyAdgroupIdData = z.infer<typeof LegacyAdgroupIdDataSchema>;

/** POST v1.3/adcreatives/add → data.adcreative_id: creative content an ad then takes. */
export const AdcreativeAddRequestSchema = z.object({
  account_id: IdSchema,
  campaign_id: IdSchema,
  adcreative_name: z.string().min(1).max(120),
  adcreative_template_id: z.number().int().positive(),
  adcreative_elements: AdcreativeElementsSchema,
  destination_url: z.string().optional(),
  site_set: z.array(z.string()).optional(),
  promoted_object_type: z.string(),
});
export type AdcreativeAddRequest = z.infer<typeof AdcreativeAddRequestSchema>;
export const AdcreativeIdDataSchema = z.object({ adcreative_id: z.number().int() });
export type AdcreativeIdData = z.infer<typeof AdcreativeIdDataSchema>;

/** POST v1.3/ads/add → data.ad_id: an ad of an adgroup showing one adcreative. */
export const LegacyAdAddRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_id: IdSchema,
  adcreative_id: IdSchema,
  ad_name: z.string().min(1).max(120),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type LegacyAdAddRequest = z.infer<typeof LegacyAdAddRequestSchema>;
