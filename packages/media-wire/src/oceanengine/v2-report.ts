import { z } from 'zod';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import { AdvertiserReportRowSchema } from './v2';

// Legacy v2 level reports (reference §1.10): GET 2/report/campaign/get/,
// 2/report/ad/get/, 2/report/creative/get/, as bububa/oceanengine model/report/get_request.go,
// get_response.go and dimensions.go describe them. Rows are the advertiser report's metrics
// (money in yuan) with the level's ids and names when grouped by STAT_GROUP_BY_FIELD_ID and
// `stat_datetime` when grouped by STAT_GROUP_BY_FIELD_STAT_TIME (the default).

/** Days a level report may span (bububa: "时间跨度不能超过30天"). */
export const V2_REPORT_MAX_DAYS = 30;
/** Ids per report filter list (bububa: "最多支持100个"). */
export const V2_REPORT_FILTER_IDS_MAX = 100;

export const V2ReportGroupBySchema = z.enum([
  'STAT_GROUP_BY_FIELD_ID',
  'STAT_GROUP_BY_FIELD_STAT_TIME',
]);
export type V2ReportGroupBy = z.infer<typeof V2ReportGroupBySchema>;

const reportIds = z.array(LongIdSchema).min(1).max(V2_REPORT_FILTER_IDS_MAX);

export const LevelReportRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  start_date: DateSchema,
  end_date: DateSchema,
  time_granularity: z
    .enum(['STAT_TIME_GRANULARITY_DAILY', 'STAT_TIME_GRANULARITY_HOURLY'])
    .default('STAT_TIME_GRANULARITY_DAILY'),
  group_by: queryJson(z.array(V2ReportGroupBySchema).min(1)).optional(),
  fields: queryJson(z.array(z.string())).optional(),
  /** Any metric; rows come DESC on it unless order_type is ASC. */
  order_field: z.string().optional(),
  order_type: z.enum(['ASC', 'DESC']).optional(),
  filtering: queryJson(
    z.object({
      campaign_ids: reportIds.optional(),
      campaign_name: z.string().min(1).max(30).optional(),
      ad_ids: reportIds.optional(),
      ad_name: z.string().min(1).max(30).optional(),
      creative_ids: reportIds.optional(),
    }),
  ).optional(),
});
export type LevelReportRequest = z.infer<typeof LevelReportRequestSchema>;

export const LevelReportRowSchema = AdvertiserReportRowSchema.partial().extend({
  stat_datetime: DateTimeSchema.optional(),
  campaign_id: LongIdSchema.optional(),
  campaign_name: z.string().optional(),
  ad_id: LongIdSchema.optional(),
  ad_name: z.string().optional(),
  creative_id: LongIdSchema.optional(),
});
export type LevelReportRow = z.infer<typeof LevelReportRowSchema>;

export const LevelReportDataSchema = z.object({
  list: z.array(LevelReportRowSchema),
  page_info: PageInfoSchema,
});
export type LevelReportData = z.infer<typeof LevelReportDataSchema>;
