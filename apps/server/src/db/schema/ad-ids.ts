import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BASE_MEDIA, type BaseMedium } from '@toufang/contracts';
import { createdAt, updatedAt } from './columns';
import { conversionBases } from './conversion-bases';
import { oneOf } from './media-columns';
import { users } from './users';

/**
 * Channel categories (渠道分类, spec 000 §2 `media*`, spec 002 §7 `/category/*`;
 * docs/architecture/ad-ids.md): a medium's named group of ad IDs, e.g. a channel or an agency.
 */
export const adIdCategories = pgTable(
  'ad_id_categories',
  {
    id: serial('id').primaryKey(),
    medium: text('medium').$type<BaseMedium>().notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ad_id_categories_name_uq').on(t.medium, t.name),
    check('ad_id_categories_medium_check', oneOf(t.medium, BASE_MEDIA)),
  ],
);

/** One batch of ad IDs (`/batch/adid_category_batch_create`): a sheet under a category and a base. */
export const adIdBatches = pgTable(
  'ad_id_batches',
  {
    id: serial('id').primaryKey(),
    medium: text('medium').$type<BaseMedium>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => adIdCategories.id, { onDelete: 'restrict' }),
    baseId: integer('base_id')
      .notNull()
      .references(() => conversionBases.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    count: integer('count').notNull(),
    firstAdId: text('first_ad_id').notNull(),
    lastAdId: text('last_ad_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ad_id_batches_medium_idx').on(t.medium, t.createdAt),
    index('ad_id_batches_category_idx').on(t.categoryId),
    index('ad_id_batches_base_idx').on(t.baseId),
    check('ad_id_batches_medium_check', oneOf(t.medium, BASE_MEDIA)),
  ],
);

/**
 * Ad IDs: `ad_id` is formatted from `id` (packages/domain `formatAdId`); the click link is built
 * on read from the base's current click link, so rebuilding the base's links updates it.
 */
export const adIds = pgTable(
  'ad_ids',
  {
    id: serial('id').primaryKey(),
    adId: text('ad_id').notNull(),
    medium: text('medium').$type<BaseMedium>().notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => adIdBatches.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => adIdCategories.id, { onDelete: 'restrict' }),
    baseId: integer('base_id')
      .notNull()
      .references(() => conversionBases.id, { onDelete: 'restrict' }),
    /** The sheet's row number, for the batch's order. */
    row: integer('row').notNull(),
    name: text('name').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // text_pattern_ops: the search finds ad IDs by prefix as well as whole.
    uniqueIndex('ad_ids_ad_id_uq').on(t.adId.op('text_pattern_ops')),
    // pg_trgm: the search's "name contains" is an index scan, not a scan of every ad ID.
    index('ad_ids_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('ad_ids_batch_idx').on(t.batchId, t.row),
    index('ad_ids_category_idx').on(t.categoryId),
    index('ad_ids_base_idx').on(t.baseId),
    check('ad_ids_medium_check', oneOf(t.medium, BASE_MEDIA)),
  ],
);
