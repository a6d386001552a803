import type { ChangeOutcome } from '@toufang/contracts';
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';
import { taskItems, tasks } from './tasks';
import { users } from './users';

/**
 * Every write that reached a medium: who, what, before and after, and the medium's answer
 * (ARCHITECTURE §1). Rows are never updated; the history of an object is read by its id.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tsz('at').notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    taskItemId: bigint('task_item_id', { mode: 'number' }).references(() => taskItems.id, {
      onDelete: 'set null',
    }),
    medium: text('medium'),
    advertiserId: text('advertiser_id'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    action: text('action').notNull(),
    outcome: text('outcome').$type<ChangeOutcome>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    request: jsonb('request').$type<unknown>(),
    response: jsonb('response').$type<unknown>(),
  },
  (t) => [
    index('change_log_object_idx').on(t.objectType, t.objectId, t.at),
    // The history is also searched by id alone (the type is not always known to the searcher).
    index('change_log_object_id_idx').on(t.objectId, t.at),
    index('change_log_task_idx').on(t.taskId),
  ],
);
