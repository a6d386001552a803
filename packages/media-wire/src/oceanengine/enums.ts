import { z } from 'zod';
import { replyEnum } from '../reply-enum';

// v3 enums of projects and promotions (reference §1.7–§1.9; bububa model/v3/project, promotion;
// oceanengine/ad_open_sdk_go models/model_project_list_v3_0_*, model_promotion_list_v3_0_*, see
// docs/media-wire/oceanengine.md). Requests take the strict schemas; replies take the `Reply`
// twins (reply-enum.ts), which keep a value the SDKs do not list instead of failing the call.

export const DeliveryModeSchema = z.enum(['MANUAL', 'PROCEDURAL']);
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;
export const DeliveryModeReplySchema = replyEnum('oceanengine.delivery_mode', DeliveryModeSchema);

export const DeliveryTypeSchema = z.enum(['NORMAL', 'DURATION', 'UBX_INTELLIGENT']);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;
export const DeliveryTypeReplySchema = replyEnum('oceanengine.delivery_type', DeliveryTypeSchema);

export const LandingTypeSchema = z.enum([
  'APP',
  'LINK',
  'MICRO_GAME',
  'QUICK_APP',
  'SHOP',
  'DPA',
  'NATIVE_ACTION',
  'ARTICLE',
  'BRAND_EXTERNAL',
  'GOODS',
  'LIVE',
  'STORE',
]);
export type LandingType = z.infer<typeof LandingTypeSchema>;
export const LandingTypeReplySchema = replyEnum('oceanengine.landing_type', LandingTypeSchema);

export const AppPromotionTypeSchema = z.enum(['DOWNLOAD', 'LAUNCH', 'RESERVE']);
export type AppPromotionType = z.infer<typeof AppPromotionTypeSchema>;
export const AppPromotionTypeReplySchema = replyEnum(
  'oceanengine.app_promotion_type',
  AppPromotionTypeSchema,
);

export const MarketingGoalSchema = z.enum(['VIDEO_AND_IMAGE', 'LIVE']);
export type MarketingGoal = z.infer<typeof MarketingGoalSchema>;
export const MarketingGoalReplySchema = replyEnum(
  'oceanengine.marketing_goal',
  MarketingGoalSchema,
);

export const AdTypeSchema = z.enum(['ALL', 'SEARCH']);
export type AdType = z.infer<typeof AdTypeSchema>;
export const AdTypeReplySchema = replyEnum('oceanengine.ad_type', AdTypeSchema);

/** The switch (on/off) of projects and promotions, separate from the delivery status. */
export const OptStatusSchema = z.enum(['ENABLE', 'DISABLE']);
export type OptStatus = z.infer<typeof OptStatusSchema>;
export const OptStatusReplySchema = replyEnum('oceanengine.opt_status', OptStatusSchema);

/**
 * The switch as promotion/list answers it (ad_open_sdk_go PromotionListV30DataListOptStatus): the
 * platform may hold a promotion off (DISABLE_BY_QUOTA 配额限制, FROZEN) apart from the two states
 * a write sets.
 */
export const PROMOTION_OPT_STATUSES = ['ENABLE', 'DISABLE', 'DISABLE_BY_QUOTA', 'FROZEN'] as const;
export type PromotionOptStatus = (typeof PROMOTION_OPT_STATUSES)[number];
export const PromotionOptStatusReplySchema = replyEnum(
  'oceanengine.promotion_opt_status',
  z.enum(PROMOTION_OPT_STATUSES),
);

export const MicroPromotionTypeSchema = z.enum([
  'WECHAT_GAME',
  'WECHAT_APP',
  'BYTE_GAME',
  'BYTE_APP',
]);
export type MicroPromotionType = z.infer<typeof MicroPromotionTypeSchema>;
export const MicroPromotionTypeReplySchema = replyEnum(
  'oceanengine.micro_promotion_type',
  MicroPromotionTypeSchema,
);

export const DownloadTypeSchema = z.enum(['DOWNLOAD_URL', 'EXTERNAL_URL']);
export type DownloadType = z.infer<typeof DownloadTypeSchema>;
export const DownloadTypeReplySchema = replyEnum('oceanengine.download_type', DownloadTypeSchema);

export const InventoryCatalogSchema = z.enum(['MANUAL', 'UNIVERSAL_SMART']);
export type InventoryCatalog = z.infer<typeof InventoryCatalogSchema>;
export const InventoryCatalogReplySchema = replyEnum(
  'oceanengine.inventory_catalog',
  InventoryCatalogSchema,
);

