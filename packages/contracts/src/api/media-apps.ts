import { z } from 'zod';
import { PageQuerySchema, type Paged } from './common';

// App management (spec 000 §2 `/project/*`, spec 002 §7 `/{medium}/app/create_base`,
// `get_game_info`, `get_create_app_quota`, `auto_refresh_data`): a game's app packages per medium
// and the ids each ad account's app centre gave them. The model is docs/architecture/apps.md.

/** The media whose apps the product keeps: the three API media and the link-based others. */
export const APP_MEDIA = ['bytedance', 'kuaishou', 'tencent', 'other'] as const;
export type AppMedium = (typeof APP_MEDIA)[number];

export const APP_PLATFORMS = ['APP_ANDROID', 'APP_IOS'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/**
 * An app row's state: `creating` while the task runs, `reviewing` / `approved` / `rejected` as the
 * medium's review says, `failed` when the medium refused the create, `local` for media without an
 * API (kept in this product only).
 */
export const APP_REVIEW_STATUSES = [
  'creating',
  'reviewing',
  'approved',
  'rejected',
  'failed',
  'local',
] as const;
export type AppReviewStatus = (typeof APP_REVIEW_STATUSES)[number];

/** The task type creating apps in the media's app centres (one item per account). */
export const MEDIA_APP_CREATE_TASK = 'media.app.create';

const AdvertiserIdSchema = z
  .string('请选择账户')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

const optionalText = z
  .string()
  .trim()
  .max(2048, '链接过长')
  .optional()
  .transform((v) => (v ? v : undefined));

/** `create_base`: one app for a game, created in each chosen account (none for link media). */
export const MediaAppCreateBodySchema = z.object({
  gad_cfg_game_id: z.coerce.number('请选择游戏').int().positive('请选择游戏'),
  platform: z.enum(APP_PLATFORMS, '请选择应用平台'),
  app_name: z.string('请填写应用名称').trim().max(200, '应用名称过长'),
  package_name: z.string('请填写应用包名').trim().max(200, '应用包名过长'),
  download_url: z.string('请填写下载链接').trim().max(2048, '下载链接过长'),
  icon_url: optionalText,
  store_id: z
    .string()
    .trim()
    .max(20, '应用ID过长')
    .optional()
    .transform((v) => (v ? v : undefined)),
  privacy_url: optionalText,
  advertiser_ids: z.array(AdvertiserIdSchema).max(200, '一次最多选择 200 个账户').default([]),
});
export type MediaAppCreateBody = z.input<typeof MediaAppCreateBodySchema>;

export interface MediaAppCreateAnswer {
  /** The create task; null for a medium without an API (the app is saved at once). */
  task_id: number | null;
  /** The app rows made, one per account (one for link media). */
  app_ids: number[];
}

/** `get_game_info`: the apps of a medium, filtered. */
export const MediaAppListQuerySchema = PageQuerySchema.extend({
  gad_cfg_game_id: z.coerce.number().int().positive().optional(),
  platform: z.enum(APP_PLATFORMS).optional(),
  review_status: z.enum(APP_REVIEW_STATUSES).optional(),
  advertiser_id: AdvertiserIdSchema.optional(),
  keyword: z.string().trim().max(100, '关键词最多 100 个字符').optional(),
});
export type MediaAppListQuery = z.infer<typeof MediaAppListQuerySchema>;

export interface MediaAppItem {
  id: number;
  medium: AppMedium;
  gad_cfg_game_id: number | null;
  game_name: string | null;
  advertiser_id: string | null;
  advertiser_name: string | null;
  app_name: string;
  platform: AppPlatform;
  package_name: string | null;
  download_url: string | null;
  icon_url: string | null;
  /** The app's id in the account's app centre (Ocean Engine app_cloud_id, Kuaishou app_id, Tencent promoted_object_id). */
  media_app_id: string | null;
  /** Ocean Engine's 应用包 id (package_id). */
  package_id: string | null;
  review_status: AppReviewStatus;
  reject_reason: string | null;
  task_id: number | null;
  created_by: string | null;
  created_at: string;
  /** When the medium's app centre was last read for this app. */
  synced_at: string | null;
}
export type MediaAppListData = Paged<MediaAppItem>;

/** `get_create_app_quota`: the quota of the caller's accounts of the medium. */
export const MediaAppQuotaQuerySchema = z.object({
  advertiser_ids: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
});

export interface MediaAppQuotaItem {
  advertiser_id: string;
  advertiser_name: string;
  /** Apps the account may hold (null: no limit). */
  quota: number | null;
  used: number;
  left: number | null;
}
export interface MediaAppQuotaData {
  list: MediaAppQuotaItem[];
}

/** `auto_refresh_data`: re-reads the app centres of the chosen (or all the caller's) accounts. */
export const MediaAppRefreshBodySchema = z.object({
  advertiser_ids: z.array(AdvertiserIdSchema).max(200, '一次最多刷新 200 个账户').optional(),
});
export type MediaAppRefreshBody = z.input<typeof MediaAppRefreshBodySchema>;

export interface MediaAppRefreshAnswer {
  accounts: number;
  apps: number;
  failed: { advertiser_id: string; message: string }[];
}

/** One create item's request as the task shows it. */
export interface MediaAppCreateItemRequest {
  appRowId: number;
  platform: AppPlatform;
  name: string;
  packageName: string;
  downloadUrl: string;
  iconUrl: string | null;
  storeId: string | null;
  privacyUrl: string | null;
  /** Kuaishou's 应用标记 (unique in the account). */
  label: string;
}

export interface MediaAppCreateItemResult {
  media_app_id: string;
  package_id: string | null;
  review_status: AppReviewStatus;
}
