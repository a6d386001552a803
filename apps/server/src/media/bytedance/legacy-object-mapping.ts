import type { oceanengine } from '@toufang/media-wire';
import type { AdMirrorRow, CampaignMirrorRow, CreativeMirrorRow } from '../media-mirror-types';
import type { Listed } from '../mirror/raw-list';
import {
  v2AdDomainStatus,
  v2CampaignDomainStatus,
  v2CampaignSwitch,
  v2CreativeDomainStatus,
  v2Switch,
} from './legacy-status-mapping';
import { budgetModeOf, scheduleOf, yuanFen } from './object-mapping';
import { fromWireDateTime } from './wire-time';

// Ocean Engine v2 objects (reference §1.10) → mirror rows of the legacy source `bytedance_v2`:
// campaign → campaigns, ad (计划) → ads, creative → creatives. Money: the wire's yuan → 分;
// `raw` is the object exactly as the medium returned it.

const SOURCE = 'bytedance_v2' as const;

type ListedCampaign = Partial<oceanengine.Campaign> & Pick<oceanengine.Campaign, 'id'>;
type ListedAd = Partial<oceanengine.Ad> & Pick<oceanengine.Ad, 'id'>;
type ListedCreative = Partial<oceanengine.Creative> & Pick<oceanengine.Creative, 'creative_id'>;

/** A budget under BUDGET_MODE_INFINITE is the medium's 0: no amount then. */
function budgetOf(mode: unknown, yuan: number | undefined) {
  const budgetMode = budgetModeOf(mode);
  return {
    budgetMode,
    budget: budgetMode === null || budgetMode === 'BUDGET_MODE_INFINITE' ? null : yuanFen(yuan),
  };
}

/** `yyyy-MM-dd HH:mm` of a v2 ad's schedule → its day. */
const dayOf = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value.slice(0, 10);

export function v2CampaignRow(
  advertiserId: string,
  { wire: c, raw }: Listed<ListedCampaign>,
): CampaignMirrorRow {
  return {
    medium: SOURCE,
    campaignId: String(c.id),
    advertiserId,
    name: c.name ?? '',
    optStatus: v2CampaignSwitch(c.status),
    rawStatus: c.status ?? null,
    status: v2CampaignDomainStatus(c.status),
    mediumCreatedAt: fromWireDateTime(c.campaign_create_time),
    mediumModifiedAt: fromWireDateTime(c.campaign_modify_time),
    raw,
    ...budgetOf(c.budget_mode, c.budget),
    landingType: c.landing_type ?? null,
  };
}

export function v2AdRow(advertiserId: string, { wire: a, raw }: Listed<ListedAd>): AdMirrorRow {
  return {
    medium: SOURCE,
    adId: String(a.id),
    campaignId: a.campaign_id === undefined ? null : String(a.campaign_id),
    advertiserId,
    name: a.name ?? '',
    optStatus: v2Switch(a.opt_status),
    rawStatus: a.status ?? null,
    status: v2AdDomainStatus(a.status),
    mediumCreatedAt: fromWireDateTime(a.ad_create_time),
    mediumModifiedAt: fromWireDateTime(a.ad_modify_time),
    raw,
    ...budgetOf(a.budget_mode, a.budget),
    // CPC/CPM ads carry their price in `bid`, oCPX ones the target cost in `cpa_bid`.
    bid: yuanFen(a.bid),
    cpaBid: yuanFen(a.cpa_bid),
    deepBid: yuanFen(a.deep_cpabid),
    pricing: a.pricing ?? null,
    startDate: dayOf(a.start_time),
    // SCHEDULE_FROM_NOW is long-term: no end date.
    endDate: a.schedule_type === 'SCHEDULE_FROM_NOW' ? null : dayOf(a.end_time),
    scheduleTime: scheduleOf(a.schedule_time),
  };
}

export function v2CreativeRow(
  advertiserId: string,
  { wire: c, raw }: Listed<ListedCreative>,
): CreativeMirrorRow {
  const imageId = c.image_ids?.[0];
  return {
    medium: SOURCE,
    creativeId: String(c.creative_id),
    campaignId: c.campaign_id === undefined ? null : String(c.campaign_id),
    adId: String(c.ad_id ?? ''),
    advertiserId,
    name: c.title ?? '',
    // The creative's file as v2 names it: a video id or its first image id (the library's file id).
    materialId: c.video_id ?? imageId ?? null,
    materialType: c.video_id !== undefined ? 'video' : imageId !== undefined ? 'image' : null,
    optStatus: v2Switch(c.opt_status),
    rawStatus: c.status ?? null,
    status: v2CreativeDomainStatus(c.status),
    mediumCreatedAt: fromWireDateTime(c.creative_create_time),
    mediumModifiedAt: fromWireDateTime(c.creative_modify_time),
    raw,
  };
}
