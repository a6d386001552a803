import { z } from 'zod';
import type { MediumKey } from './media-auth';
import { IdSchema, PageQuerySchema, type Paged } from './common';

// The material library's calls (spec 002 §7 "Materials"): folders, uploads, the file list, and the
// content of a file served behind the session.

/** `0` (or nothing) is the library's root folder. */
const DirIdSchema = z.coerce.number().int().min(0).default(0);

export const MaterialDirQuerySchema = z.object({ dir_id: DirIdSchema });

export const MaterialMkdirBodySchema = z.object({
  dir_id: DirIdSchema,
  dir_name: z
    .string()
    .trim()
    .min(1, '请输入文件夹名称')
    .max(50, '文件夹名称不能超过 50 个字')
    .refine((name) => !/[\\/]/.test(name), '文件夹名称不能包含 / 或 \\'),
});
export type MaterialMkdirBody = z.infer<typeof MaterialMkdirBodySchema>;

const FileNameSchema = z
  .string()
  .trim()
  .min(1, '请输入素材名称')
  .max(255, '素材名称不能超过 255 个字')
  .refine((name) => !/[\\/]/.test(name), '素材名称不能包含 / 或 \\');

export const MaterialRenameBodySchema = z.object({ fid: IdSchema, new_name: FileNameSchema });
export type MaterialRenameBody = z.infer<typeof MaterialRenameBodySchema>;

export const MaterialMoveBodySchema = z.object({
  fids: z.array(IdSchema).min(1, '请选择素材').max(500),
  new_parent_id: DirIdSchema,
});
export type MaterialMoveBody = z.infer<typeof MaterialMoveBodySchema>;

const Flag = z.enum(['0', '1'], '只能是 0 或 1').default('0');

/** The text fields of the `material/file/upload` form (the `file` part comes beside them). */
export const MaterialUploadFieldsSchema = z.object({
  dir_id: DirIdSchema,
  replace: Flag,
  /** Replaces the content of this file of the caller's (the file goes back to review). */
  fid: z.preprocess((v) => (v === '' || v === '0' ? undefined : v), IdSchema.optional()),
  is_public: Flag,
  gad_cfg_game_id: z.preprocess(
    (v) => (v === '' || v === '0' ? undefined : v),
    z.coerce.number().int().positive('请选择游戏').optional(),
  ),
});
export type MaterialUploadFields = z.infer<typeof MaterialUploadFieldsSchema>;

/**
 * Starts a resumable upload (`material/file/upload/session`): the same fields as the form, with the
 * file's name and size. Its bytes follow in chunks; completing it checks the file like the form.
 */
export const MaterialUploadSessionBodySchema = MaterialUploadFieldsSchema.extend({
  file_name: z.string().trim().min(1, '请选择要上传的文件').max(255),
  size: z.number().int().positive('文件不能为空'),
});
export type MaterialUploadSessionBody = z.infer<typeof MaterialUploadSessionBodySchema>;

export const MaterialUploadSessionParamsSchema = z.object({
  upload_id: z.string().regex(/^[0-9a-f]{32}$/, '上传编号有误'),
});

export const MaterialUploadChunkQuerySchema = z.object({
  offset: z.coerce.number().int().min(0),
});

/** Where a resumable upload stands: the bytes the server holds, of `size`. */
export interface MaterialUploadSession {
  upload_id: string;
  offset: number;
  size: number;
  /** The chunk size the server takes per PUT at most. */
  chunk_size: number;
}

/** `image_text` is a 图文: library images in order with a text (`material/file/imagetext`). */
export const MaterialTypeSchema = z.enum(['image', 'video', 'image_text']);
export type MaterialType = z.infer<typeof MaterialTypeSchema>;
export const MATERIAL_TYPE_LABELS: Record<MaterialType, string> = {
  image: '图片',
  video: '视频',
  image_text: '图文',
};

/** `material/file/imagetext`: a new 图文 of library images (limits: domain `IMAGE_TEXT_LIMITS`). */
export const MaterialImageTextBodySchema = z.object({
  dir_id: DirIdSchema,
  name: z.string().trim().max(255),
  text: z.string().trim().max(1000),
  image_ids: z.array(IdSchema).max(100),
  is_public: z.union([z.literal(0), z.literal(1)]).default(0),
  gad_cfg_game_id: IdSchema.optional(),
});
export type MaterialImageTextBody = z.infer<typeof MaterialImageTextBodySchema>;

/** One image of a 图文 as it was chosen (its content stays the same when the library file changes). */
export interface MaterialImageTextImage {
  /** The library image it was chosen from. */
  fid: number;
  name: string;
  width: number | null;
  height: number | null;
  url: string;
  thumb_url: string | null;
}

export interface MaterialImageText {
  text: string;
  images: MaterialImageTextImage[];
}

