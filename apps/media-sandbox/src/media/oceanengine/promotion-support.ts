import { yuanToFen, type oceanengine, type Published } from '@toufang/media-wire';
import { auditAllowsDelivery, rejectText } from '../../sim/audit';
import type { ElementKind, RemovedMaterial, SimMeta } from '../../sim/model';
import { dayFirstHour, hourOf, localDay } from '../../sim/time';
import type { DeliveryWorld } from '../../sim/world';
import type { OceanEnginePromotionRecord, OceanEnginePromotionWire } from '../../state/records';
import type { SandboxState } from '../../state/state';
import { checkPromotionBudget } from './budget-rules';
import { projectSettings } from './delivery-plugin';
import { libraryMaterialId } from './library-files';
import { bumped, ItemError } from './write-support';

// Rules shared by the promotion writes: material ids, review submissions, the budget rules with
// their per-day counter, and the reject-reason shape (reference §1.8, §1.9).

/**
 * Gives every video, image and title a material_id (the cross-report id, reference §1.12): a file
 * of the advertiser's library keeps its library material_id, anything else gets a new one.
 */
export function withMaterialIds(
  state: SandboxState,
  advertiserId: number,
  materials: Published<oceanengine.PromotionMaterials>,
): Published<oceanengine.PromotionMaterials> {
  const id = (existing: bigint | undefined) => existing ?? state.nextId('oceanengine.material');
  const file = (kind: 'video' | 'image', fileId: string, existing: bigint | undefined) =>
    id(existing ?? libraryMaterialId(state, advertiserId, kind, fileId));
  return {
    ...materials,
    video_material_list: materials.video_material_list?.map((v) => ({
      ...v,
      material_id: file('video', v.video_id, v.material_id),
      material_status: undefined,
    })),
    image_material_list: materials.image_material_list?.map((g) => ({
      ...g,
      images: g.images.map((i) => ({
        ...i,
        material_id: file('image', i.image_id, i.material_id),
        material_status: undefined,
      })),
    })),
    title_material_list: materials.title_material_list?.map((t) => ({
      ...t,
      material_id: id(t.material_id),
      material_status: undefined,
    })),
  };
}

/** Sends an edited promotion back to review; it keeps delivering if it was approved. */
export function resubmit(
  world: DeliveryWorld,
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
): SimMeta {
  return world.submit(record, 'edit', now, auditAllowsDelivery(record.sim?.audit, now));
}

/** Checks a budget change against the rules and returns the counter after it. */
export function budgetChange(
  state: SandboxState,
  world: DeliveryWorld,
  record: Readonly<OceanEnginePromotionRecord>,
  newYuan: number,
  now: number,
): SimMeta['budgetChanges'] {
  const project = state.oceanengine.projects.find(record.parentId ?? 0n);
  const pricing = project ? (projectSettings(project).bid?.pricing ?? 'OCPM') : 'OCPM';
  const day = localDay(hourOf(now));
  const counter = record.sim?.budgetChanges;
  const changesToday = counter && counter.day === day ? counter.count : 0;
  const dayStart = dayFirstHour(day);
  checkPromotionBudget({
    pricing,
    oldFen: record.wire.budget ? yuanToFen(record.wire.budget, 'half-up') : 0,
    newFen: yuanToFen(newYuan, 'half-up'),
    spentTodayFen: world.store.find(record.id)?.costBetween(dayStart, dayStart + 24) ?? 0,
    changesToday,
  });
  return { day, count: changesToday + 1 };
}

/** A bid change is refused on NO_BID projects (reference §1.8). */
export function requireBiddable(
  state: SandboxState,
  record: Readonly<OceanEnginePromotionRecord>,
): void {
  const project = state.oceanengine.projects.find(record.parentId ?? 0n);
  if (project?.wire.delivery_setting.bid_type === 'NO_BID') {
    throw new ItemError('项目出价方式为 NO_BID，不能设置出价', 40001, 'BASIC');
  }
}

