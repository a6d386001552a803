import type { tencent } from '@toufang/media-wire';
import { DELIVERY_LEVEL, type DeliveryLevel, type MirrorSource } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow } from '../media-mirror-types';
import { dailyStat, hourlyStat, type StatKey } from '../mirror/stat-rows';

// daily_reports/get and hourly_reports/get rows → stats rows (reference §3.7). Money is 分 on the
// wire already. The levels the platform reads: the account, the adgroup (level 2, v3 has no level
// 1) and the dynamic creative, each grouped by its ids so a row names its object and adgroup, and
// the library files (level 4: a video or image across every creative showing it, what the
// material reports read by the id a push recorded).
// Rates are left out: they are computed from the sums (docs/adr/0005).

/** The id dimensions of the v3 and v1.3 reports. */
export type ReportIdField =
  'campaign_id' | 'adgroup_id' | 'dynamic_creative_id' | 'ad_id' | 'video_id' | 'image_id';

export interface TencentReportLevel {
  /** The mirror source the rows belong to: v3 levels `tencent`, the v1.3 ones `tencent_v2`. */
  source: MirrorSource;
  level: tencent.ReportLevel | tencent.LegacyReportLevel;
  domain: DeliveryLevel;
  /** Object dimensions grouped by, besides date (and hour). */
  groupBy: readonly ReportIdField[];
  /** The row's object and its ancestors (v3 has no campaign). */
  keys(
    row: tencent.ReportRow,
    advertiserId: string,
  ): Pick<StatKey, 'objectId' | 'adId'> & Partial<Pick<StatKey, 'campaignId'>>;
}

export const idOf = (row: tencent.ReportRow, field: ReportIdField): string => {
  const id = row[field];
  if (id === undefined) throw new Error(`Tencent report row without ${field}`);
  return String(id);
};

export const REPORT_LEVELS: readonly TencentReportLevel[] = [
  {
    source: 'tencent',
    level: 'REPORT_LEVEL_ADVERTISER',
    domain: DELIVERY_LEVEL.advertiser,
    groupBy: [],
    keys: (_row, advertiserId) => ({ objectId: advertiserId, adId: null }),
  },
  {
    source: 'tencent',
    level: 'REPORT_LEVEL_ADGROUP',
    domain: DELIVERY_LEVEL.ad,
    groupBy: ['adgroup_id'],
    keys: (row) => ({ objectId: idOf(row, 'adgroup_id'), adId: idOf(row, 'adgroup_id') }),
  },
  {
    source: 'tencent',
    level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
    domain: DELIVERY_LEVEL.creative,
    groupBy: ['adgroup_id', 'dynamic_creative_id'],
    keys: (row) => ({ objectId: idOf(row, 'dynamic_creative_id'), adId: idOf(row, 'adgroup_id') }),
  },
  {
    source: 'tencent',
    level: 'REPORT_LEVEL_MATERIAL_VIDEO',
    domain: DELIVERY_LEVEL.material,
    groupBy: ['video_id'],
    keys: (row) => ({ objectId: idOf(row, 'video_id'), adId: null }),
  },
  {
    source: 'tencent',
    level: 'REPORT_LEVEL_MATERIAL_IMAGE',
    domain: DELIVERY_LEVEL.material,
    groupBy: ['image_id'],
    keys: (row) => ({ objectId: idOf(row, 'image_id'), adId: null }),
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
  return dailyStat(level.source, advertiserId, row.date, key, {
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
