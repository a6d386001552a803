import {
  BYTEDANCE_MEDIA_VIDEO_SOURCE_LABELS,
  mediaVideoKey,
  type BytedanceMediaMaterials,
} from '@toufang/contracts';
import type { PlanFile } from './row-checks';

// The rules of the Ocean Engine v3 wizard's 媒体素材 (docs/architecture/creation.md "The medium's
// own videos"): videos and 图集 already on an account (抖音主页视频, 星图视频, 图集) are that
// account's only, so they make promotions in their account alone, after the library's share; a
// draft needs a material from somewhere, and without library files every account needs its own.
// Picks of accounts no longer in the draft are ignored.

const LISTED = 10;

const listOf = (ids: readonly string[]) =>
  ids.length > LISTED
    ? `${ids.slice(0, LISTED).join('、')} 等 ${ids.length} 个账户`
    : ids.join('、');

/** The medium's videos of each account of the draft, as the plan's files. */
export function mediaVideoFiles(
  accounts: readonly string[],
  media: BytedanceMediaMaterials,
): Map<string, PlanFile[]> {
  const out = new Map<string, PlanFile[]>();
  for (const advertiserId of accounts) {
    const videos = media[advertiserId] ?? [];
    if (videos.length === 0) continue;
    out.set(
      advertiserId,
      videos.map((v) => ({
        id: 0,
        name: v.name,
        // A 图集 is a set of images, reviewed by the medium; it takes no placement check.
        kind: v.source === 'CAROUSEL' ? 'image' : 'video',
        width: v.width,
        height: v.height,
        durationMs: v.duration === null ? null : Math.round(v.duration * 1000),
        // The medium's own files: on the account already, reviewed by the medium.
        approved: true,
        ...(v.width === null && v.vertical !== null ? { unsized: true } : {}),
        medium: {
          source: v.source,
          videoId: v.video_id,
          itemId: v.item_id,
          ...(v.carousel_id ? { carouselId: v.carousel_id } : {}),
          ...(v.vertical !== null ? { vertical: v.vertical } : {}),
        },
      })),
    );
  }
  return out;
}

/** Errors of the draft's 媒体素材 as a whole, in Chinese, naming the accounts. */
export function mediaMaterialErrors(input: {
  accounts: readonly string[];
  libraryFiles: number;
  media: BytedanceMediaMaterials;
}): string[] {
  const { accounts, libraryFiles, media } = input;
  const errors: string[] = [];
  const withVideos: string[] = [];
  const without: string[] = [];
  for (const advertiserId of accounts) {
    const videos = media[advertiserId] ?? [];
    (videos.length > 0 ? withVideos : without).push(advertiserId);
    const seen = new Set<string>();
    const repeated = new Set<string>();
    for (const v of videos) {
      const key = `${v.source}:${mediaVideoKey(v)}`;
      if (seen.has(key))
        repeated.add(`${BYTEDANCE_MEDIA_VIDEO_SOURCE_LABELS[v.source]}「${v.name}」`);
      seen.add(key);
    }
    if (repeated.size > 0)
      errors.push(`账户 ${advertiserId} 的媒体素材重复：${[...repeated].join('、')}`);
  }
  if (libraryFiles === 0) {
    if (withVideos.length === 0) errors.push('请至少选择一个素材（素材库素材或媒体素材）');
    else if (without.length > 0)
      errors.push(`未选择素材库素材时，每个账户都需要媒体素材，以下账户没有：${listOf(without)}`);
  }
  return errors;
}
