import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { oneOf } from './media-columns';
import { MATERIAL_REVIEW_STATUSES, type MaterialReviewStatus } from '@toufang/contracts';
import { users } from './users';

/** Folders of the material library (spec 002 §3, §7 `material/file/mkdir`); null parent = root. */
export const materialDirs = pgTable(
  'material_dirs',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => materialDirs.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** In the recycle bin since then, with its folders and files (`material/file/rmdir`). */
    deletedAt: tsz('deleted_at'),
  },
  (t) => [
    index('material_dirs_parent_idx').on(t.parentId),
    // One live folder of a name per parent; the root's folders (null parent) included.
    uniqueIndex('material_dirs_parent_name_uq')
      .on(sql`coalesce(${t.parentId}, 0)`, t.name)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** One image of a 图文 as it was chosen: its content keys, so the 图文 keeps what was picked. */
export interface StoredImageTextImage {
  fid: number;
  name: string;
  format: string;
  md5: string;
  sha256: string;
  thumbSha256: string | null;
  sizeBytes: number;
  width: number | null;
  height: number | null;
}

/** A 图文's text and images (`kind` `image_text`). */
export interface StoredImageText {
  text: string;
  images: StoredImageTextImage[];
}

/**
 * Files of the material library (spec 002 §3 "Material file": fid, dir_id, name, tags, is_public,
 * gad_cfg_game_id). The content lives in the material storage under its sha256; `md5` is what the
 * media sign uploads with and what finds duplicates.
 */
export const materialFiles = pgTable(
  'material_files',
  {
    id: serial('id').primaryKey(),
    dirId: integer('dir_id').references(() => materialDirs.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** 'image', 'video' or 'image_text' (a 图文: its images and text in `image_text`). */
    kind: text('kind').notNull(),
    /** jpeg, png, gif, bmp, webp, mp4 … */
    format: text('format').notNull(),
    md5: text('md5').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Null until the video is probed. */
    durationMs: integer('duration_ms'),
    /** Degrees clockwise a player turns a video's stored frame (width and height are as shown). */
    rotation: smallint('rotation'),
    /** A video's codec as its container names it (`avc1`, `hvc1` …); null when not stated. */
    codec: text('codec'),
    /** Storage key of the image thumbnail; null for videos until a poster is taken. */
    thumbSha256: text('thumb_sha256'),
    /**
     * When the poster backfill tried this video (`poster-backfill.ts`), whether it made a poster or
     * not: each content is tried once. Null until then, and again when the content is replaced.
     */
    posterTriedAt: tsz('poster_tried_at'),
    /** The media whose library takes the file (packages/domain upload limits). */
    media: text('media').array().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    gadCfgGameId: integer('gad_cfg_game_id'),
    /** Free tags (`material/file/maketag`); the filter and `material/file/tags` read them. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The 新 flag: set at upload, cleared or set again with `material/file/updateisnew`. */
    isNew: boolean('is_new').notNull().default(false),
    /** A manual order weight (`material/file/updatesort`): larger first in the `sort` order. */
    sort: integer('sort').notNull().default(0),
    /** Who uploaded it: the owner who may change it. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    /** The designer credited with it (`material/file/designer`); null means the uploader. */
    designerId: integer('designer_id').references(() => users.id),
    /** In the recycle bin since then; purged 30 days later. */
    deletedAt: tsz('deleted_at'),
    /** The review (the material review page): pending, approved or rejected with a reason. */
    reviewStatus: text('review_status').$type<MaterialReviewStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** Storage key of the screenshot a rejection may carry to show the problem. */
    rejectImage: text('reject_image'),
    /** The reviewer (审核人) the file is assigned to while it waits; kept with the decision. */
    reviewerId: integer('reviewer_id').references(() => users.id),
    /** Who took the decision (实际审核人): the reviewer, or a colleague deciding in their place. */
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: tsz('reviewed_at'),
    /** A 图文's text and images; null for images and videos. */
    imageText: jsonb('image_text').$type<StoredImageText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('material_files_dir_idx').on(t.dirId),
    // The folder view's orders, either way, over the live files (bench:materials: listing p95).
    index('material_files_dir_created_idx')
      .on(t.dirId, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('material_files_dir_name_idx')
      .on(t.dirId, t.name, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('material_files_dir_size_idx')
      .on(t.dirId, t.sizeBytes, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('material_files_md5_idx').on(t.md5),
    index('material_files_created_by_idx').on(t.createdBy),
    index('material_files_deleted_idx').on(t.deletedAt),
    index('material_files_review_idx').on(t.reviewStatus, t.reviewerId),
    // 素材概览: the files made and the review decisions taken in a date range.
    index('material_files_created_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('material_files_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`${t.deletedAt} is null`),
    check('material_files_review_status_check', oneOf(t.reviewStatus, MATERIAL_REVIEW_STATUSES)),
  ],
);
