import type {
  IncidentEvent,
  IncidentStatus,
  MonitorDefinition,
  MonitorStatus,
  RobotType,
} from '@toufang/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';
import { ruleColumns, ruleRunColumns, ruleRunIndexes, ruleStatusIndexes } from './rule-columns';
import { taskItems, tasks } from './tasks';
import { users } from './users';

/*
 * Monitoring (docs/architecture/monitoring.md): notify-only rules, their checks, the incidents a
 * check opens and resolves (one open per rule and subject), the owner's in-app notifications, and
 * one delivery per robot message, sent as an item of the task engine.
 */

export const monitorRules = pgTable(
  'monitor_rules',
  {
    ...ruleColumns<MonitorStatus, MonitorDefinition>(),
    kind: text('kind').notNull(),
    /** The robot channels with their addresses and secrets, sealed by the secret box. */
    channelsSealed: text('channels_sealed'),
    /** The channels' types, readable without opening them (summaries, lists). */
    robotTypes: jsonb('robot_types').$type<RobotType[]>().notNull().default([]),
    lastCheckedAt: tsz('last_checked_at'),
  },
  (t) => [
    index('monitor_rules_owner_idx').on(t.ownerId),
    ...ruleStatusIndexes('monitor_rules', t.status),
  ],
);

export const monitorChecks = pgTable(
  'monitor_checks',
  {
    ...ruleRunColumns(() => monitorRules.id),
    checkedCount: integer('checked_count').notNull().default(0),
    matchingCount: integer('matching_count').notNull().default(0),
    openedCount: integer('opened_count').notNull().default(0),
    resolvedCount: integer('resolved_count').notNull().default(0),
  },
  (t) => ruleRunIndexes('monitor_checks', t),
);

export const monitorIncidents = pgTable(
  'monitor_incidents',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => monitorRules.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    subjectName: text('subject_name').notNull(),
    status: text('status').$type<IncidentStatus>().notNull().default('open'),
    /** What the latest check found, in words. */
    message: text('message').notNull(),
    openedAt: tsz('opened_at').notNull(),
    lastSeenAt: tsz('last_seen_at').notNull(),
    resolvedAt: tsz('resolved_at'),
  },
  (t) => [
    // The dedupe: one open incident per rule and subject, however many checks run at once.
    uniqueIndex('monitor_incidents_open_uq')
      .on(t.ruleId, t.subjectKey)
      .where(sql`${t.status} = 'open'`),
    index('monitor_incidents_rule_opened_idx').on(t.ruleId, t.openedAt),
    check('monitor_incidents_status_check', sql`${t.status} in ('open', 'resolved')`),
  ],
);

export const monitorNotifications = pgTable(
  'monitor_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => monitorRules.id, { onDelete: 'cascade' }),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => monitorIncidents.id, { onDelete: 'cascade' }),
    event: text('event').$type<IncidentEvent>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    readAt: tsz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('monitor_notifications_user_idx').on(t.userId, t.id),
    index('monitor_notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check('monitor_notifications_event_check', sql`${t.event} in ('opened', 'resolved')`),
  ],
);

export const monitorDeliveries = pgTable(
  'monitor_deliveries',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => monitorRules.id, { onDelete: 'cascade' }),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => monitorIncidents.id, { onDelete: 'cascade' }),
    event: text('event').$type<IncidentEvent>().notNull(),
    channelId: text('channel_id').notNull(),
    channelType: text('channel_type').$type<RobotType>().notNull(),
    urlMasked: text('url_masked').notNull(),
    /** The message as sent (title and lines), so a retry sends what the incident said then. */
    title: text('title').notNull(),
    body: text('body').notNull(),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    taskItemId: bigint('task_item_id', { mode: 'number' }).references(() => taskItems.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('monitor_deliveries_rule_idx').on(t.ruleId, t.id),
    index('monitor_deliveries_incident_idx').on(t.incidentId),
    check('monitor_deliveries_event_check', sql`${t.event} in ('opened', 'resolved')`),
  ],
);
