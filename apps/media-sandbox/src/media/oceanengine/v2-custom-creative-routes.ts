import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import type { OceanEnginePromotionRecord, OceanEnginePromotionWire } from '../../state/records';
import { removedMaterials, resubmit, updatePromotion } from './promotion-support';
import { checkTitle, paramError } from './title-rules';
import { creativeIds, creativeTitle, withoutCreative } from './v2-creatives';
import { ItemError, ownObject } from './write-support';

// POST 2/creative/custom_creative/update/ (bububa model/creative/custom_creative_update.go,
// creative_info.go, title_material.go): the ad's WHOLE list of custom creatives. A creative named by
// its id is kept with the title sent; the ad's creatives left out are removed (全量更新). A title is
// 5–30 字, two half-width characters counting as one; a changed title or a removed creative sends
// the ad back to review (it keeps delivering if it was approved). The sandbox keeps each creative's
// file: a creative without `creative_id` (a new one) or with another file is refused.

const API = '/oceanengine/open_api/2';

type Materials = OceanEnginePromotionWire['promotion_materials'];

interface CurrentCreative {
  id: bigint;
  imageMode: string;
  file: string;
}

function currentCreatives(materials: Materials): CurrentCreative[] {
  return [
    ...(materials.video_material_list ?? []).flatMap((v) =>
      v.material_id === undefined
        ? []
        : [{ id: v.material_id, imageMode: v.image_mode, file: v.video_id }],
    ),
    ...(materials.image_material_list ?? []).flatMap((g) =>
      g.images.flatMap((i) =>
        i.material_id === undefined
          ? []
          : [{ id: i.material_id, imageMode: g.image_mode, file: i.image_id }],
      ),
    ),
  ];
}

function fileOf(creative: oceanengine.CustomCreative): string | undefined {
  return (
    creative.video_materials?.[0]?.video_id ?? creative.image_materials?.[0]?.image_info.image_id
  );
}

export function registerOceanEngineV2CustomCreatives(ctx: MediumContext): void {
  const { promotions } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  ctx.endpoint(
    'POST',
    `${API}/creative/custom_creative/update/`,
    (req) => {
      const body = ctx.parse(oceanengine.CustomCreativeUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEnginePromotionRecord>;
      try {
        record = ownObject(promotions, advertiserId, body.ad_id, '计划');
      } catch (error) {
        if (error instanceof ItemError) {
          throw wireError({ code: error.code, message: error.message });
        }
        throw error;
      }
      const current = currentCreatives(record.wire.promotion_materials);
      const titles = new Map<bigint, string>();
      for (const creative of body.creative_list) {
        checkTitle(creative.title_material.title);
        const id = creative.creative_id;
        if (id === undefined) throw paramError('沙箱不支持新增创意：每个创意都须带 creative_id');
        const own = current.find((c) => c.id === id);
        if (!own) throw paramError(`创意ID ${id} 不属于计划 ${record.id}`);
        if (titles.has(id)) throw paramError(`创意ID ${id} 重复`);
        if (creative.image_mode !== own.imageMode || fileOf(creative) !== own.file) {
          throw paramError(`创意ID ${id} 的素材类型或素材与原创意不一致`);
        }
        titles.set(id, creative.title_material.title);
      }
      let materials = record.wire.promotion_materials;
      for (const c of current) if (!titles.has(c.id)) materials = withoutCreative(materials, c.id);
      const removed = current.length !== titles.size;
      const retitled = [...titles].some(([id, title]) => creativeTitle(record, id) !== title);
      if (removed || retitled) {
        const sim = resubmit(world(), record, req.now);
        const disabled = (record.sim?.disabledMaterials ?? []).filter((id) => titles.has(id));
        updatePromotion(
          ctx.state,
          record,
          req.now,
          removed ? { promotion_materials: materials } : {},
          {
            ...sim,
            disabledMaterials: disabled,
            creativeTitles: [...titles].map(([creativeId, title]) => ({ creativeId, title })),
            ...(removed
              ? {
                  removedMaterials: removedMaterials(
                    record.wire.promotion_materials,
                    materials,
                    record.sim?.removedMaterials,
                  ),
                }
              : {}),
          },
        );
      }
      return {
        ad_id: record.id,
        creative_ids: creativeIds(materials),
      } satisfies oceanengine.CustomCreativeUpdateResult;
    },
    { write: true },
  );
}
