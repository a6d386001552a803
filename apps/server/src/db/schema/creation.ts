import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { tasks } from './tasks';
import { users } from './users';

/**
 * Submitted creation drafts (spec 002 §3 "Delivery task": task_id, config_id): the draft as
 * submitted and the task that creates it. `config_id` is the wizard's id of the submission, so a
 * repeated submit answers the first task.
 */
export const creationConfigs = pgTable(
  'creation_configs',
  {
    configId: uuid('config_id').primaryKey(),
    medium: text('medium').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    templateId: integer('template_id'),
    title: text('title').notNull(),
    draft: jsonb('draft').notNull(),
    /** Level-1 objects the draft makes. */
    parents: integer('parents').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('creation_configs_medium_idx').on(t.medium, t.createdAt),
    index('creation_configs_task_idx').on(t.taskId),
  ],
);

/** Saved wizard settings (spec 002 §3 "Template / strategy"). */
export const creationTemplates = pgTable(
  'creation_templates',
  {
    id: serial('id').primaryKey(),
    medium: text('medium').notNull(),
    templateName: text('template_name').notNull(),
    templateDesc: text('template_desc').notNull().default(''),
    templateType: text('template_type').notNull(),
    gadCfgGameId: integer('gad_cfg_game_id'),
    appType: text('app_type').notNull().default(''),
    content: jsonb('content').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [index('creation_templates_medium_idx').on(t.medium, t.updatedAt)],
);

/** The templates a user collected (收藏, spec 002 §7 `delivery/template/collect`). */
export const creationTemplateCollects = pgTable(
  'creation_template_collects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => creationTemplates.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

/** A user's presets of a wizard, one per kind (spec 002 §3 "Preinstall": type, content). */
export const creationPresets = pgTable(
  'creation_presets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    medium: text('medium').notNull(),
    type: text('type').notNull(),
    content: jsonb('content').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.medium, t.type] })],
);
