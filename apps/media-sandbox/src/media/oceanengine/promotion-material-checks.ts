import type { oceanengine, Published } from '@toufang/media-wire';
import type { SandboxState } from '../../state/state';
import { anchorHeld, carouselHeld } from './anchor-carousel-routes';
import { awemeVideoOfItem } from './creation-read-routes';
import { libraryMaterialId, starVideoOfAnother } from './library-files';
import { checkTitle, paramError } from './title-rules';

// What v3.0/promotion/update/ checks of the promotion_materials it is sent (bububa
// model/v3/promotion/update.go, title_material.go; reference §1.8): the list replaces the
// promotion's, so files sent keep at least one video or image; at most 10 videos, 10 image groups and 10
// titles; every video and image is a file of the advertiser's library (uploaded or already used);
// each title 5–30 字 and none twice.

const MAX_PER_LIST = 10;

/**
 * Every 抖音主页视频 (`item_id`) is a video of a 抖音号 authorised to the advertiser, or a visible
 * video submitted to the 星广联投 task the promotion's project joined (`taskVideos`), sent with
 * that item's `video_id` (modelled: the medium's refusal text is not documented).
 */
export function checkAwemeItems(
  advertiserId: number,
  videos: readonly Published<oceanengine.VideoMaterial>[],
  taskVideos: readonly oceanengine.StarTaskVideo[] = [],
): void {
  for (const v of videos) {
    if (v.item_id === undefined) continue;
    const submitted = taskVideos.find((t) => String(t.item_id) === String(v.item_id));
    if (submitted) {
      if (submitted.video_id !== v.video_id)
        throw paramError(`星广任务视频 ${v.item_id} 的 video_id 应为 ${submitted.video_id}`);
      if (submitted.star_video_status !== 'VISIBLE')
        throw paramError(`星广任务视频 ${v.item_id} 当前不可投放`);
      continue;
    }
    const item = awemeVideoOfItem(advertiserId, String(v.item_id));
    if (!item) throw paramError(`抖音视频 ${v.item_id} 不存在或不属于该广告主授权的抖音号`);
    if (item.video_id !== v.video_id)
      throw paramError(`抖音视频 ${v.item_id} 的 video_id 应为 ${item.video_id}`);
  }
}

/**
 * No 星图 video (`video_id` without `item_id`, a STAR library video) is another advertiser's
 * that this one does not hold (modelled text, as for 抖音 videos and 图集).
 */
export function checkStarVideos(
  state: SandboxState,
  advertiserId: number,
  videos: readonly Published<oceanengine.VideoMaterial>[],
): void {
  for (const v of videos) {
    if (v.item_id !== undefined) continue;
    if (libraryMaterialId(state, advertiserId, 'video', v.video_id) !== undefined) continue;
    if (starVideoOfAnother(state, advertiserId, v.video_id))
      throw paramError(`星图视频 ${v.video_id} 不存在或不属于该广告主`);
  }
}

/** Every 图集 of `carousel_material_list` is the advertiser's and not deleted (modelled text). */
export function checkCarousels(
  state: SandboxState,
  advertiserId: number,
  carousels: readonly { carousel_id?: string }[],
): void {
  for (const { carousel_id: id } of carousels) {
    if (id === undefined || !/^\d+$/.test(id) || !carouselHeld(state, advertiserId, Number(id)))
      throw paramError(`图集 ${id ?? ''} 不存在或不属于该广告主`);
  }
}

/**
 * Every 原生锚点 of `anchor_material_list` is the advertiser's, approved, of the type sent, and
 * linked with native_setting.anchor_related_type SELECT (modelled: the texts are ours).
 */
export function checkAnchors(
  state: SandboxState,
  advertiserId: number,
  anchors: readonly { anchor_id: string; anchor_type: string }[],
  relatedType: string | undefined,
): void {
  if (anchors.length === 0) return;
  if (relatedType !== 'SELECT')
    throw paramError('anchor_material_list 需要 native_setting.anchor_related_type 为 SELECT');
  for (const { anchor_id: id, anchor_type: type } of anchors) {
    const anchor = anchorHeld(state, advertiserId, id);
    if (!anchor || anchor.status === 'DELETE')
      throw paramError(`锚点 ${id} 不存在或不属于该广告主`);
    if (anchor.status !== 'AUDIT_SUCCESS') throw paramError(`锚点 ${id} 未审核通过`);
    if (anchor.anchor_type !== type) throw paramError(`锚点 ${id} 的类型不是 ${type}`);
  }
}

export function checkPromotionMaterials(
  state: SandboxState,
  advertiserId: number,
  m: Published<oceanengine.PromotionMaterials>,
  taskVideos: readonly oceanengine.StarTaskVideo[] = [],
): void {
  const videos = m.video_material_list ?? [];
  const groups = m.image_material_list ?? [];
  const titles = m.title_material_list ?? [];
  const filesSent = m.video_material_list !== undefined || m.image_material_list !== undefined;
  const carouselsSent = (m.carousel_material_list ?? []).length > 0;
  if (
    filesSent &&
    !carouselsSent &&
    videos.length === 0 &&
    groups.every((g) => g.images.length === 0)
  ) {
    throw paramError('广告至少需要一个视频或图片素材');
  }
  if (videos.length > MAX_PER_LIST) throw paramError(`视频素材最多${MAX_PER_LIST}个`);
  if (groups.length > MAX_PER_LIST) throw paramError(`图片素材最多${MAX_PER_LIST}组`);
  if (titles.length > MAX_PER_LIST) throw paramError(`标题素材最多${MAX_PER_LIST}个`);
  checkAwemeItems(advertiserId, videos, taskVideos);
  checkCarousels(state, advertiserId, m.carousel_material_list ?? []);
  for (const v of videos) {
    if (v.item_id !== undefined) continue;
    if (libraryMaterialId(state, advertiserId, 'video', v.video_id) === undefined) {
      throw paramError(`视频 ${v.video_id} 不存在或不属于该广告主`);
    }
  }
  for (const image of groups.flatMap((g) => g.images)) {
    if (libraryMaterialId(state, advertiserId, 'image', image.image_id) === undefined) {
      throw paramError(`图片 ${image.image_id} 不存在或不属于该广告主`);
    }
  }
  const seen = new Set<string>();
  for (const { title } of titles) {
    checkTitle(title);
    if (seen.has(title)) throw paramError(`标题重复：${title}`);
    seen.add(title);
  }
}
