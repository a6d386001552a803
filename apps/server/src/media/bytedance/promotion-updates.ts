import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { longId, numericId } from '../oauth-support';
import { liveMaterials, materialFiles } from './value-reads';
import { itemErrorMessage, refusalCode } from './write-mapping';
import type { BatchItemResult } from '../medium-writes';

// Writes through v3.0/promotion/update/ (reference §1.8): one promotion a call. Ocean Engine has
// no call that deletes one material of a promotion: the promotion is updated with its materials
// less the removed ones, with the modify_time just read (the optimistic lock, reference §1.13).

const MEDIUM = 'bytedance' as const;
export const PROMOTION_UPDATE_PATH = 'v3.0/promotion/update/';

/** Why a material was not removed; nothing was sent for it. */
export const MATERIAL_REMOVAL_ERRORS = {
  NOT_IN_PROMOTION: '素材不在该广告中或已删除',
  LAST_MATERIAL: '广告至少需要保留一个视频或图片素材，不能删除全部素材',
} as const;

type UpdateOutcome = { ok: true } | { ok: false; code: string; message: string };

/** The materials to send back: the promotion's less `removed`, answer-only fields dropped. */
export function materialsWithout(
  m: oceanengine.PromotionMaterialsReply,
  removed: ReadonlySet<bigint>,
): oceanengine.PromotionMaterials {
  const keep = (id: bigint | undefined) => id === undefined || !removed.has(id);
  return {
    ...m,
    video_material_list: m.video_material_list
      ?.filter((v) => keep(v.material_id))
      .map(({ material_status: _status, ...v }) => v),
    image_material_list: m.image_material_list
      ?.map((g) => ({
        ...g,
        images: g.images
          .filter((i) => keep(i.material_id))
          .map(({ material_status: _status, ...i }) => i),
      }))
      .filter((g) => g.images.length > 0),
    title_material_list: m.title_material_list?.map(({ material_status: _status, ...t }) => t),
  };
}

export function createPromotionUpdates({ client }: AdapterDeps) {
  /** One promotion/update; the answer's first error fails it. */
  const send = async (
    token: TokenSource,
    advertiserId: string,
    params: Record<string, unknown>,
  ): Promise<UpdateOutcome> => {
    const { data } = await client.call({
      medium: MEDIUM,
      method: 'POST',
      path: PROMOTION_UPDATE_PATH,
      params: { advertiser_id: numericId(advertiserId), ...params },
      data: oceanengine.PromotionUpdateResultSchema,
      effect: 'write',
      token,
      advertiserId,
    });
    const [error] = oceanengine.updateFailures(data);
    return error
      ? {
          ok: false,
          code: refusalCode(error.error_code),
          message: itemErrorMessage(error.error_code, error.error_message),
        }
      : { ok: true };
  };

  const removeMaterials = async (
    token: TokenSource,
    advertiserId: string,
    promotionId: string,
    materialIds: readonly string[],
  ): Promise<BatchItemResult[]> => {
    const { data } = await client.call({
      medium: MEDIUM,
      method: 'GET',
      path: 'v3.0/promotion/list/',
      params: {
        advertiser_id: numericId(advertiserId),
        filtering: { ids: [longId(promotionId)] },
        fields: ['promotion_id', 'modify_time', 'promotion_materials'],
        page_size: 10,
      },
      data: oceanengine.PromotionListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    const [promotion] = data.list;
    const materials = liveMaterials(promotion?.promotion_materials ?? {});
    const present = new Set(materialFiles(materials).map((f) => String(f.material_id)));
    const refused = (id: string, code: keyof typeof MATERIAL_REMOVAL_ERRORS): BatchItemResult => ({
      id,
      ok: false,
      code,
      message: MATERIAL_REMOVAL_ERRORS[code],
    });
    const removable = materialIds.filter((id) => present.has(id));
    const missing = materialIds
      .filter((id) => !present.has(id))
      .map((id) => refused(id, 'NOT_IN_PROMOTION'));
    if (removable.length === 0) return missing;
    const rest = materialsWithout(materials, new Set(removable.map((id) => BigInt(id))));
    if (materialFiles(rest).length === 0) {
      return [...removable.map((id) => refused(id, 'LAST_MATERIAL')), ...missing];
    }
    const outcome = await send(token, advertiserId, {
      promotion_id: longId(promotionId),
      modify_time: promotion?.modify_time,
      promotion_materials: rest,
    });
    return [...removable.map((id) => ({ id, ...outcome })), ...missing];
  };

  return { send, removeMaterials };
}
