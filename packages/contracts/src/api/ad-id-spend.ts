import { z } from 'zod';
import type { AdIdBatchRowError } from './ad-ids';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import type { BaseMedium } from './conversion-bases';

// Manual spend of the link-based media (docs/architecture/ad-ids.md "Spend of the link-based
// media"): 其他媒体 and 端游媒体 have no API to read reports from, so their spend is imported
// from a sheet, one row per ad ID and day, and kept in the same metrics (分, counts) as the API
// media's daily stats.

/** The media whose spend is imported by hand: those without an API. */
export const SPEND_IMPORT_MEDIA = ['other', 'pc'] as const satisfies readonly BaseMedium[];
export type SpendImportMedium = (typeof SPEND_IMPORT_MEDIA)[number];
export const isSpendImportMedium = (medium: BaseMedium): medium is SpendImportMedium =>
  (SPEND_IMPORT_MEDIA as readonly BaseMedium[]).includes(medium);

export const SPEND_SHEET_MAX_BYTES = 5 * 1024 * 1024;

/** The metrics of a day (money in 分). */
export interface SpendMetrics {
  cost: number;
  impressions: number;
  clicks: number;
  activations: number;
  registrations: number;
  pay_amount: number;
}

/** `/amt/spend_import`: what a sheet wrote. */
export interface SpendImportAnswer {
  import_id: number;
  rows: number;
  /** Rows that replaced an earlier import's figures of the same ad ID and day. */
  replaced: number;
  ad_ids: number;
  first_date: string;
  last_date: string;
  cost: number;
}
/** The `data` of SPEND_ROWS_INVALID: nothing was written. */
export interface SpendImportRejection {
  rows: AdIdBatchRowError[];
}

/** `/amt/spend_imports`: the imports, newest first. */
export const SpendImportListQuerySchema = PageQuerySchema.extend({
  medium: z.enum(SPEND_IMPORT_MEDIA, '请选择媒体').optional(),
});
export type SpendImportListQuery = z.infer<typeof SpendImportListQuerySchema>;

export interface SpendImportItem {
  id: number;
  file_name: string;
  rows: number;
  replaced: number;
  ad_ids: number;
  first_date: string;
  last_date: string;
  cost: number;
  created_by: string | null;
  created_at: string;
}
export type SpendImportListData = Paged<SpendImportItem>;

/** `/amt/spend_import_rows`: the days an import wrote, as they stand now. */
export const SpendImportRowsQuerySchema = PageQuerySchema.extend({ import_id: IdSchema });

export interface SpendDay extends SpendMetrics {
  stat_date: string;
  ad_id: string;
  medium: SpendImportMedium;
  ad_id_name: string;
  game_name: string | null;
}
export type SpendDayListData = Paged<SpendDay>;

/** An ad ID's spend in its detail: the totals and the latest days. */
export interface AdIdSpend {
  total: SpendMetrics;
  days: { stat_date: string; metrics: SpendMetrics }[];
  /** Days with spend in all (the list shows the latest 31). */
  day_count: number;
}
