import {
  isKnownEnumValue,
  oceanengine,
  yuanToFen,
  type UnknownEnumValue,
} from '@toufang/media-wire';
import {
  BUDGET_MODES,
  OPT_STATUSES,
  oceanEngineCreativeId,
  type BudgetMode,
  type MaterialType,
  type OptStatus,
} from '../../lib/media-mirror';
import type { AdMirrorRow, CampaignMirrorRow, CreativeMirrorRow } from '../media-mirror-types';
import {
  materialDomainStatus,
  projectDomainStatus,
  promotionDomainStatus,
  rawStatusOf,
} from './status-mapping';
import { fromWireDateTime } from './wire-time';

// v3 objects → rows of the local mirror (levels 1–3 of docs/glossary.md "Delivery levels"): project
// → campaigns, promotion → ads, each video or image material of a promotion → creatives. Money: the
// wire's yuan (2 decimals) → integer 分; `raw` is the object exactly as the medium returned it.

const MEDIUM = 'bytedance' as const;

/** A list item as validated, with the JSON object it came from. */
export interface Listed<T> {
  wire: T;
  raw: Record<string, unknown>;
}

/**
 * Yuan → 分. The medium promises 2 decimals; half-up keeps a float that prints a third digit
 * (0.1 + 0.2) from failing a whole sync.
 */
export function yuanFen(yuan: number | undefined): number | null {
  return yuan === undefined ? null : yuanToFen(yuan, 'half-up');
}

type Reply<T extends string> = T | UnknownEnumValue<string>;

/**
 * The switch as the domain keeps it. promotion/list may answer DISABLE_BY_QUOTA or FROZEN (the
 * platform holds it) or a value the SDKs do not list: no switch state, the raw status tells.
 */
export function switchOf(value: unknown): OptStatus | null {
  return isKnownEnumValue(OPT_STATUSES, value) ? value : null;
}

/** A budget mode the domain knows, else none (the raw object keeps what came). */
export function budgetModeOf(value: unknown): BudgetMode | null {
  return isKnownEnumValue(BUDGET_MODES, value) ? value : null;
}

/** 336 half-hour cells; an empty string means all day (no restriction) and is stored as null. */
export function scheduleOf(mask: string | undefined): string | null {
  return mask === undefined || mask === '' ? null : mask;
}

/** spec 001 §9 platforms; a project aimed at both or neither has no single platform. */
function platformOf(platforms: readonly Reply<'ANDROID' | 'IOS'>[] | undefined): string | null {
  return platforms?.length === 1 ? `APP_${platforms[0] ?? ''}` : null;
}

export function campaignRow(
  advertiserId: string,
  { wire: p, raw }: Listed<oceanengine.ProjectListItem>,
): CampaignMirrorRow {
  const setting = p.delivery_setting;
  const limited = setting !== undefined && setting.budget_mode !== 'BUDGET_MODE_INFINITE';
  return {
    medium: MEDIUM,
    campaignId: String(p.project_id),
    advertiserId,
    name: p.name ?? '',
    optStatus: switchOf(p.opt_status),
    rawStatus: rawStatusOf(p),
    status: projectDomainStatus(p),
    mediumCreatedAt: fromWireDateTime(p.project_create_time),
    mediumModifiedAt: fromWireDateTime(p.project_modify_time),
    raw,
    budgetMode: budgetModeOf(setting?.budget_mode),
    budget: limited ? yuanFen(setting.budget) : null,
    cpaBid: yuanFen(setting?.cpa_bid),
    bid: yuanFen(setting?.bid),
    deepBid: yuanFen(setting?.deep_cpabid),
    roiGoal: setting?.roi_goal ?? null,
    pricing: setting?.pricing ?? p.pricing ?? null,
    convertType: p.optimize_goal?.external_action ?? null,
    deepExternalAction: p.optimize_goal?.deep_external_action ?? null,
    deepBidType: setting?.deep_bid_type ?? null,
    landingType: p.landing_type ?? null,
    marketingGoal: p.marketing_goal ?? null,
    appPromotionType: p.app_promotion_type ?? null,
    adType: p.ad_type ?? null,
    platform: platformOf(p.audience?.platform),
    startDate: setting?.start_time ?? null,
    // SCHEDULE_FROM_NOW is long-term: no end date.
    endDate: setting?.schedule_type === 'SCHEDULE_FROM_NOW' ? null : (setting?.end_time ?? null),
    scheduleTime: scheduleOf(setting?.schedule_time),
  };
}

