import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
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
  },
  (t) => [
    index('material_dirs_parent_idx').on(t.parentId),
    // One folder of a name per parent; the root's folders (null parent) included.
    uniqueIndex('material_dirs_parent_name_uq').on(sql`coalesce(${t.parentId}, 0)`, t.name),
  ],
);

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
    /** 'image' or 'video'. */
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
    /** Storage key of the image thumbnail; null for videos until a poster is taken. */
    thumbSha256: text('thumb_sha256'),
    /** The media whose library takes the file (packages/domain upload limits). */
    media: text('media').array().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    gadCfgGameId: integer('gad_cfg_game_id'),
    /** The designer who uploaded it. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('material_files_dir_idx').on(t.dirId),
    index('material_files_md5_idx').on(t.md5),
    index('material_files_created_by_idx').on(t.createdBy),
  ],
);
