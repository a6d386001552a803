import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { longId, numericId } from '../oauth-support';
import { liveMaterials, materialFiles } from './value-reads';
import { itemErrorMessage, refusalCode } from './write-mapping';
import type { BatchItemResult, MediumFile, ValueChange } from '../medium-writes';

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

/** The materials with these titles; a title kept keeps its words (word_list) and its id. */
export function withTitles(
  m: oceanengine.PromotionMaterials,
  titles: readonly string[],
): oceanengine.PromotionMaterials {
  const kept = new Map((m.title_material_list ?? []).map((t) => [t.title, t]));
  return { ...m, title_material_list: titles.map((title) => ({ ...kept.get(title), title })) };
}

const videoMode = (f: MediumFile) =>
  f.vertical ? 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL' : 'CREATIVE_IMAGE_MODE_VIDEO';
const imageMode = (f: MediumFile) =>
  f.vertical ? 'CREATIVE_IMAGE_MODE_LARGE_VERTICAL' : 'CREATIVE_IMAGE_MODE_LARGE';

/** The materials with these videos and images in place of the old (one image a group). */
export function withFiles(
  m: oceanengine.PromotionMaterials,
  files: readonly MediumFile[],
): oceanengine.PromotionMaterials {
  const videos = new Map((m.video_material_list ?? []).map((v) => [v.video_id, v]));
  const images = new Map(
    (m.image_material_list ?? []).flatMap((g) =>
      g.images.map((i) => [i.image_id, { ...i, image_mode: g.image_mode }] as const),
    ),
  );
  const list = {
    video_material_list: files
      .filter((f) => f.kind === 'video')
      .map((f) => {
        const old = videos.get(f.id);
        const cover = f.coverId ?? old?.video_cover_id;
        return {
          ...(old ?? {}),
          image_mode: old?.image_mode ?? videoMode(f),
          video_id: f.id,
          ...(cover ? { video_cover_id: cover } : {}),
        };
      }),
    image_material_list: files
      .filter((f) => f.kind === 'image')
      .map((f) => {
        const old = images.get(f.id);
        return {
          image_mode: old?.image_mode ?? imageMode(f),
          images: [
            { image_id: f.id, ...(old?.material_id ? { material_id: old.material_id } : {}) },
          ],
        };
      }),
  };
  return { ...m, ...list };
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

  /**
   * A promotion's files or titles replaced (the edit pages): the promotion's materials as just
   * read with the new list in place of the old, sent back with its modify_time. A file kept keeps
   * its image mode and cover; a new one takes the mode of its orientation.
   */
  const replaceContent = async (
    token: TokenSource,
    advertiserId: string,
    promotionId: string,
    change: Extract<ValueChange, { field: 'materials' | 'titles' }>,
  ): Promise<UpdateOutcome> => {
    const promotion = await readPromotion(token, advertiserId, promotionId);
    if (!promotion) return { ok: false, code: 'NOT_FOUND', message: '广告不存在或已删除' };
    const current = materialsWithout(liveMaterials(promotion.promotion_materials ?? {}), new Set());
    const materials =
      change.field === 'titles'
        ? withTitles(current, change.titles)
        : withFiles(current, change.materials);
    return send(token, advertiserId, {
      promotion_id: longId(promotionId),
      modify_time: promotion.modify_time,
      promotion_materials: materials,
    });
  };

  const readPromotion = async (token: TokenSource, advertiserId: string, promotionId: string) => {
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
    return data.list[0];
  };

  return { send, removeMaterials, replaceContent };
}
