import type { oceanengine } from '@toufang/media-wire';
import { DELIVERY_LEVEL, oceanEngineCreativeId, type DeliveryLevel } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow } from '../media-mirror-types';
import { dailyStat, hourlyStat, reportFen, type StatKey } from '../mirror/stat-rows';

// Custom report rows (reference §1.11) → stats rows of every level (media-stats.ts): the levels
// differ only in the object dimensions they group by. Money comes in yuan → 分; counts as numbers
// or numeric strings. Rates are never read: reports compute them from sums (docs/adr/0005).

type Dimension = (typeof oceanengine.REPORT_DIMENSIONS)[number];
type Metric = (typeof oceanengine.REPORT_METRICS)[number];

type StatKeys = Omit<StatKey, 'level'>;

export interface ReportLevel {
  level: DeliveryLevel;
  /** The object dimensions grouped by, besides the time dimension. */
  dimensions: readonly Dimension[];
  /** The row's object and ancestors; null when the row names no object of this level. */
  keys(dims: Readonly<Record<string, string>>, advertiserId: string): StatKeys | null;
}

/** A dimension value naming an object; the report leaves it empty for rows without one. */
const idOf = (dims: Readonly<Record<string, string>>, name: Dimension): string | null => {
  const value = dims[name];
  return value === undefined || value === '' ? null : value;
};

export const REPORT_LEVELS: readonly ReportLevel[] = [
  {
    level: DELIVERY_LEVEL.advertiser,
    dimensions: [],
    keys: (_dims, advertiserId) => ({ objectId: advertiserId, campaignId: null, adId: null }),
  },
  {
    level: DELIVERY_LEVEL.campaign,
    dimensions: ['cdp_project_id'],
    keys: (dims) => {
      const project = idOf(dims, 'cdp_project_id');
      return project === null ? null : { objectId: project, campaignId: project, adId: null };
    },
  },
  {
    level: DELIVERY_LEVEL.ad,
    dimensions: ['cdp_project_id', 'cdp_promotion_id'],
    keys: (dims) => {
      const promotion = idOf(dims, 'cdp_promotion_id');
      if (promotion === null) return null;
      return { objectId: promotion, campaignId: idOf(dims, 'cdp_project_id'), adId: promotion };
    },
  },
  {
    // A material inside a promotion: the creative of OE v3 (oceanEngineCreativeId).
    level: DELIVERY_LEVEL.creative,
    dimensions: ['cdp_project_id', 'cdp_promotion_id', 'material_id'],
    keys: (dims) => {
      const promotion = idOf(dims, 'cdp_promotion_id');
      const material = idOf(dims, 'material_id');
      if (promotion === null || material === null) return null;
      return {
        objectId: oceanEngineCreativeId(promotion, material),
        campaignId: idOf(dims, 'cdp_project_id'),
        adId: promotion,
      };
    },
  },
  {
    // A library file across every promotion using it.
    level: DELIVERY_LEVEL.material,
    dimensions: ['material_id'],
    keys: (dims) => {
      const material = idOf(dims, 'material_id');
      return material === null ? null : { objectId: material, campaignId: null, adId: null };
    },
  },
];

/** The metrics requested: the additive ones the stats tables keep. */
export const REPORT_METRIC_FIELDS = [
  'stat_cost',
  'show_cnt',
  'click_cnt',
  'convert_cnt',
  'deep_convert_cnt',
  'total_play',
  'valid_play',
] as const satisfies readonly Metric[];

type MetricValues = Readonly<Record<string, number | string>>;

function count(metrics: MetricValues, name: Metric): number {
  const value = metrics[name];
  // A metric the row leaves out has nothing to count.
  if (value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`report metric ${name} is not a number: ${value}`);
  return Math.round(n);
}

export function metricsOf(metrics: MetricValues) {
  return {
    cost: reportFen(metrics.stat_cost),
    impressions: count(metrics, 'show_cnt'),
    clicks: count(metrics, 'click_cnt'),
    conversions: count(metrics, 'convert_cnt'),
    deepConversions: count(metrics, 'deep_convert_cnt'),
    plays: count(metrics, 'total_play'),
    validPlays: count(metrics, 'valid_play'),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR = /^(\d{4}-\d{2}-\d{2}) (\d{2}):00:00$/;

function statRow(
  level: ReportLevel,
  advertiserId: string,
  row: oceanengine.CustomReportRow,
  statDate: string,
): DailyStatRow | null {
  const keys = level.keys(row.dimensions, advertiserId);
  if (keys === null) return null;
  const key = { level: level.level, ...keys };
  return dailyStat('bytedance', advertiserId, statDate, key, metricsOf(row.metrics));
}

export function dailyRow(
  level: ReportLevel,
  advertiserId: string,
  row: oceanengine.CustomReportRow,
): DailyStatRow | null {
  const day = row.dimensions.stat_time_day ?? '';
  if (!DAY.test(day))
    throw new Error(`report row without a day: ${JSON.stringify(row.dimensions)}`);
  return statRow(level, advertiserId, row, day);
}

export function hourlyRow(
  level: ReportLevel,
  advertiserId: string,
  row: oceanengine.CustomReportRow,
): HourlyStatRow | null {
  const hour = HOUR.exec(row.dimensions.stat_time_hour ?? '');
  if (!hour) throw new Error(`report row without an hour: ${JSON.stringify(row.dimensions)}`);
  const daily = statRow(level, advertiserId, row, hour[1] ?? '');
  return daily && hourlyStat(daily, Number(hour[2]));
}
