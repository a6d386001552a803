import { kuaishou, yuanToFen } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import type {
  DailyStatRow,
  HourlyStatRow,
  MediaMirrorReader,
  StatsRange,
} from '../media-mirror-types';
import { listObjectsWith } from '../mirror/object-listings';
import { levelReportRows } from '../mirror/pages';
import { dayWindows } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import { dayBudget } from './object-mapping';
import { OBJECT_LISTINGS } from './object-listing';
import { dailyStatRow, hourlyStatRow, REPORT_LEVELS, type ReportLevel } from './report-mapping';
import { wirePages } from './wire-lists';

// Kuaishou's side of the sync jobs (ARCHITECTURE §6): campaigns, units, custom and programmatic
// creatives, the file library, real-time reports of the account, campaign, unit and creative
// levels (≤ 7 dates a request, reference §2.4), and the account's funds and day budget, in domain
// terms. Wire types stay in this folder.

const MEDIUM = 'kuaishou' as const;

export interface KuaishouMirrorTuning {
  /** Items per object-list page. */
  objectPageSize?: number;
  /** Rows per report page (the medium allows up to 2000). */
  reportPageSize?: number;
}

const LEVELS = Object.keys(REPORT_LEVELS) as ReportLevel[];

export function createKuaishouMirrorReader(
  deps: AdapterDeps,
  tuning: KuaishouMirrorTuning = {},
): MediaMirrorReader {
  const { client } = deps;
  const reportPageSize = tuning.reportPageSize ?? 2000;

  function reportRows<T>(
    token: TokenSource,
    advertiserId: string,
    range: StatsRange,
    granularity: kuaishou.TemporalGranularity,
    toRow: (level: ReportLevel, row: kuaishou.ReportRow) => T,
  ): AsyncGenerator<T[]> {
    const pages = (level: ReportLevel, window: StatsRange) =>
      wirePages(
        { client, token, advertiserId },
        {
          path: `v1/report/${level}_report`,
          params: {
            advertiser_id: numericId(advertiserId),
            start_date: window.from,
            end_date: window.to,
            temporal_granularity: granularity,
          },
          item: kuaishou.ReportRowSchema,
          pageSize: reportPageSize,
        },
      );
    const windows = dayWindows(range, kuaishou.REPORT_MAX_DAYS);
    return levelReportRows(LEVELS, windows, pages, (level, { wire }) => toRow(level, wire));
  }

  return {
    listObjects: listObjectsWith(deps, tuning.objectPageSize ?? 100, OBJECT_LISTINGS),

    dailyStats(token, advertiserId, range): AsyncIterable<DailyStatRow[]> {
      return reportRows(token, advertiserId, range, 'DAILY', (level, row) =>
        dailyStatRow(level, advertiserId, row),
      );
    },

    hourlyStats(token, advertiserId, range): AsyncIterable<HourlyStatRow[]> {
      return reportRows(token, advertiserId, range, 'HOURLY', (level, row) =>
        hourlyStatRow(level, advertiserId, row),
      );
    },

    async accountFigures(token, advertiserId) {
      const id = numericId(advertiserId);
      const read = { medium: MEDIUM, effect: 'read', token, advertiserId } as const;
      const [info, fund, budget] = await Promise.all([
        client.call({
          ...read,
          method: 'POST',
          path: 'v1/advertiser/info',
          params: { advertiser_id: id },
          data: kuaishou.AdvertiserInfoSchema,
        }),
        client.call({
          ...read,
          method: 'GET',
          path: 'v1/advertiser/fund/get',
          params: { advertiser_id: id },
          data: kuaishou.FundDataSchema,
        }),
        client.call({
          ...read,
          method: 'GET',
          path: 'v1/advertiser/budget/get',
          params: { advertiser_id: id },
          data: kuaishou.AdvertiserBudgetSchema,
        }),
      ]);
      return {
        name: info.data.user_name,
        // The fund read answers yuan (balances are kept in 厘): round the 厘 digit to 分.
        balance: yuanToFen(fund.data.balance, 'half-up'),
        ...dayBudget(budget.data.day_budget),
      };
    },
  };
}