/** A project with project_custom ON sets its promotions' bid (项目成本稳投). */
export function requireOwnBid(
  state: SandboxState,
  record: Readonly<OceanEnginePromotionRecord>,
): void {
  const project = state.oceanengine.projects.find(record.parentId ?? 0n);
  if (project?.wire.delivery_setting.project_custom === 'ON') {
    throw new ItemError('项目已开启项目成本稳投，不能修改广告出价', 40001, 'BASIC');
  }
}

export function updatePromotion(
  state: SandboxState,
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
  change: Partial<OceanEnginePromotionWire>,
  sim?: SimMeta,
): void {
  state.oceanengine.promotions.update(record.id, (r) => ({
    ...r,
    updatedAt: bumped(r, now),
    wire: { ...r.wire, ...change },
    ...(sim ? { sim } : {}),
  }));
}

const REJECT_TYPE: Record<ElementKind, oceanengine.MaterialRejectType> = {
  url: 'CREATIVE_URL',
  title: 'CREATIVE_TITLE',
  image: 'CREATIVE_IMAGE',
  video: 'CREATIVE_VIDEO',
  callToAction: 'CALL_TO_ACTION',
  productImage: 'PRODUCT_IMAGE',
  sellingPoints: 'PRODUCT_SELLING_POINTS',
  productDescription: 'PRODUCT_DESCRIBE',
};

/** The reject reasons of a denied promotion; empty lists when it is not denied. */
export function rejectReasons(
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
): oceanengine.RejectReasonData['list'][number] {
  const audit = record.sim?.audit;
  const denied = audit?.outcome === 'deny' && audit.dueAt <= now;
  const rejects = denied ? audit.rejects : [];
  return {
    promotion_id: record.id,
    promotion_reject: rejects
      .filter((r) => r.element === null)
      .map((r) => {
        const text = rejectText(r);
        return {
          content: record.wire.promotion_name,
          reject_reason: [text.reason],
          suggestion: [text.suggestion],
        };
      }),
    material_reject: rejects.flatMap((r) => {
      if (!r.element) return [];
      const text = rejectText(r);
      return [
        {
          type: REJECT_TYPE[r.element.kind],
          item: r.element.item,
          reject_reason: [text.reason],
          suggestion: [text.suggestion],
          audit_platform: 'AD' as const,
        },
      ];
    }),
  };
}

/** The video and image files of a promotion's materials, as removed-material records. */
function filesOf(m: oceanengine.PromotionMaterials): RemovedMaterial[] {
  const out: RemovedMaterial[] = [];
  for (const v of m.video_material_list ?? []) {
    if (v.material_id === undefined) continue;
    out.push({
      materialId: v.material_id,
      kind: 'video',
      imageMode: v.image_mode,
      fileId: v.video_id,
      ...(v.video_cover_id ? { coverId: v.video_cover_id } : {}),
    });
  }
  for (const g of m.image_material_list ?? []) {
    for (const i of g.images) {
      if (i.material_id === undefined) continue;
      out.push({
        materialId: i.material_id,
        kind: 'image',
        imageMode: g.image_mode,
        fileId: i.image_id,
      });
    }
  }
  return out;
}

/**
 * The files an update of a promotion's materials took out, added to those taken out before; a
 * file sent again is back in the promotion and no longer counts as removed.
 */
export function removedMaterials(
  before: oceanengine.PromotionMaterials,
  after: oceanengine.PromotionMaterials,
  earlier: readonly RemovedMaterial[] = [],
): RemovedMaterial[] {
  const kept = new Set(filesOf(after).map((f) => f.materialId));
  const removed = new Map(earlier.map((f) => [f.materialId, f]));
  for (const file of filesOf(before))
    if (!kept.has(file.materialId)) removed.set(file.materialId, file);
  for (const id of kept) removed.delete(id);
  return [...removed.values()];
}