export const InventoryTypeSchema = z.enum([
  'INVENTORY_FEED',
  'INVENTORY_VIDEO_FEED',
  'INVENTORY_AWEME_FEED',
  'INVENTORY_TOMATO_NOVEL',
  'INVENTORY_UNION_SLOT',
  'UNION_BOUTIQUE_GAME',
  'INVENTORY_SEARCH',
]);
export type InventoryType = z.infer<typeof InventoryTypeSchema>;
export const InventoryTypeReplySchema = replyEnum(
  'oceanengine.inventory_type',
  InventoryTypeSchema,
);

export const UnionVideoTypeSchema = z.enum(['ORIGINAL_VIDEO', 'REWARDED_VIDEO', 'SPLASH_VIDEO']);
export type UnionVideoType = z.infer<typeof UnionVideoTypeSchema>;
export const UnionVideoTypeReplySchema = replyEnum(
  'oceanengine.union_video_type',
  UnionVideoTypeSchema,
);

export const ScheduleTypeSchema = z.enum([
  'SCHEDULE_FROM_NOW',
  'SCHEDULE_START_END',
  'SCHEDULE_7_DAYS',
]);
export type ScheduleType = z.infer<typeof ScheduleTypeSchema>;
export const ScheduleTypeReplySchema = replyEnum('oceanengine.schedule_type', ScheduleTypeSchema);

export const BudgetModeSchema = z.enum([
  'BUDGET_MODE_INFINITE',
  'BUDGET_MODE_DAY',
  'BUDGET_MODE_TOTAL',
]);
export type BudgetMode = z.infer<typeof BudgetModeSchema>;
export const BudgetModeReplySchema = replyEnum('oceanengine.budget_mode', BudgetModeSchema);

/** CUSTOM 稳定成本, NO_BID 最大转化, UPPER_CONTROL 控制成本上限, CONSERVATIVE 放量. */
export const BidTypeSchema = z.enum(['CUSTOM', 'NO_BID', 'UPPER_CONTROL', 'CONSERVATIVE']);
export type BidType = z.infer<typeof BidTypeSchema>;
export const BidTypeReplySchema = replyEnum('oceanengine.bid_type', BidTypeSchema);

export const BidSpeedSchema = z.enum(['BALANCE', 'FAST']);
export type BidSpeed = z.infer<typeof BidSpeedSchema>;
export const BidSpeedReplySchema = replyEnum('oceanengine.bid_speed', BidSpeedSchema);

export const PricingSchema = z.enum(['PRICING_CPM', 'PRICING_CPC', 'PRICING_OCPM', 'PRICING_OCPC']);
export type Pricing = z.infer<typeof PricingSchema>;
export const PricingReplySchema = replyEnum('oceanengine.pricing', PricingSchema);

export const DeepBidTypeSchema = z.enum([
  'DEEP_BID_DEFAULT',
  'DEEP_BID_MIN',
  'ROI_COEFFICIENT',
  'BID_PER_ACTION',
  'SOCIAL_ROI',
  'FORM_BID',
  'PHONE_CONNECT_BID',
  'ALI_FL',
  'AUTO_MIN_SECOND_STAGE',
  'DEEP_BID_PACING',
  'DEEP_BID_TYPE_RETENTION_DAYS',
  'FIRST_AND_SEVEN_PAY_ROI',
  'IAAP_ROI_24H_AND_7D',
  'IAAP_SEVEN_ROI_COEFFICIENT',
  'LOAN_ROI',
  'MIN_SECOND_STAGE',
  'NET_ORDER',
  'NET_ORDER_ROI',
  'PACING_SECOND_STAGE',
  'PER_AND_SEVEN_PAY_ROI',
  'ROI_DIRECT_MAIL',
  'ROI_PACING',
  'RTA_DOUBLE_BID',
  'SEVEN_ROI_COEFFICIENT',
  'SMARTBID',
  'THIRTY_ROI_COEFFICIENT',
]);
export type DeepBidType = z.infer<typeof DeepBidTypeSchema>;
export const DeepBidTypeReplySchema = replyEnum('oceanengine.deep_bid_type', DeepBidTypeSchema);

export const OnOffSchema = z.enum(['ON', 'OFF']);
export type OnOff = z.infer<typeof OnOffSchema>;
export const OnOffReplySchema = replyEnum('oceanengine.on_off', OnOffSchema);

/** Values of the project list filter `status`. */
export const ProjectStatusSchema = z.enum([
  'PROJECT_STATUS_ENABLE',
  'PROJECT_STATUS_DISABLE',
  'PROJECT_STATUS_DELETE',
  'PROJECT_STATUS_ALL',
  'PROJECT_STATUS_NOT_DELETE',
  'PROJECT_STATUS_BUDGET_EXCEED',
  'PROJECT_STATUS_BUDGET_PRE_OFFLINE_BUDGET',
  'PROJECT_STATUS_NOT_START',
  'PROJECT_STATUS_DONE',
  'PROJECT_STATUS_NO_SCHEDULE',
]);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
export const ProjectStatusReplySchema = replyEnum(
  'oceanengine.project_status',
  ProjectStatusSchema,
);

