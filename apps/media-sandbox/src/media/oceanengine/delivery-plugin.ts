import { isUnrestrictedSchedule, yuanToFen, type oceanengine } from '@toufang/media-wire';
import type { BidSetting, Element, LevelSettings, Pricing, ScheduleSetting } from '../../sim/model';
import type { MaterializedIds, MediumSimPlugin } from '../../sim/plugin';
import { hourOf, localDay, parseDayKey } from '../../sim/time';
import type {
  OceanEngineProjectRecord,
  OceanEnginePromotionRecord,
  OceanEnginePromotionWire,
} from '../../state/records';
import type { SandboxState } from '../../state/state';
import { projectWire, promotionWire } from './seeded-objects';

// Ocean Engine on the delivery engine: project = level 1, promotion = level 2, promotion
// material = level 3 (reference §1.7, §1.8). Budget, bid and schedule live in the project's
// delivery_setting; a promotion may carry its own budget, cpa_bid and schedule_time.

const PRICING: Record<oceanengine.Pricing, Pricing> = {
  PRICING_CPM: 'CPM',
  PRICING_CPC: 'CPC',
  PRICING_OCPM: 'OCPM',
  PRICING_OCPC: 'OCPC',
};

const fen = (yuan: number | undefined): number => (yuan ? yuanToFen(yuan, 'half-up') : 0);

export function projectSettings(record: Readonly<OceanEngineProjectRecord>): LevelSettings {
  const ds = record.wire.delivery_setting;
  const budget =
    ds.budget_mode === 'BUDGET_MODE_INFINITE' || !ds.budget
      ? null
      : {
          mode: ds.budget_mode === 'BUDGET_MODE_TOTAL' ? ('total' as const) : ('daily' as const),
          fen: fen(ds.budget),
        };
  const createdDay = localDay(hourOf(record.createdAt));
  const schedule: ScheduleSetting = {
    startDay:
      ds.schedule_type === 'SCHEDULE_START_END' && ds.start_time
        ? parseDayKey(ds.start_time)
        : ds.schedule_type === 'SCHEDULE_7_DAYS'
          ? createdDay
          : null,
    endDay:
      ds.schedule_type === 'SCHEDULE_START_END' && ds.end_time
        ? parseDayKey(ds.end_time)
        : ds.schedule_type === 'SCHEDULE_7_DAYS'
          ? createdDay + 6
          : null,
    mask: maskOf(ds.schedule_time),
  };
  const pricing = PRICING[ds.pricing ?? record.wire.pricing ?? 'PRICING_OCPM'];
  const bid: BidSetting = {
    pricing,
    smart: ds.bid_type === 'NO_BID',
    bidFen: pricing === 'CPC' || pricing === 'CPM' ? fen(ds.bid ?? ds.cpa_bid) : fen(ds.cpa_bid),
    deepBidFen: fen(ds.deep_cpabid),
    roiGoal: ds.roi_goal ?? 0,
  };
  return {
    enabled: record.wire.opt_status === 'ENABLE',
    deleted: record.sim?.deletedAt !== undefined,
    budget,
    schedule,
    bid,
  };
}

export function promotionSettings(
  record: Readonly<OceanEnginePromotionRecord>,
  project: Readonly<OceanEngineProjectRecord> | undefined,
): LevelSettings {
  const parent = project ? projectSettings(project) : null;
  const wire = record.wire;
  const parentBid = parent?.bid ?? {
    pricing: 'OCPM',
    smart: false,
    bidFen: 0,
    deepBidFen: 0,
    roiGoal: 0,
  };
  return {
    enabled: wire.opt_status === 'ENABLE',
    deleted: record.sim?.deletedAt !== undefined,
    budget: wire.budget
      ? {
          mode: wire.budget_mode === 'BUDGET_MODE_TOTAL' ? 'total' : 'daily',
          fen: fen(wire.budget),
        }
      : null,
    schedule: {
      startDay: parent?.schedule?.startDay ?? null,
      endDay: parent?.schedule?.endDay ?? null,
      mask: maskOf(wire.schedule_time) ?? parent?.schedule?.mask ?? null,
    },
    bid: {
      ...parentBid,
      bidFen: wire.cpa_bid ? fen(wire.cpa_bid) : parentBid.bidFen,
      deepBidFen: wire.deep_cpabid ? fen(wire.deep_cpabid) : parentBid.deepBidFen,
      roiGoal: wire.roi_goal ?? parentBid.roiGoal,
    },
  };
}

/** Empty, all-0 and all-1 masks mean "all day" on Ocean Engine (reference §1.7). */
function maskOf(mask: string | undefined): string | null {
  return mask && !isUnrestrictedSchedule(mask, true) ? mask : null;
}

/** Reviewable elements of a promotion, in the spec 001 §3 reject types. */
export function promotionElements(wire: OceanEnginePromotionWire): Element[] {
  const m = wire.promotion_materials;
  const out: Element[] = [];
  for (const v of m.video_material_list ?? [])
    out.push({ kind: 'video', item: v.video_id, materialId: v.material_id });
  for (const group of m.image_material_list ?? []) {
    for (const image of group.images)
      out.push({ kind: 'image', item: image.image_id, materialId: image.material_id });
  }
  for (const t of m.title_material_list ?? [])
    out.push({ kind: 'title', item: t.title, materialId: t.material_id });
  for (const url of [...(m.external_url_material_list ?? []), ...(m.web_url_material_list ?? [])])
    out.push({ kind: 'url', item: url });
  for (const cta of m.call_to_action_buttons ?? []) out.push({ kind: 'callToAction', item: cta });
  for (const title of m.product_info?.titles ?? [])
    out.push({ kind: 'productDescription', item: title });
  for (const image of m.product_info?.image_ids ?? [])
    out.push({ kind: 'productImage', item: image });
  for (const point of m.product_info?.selling_points ?? [])
    out.push({ kind: 'sellingPoints', item: point });
  return out;
}

export const oceanEnginePlugin: MediumSimPlugin = {
  medium: 'oceanengine',
  level1: (state: SandboxState) => state.oceanengine.projects,
  level2: (state: SandboxState) => state.oceanengine.promotions,
  settings1: (record) => projectSettings(record as OceanEngineProjectRecord),
  settings2: (record, parent) =>
    promotionSettings(
      record as OceanEnginePromotionRecord,
      parent as OceanEngineProjectRecord | undefined,
    ),
  elements: (record) => promotionElements((record as OceanEnginePromotionRecord).wire),
  materialize({ state, advertiser, blueprint, random }) {
    const made: MaterializedIds = { level1: [], level2: [] };
    const game = advertiser.name.split('-')[0] ?? advertiser.name;
    for (const b of blueprint.level1) {
      const id = state.nextId('oceanengine.project');
      state.oceanengine.projects.insert({
        id,
        advertiserId: advertiser.id,
        parentId: null,
        createdAt: b.createdAt,
        updatedAt: b.createdAt,
        wire: projectWire(id, advertiser, game, b, random),
      });
      made.level1.push({ blueprint: b, id });
      for (const c of b.children) {
        const promotionId = state.nextId('oceanengine.promotion');
        state.oceanengine.promotions.insert({
          id: promotionId,
          advertiserId: advertiser.id,
          parentId: id,
          createdAt: c.createdAt,
          updatedAt: c.createdAt,
          wire: promotionWire(
            state,
            { id: promotionId, projectId: id },
            advertiser,
            game,
            b,
            c,
            random,
          ),
        });
        made.level2.push({ blueprint: c, id: promotionId });
      }
    }
    return made;
  },
};
