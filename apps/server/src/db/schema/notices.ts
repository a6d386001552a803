import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';
import { users } from './users';

/** Version-update notices (spec 000 §1, §4); their text is data. */
export const versionNotices = pgTable('version_notices', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  items: jsonb('items').$type<string[]>().notNull(),
  publishedAt: tsz('published_at').notNull(),
  createdAt: createdAt(),
});

/** Which notice surface (layer dialog or icon badge) each user has read. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** 'layer' or 'icon'. */
    type: text('type').notNull(),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version, t.type] })],
);
