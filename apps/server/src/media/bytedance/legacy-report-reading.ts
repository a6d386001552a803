import { oceanengine } from '@toufang/media-wire';
import { DELIVERY_LEVEL, type DeliveryLevel } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow, StatsRange } from '../media-mirror-types';
import { levelReportRows, nonEmptyPages, numberedPages } from '../mirror/pages';
import { dayWindows } from '../mirror/shanghai-time';
import { dailyStat, hourlyStat, reportFen, type StatKey } from '../mirror/stat-rows';
import { numericId } from '../oauth-support';
import type { ReportContext } from './report-reading';

// Stats of the v2 levels (reference §1.10) through 2/report/{campaign,ad,creative}/get/, grouped
// by id and time, daily in windows of up to 30 days (the medium's limit), hourly a day at a time.
// Rows carry the advertiser report's metrics in yuan → 分; rates are computed from the sums
// (docs/adr/0005). The account level is the medium's own (its current family reads it).

const SOURCE = 'bytedance_v2' as const;

interface V2ReportLevel {
  path: string;
  level: DeliveryLevel;
  keys(row: oceanengine.LevelReportRow): Omit<StatKey, 'level'> | null;
}

const idText = (id: bigint | undefined): string | null =>
  id === undefined || id === 0n ? null : String(id);

export const V2_REPORT_LEVELS: readonly V2ReportLevel[] = [
  {
    path: '2/report/campaign/get/',
    level: DELIVERY_LEVEL.campaign,
    keys: (row) => {
      const campaign = idText(row.campaign_id);
      return campaign === null ? null : { objectId: campaign, campaignId: campaign, adId: null };
    },
  },
  {
    path: '2/report/ad/get/',
    level: DELIVERY_LEVEL.ad,
    keys: (row) => {
      const ad = idText(row.ad_id);
      return ad === null ? null : { objectId: ad, campaignId: idText(row.campaign_id), adId: ad };
    },
  },
  {
    path: '2/report/creative/get/',
    level: DELIVERY_LEVEL.creative,
    keys: (row) => {
      const creative = idText(row.creative_id);
      if (creative === null) return null;
      return { objectId: creative, campaignId: idText(row.campaign_id), adId: idText(row.ad_id) };
    },
  },
];

const METRICS = ['cost', 'show', 'click', 'convert', 'deep_convert'] as const;
/** `stat_datetime`: the day's or the hour's start. */
const STAT_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):\d{2}:\d{2}$/;

function reportPages(
  ctx: ReportContext,
  hourly: boolean,
  level: V2ReportLevel,
  window: StatsRange,
): AsyncGenerator<oceanengine.LevelReportRow[]> {
  return nonEmptyPages(
    numberedPages(async (page) => {
      const { data } = await ctx.client.call({
        medium: 'bytedance',
        method: 'GET',
        path: level.path,
        params: {
          advertiser_id: numericId(ctx.advertiserId),
          start_date: window.from,
          end_date: window.to,
          time_granularity: hourly ? 'STAT_TIME_GRANULARITY_HOURLY' : 'STAT_TIME_GRANULARITY_DAILY',
          group_by: ['STAT_GROUP_BY_FIELD_ID', 'STAT_GROUP_BY_FIELD_STAT_TIME'],
          fields: METRICS,
          page,
          page_size: ctx.pageSize,
        },
        data: oceanengine.LevelReportDataSchema,
        effect: 'read',
        token: ctx.token,
        advertiserId: ctx.advertiserId,
      });
      return { items: data.list, more: page < data.page_info.total_page };
    }),
  );
}

function statRow(
  level: V2ReportLevel,
  advertiserId: string,
  row: oceanengine.LevelReportRow,
): { daily: DailyStatRow; hour: number } | null {
  const time = STAT_TIME.exec(row.stat_datetime ?? '');
  if (!time) throw new Error(`v2 report row without a time: ${JSON.stringify(row)}`);
  const keys = level.keys(row);
  if (keys === null) return null;
  const daily = dailyStat(
    SOURCE,
    advertiserId,
    time[1] ?? '',
    { level: level.level, ...keys },
    {
      cost: reportFen(row.cost),
      impressions: row.show ?? 0,
      clicks: row.click ?? 0,
      conversions: row.convert ?? 0,
      deepConversions: row.deep_convert ?? 0,
    },
  );
  return { daily, hour: Number(time[2]) };
}

export const v2DailyStatRows = (ctx: ReportContext, range: StatsRange) =>
  levelReportRows(
    V2_REPORT_LEVELS,
    dayWindows(range, oceanengine.V2_REPORT_MAX_DAYS),
    (level, window) => reportPages(ctx, false, level, window),
    (level, row) => statRow(level, ctx.advertiserId, row)?.daily ?? null,
  );

export const v2HourlyStatRows = (ctx: ReportContext, range: StatsRange) =>
  levelReportRows(
    V2_REPORT_LEVELS,
    dayWindows(range, 1),
    (level, window) => reportPages(ctx, true, level, window),
    (level, row): HourlyStatRow | null => {
      const stat = statRow(level, ctx.advertiserId, row);
      return stat && hourlyStat(stat.daily, stat.hour);
    },
  );