export function adRow(
  advertiserId: string,
  { wire: p, raw }: Listed<oceanengine.PromotionListItem>,
): AdMirrorRow {
  return {
    medium: MEDIUM,
    adId: String(p.promotion_id),
    campaignId: p.project_id === undefined ? null : String(p.project_id),
    advertiserId,
    name: p.promotion_name ?? '',
    optStatus: switchOf(p.opt_status),
    rawStatus: rawStatusOf(p),
    status: promotionDomainStatus(p),
    mediumCreatedAt: fromWireDateTime(p.promotion_create_time),
    mediumModifiedAt: fromWireDateTime(p.promotion_modify_time),
    raw,
    // Without a budget of its own the project's budget governs; a budget without a mode is a day
    // budget (older answers carry no budget_mode).
    budgetMode:
      p.budget === undefined
        ? null
        : p.budget_mode === undefined
          ? 'BUDGET_MODE_DAY'
          : budgetModeOf(p.budget_mode),
    budget: yuanFen(p.budget),
    // CPC/CPM promotions carry their price in `bid`, oCPX ones the target cost in `cpa_bid`.
    bid: yuanFen(p.bid),
    cpaBid: yuanFen(p.cpa_bid),
    deepBid: yuanFen(p.deep_cpabid),
    roiGoal: p.roi_goal ?? null,
    scheduleTime: scheduleOf(p.schedule_time),
  };
}

interface MaterialElement {
  materialId: bigint;
  type: MaterialType;
  status: Reply<oceanengine.MaterialStatus> | undefined;
  raw: Record<string, unknown>;
}

/** A nested value of a JSON object by keys and indexes; undefined when the path is not there. */
function jsonAt(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

function jsonObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * The video and image materials of a promotion (titles are copy, not files: no creative row),
 * each with its JSON as returned (an image with its group's image_mode).
 */
function materialElements(
  materials: oceanengine.PromotionMaterialsReply,
  raw: unknown,
): MaterialElement[] {
  const out: MaterialElement[] = [];
  (materials.video_material_list ?? []).forEach((video, i) => {
    if (video.material_id === undefined) return;
    out.push({
      materialId: video.material_id,
      type: 'video',
      status: video.material_status,
      raw: jsonObject(jsonAt(raw, 'video_material_list', i)),
    });
  });
  (materials.image_material_list ?? []).forEach((group, g) => {
    group.images.forEach((image, i) => {
      if (image.material_id === undefined) return;
      out.push({
        materialId: image.material_id,
        type: 'image',
        status: image.material_status,
        raw: {
          image_mode: group.image_mode,
          ...jsonObject(jsonAt(raw, 'image_material_list', g, 'images', i)),
        },
      });
    });
  });
  return out;
}

/**
 * The promotion's materials as creatives (spec 001 §3 Material). The wire has no per-material
 * switch field: MATERIAL_STATUS_DISABLE is how a switched-off material shows, every other value
 * means its switch is on.
 */
export function creativeRows(
  advertiserId: string,
  { wire: p, raw }: Listed<oceanengine.PromotionListItem>,
): CreativeMirrorRow[] {
  const adId = String(p.promotion_id);
  const rows = new Map<string, CreativeMirrorRow>();
  for (const element of materialElements(p.promotion_materials ?? {}, raw.promotion_materials)) {
    const materialId = String(element.materialId);
    const creativeId = oceanEngineCreativeId(adId, materialId);
    rows.set(creativeId, {
      medium: MEDIUM,
      creativeId,
      campaignId: p.project_id === undefined ? null : String(p.project_id),
      adId,
      advertiserId,
      materialId,
      materialType: element.type,
      optStatus:
        element.status === undefined ||
        !isKnownEnumValue(oceanengine.MaterialStatusSchema.options, element.status)
          ? null
          : element.status === 'MATERIAL_STATUS_DISABLE'
            ? 'DISABLE'
            : 'ENABLE',
      rawStatus: element.status ?? null,
      status: materialDomainStatus(element.status),
      mediumCreatedAt: fromWireDateTime(p.promotion_create_time),
      mediumModifiedAt: fromWireDateTime(p.promotion_modify_time),
      raw: element.raw,
    });
  }
  return [...rows.values()];
}
