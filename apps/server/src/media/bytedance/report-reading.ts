import { oceanengine } from '@toufang/media-wire';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import type { StatsRange } from '../media-mirror-types';
import { levelReportRows, nonEmptyPages, numberedPages } from '../mirror/pages';
import { dayWindows } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import {
  dailyRow,
  hourlyRow,
  REPORT_LEVELS,
  REPORT_METRIC_FIELDS,
  type ReportLevel,
} from './report-mapping';

// Stats of every level through the v3 custom report (reference §1.11), one query per level and
// window: daily rows in windows of up to a month, hourly rows one day at a time. Rows come
// ordered by time so that paging through a report that is being restated stays in step.

const DAILY_WINDOW_DAYS = 31;

export interface ReportContext {
  client: MediaClient;
  token: TokenSource;
  advertiserId: string;
  pageSize: number;
}

type Granularity = 'stat_time_day' | 'stat_time_hour';

function reportPages(
  ctx: ReportContext,
  granularity: Granularity,
  level: ReportLevel,
  window: StatsRange,
): AsyncGenerator<oceanengine.CustomReportRow[]> {
  return nonEmptyPages(
    numberedPages(async (page) => {
      const { data } = await ctx.client.call({
        medium: 'bytedance',
        method: 'GET',
        path: 'v3.0/report/custom/get/',
        params: {
          advertiser_id: numericId(ctx.advertiserId),
          data_topic: 'BASIC_DATA',
          dimensions: [granularity, ...level.dimensions],
          metrics: REPORT_METRIC_FIELDS,
          start_time: window.from,
          end_time: window.to,
          order_by: [{ field: granularity, type: 'ASC' }],
          page,
          page_size: ctx.pageSize,
        },
        data: oceanengine.CustomReportDataSchema,
        effect: 'read',
        token: ctx.token,
        advertiserId: ctx.advertiserId,
      });
      return { items: data.rows, more: page < data.page_info.total_page };
    }),
  );
}

export const dailyStatRows = (ctx: ReportContext, range: StatsRange) =>
  levelReportRows(
    REPORT_LEVELS,
    dayWindows(range, DAILY_WINDOW_DAYS),
    (level, window) => reportPages(ctx, 'stat_time_day', level, window),
    (level, row) => dailyRow(level, ctx.advertiserId, row),
  );

export const hourlyStatRows = (ctx: ReportContext, range: StatsRange) =>
  levelReportRows(
    REPORT_LEVELS,
    dayWindows(range, 1),
    (level, window) => reportPages(ctx, 'stat_time_hour', level, window),
    (level, row) => hourlyRow(level, ctx.advertiserId, row),
  );
