import { z } from 'zod';
import { IdSchema, queryJson, queryNumber } from '../query';
import { FilterSchema } from './common';
import { DateSchema, PageInfoSchema } from './envelope';
import { LegacyReportLevelSchema, ReportLevelSchema, TimeLineSchema } from './enums';

// daily_reports/get and hourly_reports/get (reference §3.7): flat rows with `date` (+ `hour`),
// money in 分, rates as fractions (ctr 0.0114 = 1.14%).

export const DateRangeSchema = z.object({ start_date: DateSchema, end_date: DateSchema });
export type DateRange = z.infer<typeof DateRangeSchema>;

/**
 * Report throttle (reference §3.4): per account and `level`, daily and hourly reports together may
 * match at most 12,000 rows a second; a breach blocks that account and level for 5 seconds.
 */
export const REPORT_ROWS_PER_SECOND = 12_000;
export const REPORT_BLOCK_SECONDS = 5;

const reportRequest = <L extends z.ZodType>(maxPage: number, level: L) =>
  z.object({
    account_id: IdSchema,
    level,
    date_range: queryJson(DateRangeSchema),
    filtering: queryJson(z.array(FilterSchema).max(40)).optional(),
    group_by: queryJson(z.array(z.string()).min(1).max(10)),
    order_by: queryJson(
      z
        .array(z.object({ sort_field: z.string(), sort_type: z.enum(['ASCENDING', 'DESCENDING']) }))
        .max(2),
    ).optional(),
    /** REQUEST_TIME when absent. */
    time_line: TimeLineSchema.optional(),
    page: queryNumber(z.number().int().min(1).max(maxPage)).optional(),
    page_size: queryNumber(z.number().int().min(1).max(2000)).optional(),
    fields: queryJson(z.array(z.string()).min(1)),
  });

/** GET daily_reports/get — page ≤ 99999, page_size ≤ 2000. */
export const DailyReportsRequestSchema = reportRequest(99_999, ReportLevelSchema);
export type DailyReportsRequest = z.infer<typeof DailyReportsRequestSchema>;

/** GET hourly_reports/get — page ≤ 100, page_size ≤ 2000. */
export const HourlyReportsRequestSchema = reportRequest(100, ReportLevelSchema);
export type HourlyReportsRequest = z.infer<typeof HourlyReportsRequestSchema>;

/**
 * GET v1.3/daily_reports/get and hourly_reports/get (legacy levels, reference §3.9; TSDK1
 * model_report_level.go): rows add `campaign_id` and, at the ad level, `ad_id`.
 */
export const LegacyDailyReportsRequestSchema = reportRequest(99_999, LegacyReportLevelSchema);
export type LegacyDailyReportsRequest = z.infer<typeof LegacyDailyReportsRequestSchema>;
export const LegacyHourlyReportsRequestSchema = reportRequest(100, LegacyReportLevelSchema);
export type LegacyHourlyReportsRequest = z.infer<typeof LegacyHourlyReportsRequestSchema>;

export const ReportRowSchema = z.looseObject({
  date: DateSchema.optional(),
  hour: z.number().int().min(0).max(23).optional(),
  account_id: z.number().int().optional(),
  adgroup_id: z.number().int().optional(),
  adgroup_name: z.string().optional(),
  dynamic_creative_id: z.number().int().optional(),
  /** Legacy v1.x rows. */
  campaign_id: z.number().int().optional(),
  ad_id: z.number().int().optional(),
  /** REPORT_LEVEL_MATERIAL_VIDEO rows (and legacy ones). */
  video_id: z.number().int().optional(),
  /** REPORT_LEVEL_MATERIAL_IMAGE rows: image ids are strings. */
  image_id: z.string().optional(),
  site_set: z.string().optional(),
  /** 曝光. */
  view_count: z.number().int().optional(),
  /** 点击. */
  valid_click_count: z.number().int().optional(),
  ctr: z.number().optional(),
  /** 分. */
  cpc: z.number().optional(),
  /** 分. */
  cost: z.number().int().optional(),
  /** CPM, 分. */
  thousand_display_price: z.number().optional(),
  conversions_count: z.number().int().optional(),
  conversions_cost: z.number().optional(),
  conversions_rate: z.number().optional(),
  deep_conversions_count: z.number().int().optional(),
  activated_count: z.number().int().optional(),
  activated_cost: z.number().optional(),
  first_pay_count: z.number().int().optional(),
  order_amount: z.number().optional(),
  order_roi: z.number().optional(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportDataSchema = z.object({
  list: z.array(ReportRowSchema),
  page_info: PageInfoSchema,
});
export type ReportData = z.infer<typeof ReportDataSchema>;
