import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryNumber } from '../query';

// 应用中心 (bububa/kwai-marketing-api model/file ad_app_create_request.go, ad_app_list_request.go,
// app.go): multipart POST v1/file/ad/app/create registers an app by its download url, and POST
// v2/file/ad/app/list lists them (`{total_count, details[]}`, page_size default 20). An app's
// `app_version` (应用标记) is unique in its account; Android apps need their package name and a
// privacy-policy link; every app is scanned after creation (scan_status 1 扫描中 → 2 成功 or
// 3 失败). Platforms 1 Android 应用下载 and 3 iOS 应用下载 (2 and 4 are web games).

export const APP_CENTRE_LIMITS = {
  appNameMax: 100,
  appVersionMax: 100,
  packageNameMax: 100,
} as const;

export const AppPlatformSchema = z.literal([1, 2, 3, 4]);
export type AppPlatform = z.infer<typeof AppPlatformSchema>;

export const AppScanStatusSchema = z.literal([1, 2, 3, 4]);
export type AppScanStatus = z.infer<typeof AppScanStatusSchema>;

const httpUrl = z.string().regex(/^https?:\/\/\S+$/i, '应为 http 或 https 链接');

export const AppCreateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    url: httpUrl,
    app_version: z.string().min(1).max(APP_CENTRE_LIMITS.appVersionMax),
    app_name: z.string().min(1).max(APP_CENTRE_LIMITS.appNameMax),
    app_icon_url: httpUrl.optional(),
    image_token: z.string().min(1).optional(),
    package_name: z.string().min(1).max(APP_CENTRE_LIMITS.packageNameMax).optional(),
    platform: queryNumber(AppPlatformSchema),
    use_sdk: queryNumber(z.literal([0, 1])).optional(),
    app_privacy_url: httpUrl.optional(),
  })
  .refine((r) => r.platform !== 1 || r.package_name !== undefined, {
    message: 'platform 为 1 时 package_name 必填',
    path: ['package_name'],
  })
  .refine((r) => r.platform !== 1 || r.app_privacy_url !== undefined, {
    message: '安卓应用 app_privacy_url 必填',
    path: ['app_privacy_url'],
  })
  .refine(
    (r) =>
      ![1, 3].includes(r.platform) || r.image_token !== undefined || r.app_icon_url !== undefined,
    { message: 'platform 为 1/3 时应用图标必填', path: ['image_token'] },
  );
export type AppCreateRequest = z.infer<typeof AppCreateRequestSchema>;

export const AppCreateDataSchema = z.object({ app_id: z.number().int() });
export type AppCreateData = z.infer<typeof AppCreateDataSchema>;

export const AppListRequestSchema = z.object({
  advertiser_id: IdSchema,
  app_ids: z.array(z.number().int()).max(100).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(500)).optional(),
});
export type AppListRequest = z.infer<typeof AppListRequestSchema>;

export const CentreAppSchema = z.object({
  app_id: z.number().int(),
  url: z.string(),
  app_version: z.string(),
  app_name: z.string(),
  app_icon_url: z.string().optional(),
  image_token: z.string().optional(),
  package_name: z.string().optional(),
  platform: replyEnum('kuaishou.app.platform', AppPlatformSchema),
  /** Milliseconds. */
  update_time: z.number().int().optional(),
  use_sdk: z.number().int().optional(),
  app_privacy_url: z.string().optional(),
  scan_status: replyEnum('kuaishou.app.scan_status', AppScanStatusSchema).optional(),
  real_app_version: z.string().optional(),
  package_size: z.number().int().optional(),
});
export type CentreApp = z.input<typeof CentreAppSchema>;

export const AppListDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(CentreAppSchema),
});
export type AppListData = z.input<typeof AppListDataSchema>;
