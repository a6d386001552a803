import type {
  AutoruleDefinition,
  AutoruleItemOutcome,
  AutoruleStatus,
  AutoruleTrigger,
} from '@toufang/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';
import { ruleColumns, ruleRunColumns, ruleRunIndexes, ruleStatusIndexes } from './rule-columns';
import { taskItems, tasks } from './tasks';
import { users } from './users';

/*
 * Automatic rules (docs/architecture/autorules.md). A rule's definition is one JSON document
 * (contracts AutoruleDefinitionSchema); each run is a batch with one item per object it checked,
 * keeping the metric snapshot and decision. The writes themselves are a task of the task engine of
 * the delivery screens' task types; the batch and its items point at it.
 */

export const autorules = pgTable(
  'autorules',
  {
    ...ruleColumns<AutoruleStatus, AutoruleDefinition>(),
    medium: text('medium').notNull(),
    lastRunAt: tsz('last_run_at'),
  },
  (t) => [
    index('autorules_medium_owner_idx').on(t.medium, t.ownerId),
    ...ruleStatusIndexes('autorules', t.status),
  ],
);

export const autoruleBatches = pgTable(
  'autorule_batches',
  {
    ...ruleRunColumns(() => autorules.id),
    medium: text('medium').notNull(),
    trigger: text('trigger').$type<AutoruleTrigger>().notNull(),
    /** The rule as it ran, and its sentence. */
    definition: jsonb('definition').$type<AutoruleDefinition>().notNull(),
    summary: text('summary').notNull(),
    dataNotes: jsonb('data_notes').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedCount: integer('checked_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    actedCount: integer('acted_count').notNull().default(0),
  },
  (t) => [
    ...ruleRunIndexes('autorule_batches', t),
    index('autorule_batches_medium_created_idx').on(t.medium, t.createdAt),
    check('autorule_batches_trigger_check', sql`${t.trigger} in ('manual', 'schedule')`),
  ],
);

export const autoruleItems = pgTable(
  'autorule_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => autoruleBatches.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id').notNull(),
    objectId: text('object_id').notNull(),
    objectName: text('object_name').notNull(),
    advertiserId: text('advertiser_id').notNull(),
    outcome: text('outcome').$type<AutoruleItemOutcome>().notNull(),
    before: text('before'),
    after: text('after'),
    reason: text('reason').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, number | null>>().notNull(),
    taskItemId: bigint('task_item_id', { mode: 'number' }).references(() => taskItems.id, {
      onDelete: 'set null',
    }),
    /** 按模板新建: the creation task building the account's objects (the item's object). */
    createdTaskId: integer('created_task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** 今日暂停: when the object is switched on again (the next midnight, Asia/Shanghai). */
    resumeAt: tsz('resume_at'),
    /** When the switch-on was queued, or found not needed (the note says why). */
    resumedAt: tsz('resumed_at'),
    resumeNote: text('resume_note'),
    resumeTaskItemId: bigint('resume_task_item_id', { mode: 'number' }).references(
      () => taskItems.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('autorule_items_batch_idx').on(t.batchId, t.id),
    // The scheduler's look for objects due to be switched on again.
    index('autorule_items_resume_due_idx')
      .on(t.resumeAt)
      .where(sql`${t.resumeAt} is not null and ${t.resumedAt} is null`),
    // Cooldowns and "why did my ad pause?": an object's items under a rule, newest first.
    index('autorule_items_rule_object_idx').on(t.ruleId, t.objectId, t.createdAt),
    index('autorule_items_object_idx').on(t.objectId),
    check(
      'autorule_items_outcome_check',
      sql`${t.outcome} in ('act', 'notify', 'skip', 'no_match')`,
    ),
  ],
);
