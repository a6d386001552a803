import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MediumKey } from '@toufang/contracts';
import { createdAt, updatedAt } from './columns';
import { games } from './config-data';
import { users } from './users';

/**
 * The title library (spec 002 §3 "Title library entries": text, game, tags, creator; usage counts
 * and performance are read from the delivery mirror, docs/architecture/titles.md). A title is kept
 * once per game, in its normalized form (trimmed, spaces folded).
 */
export const titles = pgTable(
  'titles',
  {
    id: serial('id').primaryKey(),
    gadCfgGameId: integer('gad_cfg_game_id')
      .notNull()
      .references(() => games.gadCfgGameId, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    /** Characters (code points): the length filter and column. */
    length: integer('length').notNull(),
    /** The media whose length rule the title meets (packages/domain title rules), set on write. */
    media: text('media').array().$type<MediumKey[]>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('titles_game_text_uq').on(t.gadCfgGameId, t.text),
    index('titles_created_by_idx').on(t.createdBy),
    index('titles_created_at_idx').on(t.createdAt),
  ],
);
