import type { tencent } from '@toufang/media-wire';
import { DELIVERY_LEVEL, type DeliveryLevel } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow } from '../media-mirror-types';
import { dailyStat, hourlyStat } from '../mirror/stat-rows';

// daily_reports/get and hourly_reports/get rows → stats rows (reference §3.7). Money is 分 on the
// wire already. The levels the platform reads: the account, the adgroup (level 2, v3 has no level
// 1) and the dynamic creative, each grouped by its ids so a row names its object and adgroup.
// Rates are left out: they are computed from the sums (docs/adr/0005).

export interface TencentReportLevel {
  level: tencent.ReportLevel;
  domain: DeliveryLevel;
  /** Object dimensions grouped by, besides date (and hour). */
  groupBy: readonly ('adgroup_id' | 'dynamic_creative_id')[];
  /** The row's object and its adgroup. */
  keys(row: tencent.ReportRow, advertiserId: string): { objectId: string; adId: string | null };
}

const idOf = (row: tencent.ReportRow, field: 'adgroup_id' | 'dynamic_creative_id'): string => {
  const id = row[field];
  if (id === undefined) throw new Error(`Tencent report row without ${field}`);
  return String(id);
};

export const REPORT_LEVELS: readonly TencentReportLevel[] = [
  {
    level: 'REPORT_LEVEL_ADVERTISER',
    domain: DELIVERY_LEVEL.advertiser,
    groupBy: [],
    keys: (_row, advertiserId) => ({ objectId: advertiserId, adId: null }),
  },
  {
    level: 'REPORT_LEVEL_ADGROUP',
    domain: DELIVERY_LEVEL.ad,
    groupBy: ['adgroup_id'],
    keys: (row) => ({ objectId: idOf(row, 'adgroup_id'), adId: idOf(row, 'adgroup_id') }),
  },
  {
    level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
    domain: DELIVERY_LEVEL.creative,
    groupBy: ['adgroup_id', 'dynamic_creative_id'],
    keys: (row) => ({ objectId: idOf(row, 'dynamic_creative_id'), adId: idOf(row, 'adgroup_id') }),
  },
];

/** The metrics read: cost (分), impressions, clicks, conversions and deep conversions. */
export const REPORT_METRICS = [
  'cost',
  'view_count',
  'valid_click_count',
  'conversions_count',
  'deep_conversions_count',
] as const;

export function dailyStatRow(
  level: TencentReportLevel,
  advertiserId: string,
  row: tencent.ReportRow,
): DailyStatRow {
  if (row.date === undefined) throw new Error('Tencent report row without date');
  const key = { level: level.domain, campaignId: null, ...level.keys(row, advertiserId) };
  return dailyStat('tencent', advertiserId, row.date, key, {
    cost: row.cost ?? 0,
    impressions: row.view_count ?? 0,
    clicks: row.valid_click_count ?? 0,
    conversions: row.conversions_count ?? 0,
    deepConversions: row.deep_conversions_count ?? 0,
  });
}

export function hourlyStatRow(
  level: TencentReportLevel,
  advertiserId: string,
  row: tencent.ReportRow,
): HourlyStatRow {
  if (row.hour === undefined) throw new Error('Tencent hourly report row without hour');
  return hourlyStat(dailyStatRow(level, advertiserId, row), row.hour);
}
