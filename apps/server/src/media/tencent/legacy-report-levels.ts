import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import { LEGACY_API } from './legacy-object-listing';
import { idOf, type TencentReportLevel } from './report-mapping';

// The v1.3 report levels (reference §3.9): daily_reports/get and hourly_reports/get under /v1.3/
// at the campaign, adgroup and ad levels, rows keyed under the legacy source `tencent_v2`. The
// account level is the medium's own (its v3 reader reads it).

const SOURCE = 'tencent_v2' as const;

export const LEGACY_REPORT_LEVELS: readonly TencentReportLevel[] = [
  {
    source: SOURCE,
    level: 'REPORT_LEVEL_CAMPAIGN',
    domain: DELIVERY_LEVEL.campaign,
    groupBy: ['campaign_id'],
    keys: (row) => {
      const campaign = idOf(row, 'campaign_id');
      return { objectId: campaign, campaignId: campaign, adId: null };
    },
  },
  {
    source: SOURCE,
    level: 'REPORT_LEVEL_ADGROUP',
    domain: DELIVERY_LEVEL.ad,
    groupBy: ['campaign_id', 'adgroup_id'],
    keys: (row) => ({
      objectId: idOf(row, 'adgroup_id'),
      campaignId: idOf(row, 'campaign_id'),
      adId: idOf(row, 'adgroup_id'),
    }),
  },
  {
    source: SOURCE,
    level: 'REPORT_LEVEL_AD',
    domain: DELIVERY_LEVEL.creative,
    groupBy: ['campaign_id', 'adgroup_id', 'ad_id'],
    keys: (row) => ({
      objectId: idOf(row, 'ad_id'),
      campaignId: idOf(row, 'campaign_id'),
      adId: idOf(row, 'adgroup_id'),
    }),
  },
];

export const LEGACY_REPORT_API = { prefix: LEGACY_API, levels: LEGACY_REPORT_LEVELS };
