import { z } from 'zod';
import { IdSchema } from '../query';
import { DateSchema, listDataSchema } from './envelope';

// Reports (reference §2.8): POST v1/report/{account,campaign,unit,creative,program_creative}_report;
// money in yuan
// (unlike budgets), rows keyed by `stat_date` / `stat_hour`.

export const TemporalGranularitySchema = z.enum(['DAILY', 'HOURLY']);
export type TemporalGranularity = z.infer<typeof TemporalGranularitySchema>;

/** Real-time reports accept at most 7 calendar dates per request (reference §2.4). */
export const REPORT_MAX_DAYS = 7;

export const ReportRequestSchema = z.object({
  advertiser_id: IdSchema,
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
  /** "yyyy-MM-dd HH:mm", incremental pulls. */
  start_date_min: z.string().optional(),
  end_date_min: z.string().optional(),
  temporal_granularity: TemporalGranularitySchema.optional(),
  report_dims: z.array(z.string()).optional(),
  page: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).max(2000).optional(),
  /** Campaign report: ≤ 5000 ids. */
  campaign_ids: z.array(IdSchema).max(5000).optional(),
  /** Unit, creative and program creative reports: ≤ 5000 ids each. */
  unit_ids: z.array(IdSchema).max(5000).optional(),
  creative_ids: z.array(IdSchema).max(5000).optional(),
  campaign_type: z.number().int().optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;

/** One row; ids and names of the level, then metrics (money in yuan, ratios as fractions). */
export const ReportRowSchema = z.looseObject({
  stat_date: DateSchema,
  stat_hour: z.number().int().min(0).max(23).optional(),
  campaign_id: z.number().int().optional(),
  campaign_name: z.string().optional(),
  unit_id: z.number().int().optional(),
  unit_name: z.string().optional(),
  creative_id: z.number().int().optional(),
  creative_name: z.string().optional(),
  photo_id: z.string().optional(),
  /** 花费, yuan. */
  charge: z.number(),
  /** 封面曝光. */
  show: z.number().int(),
  /** 封面点击. */
  photo_click: z.number().int(),
  /** 素材曝光. */
  aclick: z.number().int().optional(),
  /** 行为数. */
  bclick: z.number().int().optional(),
  photo_click_ratio: z.number().optional(),
  action_ratio: z.number().optional(),
  impression_1k_cost: z.number().optional(),
  photo_click_cost: z.number().optional(),
  action_cost: z.number().optional(),
  activation: z.number().int().optional(),
  event_register: z.number().int().optional(),
  event_register_cost: z.number().optional(),
  event_pay: z.number().int().optional(),
  event_pay_purchase_amount: z.number().optional(),
  event_pay_first_day: z.number().int().optional(),
  event_pay_roi: z.number().optional(),
  event_next_day_stay: z.number().int().optional(),
  play_3s_ratio: z.number().optional(),
  play_end_ratio: z.number().optional(),
  share: z.number().int().optional(),
  comment: z.number().int().optional(),
  like: z.number().int().optional(),
  follow: z.number().int().optional(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportDataSchema = listDataSchema(ReportRowSchema);
export type ReportData = z.infer<typeof ReportDataSchema>;
