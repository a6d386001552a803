import { z } from 'zod';
import { queryJson, queryNumber } from '../query';
import { TargetingSchema } from './adgroup';
import { FilterSchema } from './common';
import { PageInfoSchema } from './envelope';

// What an account has on Tencent Ads to build an adgroup and a dynamic creative from (Marketing
// API v3.0; TencentAd/marketing-api-go-sdk `pkg/api/v3/api_pages.go`, `api_brand.go`,
// `api_targetings.go`, `api_custom_audiences.go` and their `pkg/model/v3/model_*_get_list_struct.go`,
// `model_custom_audience_struct.go`, `model_page_type.go`, `model_page_status.go`,
// `model_audience_type.go`, `model_process_status.go`, `model_audience_online_status.go`):
// landing pages (官方落地页 and the others the account owns), brand images (品牌形象: a name and an
// avatar image), targeting packages (定向包) and custom audiences (自定义人群). All page by
// number (`page`, `page_size` ≤ 100) and answer `page_info`.

const listRequest = (maxFilters: number) =>
  z.object({
    account_id: queryNumber(z.number().int().positive()),
    filtering: queryJson(z.array(FilterSchema).max(maxFilters)).optional(),
    page: queryNumber(z.number().int().min(1)).optional(),
    page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
  });

/** GET pages/get — filtering by `page_id`, `page_name`, `page_type`, `page_status`. */
export const PagesGetRequestSchema = listRequest(4);
export type PagesGetRequest = z.infer<typeof PagesGetRequestSchema>;

/** The page kinds the sandbox keeps (the SDK's PageType has 39). */
export const PAGE_TYPES = [
  'PAGE_TYPE_OFFICIAL',
  'PAGE_TYPE_XJ_ANDROID_APP_H5',
  'PAGE_TYPE_XJ_IOS_APP_H5',
  'PAGE_TYPE_XJ_WEB_H5',
  'PAGE_TYPE_H5',
] as const;
export const PageStatusSchema = z.enum(['NORMAL', 'DELETED', 'PENDING']);
export type PageStatus = z.infer<typeof PageStatusSchema>;

export const LandingPageSchema = z.object({
  page_id: z.number().int(),
  page_name: z.string(),
  page_type: z.string(),
  page_url: z.string().optional(),
  page_status: z.string(),
  owner_account_id: z.number().int().optional(),
  created_time: z.number().int().optional(),
  last_modified_time: z.number().int().optional(),
  disable_code: z.number().int().optional(),
  disable_message: z.string().optional(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;
export const PagesGetDataSchema = z.object({
  list: z.array(LandingPageSchema),
  page_info: PageInfoSchema,
});
export type PagesGetData = z.infer<typeof PagesGetDataSchema>;

/** GET brand/get — the account's brand images. */
export const BrandGetRequestSchema = listRequest(0).omit({ filtering: true });
export const BrandImageSchema = z.object({
  account_id: z.number().int().optional(),
  name: z.string(),
  image_id: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  image_url: z.string().optional(),
  created_time: z.number().int().optional(),
});
export type BrandImage = z.infer<typeof BrandImageSchema>;
export const BrandGetDataSchema = z.object({
  list: z.array(BrandImageSchema),
  page_info: PageInfoSchema,
});
export type BrandGetData = z.infer<typeof BrandGetDataSchema>;

/** GET targetings/get — filtering by `targeting_id`, `targeting_name`. */
export const TargetingsGetRequestSchema = listRequest(2);
export const TargetingPackageSchema = z.object({
  targeting_id: z.number().int(),
  targeting_name: z.string(),
  targeting: TargetingSchema.optional(),
  targeting_translation: z.string().optional(),
  is_deleted: z.boolean().optional(),
  created_time: z.number().int().optional(),
  last_modified_time: z.number().int().optional(),
  targeting_source_type: z.string().optional(),
  share_from_account_id: z.number().int().optional(),
  share_from_targeting_id: z.number().int().optional(),
});
export type TargetingPackage = z.infer<typeof TargetingPackageSchema>;
export const TargetingsGetDataSchema = z.object({
  list: z.array(TargetingPackageSchema),
  page_info: PageInfoSchema,
});
export type TargetingsGetData = z.infer<typeof TargetingsGetDataSchema>;

/** GET custom_audiences/get — one by `audience_id`, else a page of the account's. */
export const CustomAudiencesGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
  audience_id: queryNumber(z.number().int().positive()).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
});
export const AUDIENCE_TYPES = [
  'CUSTOMER_FILE',
  'LOOKALIKE',
  'USER_ACTION',
  'KEYWORD',
  'AD',
  'COMBINE',
  'LABEL',
] as const;
/** Processing states; only `SUCCESS` audiences can be targeted. */
export const AUDIENCE_PROCESS_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SUCCESS',
  'ERROR',
  'FROZEN',
  'THAWING',
  'LOCKING',
] as const;
export const CustomAudienceSchema = z.object({
  audience_id: z.number().int(),
  account_id: z.number().int().optional(),
  name: z.string(),
  outer_audience_id: z.string().optional(),
  description: z.string().optional(),
  cooperated: z.boolean().optional(),
  type: z.string(),
  source: z.string().optional(),
  status: z.string(),
  online_status: z.string().optional(),
  is_own: z.boolean().optional(),
  error_code: z.number().int().optional(),
  user_count: z.number().int().optional(),
  created_time: z.string().optional(),
  last_modified_time: z.string().optional(),
});
export type CustomAudience = z.infer<typeof CustomAudienceSchema>;
export const CustomAudiencesGetDataSchema = z.object({
  list: z.array(CustomAudienceSchema),
  page_info: PageInfoSchema,
});
export type CustomAudiencesGetData = z.infer<typeof CustomAudiencesGetDataSchema>;