/** Review of a file (the material review page); the states are ours to define (spec 002 §4). */
export const MATERIAL_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type MaterialReviewStatus = (typeof MATERIAL_REVIEW_STATUSES)[number];
export const MATERIAL_REVIEW_LABELS: Record<MaterialReviewStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
};

export const MaterialListQuerySchema = PageQuerySchema.extend({
  type: MaterialTypeSchema.optional(),
  /** Files directly in this folder; `0` the root, absent every folder. */
  dir_id: z.coerce.number().int().min(0).optional(),
  /** The credited designer (`users.id`): the one `material/file/designer` named, else the uploader. */
  designer: IdSchema.optional(),
  gad_cfg_game_id: IdSchema.optional(),
  /** Part of the file name. */
  name: z.string().trim().max(100).optional(),
  /** Files carrying this tag. */
  tag: z.string().trim().max(50).optional(),
  is_new: z.enum(['0', '1'], '只能是 0 或 1').optional(),
  is_public: z.enum(['0', '1'], '只能是 0 或 1').optional(),
  review_status: z.enum(MATERIAL_REVIEW_STATUSES, '无效的审核状态').optional(),
  /** `sort` is the manual order weight (`material/file/updatesort`). */
  sort: z.enum(['created_at', 'name', 'size', 'sort']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type MaterialListQuery = z.infer<typeof MaterialListQuerySchema>;

export const MaterialContentParamsSchema = z.object({ fid: IdSchema });

/** A signed link to stored content (the server makes them; the web app only follows them). */
export const MaterialLinkParamsSchema = z.object({ key: z.string().max(64) });
export const MaterialLinkQuerySchema = z.object({
  type: z.string().max(16),
  e: z.coerce.number().int(),
  s: z.string().max(200),
});

export interface MaterialDir {
  id: number;
  /** `0` at the root. */
  parent_id: number;
  name: string;
}

/** `material/file/dir`: a folder, the folders above it and the folders in it. */
export interface MaterialDirData {
  dir: MaterialDir | null;
  /** From the root down to the folder's parent. */
  path: MaterialDir[];
  dirs: MaterialDir[];
}

export interface MaterialTreeNode {
  id: number;
  name: string;
  children: MaterialTreeNode[];
}

/** `material/file/tree`: every folder, nested, by name. */
export interface MaterialTreeData {
  tree: MaterialTreeNode[];
}

export interface MaterialFile {
  fid: number;
  /** `0` at the root. */
  dir_id: number;
  name: string;
  type: MaterialType;
  format: string;
  md5: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Seconds; null until the video is probed. */
  duration: number | null;
  /** Degrees clockwise a player turns a video's stored frame (width and height are as shown). */
  rotation: number | null;
  /** A video's codec as its container names it (`avc1` H.264, `hvc1`/`hev1` H.265 …). */
  codec: string | null;
  is_public: 0 | 1;
  gad_cfg_game_id: number | null;
  /** The media whose library takes this file. */
  media: MediumKey[];
  /** The credited designer: the one `material/file/designer` named, else the uploader. */
  designer: { id: number; nick_name: string };
  /** Who uploaded it: the one (besides an admin) who may change it. */
  uploader: { id: number; nick_name: string };
  tags: string[];
  is_new: 0 | 1;
  /** The manual order weight; larger first. */
  sort: number;
  review_status: MaterialReviewStatus;
  reject_reason: string | null;
  /** A link to the rejection's screenshot, as `url`; null when there is none. */
  reject_image_url: string | null;
  /** The reviewer the file is assigned to (审核人). */
  reviewer: { id: number; nick_name: string } | null;
  /** Who took the decision (实际审核人): the reviewer, or a colleague in their place. */
  reviewed_by: { id: number; nick_name: string } | null;
  reviewed_at: string | null;
  /** Why the file may not be pushed to a medium now (only approved files may); null when it may. */
  push_refusal: string | null;
  created_at: string;
  /** In the recycle bin since then; null otherwise. */
  deleted_at: string | null;
  /** When a file in the recycle bin is removed for good; null otherwise. */
  purge_at: string | null;
  /** A link to the content for an hour, without the session (for `<img>`, `<video>`); answers ranges. */
  url: string;
  /** A link to a small image of the file, as `url`; null when there is none yet. */
  thumb_url: string | null;
  /** A 图文's text and images (`type` `image_text`); null (or absent) for other files. */
  image_text?: MaterialImageText | null;
}

export type MaterialListData = Paged<MaterialFile>;

/** `material/file/recycle`: the caller's deleted files (an admin's: everyone's), newest first. */
export const MaterialRecycleQuerySchema = PageQuerySchema.extend({
  name: z.string().trim().max(100).optional(),
});
export type MaterialRecycleQuery = z.infer<typeof MaterialRecycleQuerySchema>;

export const materialContentPath = (fid: number) => `/api/material/file/content/${fid}`;
export const materialThumbPath = (fid: number) => `/api/material/file/thumb/${fid}`;
