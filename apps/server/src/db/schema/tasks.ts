import type { TaskItemStatus, TaskStatus } from '@toufang/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { users } from './users';

/**
 * Batch tasks (ARCHITECTURE §6). The counts mirror `task_items` and are recomputed under the task's
 * row lock after every change, so pollers read progress without counting items.
 */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    /** Null for tasks the system starts itself (scheduled work). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TaskStatus>().notNull().default('pending'),
    params: jsonb('params').$type<unknown>().notNull().default({}),
    itemCount: integer('item_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    runningCount: integer('running_count').notNull().default(0),
    succeededCount: integer('succeeded_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    unknownCount: integer('unknown_count').notNull().default(0),
    /** Set by cancel: items not yet started are cancelled, running ones finish. */
    cancelledAt: tsz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    startedAt: tsz('started_at'),
    finishedAt: tsz('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_created_by_idx').on(t.createdBy, t.id),
    index('tasks_type_status_idx').on(t.type, t.status),
    check(
      'tasks_status_check',
      sql`${t.status} in ('pending', 'running', 'succeeded', 'partially_failed', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * One object change or creation of a task. Workers claim a whole group (`task_id`, `group_key`) with
 * `FOR UPDATE SKIP LOCKED` and hold it under a lease; an item left `running` past its lease belonged
 * to a worker that died and becomes `unknown`, to be reconciled by reading the medium.
 */
export const taskItems = pgTable(
  'task_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    /** Copied from the task: workers claim only the types they know, and keys are unique per type. */
    taskType: text('task_type').notNull(),
    seq: integer('seq').notNull(),
    groupKey: text('group_key').notNull(),
    /** Rate-limiter buckets a call for this item's group draws from. */
    limiterKeys: text('limiter_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sent with creations so a repeated call cannot create a second object. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<TaskItemStatus>().notNull().default('pending'),
    /** Every claim, over the item's whole life. */
    attempts: integer('attempts').notNull().default(0),
    /** Claims since the item was last queued by a user's retry; bounded by the max attempts. */
    roundAttempts: integer('round_attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    request: jsonb('request').$type<unknown>().notNull(),
    result: jsonb('result').$type<unknown>(),
    medium: text('medium'),
    advertiserId: text('advertiser_id'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** Not claimed before this time: backoff after a transient failure. */
    availableAt: tsz('available_at').notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: tsz('lease_expires_at'),
    createdAt: createdAt(),
    startedAt: tsz('started_at'),
    finishedAt: tsz('finished_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_items_task_seq_uq').on(t.taskId, t.seq),
    uniqueIndex('task_items_type_key_uq').on(t.taskType, t.idempotencyKey),
    index('task_items_task_status_idx').on(t.taskId, t.status, t.seq),
    index('task_items_claim_idx')
      .on(t.availableAt, t.id)
      .where(sql`${t.status} in ('pending', 'unknown')`),
    index('task_items_lease_idx')
      .on(t.leaseExpiresAt)
      .where(sql`${t.status} = 'running'`),
    check(
      'task_items_status_check',
      sql`${t.status} in ('pending', 'running', 'succeeded', 'failed', 'cancelled', 'unknown')`,
    ),
  ],
);

/**
 * Token buckets of the PostgreSQL rate limiter: one row per key, shared by every worker process so
 * the media's quotas hold across replicas (ARCHITECTURE §3). Tokens may go negative: a caller that
 * takes a token it does not have waits until the debt is refilled.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: tsz('updated_at').notNull(),
});
