import { z } from 'zod';
import { replyEnum } from '../reply-enum';

// v3 enums (reference §3.5; TencentAd/marketing-api-go-sdk pkg/model/v3, see
// docs/media-wire/tencent.md). Request fields take the strict schemas; replies take the `Reply`
// twins (reply-enum.ts), which keep a value the SDK does not list instead of failing the call.

/** The switch, separate from the delivery status. */
export const ConfiguredStatusSchema = z.enum(['AD_STATUS_NORMAL', 'AD_STATUS_SUSPEND']);
export type ConfiguredStatus = z.infer<typeof ConfiguredStatusSchema>;
export const ConfiguredStatusReplySchema = replyEnum(
  'tencent.configured_status',
  ConfiguredStatusSchema,
);

/** `system_status` of an adgroup: the 52 values of SDK CalcAdGroupStatus (model_calc_ad_group_status.go). */
export const ADGROUP_SYSTEM_STATUSES = [
  'ADGROUP_STATUS_FROZEN',
  'ADGROUP_STATUS_SUSPEND',
  'ADGROUP_STATUS_NOT_IN_DELIVERY_TIME',
  'ADGROUP_STATUS_ACTIVE',
  'ADGROUP_STATUS_DELETED',
  'ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH',
  'ADGROUP_STATUS_DAILY_BUDGET_REACHED',
  'ADGROUP_STATUS_PARTIAL_ACTIVE',
  'ADGROUP_STATUS_WECHAT_CHANNELS_STOP',
  'ADGROUP_STATUS_CREATIVE_STATUS_PENDING',
  'ADGROUP_STATUS_CREATIVE_EMPTY',
  'ADGROUP_STATUS_JOINT_BUDGET_REACHED',
  'ADGROUP_STATUS_TOTAL_BUDGET_REACHED',
  'ADGROUP_STATUS_PRE_LOCK',
  'ADGROUP_STATUS_UNLOCKING',
  'ADGROUP_STATUS_STOP',
  'ADGROUP_STATUS_LIVE_NOT_ACTIVE',
  'ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_AUDIT_FAIL',
  'ADGROUP_STATUS_LIVE_VIOLATION',
  'ADGROUP_STATUS_WECHAT_STORE_PENDING',
  'ADGROUP_STATUS_WECHAT_STORE_CLOSING',
  'ADGROUP_STATUS_WECHAT_STORE_CLOSED',
  'ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_REMOVED',
  'ADGROUP_STATUS_WECHAT_STORE_NOT_AVAILABLE',
  'SMART_ADGROUP_STATUS_DELETED',
  'SMART_ADGROUP_STATUS_SUSPEND',
  'SMART_ADGROUP_STATUS_JOINT_BUDGET_REACHED',
  'SMART_ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH',
  'SMART_ADGROUP_STATUS_DAILY_BUDGET_REACHED',
  'SMART_ADGROUP_STATUS_ADGROUP_STATUS_STOP',
  'SMART_ADGROUP_STATUS_NOT_IN_DELIVERY_TIME',
  'SMART_ADGROUP_STATUS_ACTIVE',
  'SMART_ADGROUP_STATUS_USING',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION',
  'SMART_ADGROUP_STATUS_INVALID_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_USING_LIVE_NOT_ACTIVE',
  'SMART_ADGROUP_STATUS_USING_LIVE_VIOLATION',
  'SMART_ADGROUP_STATUS_USING_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_USING_CHANNELS_STOP',
  'SMART_ADGROUP_STATUS_USING_PRODUCT_REMOVED',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_REMOVED',
  'SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_REMOVED',
  'SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_REMOVED',
  'SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED',
  'SMART_ADGROUP_STATUS_USING_PART_PRODUCT_INVALID',
  'SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED_PRODUCT_AUDIT_FAIL',
  'SMART_ADGROUP_STATUS_BOOST_PROJECT_SYNC',
] as const;
export type AdgroupSystemStatus = (typeof ADGROUP_SYSTEM_STATUSES)[number];
export const AdgroupSystemStatusSchema = replyEnum(
  'tencent.adgroup.system_status',
  z.enum(ADGROUP_SYSTEM_STATUSES),
);

