import { hourToHalfHourMask, liToFen, lookupEnum, type kuaishou } from '@toufang/media-wire';
import type { BudgetMode, MaterialType } from '../../lib/media-mirror';
import type { AdMirrorRow, CampaignMirrorRow, CreativeMirrorRow } from '../media-mirror-types';
import {
  campaignDomainStatus,
  creativeDomainStatus,
  optStatusOf,
  unitDomainStatus,
} from './status-mapping';
import type { Listed } from './wire-lists';
import { fromWireDateTime } from './wire-time';

// Kuaishou campaigns, units and creatives → mirror rows (levels 1–3 of docs/glossary.md "Delivery
// levels"; reference §2.7). Budgets and bids are 厘 on the wire and 分 in the domain: a read rounds a
// stray 厘 digit half up rather than refusing the object. Numeric enums (campaign type, bid type,
// ocpx action) are kept as the medium's codes in text; their labels belong to the Kuaishou screen
// definitions. `raw` is the object exactly as the medium returned it.

const MEDIUM = 'kuaishou' as const;

/** 厘 → 分 for a read; absent stays null. */
export const liToFenRead = (li: number | undefined): number | null =>
  li === undefined ? null : liToFen(li, 'half-up');

/** day_budget 0 = 不限 (reference §2.7). */
export function dayBudget(li: number | undefined): {
  budgetMode: BudgetMode | null;
  budget: number | null;
} {
  if (li === undefined) return { budgetMode: null, budget: null };
  if (li === 0) return { budgetMode: 'BUDGET_MODE_INFINITE', budget: null };
  return { budgetMode: 'BUDGET_MODE_DAY', budget: liToFen(li, 'half-up') };
}

/** 168 hourly cells widened to the domain's 336 half-hours; empty (= all day) stays null. */
export function scheduleOf(mask: string | undefined): string | null {
  return mask ? hourToHalfHourMask(mask) : null;
}

const MATERIAL_TYPE: Record<kuaishou.ListedCreativeMaterialType, MaterialType | null> = {
  // 历史创意未作区分: the old creatives that do not say.
  0: null,
  1: 'video',
  2: 'video',
  3: 'image',
  5: 'image',
  6: 'image',
  9: 'image',
  10: 'image',
  11: 'video',
  12: 'image',
};

/** A creative type the documentation does not list names no file kind. */
export function creativeMaterialType(
  type: kuaishou.Creative['creative_material_type'],
): MaterialType | null {
  return lookupEnum(MATERIAL_TYPE, type) ?? null;
}

const code = (value: number | undefined): string | null =>
  value === undefined ? null : String(value);

export function campaignRow(
  advertiserId: string,
  { wire: c, raw }: Listed<kuaishou.Campaign>,
): CampaignMirrorRow {
  return {
    medium: MEDIUM,
    campaignId: String(c.campaign_id),
    advertiserId,
    name: c.campaign_name,
    optStatus: optStatusOf(c.put_status),
    rawStatus: String(c.status),
    status: campaignDomainStatus(c),
    mediumCreatedAt: fromWireDateTime(c.create_time),
    mediumModifiedAt: fromWireDateTime(c.update_time),
    raw,
    ...dayBudget(c.day_budget),
    marketingGoal: String(c.campaign_type),
    adType: c.ad_type === 1 ? 'SEARCH' : 'ALL',
  };
}

export function unitRow(
  advertiserId: string,
  { wire: u, raw }: Listed<kuaishou.Unit>,
): AdMirrorRow {
  return {
    medium: MEDIUM,
    adId: String(u.unit_id),
    campaignId: String(u.campaign_id),
    advertiserId,
    name: u.unit_name,
    optStatus: optStatusOf(u.put_status),
    rawStatus: String(u.status),
    status: unitDomainStatus(u),
    mediumCreatedAt: fromWireDateTime(u.create_time),
    mediumModifiedAt: fromWireDateTime(u.update_time),
    raw,
    ...dayBudget(u.day_budget),
    cpaBid: liToFenRead(u.cpa_bid),
    bid: liToFenRead(u.bid),
    deepBid: liToFenRead(u.deep_conversion_bid),
    roiGoal: u.roi_ratio ?? null,
    pricing: String(u.bid_type),
    convertType: code(u.ocpx_action_type),
    deepExternalAction: code(u.deep_conversion_type),
    startDate: u.begin_time ?? null,
    endDate: u.end_time ?? null,
    scheduleTime: scheduleOf(u.schedule_time),
  };
}

export function creativeRow(
  advertiserId: string,
  { wire: c, raw }: Listed<kuaishou.Creative>,
): CreativeMirrorRow {
  const materialType = creativeMaterialType(c.creative_material_type);
  const materialId =
    materialType === null ? undefined : materialType === 'video' ? c.photo_id : c.image_tokens?.[0];
  return {
    medium: MEDIUM,
    creativeId: String(c.creative_id),
    campaignId: String(c.campaign_id),
    adId: String(c.unit_id),
    materialId: materialId ?? null,
    materialType,
    advertiserId,
    name: c.creative_name,
    optStatus: optStatusOf(c.put_status),
    rawStatus: String(c.status),
    status: creativeDomainStatus(c),
    mediumCreatedAt: fromWireDateTime(c.create_time),
    mediumModifiedAt: fromWireDateTime(c.update_time),
    raw,
  };
}
