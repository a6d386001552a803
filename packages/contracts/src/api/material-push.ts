import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import { MediumKeySchema, type MediumKey } from './media-auth';
import type { MaterialType } from './materials';

// Pushing library files to the media's libraries (spec 002 §7 `material/file/push` with
// advertiser_id, file_id, platform, kuaishou_type, and `material/file/pushlog`): many files to
// many accounts of several media at once, as one task of one item per (file, account).

export const MATERIAL_PUSH_LIMITS = {
  filesMax: 100,
  accountsMax: 200,
  /** Items of one push: files × accounts. */
  itemsMax: 5000,
} as const;

/** The task type a push runs as (ARCHITECTURE §6). */
export const MATERIAL_PUSH_TASK = 'material.file.push';

const AdvertiserIdSchema = z
  .string('请选择账户')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字');

/**
 * Kuaishou's picture or video type for the upload (reference §2.9): 0 默认 (by the file's shape),
 * 1 竖版, 2 横版 for videos; images take their type from their shape.
 */
export const KUAISHOU_PUSH_TYPES = [0, 1, 2] as const;

export const MaterialPushBodySchema = z
  .object({
    file_id: z
      .array(IdSchema, '请选择素材')
      .min(1, '请至少选择一个素材')
      .max(MATERIAL_PUSH_LIMITS.filesMax, `一次最多推送 ${MATERIAL_PUSH_LIMITS.filesMax} 个素材`),
    accounts: z
      .array(
        z.object({ platform: MediumKeySchema, advertiser_id: AdvertiserIdSchema }),
        '请选择账户',
      )
      .min(1, '请至少选择一个账户')
      .max(
        MATERIAL_PUSH_LIMITS.accountsMax,
        `一次最多推送到 ${MATERIAL_PUSH_LIMITS.accountsMax} 个账户`,
      ),
    kuaishou_type: z.coerce
      .number()
      .int()
      .refine(
        (v) => (KUAISHOU_PUSH_TYPES as readonly number[]).includes(v),
        '快手视频类型只能是 0、1 或 2',
      )
      .default(0),
  })
  .refine(
    (body) => body.file_id.length * body.accounts.length <= MATERIAL_PUSH_LIMITS.itemsMax,
    `一次推送的素材数 × 账户数不能超过 ${MATERIAL_PUSH_LIMITS.itemsMax}`,
  );
export type MaterialPushBody = z.infer<typeof MaterialPushBodySchema>;

export interface MaterialPushAnswer {
  task_id: number;
  /** (file, account) pairs queued. */
  item_count: number;
}

/** One item's request in the push task, as its task item shows it. */
export interface MaterialPushItemRequest {
  fileId: number;
  name: string;
  /** A 图文 is pushed as its images: an item is always one image or video. */
  kind: Exclude<MaterialType, 'image_text'>;
  md5: string;
  kuaishouType: number;
}

/** One item's result: the file as the medium keeps it. */
export interface MaterialPushItemResult {
  /** What creatives reference (image id / video_id, image_token / photo_id). */
  media_file_id: string;
  /** What the medium's reports name the file by. */
  media_material_id: string;
  /** True when the account already had this content (same md5) and nothing was uploaded. */
  reused: boolean;
  /** False while the medium still processes the video. */
  ready: boolean;
  /** The video's cover chosen on the account (material/suggestcover), as the medium's image id. */
  cover_id?: string;
}

export const MATERIAL_PUSH_STATUSES = ['pushing', 'succeeded', 'failed'] as const;
export type MaterialPushStatus = (typeof MATERIAL_PUSH_STATUSES)[number];
export const MATERIAL_PUSH_STATUS_LABELS: Record<MaterialPushStatus, string> = {
  pushing: '推送中',
  succeeded: '已推送',
  failed: '推送失败',
};

export const MaterialPushLogQuerySchema = PageQuerySchema.extend({ file_id: IdSchema });
export type MaterialPushLogQuery = z.infer<typeof MaterialPushLogQuerySchema>;

/** One (file, account) of `material/file/pushlog`. */
export interface MaterialPushRecord {
  id: number;
  file_id: number;
  platform: MediumKey;
  advertiser_id: string;
  advertiser_name: string | null;
  status: MaterialPushStatus;
  media_file_id: string | null;
  media_material_id: string | null;
  /** False while the medium still processed the video when it answered. */
  media_ready: boolean | null;
  /** Whether the account already had the content when it was last pushed. */
  reused: boolean;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  task_id: number | null;
  pushed_by_name: string | null;
  created_at: string;
  updated_at: string;
  pushed_at: string | null;
}

export type MaterialPushLogData = Paged<MaterialPushRecord>;
