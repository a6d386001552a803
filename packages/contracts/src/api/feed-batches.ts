import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';
import { TaskItemStatusSchema, TaskStatusSchema } from './tasks';
import type { TaskItemStatus, TaskProgress, TaskStatus } from './tasks';

// ---- Ocean Engine batches of the authorization area (spec 000 §2 /userList/task and
// /userList/userTask, §7 /{feed}/event/* and /{feed}/avatar/*): 事件管理 assets created in many
// advertisers at once, and one avatar set on many advertisers. Each batch is a task of the task
// engine with one item per advertiser. ----

/** Limits of the forms; the asset and avatar ones are Ocean Engine's documented limits. */
export const FEED_BATCH_LIMITS = {
  advertisersMax: 500,
  assetNameMax: 125,
  packageNameMax: 140,
  packageIdMax: 64,
  downloadUrlMax: 2048,
  avatarMaxBytes: 5 * 1024 * 1024,
  avatarMaxWidth: 300,
  avatarMaxHeight: 300,
  avatarFormats: ['jpg', 'jpeg', 'png', 'bmp'],
  avatarFilenameMax: 255,
} as const;

const MediumIdSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

export const BatchAdvertiserIdsSchema = z
  .array(MediumIdSchema, '请选择账户')
  .min(1, '请至少选择一个账户')
  .max(FEED_BATCH_LIMITS.advertisersMax, `一次最多选择 ${FEED_BATCH_LIMITS.advertisersMax} 个账户`);

const assetName = z
  .string('请输入资产名称')
  .trim()
  .min(1, '请输入资产名称')
  .max(FEED_BATCH_LIMITS.assetNameMax, `资产名称最多 ${FEED_BATCH_LIMITS.assetNameMax} 个字符`);

export const APP_TYPES = ['android', 'ios'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** `POST /bytedance/event/admin_create_assets`: an app asset (package and download link). */
export const AppAssetBodySchema = z
  .object({
    advertiser_ids: BatchAdvertiserIdsSchema,
    app_type: z.enum(APP_TYPES, '请选择应用类型'),
    name: assetName,
    package_name: z
      .string('请输入应用包名')
      .trim()
      .min(1, '请输入应用包名')
      .max(
        FEED_BATCH_LIMITS.packageNameMax,
        `应用包名最多 ${FEED_BATCH_LIMITS.packageNameMax} 个字符`,
      )
      .regex(/^[A-Za-z][\w-]*(\.[\w-]+)+$/, '应用包名格式错误，例如 com.example.game'),
    download_url: z
      .string('请输入下载链接')
      .trim()
      .max(
        FEED_BATCH_LIMITS.downloadUrlMax,
        `下载链接最多 ${FEED_BATCH_LIMITS.downloadUrlMax} 个字符`,
      )
      .pipe(z.httpUrl('下载链接须为 http 或 https 开头的完整网址')),
    /** Android only (the medium requires it there): the app's id in 应用管理. */
    app_id: MediumIdSchema.optional(),
    /** Android only: the 母包 package id. */
    package_id: z
      .string()
      .trim()
      .min(1, '请输入母包ID')
      .max(FEED_BATCH_LIMITS.packageIdMax, `母包ID最多 ${FEED_BATCH_LIMITS.packageIdMax} 个字符`)
      .optional(),
  })
  .superRefine(
    (body, ctx) => {
      if (body.app_type !== 'android') return;
      if (body.app_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['app_id'], message: 'Android 应用须填写应用ID' });
      }
      if (body.package_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'Android 应用须填写母包ID' });
      }
    },
    // Checked along with the other fields, so a form shows every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type AppAssetBody = z.infer<typeof AppAssetBodySchema>;

export const MINI_PROGRAM_TYPES = ['byte_app', 'byte_game'] as const;
export type MiniProgramType = (typeof MINI_PROGRAM_TYPES)[number];

/** `POST /bytedance/event/admin_create_assets_mini_program`: a 字节小程序 / 小游戏 asset. */
export const MiniProgramAssetBodySchema = z.object({
  advertiser_ids: BatchAdvertiserIdsSchema,
  mini_program_type: z.enum(MINI_PROGRAM_TYPES, '请选择小程序类型'),
  mini_program_id: z
    .string('请输入小程序AppID')
    .trim()
    .regex(/^tt[0-9a-zA-Z]{8,30}$/, '小程序AppID格式错误，应以 tt 开头'),
  name: assetName,
  instance_id: z
    .string('请输入小程序资产ID')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '小程序资产ID应为数字'),
});
export type MiniProgramAssetBody = z.infer<typeof MiniProgramAssetBodySchema>;

/** What a batch creates in every advertiser, as the lists show it. */
export type AssetSpec =
  | {
      kind: 'app';
      name: string;
      app_type: AppType;
      package_name: string;
      download_url: string;
      app_id: string | null;
      package_id: string | null;
    }
  | {
      kind: 'mini_program';
      name: string;
      mini_program_type: MiniProgramType;
      mini_program_id: string;
      instance_id: string;
    };

