import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { tasks } from './tasks';
import { users } from './users';

/*
 * The columns and indexes automatic rules and monitoring rules share: a rule is owned by a user, is
 * enabled or disabled, and keeps its settings as one JSON document; each of its runs belongs to it,
 * and a scheduled run to one slot.
 */

/** A rule's id, name, status, owner, definition and timestamps. */
export const ruleColumns = <Status extends string, Definition>() => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status').$type<Status>().notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  definition: jsonb('definition').$type<Definition>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A rule table's index on its status, and the status' allowed values. */
export const ruleStatusIndexes = (table: string, status: AnyPgColumn) => [
  index(`${table}_status_idx`).on(status),
  check(`${table}_status_check`, sql`${status} in ('enabled', 'disabled')`),
];

/** A run's id, its rule (removed with it), its slot when scheduled, and what came of it. */
export const ruleRunColumns = (rule: () => AnyPgColumn) => ({
  id: serial('id').primaryKey(),
  ruleId: integer('rule_id').notNull().references(rule, { onDelete: 'cascade' }),
  /** Scheduled runs: the slot's start, unique per rule so a slot runs once across processes. */
  slotAt: tsz('slot_at'),
  /** What stopped the run before its writes or messages were queued (it then counts as failed). */
  error: text('error'),
  /** The task the run queued its writes or messages as. */
  taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One run per rule and slot, and a rule's runs newest first. */
export const ruleRunIndexes = (
  table: string,
  t: { ruleId: AnyPgColumn; slotAt: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  uniqueIndex(`${table}_rule_slot_uq`)
    .on(t.ruleId, t.slotAt)
    .where(sql`${t.slotAt} is not null`),
  index(`${table}_rule_created_idx`).on(t.ruleId, t.createdAt),
];
