import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { users } from './users';

/**
 * Administrative actions on user accounts that leave no other trace (e.g. a sign-in unlock): who did
 * what to whom, and when. Rows are never updated; they outlive both users (ids set to null).
 */
export const userAuditLog = pgTable(
  'user_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tsz('at').notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('user_audit_log_target_idx').on(t.targetUserId, t.at)],
);