/** The longest base64 text of an image within `avatarMaxBytes`. */
const AVATAR_BASE64_MAX = Math.ceil(FEED_BATCH_LIMITS.avatarMaxBytes / 3) * 4;

/** `POST /bytedance/avatar/submit`: the image (base64) set as the avatar of every advertiser. */
export const AvatarSubmitBodySchema = z.object({
  advertiser_ids: BatchAdvertiserIdsSchema,
  image: z.object(
    {
      filename: z
        .string('请选择头像图片')
        .trim()
        .min(1, '请选择头像图片')
        .max(FEED_BATCH_LIMITS.avatarFilenameMax, '图片文件名过长'),
      content_base64: z
        .string('请选择头像图片')
        .min(1, '请选择头像图片')
        .max(
          AVATAR_BASE64_MAX,
          `头像图片不能超过 ${FEED_BATCH_LIMITS.avatarMaxBytes / 1024 / 1024}MB`,
        )
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, '头像图片内容格式错误'),
    },
    '请选择头像图片',
  ),
});
export type AvatarSubmitBody = z.infer<typeof AvatarSubmitBodySchema>;

/** The avatar image of a batch (its bytes stay on the server). */
export interface AvatarImageView {
  filename: string;
  format: string;
  size: number;
  width: number;
  height: number;
  md5: string;
}

export interface BatchCreated {
  batch_id: number;
  /** One per advertiser. */
  item_count: number;
}

export const BatchListQuerySchema = PageQuerySchema.extend({
  /** 1: only the caller's batches (我的任务); administrators otherwise see everyone's. */
  mine: z.coerce.number().int().min(0).max(1).default(0),
  status: TaskStatusSchema.optional(),
});
export type BatchListQuery = z.infer<typeof BatchListQuerySchema>;

interface BatchRowBase {
  id: number;
  title: string;
  status: TaskStatus;
  created_by: number | null;
  created_by_name: string | null;
  /** Counts, percent and, while running, the ETA from the task engine. */
  progress: TaskProgress;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface AssetBatchRow extends BatchRowBase {
  asset: AssetSpec;
}

export interface AvatarBatchRow extends BatchRowBase {
  image: AvatarImageView;
}

export const BatchItemListQuerySchema = PageQuerySchema.extend({
  batch_id: IdSchema,
  status: TaskItemStatusSchema.optional(),
});
export type BatchItemListQuery = z.infer<typeof BatchItemListQuerySchema>;

interface BatchItemRowBase {
  id: number;
  seq: number;
  advertiser_id: string;
  /** The account's name as last synced; null when the account is no longer authorized. */
  advertiser_name: string | null;
  status: TaskItemStatus;
  attempts: number;
  error_code: string | null;
  error_message: string | null;
  started_at: string | null;
  finished_at: string | null;
}

export interface AssetItemRow extends BatchItemRowBase {
  asset_id: string | null;
  /** True when the advertiser already had this very asset (same name and app): nothing was created. */
  existing: boolean;
}

/** The medium's avatar review: 0 未设置, 1 审核中, 2 审核被拒, 3 审核通过. */
export const AVATAR_REVIEW_STATUSES = ['not_set', 'reviewing', 'denied', 'approved'] as const;
export type AvatarReviewStatus = (typeof AVATAR_REVIEW_STATUSES)[number];

export interface AvatarReview {
  status: AvatarReviewStatus;
  /** The medium's reason when denied. */
  reason: string | null;
  /** The avatar in use (the medium's URI). */
  image_in_use: string | null;
  /** The avatar in review. */
  image_in_review: string | null;
}

export interface AvatarItemRow extends BatchItemRowBase {
  image_id: string | null;
  /**
   * The advertiser's avatar review, read from the medium for submitted items (compare its images
   * with `image_id`: a later submission replaces this one). Null when not submitted, or when the
   * medium could not be read (`review_error` says why).
   */
  review: AvatarReview | null;
  review_error: string | null;
}

export const BatchRetryBodySchema = z.object({ batch_id: IdSchema });
export type BatchRetryBody = z.infer<typeof BatchRetryBodySchema>;

export const AvatarUsersQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  /** 0: the accounts only, without reading each avatar from the medium (choosers). */
  with_avatar: z.coerce.number().int().min(0).max(1).default(1),
});
export type AvatarUsersQuery = z.infer<typeof AvatarUsersQuerySchema>;

/** An Ocean Engine advertiser in the caller's data scope, with its avatar as the medium has it. */
export interface AvatarUserRow {
  advertiser_id: string;
  name: string;
  alias: string | null;
  company: string | null;
  avatar: AvatarReview | null;
  avatar_error: string | null;
}
