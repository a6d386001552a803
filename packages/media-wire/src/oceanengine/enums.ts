import { z } from 'zod';

// v3 enums of projects and promotions (reference §1.7–§1.9; bububa model/v3/project, promotion).

export const DeliveryModeSchema = z.enum(['MANUAL', 'PROCEDURAL']);
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;

export const DeliveryTypeSchema = z.enum(['NORMAL', 'DURATION']);
export type DeliveryType = z.infer<typeof DeliveryTypeSchema>;

export const LandingTypeSchema = z.enum([
  'APP',
  'LINK',
  'MICRO_GAME',
  'QUICK_APP',
  'SHOP',
  'DPA',
  'NATIVE_ACTION',
]);
export type LandingType = z.infer<typeof LandingTypeSchema>;

export const AppPromotionTypeSchema = z.enum(['DOWNLOAD', 'LAUNCH', 'RESERVE']);
export type AppPromotionType = z.infer<typeof AppPromotionTypeSchema>;

export const MarketingGoalSchema = z.enum(['VIDEO_AND_IMAGE', 'LIVE']);
export type MarketingGoal = z.infer<typeof MarketingGoalSchema>;

export const AdTypeSchema = z.enum(['ALL', 'SEARCH']);
export type AdType = z.infer<typeof AdTypeSchema>;

/** The switch (on/off) of projects and promotions, separate from the delivery status. */
export const OptStatusSchema = z.enum(['ENABLE', 'DISABLE']);
export type OptStatus = z.infer<typeof OptStatusSchema>;

export const MicroPromotionTypeSchema = z.enum([
  'WECHAT_GAME',
  'WECHAT_APP',
  'BYTE_GAME',
  'BYTE_APP',
]);
export type MicroPromotionType = z.infer<typeof MicroPromotionTypeSchema>;

export const DownloadTypeSchema = z.enum(['DOWNLOAD_URL', 'EXTERNAL_URL']);
export type DownloadType = z.infer<typeof DownloadTypeSchema>;

export const InventoryCatalogSchema = z.enum(['MANUAL', 'UNIVERSAL_SMART']);
export type InventoryCatalog = z.infer<typeof InventoryCatalogSchema>;

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

export const UnionVideoTypeSchema = z.enum(['ORIGINAL_VIDEO', 'REWARDED_VIDEO', 'SPLASH_VIDEO']);
export type UnionVideoType = z.infer<typeof UnionVideoTypeSchema>;

export const ScheduleTypeSchema = z.enum([
  'SCHEDULE_FROM_NOW',
  'SCHEDULE_START_END',
  'SCHEDULE_7_DAYS',
]);
export type ScheduleType = z.infer<typeof ScheduleTypeSchema>;

export const BudgetModeSchema = z.enum([
  'BUDGET_MODE_INFINITE',
  'BUDGET_MODE_DAY',
  'BUDGET_MODE_TOTAL',
]);
export type BudgetMode = z.infer<typeof BudgetModeSchema>;

/** CUSTOM 稳定成本, NO_BID 最大转化, UPPER_CONTROL 控制成本上限, CONSERVATIVE 放量. */
export const BidTypeSchema = z.enum(['CUSTOM', 'NO_BID', 'UPPER_CONTROL', 'CONSERVATIVE']);
export type BidType = z.infer<typeof BidTypeSchema>;

export const BidSpeedSchema = z.enum(['BALANCE', 'FAST']);
export type BidSpeed = z.infer<typeof BidSpeedSchema>;

export const PricingSchema = z.enum(['PRICING_CPM', 'PRICING_CPC', 'PRICING_OCPM', 'PRICING_OCPC']);
export type Pricing = z.infer<typeof PricingSchema>;

export const DeepBidTypeSchema = z.enum([
  'DEEP_BID_DEFAULT',
  'DEEP_BID_MIN',
  'ROI_COEFFICIENT',
  'BID_PER_ACTION',
  'SOCIAL_ROI',
  'FORM_BID',
  'PHONE_CONNECT_BID',
]);
export type DeepBidType = z.infer<typeof DeepBidTypeSchema>;

export const OnOffSchema = z.enum(['ON', 'OFF']);
export type OnOff = z.infer<typeof OnOffSchema>;

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

export const ProjectStatusFirstSchema = z.enum([
  'PROJECT_STATUS_DELETE',
  'PROJECT_STATUS_DONE',
  'PROJECT_STATUS_DISABLE',
  'PROJECT_STATUS_ENABLE',
]);
export type ProjectStatusFirst = z.infer<typeof ProjectStatusFirstSchema>;

/** Only when status_first = PROJECT_STATUS_DISABLE. */
export const ProjectStatusSecondSchema = z.enum([
  'PROJECT_STATUS_STOP',
  'PROJECT_STATUS_BUDGET_EXCEED',
  'PROJECT_STATUS_NOT_START',
  'PROJECT_STATUS_NO_SCHEDULE',
]);
export type ProjectStatusSecond = z.infer<typeof ProjectStatusSecondSchema>;

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
]);
export type PromotionStatus = z.infer<typeof PromotionStatusSchema>;

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
]);
export type PromotionStatusSecond = z.infer<typeof PromotionStatusSecondSchema>;

export const LearningPhaseSchema = z.enum(['DEFAULT', 'LEARNING', 'LEARNED', 'LEARN_FAILED']);
export type LearningPhase = z.infer<typeof LearningPhaseSchema>;

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
]);
export type MaterialStatus = z.infer<typeof MaterialStatusSchema>;

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
