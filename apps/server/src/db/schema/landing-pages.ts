import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LandingComponent } from '@toufang/contracts';
import { adIds } from './ad-ids';
import { createdAt, tsz, updatedAt } from './columns';
import { conversionBases } from './conversion-bases';
import { users } from './users';

/**
 * Our own landing pages (docs/architecture/landing-pages.md): the draft the builder edits, and the
 * snapshot last published, which is what the public address serves.
 */
export const landingPages = pgTable(
  'landing_pages',
  {
    id: serial('id').primaryKey(),
    /** The public address's last segment (`/lp/<slug>`), random, fixed at creation. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    components: jsonb('components').$type<LandingComponent[]>().notNull(),
    publishedTitle: text('published_title'),
    publishedComponents: jsonb('published_components').$type<LandingComponent[]>(),
    publishedAt: tsz('published_at'),
    /** Set when the draft is saved after the last publish; cleared by publishing. */
    changedSincePublish: integer('changed_since_publish').notNull().default(0),
    conversionBaseId: integer('conversion_base_id').references(() => conversionBases.id, {
      onDelete: 'set null',
    }),
    adId: integer('ad_id').references(() => adIds.id, { onDelete: 'set null' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('landing_pages_slug_uq').on(t.slug),
    index('landing_pages_updated_idx').on(t.updatedAt),
  ],
);

/** Views, clicks and form submissions of a page per China day, counted by the public page. */
export const landingPageStats = pgTable(
  'landing_page_stats',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    submits: integer('submits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.statDate] })],
);

/** What visitors sent through a page's forms, as they sent it (checked against the form). */
export const landingFormSubmissions = pgTable(
  'landing_form_submissions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    componentId: text('component_id').notNull(),
    values: jsonb('values')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('landing_form_submissions_page_idx').on(t.pageId, t.createdAt)],
);
