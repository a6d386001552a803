import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/** Ability groups organize abilities for the permission page (spec 000 §6). */
export const abilityGroups = pgTable('ability_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** `group:action` ability strings; the catalog in contracts is synced in at every start. */
export const abilities = pgTable(
  'abilities',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    groupId: integer('group_id').references(() => abilityGroups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('abilities_group_idx').on(t.groupId)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** Stable key shown in `/user/info` roles (e.g. `admin`, `star`). */
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** System roles cannot be deleted or renamed; `admin` always holds every ability. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roleAbilities = pgTable(
  'role_abilities',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    abilityId: integer('ability_id')
      .notNull()
      .references(() => abilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.abilityId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
