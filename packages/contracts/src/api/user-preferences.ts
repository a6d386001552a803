import { z } from 'zod';
import { REPORT_PAGE_SIZES } from './feed-reports';
import { ReportFieldKeySchema, ReportScopeQuerySchema } from './report-views';

// ---- each user's own table preferences of a delivery-management tab (spec 001 §2, §9) ----

/** The side a pinned column is kept on while the table scrolls sideways. */
export const PIN_SIDES = ['left', 'right'] as const;
export type PinSide = (typeof PIN_SIDES)[number];
/** Columns one table may pin. */
export const PINNED_COLUMNS_MAX = 6;

export const PinnedColumnSchema = z.object({
  key: ReportFieldKeySchema,
  side: z.enum(PIN_SIDES, '固定位置只能是左侧或右侧'),
});
export type PinnedColumn = z.infer<typeof PinnedColumnSchema>;

/**
 * What a user chose for one tab's table: the page size (spec 001 §9: 20–500) and the metric
 * columns pinned to a side. Each part is optional; an absent part keeps the screen's default.
 */
export const ReportTablePreferenceSchema = z
  .object({
    per_page: z
      .number('每页条数须为 20、50、100、200、300 或 500')
      .refine(
        (size) => (REPORT_PAGE_SIZES as readonly number[]).includes(size),
        '每页条数须为 20、50、100、200、300 或 500',
      )
      .optional(),
    pinned: z
      .array(PinnedColumnSchema, '固定列不正确')
      .max(PINNED_COLUMNS_MAX, `最多固定 ${PINNED_COLUMNS_MAX} 列`)
      .refine(
        (pinned) => new Set(pinned.map((column) => column.key)).size === pinned.length,
        '固定列重复',
      )
      .optional(),
  })
  .strict();
export type ReportTablePreference = z.infer<typeof ReportTablePreferenceSchema>;

/** Saves the caller's preference of one screen tab, replacing what was saved. */
export const SaveReportTablePreferenceBodySchema = ReportScopeQuerySchema.extend({
  value: ReportTablePreferenceSchema,
});
export type SaveReportTablePreferenceBody = z.infer<typeof SaveReportTablePreferenceBodySchema>;

/** The caller's saved preference; `null` keeps the screen's defaults. */
export type ReportTablePreferenceData = ReportTablePreference | null;