/** SDK BidMode (model_bid_mode.go). */
export const BidModeSchema = z.enum([
  'BID_MODE_CPC',
  'BID_MODE_CPA',
  'BID_MODE_CPS',
  'BID_MODE_CPM',
  'BID_MODE_CPT',
  'BID_MODE_CPO',
  'BID_MODE_OCPC',
  'BID_MODE_OCPA',
  'BID_MODE_OCPM',
  'BID_MODE_YUNXUAN_CPS',
]);
export type BidMode = z.infer<typeof BidModeSchema>;
export const BidModeReplySchema = replyEnum('tencent.bid_mode', BidModeSchema);

/**
 * `creative_set_approval_status` of a dynamic creative (dynamic_creatives/get; SDK
 * model_creative_set_approval_status.go): PARTIAL_NORMAL = some component combinations approved,
 * the others denied.
 */
export const CreativeSetApprovalStatusSchema = z.enum([
  'CREATIVE_SET_APPROVAL_STATUS_UNKNOWN',
  'CREATIVE_SET_APPROVAL_STATUS_PENDING',
  'CREATIVE_SET_APPROVAL_STATUS_NORMAL',
  'CREATIVE_SET_APPROVAL_STATUS_DENIED',
  'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL',
]);
export type CreativeSetApprovalStatus = z.infer<typeof CreativeSetApprovalStatusSchema>;
export const CreativeSetApprovalStatusReplySchema = replyEnum(
  'tencent.dynamic_creative.creative_set_approval_status',
  CreativeSetApprovalStatusSchema,
);

/** `review_status` / `system_status` of review results (SDK model_review_result_status.go). */
export const ReviewResultStatusSchema = z.enum([
  'AD_STATUS_NORMAL',
  'AD_STATUS_PENDING',
  'AD_STATUS_DENIED',
  'AD_STATUS_PARTIALLY_NORMAL',
]);
export type ReviewResultStatus = z.infer<typeof ReviewResultStatusSchema>;
export const ReviewResultStatusReplySchema = replyEnum(
  'tencent.review_result.status',
  ReviewResultStatusSchema,
);

/** `element_type` of review results (SDK model_review_element_type.go). */
export const ReviewElementTypeSchema = z.enum([
  'ELEMENT_TYPE_TEXT',
  'ELEMENT_TYPE_URL',
  'ELEMENT_TYPE_IMAGE',
  'ELEMENT_TYPE_VIDEO',
  'ELEMENT_TYPE_SELECT_NONE',
]);
export type ReviewElementType = z.infer<typeof ReviewElementTypeSchema>;
export const ReviewElementTypeReplySchema = replyEnum(
  'tencent.review_result.element_type',
  ReviewElementTypeSchema,
);

export const ReportLevelSchema = z.enum([
  'REPORT_LEVEL_ADVERTISER',
  'REPORT_LEVEL_ADGROUP',
  'REPORT_LEVEL_DYNAMIC_CREATIVE',
  'REPORT_LEVEL_COMPONENT',
  'REPORT_LEVEL_CHANNEL',
  'REPORT_LEVEL_BIDWORD',
  'REPORT_LEVEL_QUERYWORD',
  'REPORT_LEVEL_MATERIAL_IMAGE',
  'REPORT_LEVEL_MATERIAL_VIDEO',
  'REPORT_LEVEL_MARKETING_ASSET',
  'REPORT_LEVEL_PROJECT',
]);
export type ReportLevel = z.infer<typeof ReportLevelSchema>;

/** Report levels of the legacy v1.x reports (TSDK1 model_report_level.go, the ones served). */
export const LegacyReportLevelSchema = z.enum([
  'REPORT_LEVEL_ADVERTISER',
  'REPORT_LEVEL_CAMPAIGN',
  'REPORT_LEVEL_ADGROUP',
  'REPORT_LEVEL_AD',
]);
export type LegacyReportLevel = z.infer<typeof LegacyReportLevelSchema>;

/**
 * Report `time_line` (reference §3.7): the time basis conversions are counted on — the ad request,
 * the conversion's report, or the app's activation. Cost, impressions and clicks do not move.
 */
export const TimeLineSchema = z.enum(['REQUEST_TIME', 'REPORTING_TIME', 'ACTIVE_TIME']);
export type TimeLine = z.infer<typeof TimeLineSchema>;