export const ProjectStatusFirstSchema = z.enum([
  'PROJECT_STATUS_DELETE',
  'PROJECT_STATUS_DONE',
  'PROJECT_STATUS_DISABLE',
  'PROJECT_STATUS_ENABLE',
]);
export type ProjectStatusFirst = z.infer<typeof ProjectStatusFirstSchema>;
export const ProjectStatusFirstReplySchema = replyEnum(
  'oceanengine.project_status_first',
  ProjectStatusFirstSchema,
);

/** Only when status_first = PROJECT_STATUS_DISABLE. */
export const ProjectStatusSecondSchema = z.enum([
  'PROJECT_STATUS_STOP',
  'PROJECT_STATUS_BUDGET_EXCEED',
  'PROJECT_STATUS_NOT_START',
  'PROJECT_STATUS_NO_SCHEDULE',
  'PROJECT_STATUS_REACH_DAILY_DELIVERY',
]);
export type ProjectStatusSecond = z.infer<typeof ProjectStatusSecondSchema>;
export const ProjectStatusSecondReplySchema = replyEnum(
  'oceanengine.project_status_second',
  ProjectStatusSecondSchema,
);

/** Legacy promotion `status` and the list filter values; AUDIT/REAUDIT/AUDIT_DENY drive the audit. */
export const PromotionStatusSchema = z.enum([
  'NOT_DELETED',
  'ALL',
  'OK',
  'DELETED',
  'PROJECT_OFFLINE_BUDGET',
  'PROJECT_PREOFFLINE_BUDGET',
  'TIME_NO_REACH',
  'TIME_DONE',
  'NO_SCHEDULE',
  'AUDIT',
  'REAUDIT',
  'FROZEN',
  'AUDIT_DENY',
  'OFFLINE_BUDGET',
  'OFFLINE_BALANCE',
  'PREOFFLINE_BUDGET',
  'DISABLED',
  'PROJECT_DISABLED',
  'LIVE_ROOM_OFF',
  'PRODUCT_OFFLINE',
  'AWEME_ACCOUNT_DISABLED',
  'AWEME_ANCHOR_DISABLED',
  'DISABLE_BY_QUOTA',
  'CREATE',
  'ADVERTISER_OFFLINE_BUDGET',
  'ADVERTISER_PREOFFLINE_BUDGET',
  'ERROR_DEFAULT',
]);
export type PromotionStatus = z.infer<typeof PromotionStatusSchema>;
export const PromotionStatusReplySchema = replyEnum(
  'oceanengine.promotion_status',
  PromotionStatusSchema,
);

export const PromotionStatusFirstSchema = z.enum([
  'PROMOTION_STATUS_ENABLE',
  'PROMOTION_STATUS_DISABLE',
  'PROMOTION_STATUS_FROZEN',
  'PROMOTION_STATUS_DONE',
  'PROMOTION_STATUS_DELETED',
  'PROMOTION_STATUS_ALL',
  'PROMOTION_STATUS_NOT_DELETE',
]);
export type PromotionStatusFirst = z.infer<typeof PromotionStatusFirstSchema>;
export const PromotionStatusFirstReplySchema = replyEnum(
  'oceanengine.promotion_status_first',
  PromotionStatusFirstSchema,
);

/** Only when status_first = PROMOTION_STATUS_DISABLE. */
export const PromotionStatusSecondSchema = z.enum([
  'AUDIT_DENY',
  'AUDIT',
  'REAUDIT',
  'DISABLED',
  'DISABLE_BY_QUOTA',
  'PROJECT_DISABLED',
  'NO_SCHEDULE',
  'TIME_NO_REACH',
  'OFFLINE_BALANCE',
  'BALANCE_OFFLINE_BUDGET',
  'PROJECT_OFFLINE_BUDGET',
  'PROMOTION_OFFLINE_BUDGET',
  'LIVE_ROOM_OFF',
  'PRODUCT_OFFLINE',
  'AWEME_ACCOUNT_DISABLED',
  'AWEME_ANCHOR_DISABLED',
  'APP_NOT_ALLOWED',
  'AVATAR_DISABLED',
  'AWEME_ACCOUNT_OPTIMIZABLE',
  'AWEME_VIDEO_OPTIMIZABLE',
  'BUDGET_GROUP_OFFLINE_BUDGET',
  'PROJECT_REACH_DAILY_DELIVERY',
  'STAR_TASK_NOT_STARTED',
]);
export type PromotionStatusSecond = z.infer<typeof PromotionStatusSecondSchema>;
export const PromotionStatusSecondReplySchema = replyEnum(
  'oceanengine.promotion_status_second',
  PromotionStatusSecondSchema,
);

