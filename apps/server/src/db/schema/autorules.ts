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
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
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
    id: serial('id').primaryKey(),
    medium: text('medium').notNull(),
    name: text('name').notNull(),
    status: text('status').$type<AutoruleStatus>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    definition: jsonb('definition').$type<AutoruleDefinition>().notNull(),
    lastRunAt: tsz('last_run_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('autorules_medium_owner_idx').on(t.medium, t.ownerId),
    index('autorules_status_idx').on(t.status),
    check('autorules_status_check', sql`${t.status} in ('enabled', 'disabled')`),
  ],
);

export const autoruleBatches = pgTable(
  'autorule_batches',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => autorules.id, { onDelete: 'cascade' }),
    medium: text('medium').notNull(),
    trigger: text('trigger').$type<AutoruleTrigger>().notNull(),
    /** Scheduled runs: the slot's start, unique per rule so a slot runs once across processes. */
    slotAt: tsz('slot_at'),
    /** The rule as it ran, and its sentence. */
    definition: jsonb('definition').$type<AutoruleDefinition>().notNull(),
    summary: text('summary').notNull(),
    dataNotes: jsonb('data_notes').$type<string[]>().notNull().default([]),
    /** What stopped the run before its writes were queued (the run then counts as failed). */
    error: text('error'),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    checkedCount: integer('checked_count').notNull().default(0),
    matchedCount: integer('matched_count').notNull().default(0),
    actedCount: integer('acted_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('autorule_batches_rule_slot_uq')
      .on(t.ruleId, t.slotAt)
      .where(sql`${t.slotAt} is not null`),
    index('autorule_batches_rule_created_idx').on(t.ruleId, t.createdAt),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('autorule_items_batch_idx').on(t.batchId, t.id),
    // Cooldowns and "why did my ad pause?": an object's items under a rule, newest first.
    index('autorule_items_rule_object_idx').on(t.ruleId, t.objectId, t.createdAt),
    index('autorule_items_object_idx').on(t.objectId),
    check(
      'autorule_items_outcome_check',
      sql`${t.outcome} in ('act', 'notify', 'skip', 'no_match')`,
    ),
  ],
);
