import type { tencent } from '@toufang/media-wire';
import type { BudgetMode, DomainStatus, MaterialType } from '../../lib/media-mirror';
import type { AdMirrorRow, CreativeMirrorRow } from '../media-mirror-types';
import { adgroupDomainStatus, creativeDomainStatus, optStatusOf } from './status-mapping';
import type { Listed } from './wire-lists';

// Tencent v3 objects → mirror rows (levels 2–3 of docs/glossary.md "Delivery levels"; reference
// §3.5, §3.6). v3 has no level 1: an adgroup is an ad without a campaign. Money is 分 on the wire
// already; `time_series` is the domain's 336 half-hour cells. Times are unix seconds. `raw` is the
// object exactly as the medium returned it.

const MEDIUM = 'tencent' as const;

/** An adgroup as listed: only the requested fields, the id always. */
export type ListedAdgroup = Partial<tencent.Adgroup> & Pick<tencent.Adgroup, 'adgroup_id'>;
export type ListedCreative = Partial<tencent.DynamicCreative> &
  Pick<tencent.DynamicCreative, 'dynamic_creative_id'>;

export const fromUnixSeconds = (seconds: number | undefined): Date | null =>
  seconds === undefined ? null : new Date(seconds * 1000);

/** daily_budget 0 = 不限 (reference §3.5). */
export function dailyBudget(fen: number | undefined): {
  budgetMode: BudgetMode | null;
  budget: number | null;
} {
  if (fen === undefined) return { budgetMode: null, budget: null };
  if (fen === 0) return { budgetMode: 'BUDGET_MODE_INFINITE', budget: null };
  return { budgetMode: 'BUDGET_MODE_DAY', budget: fen };
}

const MANUAL_BIDS: ReadonlySet<string> = new Set(['BID_MODE_CPC', 'BID_MODE_CPM']);

/** bid_amount is the CPC/CPM price for manual bidding, the target cost for oCPX. */
function bids(a: ListedAdgroup): Pick<AdMirrorRow, 'bid' | 'cpaBid'> {
  if (a.bid_amount === undefined) return { bid: null, cpaBid: null };
  return a.bid_mode !== undefined && MANUAL_BIDS.has(a.bid_mode)
    ? { bid: a.bid_amount, cpaBid: null }
    : { bid: null, cpaBid: a.bid_amount };
}

const PLATFORMS: Record<string, string> = {
  MARKETING_CARRIER_TYPE_APP_ANDROID: 'APP_ANDROID',
  MARKETING_CARRIER_TYPE_APP_IOS: 'APP_IOS',
};

export function adgroupRow(
  advertiserId: string,
  { wire: a, raw }: Listed<ListedAdgroup>,
  today: string,
): AdMirrorRow {
  const deep = a.deep_conversion_spec;
  return {
    medium: MEDIUM,
    adId: String(a.adgroup_id),
    campaignId: null,
    advertiserId,
    name: a.adgroup_name ?? '',
    optStatus: optStatusOf(a.configured_status),
    rawStatus: a.system_status ?? null,
    status: adgroupDomainStatus(a, today),
    mediumCreatedAt: fromUnixSeconds(a.created_time),
    mediumModifiedAt: fromUnixSeconds(a.last_modified_time),
    raw,
    ...dailyBudget(a.daily_budget),
    ...bids(a),
    deepBid:
      a.deep_conversion_behavior_bid ?? deep?.deep_conversion_behavior_spec?.bid_amount ?? null,
    roiGoal: a.deep_conversion_worth_rate ?? deep?.deep_conversion_worth_spec?.expected_roi ?? null,
    pricing: a.bid_mode ?? null,
    convertType: a.optimization_goal ?? null,
    deepExternalAction:
      deep?.deep_conversion_behavior_spec?.goal ?? deep?.deep_conversion_worth_spec?.goal ?? null,
    marketingGoal: a.marketing_goal ?? null,
    platform: (a.marketing_carrier_type && PLATFORMS[a.marketing_carrier_type]) ?? null,
    startDate: a.begin_date ?? null,
    endDate: a.end_date ? a.end_date : null,
    scheduleTime: a.time_series ?? null,
  };
}

/** The creative's main file: its first video, else its first image. */
export function mainFile(
  components: tencent.CreativeComponents | undefined,
): { materialId: string; materialType: MaterialType } | null {
  const value = (key: 'video' | 'image' | 'image_list', field: string): string | null => {
    for (const component of components?.[key] ?? []) {
      const found = component.value[field];
      if (typeof found === 'string' || typeof found === 'number') return String(found);
      const list = component.value.list;
      if (Array.isArray(list)) {
        const first: unknown = list[0];
        if (typeof first === 'object' && first !== null && field in first) {
          return String((first as Record<string, unknown>)[field]);
        }
      }
    }
    return null;
  };
  const video = value('video', 'video_id');
  if (video !== null) return { materialId: video, materialType: 'video' };
  const image = value('image', 'image_id') ?? value('image_list', 'image_id');
  return image === null ? null : { materialId: image, materialType: 'image' };
}

export function creativeRow(
  advertiserId: string,
  { wire: c, raw }: Listed<ListedCreative>,
  /** The domain status of each adgroup, by id. */
  adgroups: ReadonlyMap<string, DomainStatus>,
): CreativeMirrorRow {
  const adId = c.adgroup_id === undefined ? '' : String(c.adgroup_id);
  const file = mainFile(c.creative_components);
  return {
    medium: MEDIUM,
    creativeId: String(c.dynamic_creative_id),
    campaignId: null,
    adId,
    materialId: file?.materialId ?? null,
    materialType: file?.materialType ?? null,
    advertiserId,
    name: c.dynamic_creative_name ?? '',
    optStatus: optStatusOf(c.configured_status),
    rawStatus: c.creative_set_approval_status ?? null,
    status: creativeDomainStatus(c, adgroups.get(adId)),
    mediumCreatedAt: fromUnixSeconds(c.created_time),
    mediumModifiedAt: fromUnixSeconds(c.last_modified_time),
    raw,
  };
}
