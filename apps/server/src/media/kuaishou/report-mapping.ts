import type { kuaishou } from '@toufang/media-wire';
import { DELIVERY_LEVEL, type DeliveryLevel } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow } from '../media-mirror-types';
import { dailyStat, hourlyStat, reportFen, type StatKey } from '../mirror/stat-rows';

// Kuaishou report rows → stats rows (reference §2.8). Money is yuan in reports (unlike budgets):
// `charge` → cost in 分. `show` is the impressions, `photo_click` the clicks; the conversions are
// the activations (`activation`) and the deep conversions the pays (`event_pay`) — the goals of
// the app-install campaigns the platform runs (reference: mapping choice U). Rates are left out:
// they are computed from the sums (docs/adr/0005).

export type ReportLevel = 'account' | 'campaign' | 'unit' | 'creative';

export const REPORT_LEVELS: Record<ReportLevel, DeliveryLevel> = {
  account: DELIVERY_LEVEL.advertiser,
  campaign: DELIVERY_LEVEL.campaign,
  unit: DELIVERY_LEVEL.ad,
  creative: DELIVERY_LEVEL.creative,
};

const idOf = (row: kuaishou.ReportRow, field: 'campaign_id' | 'unit_id' | 'creative_id') => {
  const id = row[field];
  if (id === undefined) throw new Error(`Kuaishou report row without ${field}`);
  return String(id);
};

function keyOf(level: ReportLevel, advertiserId: string, row: kuaishou.ReportRow): StatKey {
  switch (level) {
    case 'account':
      return { level: REPORT_LEVELS.account, objectId: advertiserId, campaignId: null, adId: null };
    case 'campaign': {
      const campaignId = idOf(row, 'campaign_id');
      return { level: REPORT_LEVELS.campaign, objectId: campaignId, campaignId, adId: null };
    }
    case 'unit': {
      const adId = idOf(row, 'unit_id');
      return {
        level: REPORT_LEVELS.unit,
        objectId: adId,
        campaignId: idOf(row, 'campaign_id'),
        adId,
      };
    }
    case 'creative':
      return {
        level: REPORT_LEVELS.creative,
        objectId: idOf(row, 'creative_id'),
        campaignId: idOf(row, 'campaign_id'),
        adId: idOf(row, 'unit_id'),
      };
  }
}

function metricsOf(row: kuaishou.ReportRow) {
  return {
    cost: reportFen(row.charge),
    impressions: row.show,
    clicks: row.photo_click,
    conversions: row.activation ?? 0,
    deepConversions: row.event_pay ?? 0,
    activations: row.activation ?? 0,
    registrations: row.event_register ?? 0,
    payCount: row.event_pay ?? 0,
    payAmount: reportFen(row.event_pay_purchase_amount),
  };
}

export function dailyStatRow(
  level: ReportLevel,
  advertiserId: string,
  row: kuaishou.ReportRow,
): DailyStatRow {
  const key = keyOf(level, advertiserId, row);
  return dailyStat('kuaishou', advertiserId, row.stat_date, key, metricsOf(row));
}

export function hourlyStatRow(
  level: ReportLevel,
  advertiserId: string,
  row: kuaishou.ReportRow,
): HourlyStatRow {
  if (row.stat_hour === undefined) throw new Error('Kuaishou hourly report row without stat_hour');
  return hourlyStat(dailyStatRow(level, advertiserId, row), row.stat_hour);
}
