import { z } from 'zod';
import { PageQuerySchema, ROW_ID_MAX, type Paged } from './common';
import type { TaskStatus } from './tasks';

// Kuaishou sub-packages (分包, spec 000 §2 `/project/packageTask/:id`, spec 002 §7
// `manual_extend_package`, `retry_extend_package`, `check_download`, spec 000 §7
// `/{short}/package/sub_package_oplog_user`): an approved Android app of a Kuaishou account cut
// into one channel package per ad ID, as tasks. The model is docs/architecture/apps.md.

/** The task type cutting (or re-cutting) sub-packages, one item per ad ID. */
export const SUB_PACKAGE_TASK = 'kuaishou.package.create';

/**
 * A sub-package's state: `queued` until the task sends it, `building` while the medium cuts it
 * (分包中), then `succeeded` with its download link or `failed` with the reason.
 */
export const SUB_PACKAGE_STATUSES = ['queued', 'building', 'succeeded', 'failed'] as const;
export type SubPackageStatus = (typeof SUB_PACKAGE_STATUSES)[number];

/** Ad IDs one request may cut. */
export const SUB_PACKAGE_REQUEST_MAX = 10_000;

const RowIdSchema = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(ROW_ID_MAX, message);

/** `manual_extend_package`: cut the app for the given ad IDs, or for every ad ID of a batch. */
export const ManualExtendBodySchema = z
  .object({
    app_id: RowIdSchema('请选择应用'),
    batch_id: RowIdSchema('广告ID批次不正确').optional(),
    ad_ids: z
      .array(z.string().trim().toUpperCase().max(20, '广告ID格式不正确'))
      .max(SUB_PACKAGE_REQUEST_MAX, `一次最多分包 ${SUB_PACKAGE_REQUEST_MAX} 个广告ID`)
      .optional(),
  })
  .refine((b) => (b.batch_id === undefined) !== (b.ad_ids === undefined), {
    message: '请选择广告ID批次或填写广告ID（二选一）',
    path: ['ad_ids'],
  })
  .refine((b) => b.ad_ids === undefined || b.ad_ids.length > 0, {
    message: '请填写广告ID',
    path: ['ad_ids'],
  });
export type ManualExtendBody = z.input<typeof ManualExtendBodySchema>;

export interface ManualExtendAnswer {
  /** Null when every ad ID already has its package. */
  task_id: number | null;
  item_count: number;
  /** Ad IDs that already have a package of this app (queued, building or built). */
  skipped: number;
}

/** `retry_extend_package`: cut the app's failed sub-packages again (all, or those named). */
export const RetryExtendBodySchema = z.object({
  app_id: RowIdSchema('请选择应用'),
  sub_package_ids: z
    .array(RowIdSchema('分包不正确'))
    .min(1, '请选择分包')
    .max(SUB_PACKAGE_REQUEST_MAX, `一次最多重试 ${SUB_PACKAGE_REQUEST_MAX} 个分包`)
    .optional(),
});
export type RetryExtendBody = z.input<typeof RetryExtendBodySchema>;

export interface RetryExtendAnswer {
  task_id: number;
  item_count: number;
}

/** `/kuaishou/package/list`: the app's sub-packages. */
export const SubPackageListQuerySchema = PageQuerySchema.extend({
  app_id: RowIdSchema('请选择应用'),
  status: z.enum(SUB_PACKAGE_STATUSES).optional(),
  keyword: z.string().trim().max(100, '关键词最多 100 个字符').optional(),
});
export type SubPackageListQuery = z.infer<typeof SubPackageListQuerySchema>;

export interface SubPackageItem {
  id: number;
  /** The ad ID the package is cut for; its channel id on the medium. */
  ad_id: string;
  ad_id_name: string;
  batch_id: number;
  status: SubPackageStatus;
  media_sub_package_id: string | null;
  download_url: string | null;
  fail_reason: string | null;
  /** The last `check_download` of the link: null when never checked. */
  download_ok: boolean | null;
  download_error: string | null;
  download_checked_at: string | null;
  task_id: number | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

/** Why an app is on the package warning list (分包预警). */
export const PACKAGE_WARNING_KINDS = ['download', 'quota'] as const;
export type PackageWarningKind = (typeof PACKAGE_WARNING_KINDS)[number];

export interface SubPackageApp {
  id: number;
  app_name: string;
  advertiser_id: string | null;
  advertiser_name: string | null;
  package_name: string | null;
  download_url: string | null;
  media_app_id: string | null;
  platform: string;
  review_status: string;
  game_name: string | null;
  /** Why the app cannot be cut now, or null. */
  refusal: string | null;
}

export interface SubPackageListData extends Paged<SubPackageItem> {
  app: SubPackageApp;
  counts: Record<SubPackageStatus, number>;
  /** The medium's quota of sub-packages of the app, as last read (null: not read yet). */
  quota: { quota: number; used: number } | null;
  warnings: PackageWarningKind[];
}

/** `/kuaishou/package/sub_package_oplog`: the app's package tasks, newest first. */
export const SubPackageOplogQuerySchema = PageQuerySchema.extend({
  app_id: RowIdSchema('请选择应用'),
  user_id: z.coerce.number().int().positive().optional(),
});

export interface SubPackageOplogItem {
  task_id: number;
  kind: 'create' | 'retry';
  status: TaskStatus;
  item_count: number;
  succeeded: number;
  failed: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
}
export type SubPackageOplogData = Paged<SubPackageOplogItem>;

/** `sub_package_oplog_user`: the users who started package tasks of the app (its log's filter). */
export const SubPackageOplogUserQuerySchema = z.object({ app_id: RowIdSchema('请选择应用') });
export interface SubPackageOplogUser {
  user_id: number;
  name: string;
}

/** `check_download`: checks the download links of the app and of its built sub-packages. */
export const CheckDownloadQuerySchema = z.object({ app_id: RowIdSchema('请选择应用') });
export interface CheckDownloadAnswer {
  checked: number;
  failed: { sub_package_id: number | null; ad_id: string | null; url: string; reason: string }[];
}

/** `/kuaishou/package/warnings`: the caller's Kuaishou apps with a package warning. */
export interface PackageWarningItem {
  app_id: number;
  app_name: string;
  advertiser_id: string | null;
  package_name: string | null;
  kinds: PackageWarningKind[];
  quota: number | null;
  used: number | null;
  /** Links (the app's and its sub-packages') whose last check failed. */
  download_failures: number;
}
export interface PackageWarningsData {
  list: PackageWarningItem[];
}

/** One task item's request as the task shows it. */
export interface SubPackageItemRequest {
  subPackageRowId: number;
  /** The app's id in the account's app centre. */
  mediaAppId: string;
  channelId: string;
  /** `retry` starts the medium's failed build again; `create` cuts it first. */
  mode: 'create' | 'retry';
  mediaSubPackageId: string | null;
}

export interface SubPackageItemResult {
  media_sub_package_id: string;
}
