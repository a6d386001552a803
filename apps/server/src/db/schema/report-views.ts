import { DELIVERY_TAB_KEYS, type DeliveryTabKey } from '@toufang/contracts';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { oneOf } from './media-columns';
import { users } from './users';

/** Each user's own columns of one screen tab (spec 001 §2 custom-metric dialog); none = defaults. */
export const reportColumns = pgTable(
  'report_columns',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The screen's short key, e.g. `launchV3`. */
    screen: text('screen').notNull(),
    tab: text('tab').$type<DeliveryTabKey>().notNull(),
    /** Report field keys in display order. */
    fields: jsonb('fields').$type<string[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.screen, t.tab] }),
    check('report_columns_tab_check', oneOf(t.tab, DELIVERY_TAB_KEYS)),
  ],
);

/** Named column views; a shared one (团队共享) is listed to every user, changed only by its owner. */
export const reportViews = pgTable(
  'report_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    tab: text('tab').$type<DeliveryTabKey>().notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('report_views_owner_name_unique').on(t.ownerId, t.screen, t.tab, t.name),
    index('report_views_scope_idx').on(t.screen, t.tab, t.shared),
    check('report_views_tab_check', oneOf(t.tab, DELIVERY_TAB_KEYS)),
  ],
);
