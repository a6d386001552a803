import type { tencent } from '@toufang/media-wire';
import type { DomainStatus } from '../../lib/media-mirror';
import type { AdMirrorRow, CampaignMirrorRow, CreativeMirrorRow } from '../media-mirror-types';
import {
  legacyAdDomainStatus,
  legacyAdgroupDomainStatus,
  legacyCampaignDomainStatus,
} from './legacy-status-mapping';
import { dailyBudget, fromUnixSeconds } from './object-mapping';
import { optStatusOf } from './status-mapping';
import type { Listed } from './wire-lists';

// Tencent v1.3 objects (reference §3.9) → mirror rows of the legacy source `tencent_v2`: campaign
// → campaigns, adgroup → ads, ad → creatives. Money is 分 on the wire already; times are unix
// seconds; `raw` is the object exactly as the medium returned it — an ad's with the `adcreative`
// the v1.3 ad object embeds, read from adcreatives/get, whose video (else image) is the ad's
// material.

const SOURCE = 'tencent_v2' as const;

type Some<T, K extends keyof T> = Partial<T> & Pick<T, K>;
export type ListedLegacyCampaign = Some<tencent.LegacyCampaign, 'campaign_id'>;
export type ListedLegacyAdgroup = Some<tencent.LegacyAdgroup, 'adgroup_id'>;
export type ListedLegacyAd = Some<tencent.LegacyAd, 'ad_id'>;
export type ListedAdcreative = Listed<Some<tencent.Adcreative, 'adcreative_id'>>;

const MANUAL_BIDS: ReadonlySet<string> = new Set(['BID_MODE_CPC', 'BID_MODE_CPM']);

export function legacyCampaignRow(
  advertiserId: string,
  { wire: c, raw }: Listed<ListedLegacyCampaign>,
  todayStart: number,
): CampaignMirrorRow {
  return {
    medium: SOURCE,
    campaignId: String(c.campaign_id),
    advertiserId,
    name: c.campaign_name ?? '',
    optStatus: optStatusOf(c.configured_status),
    rawStatus: c.configured_status ?? null,
    status: legacyCampaignDomainStatus(c, todayStart),
    mediumCreatedAt: fromUnixSeconds(c.created_time),
    mediumModifiedAt: fromUnixSeconds(c.last_modified_time),
    raw,
    ...dailyBudget(c.daily_budget),
  };
}

export function legacyAdgroupRow(
  advertiserId: string,
  { wire: a, raw }: Listed<ListedLegacyAdgroup>,
): AdMirrorRow {
  const manual = a.bid_mode !== undefined && MANUAL_BIDS.has(a.bid_mode);
  return {
    medium: SOURCE,
    adId: String(a.adgroup_id),
    campaignId: a.campaign_id === undefined ? null : String(a.campaign_id),
    advertiserId,
    name: a.adgroup_name ?? '',
    optStatus: optStatusOf(a.configured_status),
    rawStatus: a.status ?? null,
    status: legacyAdgroupDomainStatus(a),
    mediumCreatedAt: fromUnixSeconds(a.created_time),
    mediumModifiedAt: fromUnixSeconds(a.last_modified_time),
    raw,
    ...dailyBudget(a.daily_budget),
    // bid_amount is the CPC/CPM price for manual bidding, the target cost for oCPX.
    bid: manual ? (a.bid_amount ?? null) : null,
    cpaBid: manual ? null : (a.bid_amount ?? null),
    pricing: a.bid_mode ?? null,
    convertType: a.optimization_goal ?? null,
    startDate: a.begin_date ? a.begin_date : null,
    endDate: a.end_date ? a.end_date : null,
    scheduleTime: a.time_series ? a.time_series : null,
  };
}

export function legacyAdRow(
  advertiserId: string,
  { wire: ad, raw }: Listed<ListedLegacyAd>,
  adgroups: ReadonlyMap<string, DomainStatus>,
  adcreative?: ListedAdcreative,
): CreativeMirrorRow {
  const adgroupId = ad.adgroup_id === undefined ? '' : String(ad.adgroup_id);
  const elements = adcreative?.wire.adcreative_elements;
  const image = elements?.image ?? elements?.image_list?.[0];
  return {
    medium: SOURCE,
    creativeId: String(ad.ad_id),
    campaignId: ad.campaign_id === undefined ? null : String(ad.campaign_id),
    adId: adgroupId,
    advertiserId,
    name: ad.ad_name ?? '',
    optStatus: optStatusOf(ad.configured_status),
    rawStatus: ad.system_status ?? null,
    status: legacyAdDomainStatus(ad, adgroups.get(adgroupId)),
    mediumCreatedAt: fromUnixSeconds(ad.created_time),
    mediumModifiedAt: fromUnixSeconds(ad.last_modified_time),
    raw: adcreative ? { ...raw, adcreative: adcreative.raw } : raw,
    materialId: elements?.video ?? image ?? null,
    materialType: elements?.video ? 'video' : image ? 'image' : null,
  };
}
