import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import {
  MATERIAL_REVIEW_STATUSES,
  MaterialTypeSchema,
  type MaterialFile,
  type MaterialReviewStatus,
} from './materials';

// The material review (spec 002 §2 `/creative/materialAudit`, §3 "Material review", §7
// `material/file/review` and `material/file/review/tasks`).

/**
 * `material/file/review`: one decision for many files. The status and the reason are checked by
 * the domain's review rules, which name what is wrong in Chinese.
 */
export const MaterialReviewBodySchema = z.object({
  file_ids: z
    .array(IdSchema, '请选择素材')
    .min(1, '请选择素材')
    .max(500, '一次最多审核 500 个素材'),
  review_status: z.string('请选择审核结果').max(20, '审核结果无效'),
  reject_reason: z.string().max(1000, '驳回原因过长').nullish(),
  /** The key `material/file/review/image` answered for the rejection's screenshot. */
  reject_image: z
    .string()
    .regex(/^[0-9a-f]{64}$/, '驳回截图无效，请重新上传')
    .nullish(),
});
export type MaterialReviewBody = z.infer<typeof MaterialReviewBodySchema>;

export interface MaterialReviewedData {
  reviewed: number;
}

/** `material/file/review/image`: a stored screenshot for a rejection. */
export interface MaterialReviewImageData {
  reject_image: string;
  url: string;
}

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .optional();

/** `material/file/review/tasks`: the review queue (every live file), filtered. */
export const MaterialReviewTasksQuerySchema = PageQuerySchema.extend({
  review_status: z.enum(MATERIAL_REVIEW_STATUSES, '无效的审核状态').optional(),
  /** `mine`: the files assigned to the caller; `all`: everyone's. */
  scope: z.enum(['all', 'mine'], '只能是 all 或 mine').default('all'),
  /** The credited designer (`users.id`). */
  designer: IdSchema.optional(),
  gad_cfg_game_id: IdSchema.optional(),
  type: MaterialTypeSchema.optional(),
  /** Part of the file name, or a tag. */
  keyword: z.string().trim().max(100).optional(),
  /** Uploaded on or after this day, Asia/Shanghai. */
  date_from: DateSchema,
  /** Uploaded on or before this day, Asia/Shanghai. */
  date_to: DateSchema,
});
export type MaterialReviewTasksQuery = z.infer<typeof MaterialReviewTasksQuerySchema>;

export interface MaterialReviewTasksData extends Paged<MaterialFile> {
  /** Files per status under the same filters (the status filter aside). */
  counts: Record<MaterialReviewStatus, number>;
  /** Files waiting for the caller (assigned to them). */
  mine_pending: number;
}

/**
 * The ability of the review page and its calls: spec 002 §2 gates `/creative/materialAudit` with
 * `material:file:list`, and reviewing is all that page does, so the same key allows deciding.
 */
export const MATERIAL_REVIEW_ABILITY = 'material:file:list';
