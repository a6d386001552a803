import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MATERIAL_PUSH_STATUSES, type MaterialPushStatus } from '@toufang/contracts';
import { createdAt, tsz, updatedAt } from './columns';
import { materialFiles } from './materials';
import { oneOf } from './media-columns';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Library files pushed to media accounts (spec 002 §7 `material/file/push`, `pushlog`): one row
 * per (file, medium, account), the latest attempt's outcome. A succeeded row also answers later
 * pushes of the same content (md5) to the same account, which reuse its ids without uploading.
 */
export const materialPushes = pgTable(
  'material_pushes',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => materialFiles.id, { onDelete: 'cascade' }),
    /** The content pushed; what the medium dedupes by and what reuse looks up. */
    md5: text('md5').notNull(),
    medium: text('medium').notNull(),
    advertiserId: text('advertiser_id').notNull(),
    status: text('status').$type<MaterialPushStatus>().notNull(),
    /** What creatives reference: image id / video_id, image_token / photo_id. */
    mediaFileId: text('media_file_id'),
    /** What the medium's reports name the file by (Ocean Engine material_id). */
    mediaMaterialId: text('media_material_id'),
    /** False while the medium still processed the video when it answered. */
    mediaReady: boolean('media_ready'),
    /**
     * The video's cover chosen among the medium's suggestions (`material/suggestcover`): the
     * medium's image id where it gives one (what creatives set as the video's cover), and its link.
     */
    coverId: text('cover_id'),
    coverUrl: text('cover_url'),
    /** The last push found the content already in the account and uploaded nothing. */
    reused: boolean('reused').notNull().default(false),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** Outcomes recorded so far (each try of the task's item). */
    attempts: integer('attempts').notNull().default(0),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    pushedBy: integer('pushed_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the medium last confirmed the file. */
    pushedAt: tsz('pushed_at'),
  },
  (t) => [
    uniqueIndex('material_pushes_file_account_uq').on(t.fileId, t.medium, t.advertiserId),
    index('material_pushes_reuse_idx').on(t.md5, t.medium, t.advertiserId),
    check('material_pushes_status_check', oneOf(t.status, MATERIAL_PUSH_STATUSES)),
  ],
);
