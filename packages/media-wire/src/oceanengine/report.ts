import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { DateSchema, PageInfoSchema, PagingRequestSchema } from './envelope';

// Custom report v3 (reference §1.11): rows of `{dimensions:{k:v}, metrics:{k:v}}`, money in yuan.

export const REPORT_DIMENSIONS = [
  'stat_time_day',
  'stat_time_hour',
  'cdp_project_id',
  'cdp_project_name',
  'cdp_promotion_id',
  'cdp_promotion_name',
  'material_id',
] as const;

export const REPORT_METRICS = [
  'stat_cost',
  'show_cnt',
  'click_cnt',
  'ctr',
  'cpm_platform',
  'cpc_platform',
  'convert_cnt',
  'conversion_cost',
  'conversion_rate',
  'deep_convert_cnt',
  'deep_convert_cost',
  'deep_convert_rate',
  'attribution_convert_cnt',
  'attribution_convert_cost',
  'attribution_conversion_rate',
  'total_play',
  'valid_play',
  'valid_play_cost',
  'valid_play_rate',
  'play_over_rate',
  'dy_like',
  'dy_comment',
  'dy_share',
  'dy_follow',
] as const;

export const ReportFilterSchema = z.object({
  field: z.string(),
  // The inner shape of filters is not confirmed (reference §1.11, U): numeric or named codes.
  type: z.union([z.number().int(), z.string()]).optional(),
  operator: z.union([z.number().int(), z.string()]).optional(),
  values: z.array(z.union([z.string(), z.number(), z.bigint()])),
});
export type ReportFilter = z.infer<typeof ReportFilterSchema>;

/** GET v3.0/report/custom/get/ */
export const CustomReportRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  dimensions: queryJson(z.array(z.string()).min(1)),
  metrics: queryJson(z.array(z.string()).min(1)),
  filters: queryJson(z.array(ReportFilterSchema)).optional(),
  start_time: DateSchema,
  end_time: DateSchema,
  order_by: queryJson(
    z.array(z.object({ field: z.string(), type: z.enum(['ASC', 'DESC']).optional() })),
  ).optional(),
  data_topic: z.string().optional(),
});
export type CustomReportRequest = z.infer<typeof CustomReportRequestSchema>;

/** Metric values come back as numbers or numeric strings. */
export const MetricValueSchema = z.union([z.number(), z.string()]);

export const CustomReportRowSchema = z.object({
  dimensions: z.record(z.string(), z.string()),
  metrics: z.record(z.string(), MetricValueSchema),
});
export type CustomReportRow = z.infer<typeof CustomReportRowSchema>;

export const CustomReportDataSchema = z.object({
  rows: z.array(CustomReportRowSchema),
  total_metrics: z.record(z.string(), MetricValueSchema),
  page_info: PageInfoSchema,
});
export type CustomReportData = z.infer<typeof CustomReportDataSchema>;
