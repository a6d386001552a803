import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * Each user's own preferences, one row per key (e.g. `report_table:launchV3:promotion` for a
 * delivery tab's page size and pinned columns). The value's shape belongs to the key's kind and
 * is checked by the contracts' schema before it is stored.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
