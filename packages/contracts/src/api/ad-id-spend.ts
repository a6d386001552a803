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

/** The longest range of the spend summary, in days: a quarter. */
export const SPEND_SUMMARY_DAYS_MAX = 93;

const calendarDate = (label: string) =>
  z.string(`请选择${label}`).regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 2025-01-31`);

/**
 * `/amt/spend_summary`: the spend of a date range by medium and game, the link-based media's
 * imports beside the API media's synced account reports.
 */
export const SpendSummaryQuerySchema = z
  .object({
    start_date: calendarDate('开始日期'),
    end_date: calendarDate('结束日期'),
    gad_cfg_game_id: z.coerce.number().int().positive().optional(),
  })
  .superRefine((q, ctx) => {
    const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
    const invalid = (
      [
        ['开始日期', q.start_date],
        ['结束日期', q.end_date],
      ] as const
    ).filter(([, text]) => /^\d{4}-\d{2}-\d{2}$/.test(text) && Number.isNaN(day(text)));
    for (const [label] of invalid) {
      ctx.addIssue({ code: 'custom', message: `${label}不是有效的日期` });
    }
    // The range is judged once both dates are dates.
    if (Number.isNaN(day(q.start_date)) || Number.isNaN(day(q.end_date))) return;
    if (q.start_date > q.end_date) {
      ctx.addIssue({ code: 'custom', message: '开始日期不能晚于结束日期' });
    } else if (day(q.end_date) - day(q.start_date) >= SPEND_SUMMARY_DAYS_MAX * 86_400_000) {
      ctx.addIssue({ code: 'custom', message: `日期范围最多 ${SPEND_SUMMARY_DAYS_MAX} 天` });
    }
  });
export type SpendSummaryQuery = z.infer<typeof SpendSummaryQuerySchema>;

export interface SpendSummaryRow extends SpendMetrics {
  medium: BaseMedium;
  /** How the figures came: synced from the medium's reports, or imported from sheets. */
  source: 'media' | 'import';
  gad_cfg_game_id: number | null;
  game_name: string | null;
}
export interface SpendSummaryData {
  list: SpendSummaryRow[];
  /** Whether the API media's rows are included (the caller may list accounts). */
  api_media: boolean;
}
