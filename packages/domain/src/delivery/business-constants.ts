import { z } from 'zod';

// Value sets of spec 001 §9 with their Chinese labels, shared by filters and the server.

export const PlatformSchema = z.enum(['APP_ANDROID', 'APP_IOS']);
export type Platform = z.infer<typeof PlatformSchema>;
export const PLATFORM_LABELS: Record<Platform, string> = {
  APP_ANDROID: 'Android',
  APP_IOS: 'iOS',
};

/** gad_source: created on the medium (头条) or by this platform (本地). */
export const GadSourceSchema = z.enum(['oceanengine', 'gad']);
export type GadSource = z.infer<typeof GadSourceSchema>;
export const GAD_SOURCE_LABELS: Record<GadSource, string> = {
  oceanengine: '头条',
  gad: '本地',
};

export const AdTypeSchema = z.enum(['ALL', 'SEARCH']);
export type AdType = z.infer<typeof AdTypeSchema>;
export const AD_TYPE_LABELS: Record<AdType, string> = {
  ALL: '通投广告',
  SEARCH: '搜索广告',
};

export const MarketingTargetSchema = z.enum([
  'DOWNLOAD',
  'LIVE',
  'LINK',
  'MICRO_GAME',
  'GAME_LIVE',
]);
export type MarketingTarget = z.infer<typeof MarketingTargetSchema>;
export const MARKETING_TARGET_LABELS: Record<MarketingTarget, string> = {
  DOWNLOAD: '应用下载',
  LIVE: '直播',
  LINK: '预约下载',
  MICRO_GAME: '小游戏',
  GAME_LIVE: '游戏直播',
};

export const PricingSchema = z.enum(['PRICING_CPC', 'PRICING_CPM', 'PRICING_OCPM', 'PRICING_OCPC']);
export type Pricing = z.infer<typeof PricingSchema>;
export const PRICING_LABELS: Record<Pricing, string> = {
  PRICING_CPC: 'CPC',
  PRICING_CPM: 'CPM',
  PRICING_OCPM: 'OCPM',
  PRICING_OCPC: 'OCPC',
};

export const BidTypeSchema = z.enum(['CUSTOM', 'UPPER_CONTROL', 'NO_BID']);
export type BidType = z.infer<typeof BidTypeSchema>;
export const BID_TYPE_LABELS: Record<BidType, string> = {
  CUSTOM: '稳定成本',
  UPPER_CONTROL: '最优成本',
  NO_BID: '最大转化',
};
