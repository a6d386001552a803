import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { SPEND_IMPORT_MEDIA, type SpendImportMedium } from '@toufang/contracts';
import { adIds } from './ad-ids';
import { createdAt, updatedAt } from './columns';
import { fen, oneOf } from './media-columns';
import { users } from './users';

/**
 * One spend sheet imported for the link-based media (docs/architecture/ad-ids.md "Spend of the
 * link-based media"): what it wrote, for the import list.
 */
export const adIdSpendImports = pgTable(
  'ad_id_spend_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    replaced: integer('replaced').notNull(),
    adIds: integer('ad_ids').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    /** The sheet's cost in all, 分. */
    cost: fen('cost').notNull(),
    /** The media of its rows, for the list's filter. */
    media: text('media').array().$type<SpendImportMedium[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ad_id_spend_imports_created_idx').on(t.createdAt)],
);

/**
 * The daily figures of an ad ID of a link-based medium, in the metrics of `stats_daily` (分 and
 * counts, days of Asia/Shanghai). A later import of the same ad ID and day replaces the figures;
 * `import_id` names the sheet they came from.
 */
export const adIdSpendDaily = pgTable(
  'ad_id_spend_daily',
  {
    adIdId: integer('ad_id_id')
      .notNull()
      .references(() => adIds.id, { onDelete: 'cascade' }),
    statDate: date('stat_date', { mode: 'string' }).notNull(),
    medium: text('medium').$type<SpendImportMedium>().notNull(),
    cost: fen('cost').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    activations: integer('activations').notNull().default(0),
    registrations: integer('registrations').notNull().default(0),
    payAmount: fen('pay_amount').notNull().default(0),
    importId: integer('import_id')
      .notNull()
      .references(() => adIdSpendImports.id, { onDelete: 'restrict' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'ad_id_spend_daily_pk', columns: [t.adIdId, t.statDate] }),
    index('ad_id_spend_daily_import_idx').on(t.importId),
    index('ad_id_spend_daily_medium_idx').on(t.medium, t.statDate),
    check('ad_id_spend_daily_medium_check', oneOf(t.medium, SPEND_IMPORT_MEDIA)),
  ],
);
