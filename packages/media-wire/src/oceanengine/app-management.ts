import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryNumber } from '../query';
import { DateTimeSchema, PageInfoSchema } from './envelope';

// 应用管理 (bububa/oceanengine marketing-api/model/tools/appmanagement app_list.go, api app_get.go):
// GET 2/tools/app_management/app/get/ lists an advertiser's apps (search_key ≤ 50 matches the app
// id or name; status ENABLE by default, ALL for every state; page_size ≤ 200), each with its
// 应用包 id (package_id) and app id (app_cloud_id). The published API creates Android apps in
// steps (download_package/parse/ → android_basic_package/update/ → publish/), the rest in the
// console; the sandbox folds those steps into POST 2/tools/app_management/app/create/ (not a
// published path), which answers the ids the listing then shows while the app is 审核中.

export const APP_MANAGEMENT_LIMITS = {
  appNameMax: 125,
  packageNameMax: 140,
  downloadUrlMax: 255,
  searchKeyMax: 50,
  pageSizeMax: 200,
} as const;

export const AppManagementStatusSchema = z.enum([
  'ALL',
  'AUDIT_DOING',
  'AUDIT_REJECTED',
  'BOOKING',
  'ENABLE',
  'PAST_DUE',
]);
export type AppManagementStatus = z.infer<typeof AppManagementStatusSchema>;

/** `Android` and `IOS`, spelled as the event assets spell them. */
export const AppManagementAppTypeSchema = z.enum(['Android', 'IOS']);
export type AppManagementAppType = z.infer<typeof AppManagementAppTypeSchema>;

const httpUrl = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, '应为 http 或 https 链接');

export const AppCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_name: z.string().min(1).max(APP_MANAGEMENT_LIMITS.appNameMax),
  package_name: z.string().min(1).max(APP_MANAGEMENT_LIMITS.packageNameMax),
  download_url: httpUrl(APP_MANAGEMENT_LIMITS.downloadUrlMax),
  app_type: AppManagementAppTypeSchema,
  icon_url: httpUrl(2048).optional(),
});
export type AppCreateRequest = z.infer<typeof AppCreateRequestSchema>;

export const AppCreateDataSchema = z.object({
  package_id: z.string(),
  app_cloud_id: z.union([z.number(), z.bigint()]).transform(String),
});
export type AppCreateData = z.input<typeof AppCreateDataSchema>;

export const AppGetRequestSchema = z.object({
  advertiser_id: IdSchema,
  search_key: z.string().max(APP_MANAGEMENT_LIMITS.searchKeyMax).optional(),
  search_type: z.enum(['ALL', 'CREATE_ONLY', 'SHARED_ONLY']).optional(),
  status: AppManagementStatusSchema.optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(APP_MANAGEMENT_LIMITS.pageSizeMax)).optional(),
});
export type AppGetRequest = z.infer<typeof AppGetRequestSchema>;

export const ManagedAppSchema = z.object({
  package_id: z.string(),
  package_name: z.string(),
  app_cloud_id: z.union([z.number(), z.bigint()]).transform(String),
  app_name: z.string(),
  version: z.string().optional(),
  download_url: z.string(),
  icon_url: z.string().optional(),
  app_type: replyEnum('oceanengine.app.app_type', AppManagementAppTypeSchema).optional(),
  status: replyEnum('oceanengine.app.status', AppManagementStatusSchema).optional(),
  /** Why the review refused it (AUDIT_REJECTED). */
  reject_reason: z.string().optional(),
  publish_time: DateTimeSchema.optional(),
  create_time: DateTimeSchema.optional(),
  update_time: DateTimeSchema.optional(),
});
export type ManagedApp = z.input<typeof ManagedAppSchema>;

export const AppGetDataSchema = z.object({
  list: z.array(ManagedAppSchema),
  page_info: PageInfoSchema,
});
export type AppGetData = z.input<typeof AppGetDataSchema>;
