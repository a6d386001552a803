import { tencent } from '@toufang/media-wire';
import { z } from 'zod';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import type { StatsRange } from '../media-mirror-types';
import { levelReportRows, nonEmptyPages, numberedPages } from '../mirror/pages';
import { dayWindows } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import {
  dailyStatRow,
  hourlyStatRow,
  REPORT_LEVELS,
  REPORT_METRICS,
  type TencentReportLevel,
} from './report-mapping';

// Reading daily_reports/get and hourly_reports/get (reference §3.4, §3.7). Every call counts all
// the rows it matches — each page again — against 12,000 rows a second per account and level, and
// going over blocks that account and level for 5 seconds: daily reports are read a week at a
// time, hourly ones a day at a time, and after each call the next one of the level waits as long
// as its matched rows take at a lower rate. Conversions are counted on REPORTING_TIME, the time
// the conversion was reported — Ocean Engine's convert_cnt basis (reference §1.11).

export interface ReportReading {
  client: MediaClient;
  /** The report calls' API: v3.0 (the API base) or the legacy v1.3 beside it. */
  api?: { prefix: string; levels: readonly TencentReportLevel[] };
  token: TokenSource;
  advertiserId: string;
  pageSize: number;
  pacer: ReportPacer;
}

const DAILY_WINDOW_DAYS = 7;
const TIME_LINE: tencent.TimeLine = 'REPORTING_TIME';

/**
 * When the next report call of an account and level may go (wall-clock ms), shared by the daily
 * and hourly reads of one reader: the medium counts both against the same limit.
 */
export class ReportPacer {
  private readonly readyAt = new Map<string, number>();

  constructor(
    /** Matched rows a second allowed per account and level, under the medium's limit. */
    private readonly rowsPerSecond: number,
    private readonly sleep: (ms: number) => Promise<void>,
  ) {}

  async before(advertiserId: string, level: string): Promise<void> {
    const wait = (this.readyAt.get(`${advertiserId}|${level}`) ?? 0) - Date.now();
    if (wait > 0) await this.sleep(wait);
  }

  after(advertiserId: string, level: string, matched: number): void {
    const key = `${advertiserId}|${level}`;
    const ms = Math.ceil((matched / this.rowsPerSecond) * 1000);
    this.readyAt.set(key, Math.max(this.readyAt.get(key) ?? 0, Date.now()) + ms);
  }
}

const ReportPageSchema = z.object({
  list: z.array(tencent.ReportRowSchema),
  page_info: tencent.PageInfoSchema,
});

function reportPages(
  reading: ReportReading,
  hourly: boolean,
  level: TencentReportLevel,
  window: StatsRange,
): AsyncGenerator<tencent.ReportRow[]> {
  const dims = [...(hourly ? ['date', 'hour'] : ['date']), ...level.groupBy];
  return nonEmptyPages(
    numberedPages(async (page) => {
      await reading.pacer.before(reading.advertiserId, level.level);
      const { data } = await reading.client.call({
        medium: 'tencent',
        method: 'GET',
        path: `${reading.api?.prefix ?? ''}${hourly ? 'hourly_reports/get' : 'daily_reports/get'}`,
        params: {
          account_id: numericId(reading.advertiserId),
          level: level.level,
          date_range: { start_date: window.from, end_date: window.to },
          group_by: dims,
          fields: [...dims, ...REPORT_METRICS],
          time_line: TIME_LINE,
          page,
          page_size: reading.pageSize,
        },
        data: ReportPageSchema,
        effect: 'read',
        token: reading.token,
        advertiserId: reading.advertiserId,
      });
      reading.pacer.after(reading.advertiserId, level.level, data.page_info.total_number);
      return { items: data.list, more: page < data.page_info.total_page };
    }),
  );
}

export const dailyStatRows = (reading: ReportReading, range: StatsRange) =>
  levelReportRows(
    reading.api?.levels ?? REPORT_LEVELS,
    dayWindows(range, DAILY_WINDOW_DAYS),
    (level, window) => reportPages(reading, false, level, window),
    (level, row) => dailyStatRow(level, reading.advertiserId, row),
  );

export const hourlyStatRows = (reading: ReportReading, range: StatsRange) =>
  levelReportRows(
    reading.api?.levels ?? REPORT_LEVELS,
    dayWindows(range, 1),
    (level, window) => reportPages(reading, true, level, window),
    (level, row) => hourlyStatRow(level, reading.advertiserId, row),
  );