export const LearningPhaseSchema = z.enum(['DEFAULT', 'LEARNING', 'LEARNED', 'LEARN_FAILED']);
export type LearningPhase = z.infer<typeof LearningPhaseSchema>;
export const LearningPhaseReplySchema = replyEnum(
  'oceanengine.learning_phase',
  LearningPhaseSchema,
);

export const MaterialStatusSchema = z.enum([
  'MATERIAL_STATUS_OK',
  'MATERIAL_STATUS_DELETE',
  'MATERIAL_STATUS_PROJECT_OFFLINE_BUDGET',
  'MATERIAL_STATUS_PROJECT_PREOFFLINE_BUDGET',
  'MATERIAL_STATUS_TIME_NO_REACH',
  'MATERIAL_STATUS_TIME_DONE',
  'MATERIAL_STATUS_NO_SCHEDULE',
  'MATERIAL_STATUS_AUDIT',
  'MATERIAL_STATUS_REAUDIT',
  'MATERIAL_STATUS_OFFLINE_AUDIT',
  'MATERIAL_STATUS_OFFLINE_BUDGET',
  'MATERIAL_STATUS_OFFLINE_BALANCE',
  'MATERIAL_STATUS_PREOFFLINE_BUDGET',
  'MATERIAL_STATUS_PROJECT_DISABLE',
  'MATERIAL_STATUS_DISABLE',
  'MATERIAL_STATUS_PROMOTION_DISABLE',
  'MATERIAL_STATUS_MATERIAL_DELETE',
  'MATERIAL_STATUS_ADV_OFFLINE_BUDGET',
  'MATERIAL_STATUS_ADV_PRE_OFFLINE_BUDGET',
  'MATERIAL_STATUS_AVATAR_DISABLED',
  'MATERIAL_STATUS_AWEME_AC_DISABLED',
  'MATERIAL_STATUS_AWEME_ANCHOR_DISABLED',
  'MATERIAL_STATUS_AWEME_VIDEO_DISABLED',
  'MATERIAL_STATUS_BUDGET_GROUP_OFFLINE_BUDGET',
  'MATERIAL_STATUS_ERROR_DEFAULT',
  'MATERIAL_STATUS_FROZEN',
  'MATERIAL_STATUS_GUIDE_VIDEO_NOT_EXIST',
  'MATERIAL_STATUS_LIVE_ROOM_OFF',
  'MATERIAL_STATUS_PREOFFLINE_BUGDET',
  'MATERIAL_STATUS_PREONLINE',
  'MATERIAL_STATUS_PRODUCT_OFFLINE',
  'MATERIAL_STATUS_PROMOTION_QUOTA_LIMIT',
  'MATERIAL_STATUS_STAR_TASK_NOT_STARTED',
  'MATERIAL_STATUS_SYSTEM_DISABLE_QUOTA_LIMIT',
  'MATERIAL_STATUS_VIDEO_NO_ADS',
]);
export type MaterialStatus = z.infer<typeof MaterialStatusSchema>;
export const MaterialStatusReplySchema = replyEnum(
  'oceanengine.material_status',
  MaterialStatusSchema,
);

export const RejectReasonTypeSchema = z.enum([
  'NONE',
  'REVIEW_REJECT',
  'LOW_MATERAIL',
  'DISCOMFORT',
  'QUALITY_POOR',
  'EXAGGERATION',
  'ELSE',
]);
export type RejectReasonType = z.infer<typeof RejectReasonTypeSchema>;
export const RejectReasonTypeReplySchema = replyEnum(
  'oceanengine.reject_reason_type',
  RejectReasonTypeSchema,
);

export const MaterialRejectTypeSchema = z.enum([
  'CREATIVE_IMAGE',
  'CREATIVE_VIDEO',
  'CREATIVE_TITLE',
  'CALL_TO_ACTION',
  'CREATIVE_URL',
  'PRODUCT_IMAGE',
  'PRODUCT_SELLING_POINTS',
  'PRODUCT_DESCRIBE',
  'CREATIVE_COMPONENT',
  'ANCHOR',
  'AWEME_NICK_NAME',
]);
export type MaterialRejectType = z.infer<typeof MaterialRejectTypeSchema>;
export const MaterialRejectTypeReplySchema = replyEnum(
  'oceanengine.material_reject_type',
  MaterialRejectTypeSchema,
);
