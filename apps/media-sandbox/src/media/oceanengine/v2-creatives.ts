import type { oceanengine } from '@toufang/media-wire';
import { rejectText } from '../../sim/audit';
import type { RejectItem } from '../../sim/model';
import type { ObjectCollection } from '../../state/collection';
import type { OceanEnginePromotionRecord, OceanEnginePromotionWire } from '../../state/records';

// v2 creatives over the v3 world (reference §1.10): a creative is one video or image material of
// a promotion (ad, 计划), creative_id = material_id. The reject reasons of v2 follow bububa
// model/ad/reject_reason.go and model/creative/reject_reason.go: reasons on the ad as a whole in
// `ad_reject`, reasons on a file in `creative_reject[]` with a `material_reject[]` naming the file
// (material_type 1 图片, 2 标题, 3 视频); a title belongs to every creative of its ad in v2.

type Materials = OceanEnginePromotionWire['promotion_materials'];

/** The creative ids (material ids of videos and images) of a promotion's current materials. */
export function creativeIds(materials: Materials): bigint[] {
  return [
    ...(materials.video_material_list ?? []).flatMap((v) =>
      v.material_id === undefined ? [] : [v.material_id],
    ),
    ...(materials.image_material_list ?? []).flatMap((g) =>
      g.images.flatMap((i) => (i.material_id === undefined ? [] : [i.material_id])),
    ),
  ];
}

/** The advertiser's promotion holding a creative, with deleted promotions too. */
export function findCreativeOwner(
  promotions: ObjectCollection<OceanEnginePromotionWire, bigint>,
  advertiserId: number,
  creativeId: bigint,
): Readonly<OceanEnginePromotionRecord> | undefined {
  return promotions
    .listByAdvertiser(advertiserId)
    .find((r) => creativeIds(r.wire.promotion_materials).includes(creativeId));
}

/** The materials without one creative; groups of images left empty go too. */
export function withoutCreative(materials: Materials, creativeId: bigint): Materials {
  return {
    ...materials,
    video_material_list: materials.video_material_list?.filter((v) => v.material_id !== creativeId),
    image_material_list: materials.image_material_list
      ?.map((g) => ({ ...g, images: g.images.filter((i) => i.material_id !== creativeId) }))
      .filter((g) => g.images.length > 0),
  };
}

/** The rejects a denied review left on a promotion; none while it is not denied (yet). */
export function visibleRejects(
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
): RejectItem[] {
  const audit = record.sim?.audit;
  return audit?.outcome === 'deny' && audit.dueAt <= now ? audit.rejects : [];
}

type CreativeReject = oceanengine.AdRejectReason['creative_reject'][number];

/** The reasons of one creative: those on its own file and those on the ad's titles. */
export function creativeReject(rejects: readonly RejectItem[], creativeId: bigint): CreativeReject {
  const entry: CreativeReject = { creative_id: creativeId, reject_data: [], material_reject: [] };
  for (const r of rejects) {
    const element = r.element;
    if (!element) continue;
    const reason = rejectText(r).reason;
    if (element.kind === 'title') {
      entry.material_reject.push({ material_type: 2, title: element.item, reject_reason: reason });
    } else if (element.materialId === creativeId && element.kind === 'video') {
      entry.reject_data.push({ reject_item: element.item, reject_reason: reason });
      entry.material_reject.push({
        material_type: 3,
        video_id: element.item,
        reject_reason: reason,
      });
    } else if (element.materialId === creativeId && element.kind === 'image') {
      entry.reject_data.push({ reject_item: element.item, reject_reason: reason });
      entry.material_reject.push({
        material_type: 1,
        image_id: [element.item],
        reject_reason: reason,
      });
    }
  }
  return entry;
}

/** 2/ad/reject_reason/ for one ad. */
export function adRejectReason(
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
): oceanengine.AdRejectReason {
  const rejects = visibleRejects(record, now);
  // Reasons on the ad itself and on what no creative carries (landing page, buttons …).
  const adLevel = rejects.filter(
    (r) => !r.element || !['title', 'video', 'image'].includes(r.element.kind),
  );
  return {
    ad_reject: {
      ad_id: record.id,
      reject_data: adLevel.map((r) => ({
        reject_item: r.element?.item ?? record.wire.promotion_name,
        reject_reason: rejectText(r).reason,
      })),
    },
    creative_reject:
      rejects.length === 0
        ? []
        : creativeIds(record.wire.promotion_materials)
            .map((id) => creativeReject(rejects, id))
            .filter((c) => c.reject_data.length > 0 || c.material_reject.length > 0),
    material_reject: [],
    is_procedual_ad: 0,
  };
}

/** A creative's title: its own where one was written, else the first title of its ad. */
export function creativeTitle(
  record: Readonly<OceanEnginePromotionRecord>,
  creativeId: bigint,
): string | undefined {
  const own = record.sim?.creativeTitles?.find((t) => t.creativeId === creativeId)?.title;
  return own ?? record.wire.promotion_materials.title_material_list?.[0]?.title;
}

/** The `title` field of a creative as 2/creative/get/ lists it (absent without a title). */
export function titleOf(
  record: Readonly<OceanEnginePromotionRecord>,
  creativeId: bigint,
): { title?: string } {
  const title = creativeTitle(record, creativeId);
  return title === undefined ? {} : { title };
}
