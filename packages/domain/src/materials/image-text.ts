import type { MediumKey } from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from './upload-limits';

// 图文 (image-text) materials: a group of library images in order with a text, kept in the library
// as one item (docs/architecture/materials.md "图文"). The media show image groups as Ocean
// Engine's carousels (图集, `2/carousel/create/` 1–35 images), Kuaishou's 组图 creatives
// (`creative_material_type` 10 with `image_tokens`) and Tencent's `image_list` components; the
// library's own limits below keep a 图文 within what each of them shows.

export const IMAGE_TEXT_LIMITS = {
  /** Images of one 图文, in order. */
  imagesMin: 2,
  imagesMax: 9,
  /** The text shown with the images (Kuaishou's description and Ocean Engine's carousel text ≤ 100). */
  textMax: 100,
  nameMax: 50,
} as const;

/** How many images each medium's image group takes (a medium outside these ranges refuses it). */
export const IMAGE_GROUP_SIZES: Record<MediumKey, { min: number; max: number }> = {
  bytedance: { min: 1, max: 35 },
  kuaishou: { min: 2, max: 9 },
  tencent: { min: 3, max: 9 },
};

export interface ImageTextDraft {
  name: string;
  text: string;
  imageIds: readonly number[];
}

/** Why the 图文 may not be kept as given (each reason in Chinese), empty when it may. */
export function imageTextRefusals(draft: ImageTextDraft): string[] {
  const reasons: string[] = [];
  const name = draft.name.trim();
  if (name.length === 0) reasons.push('请输入图文名称');
  else if (name.length > IMAGE_TEXT_LIMITS.nameMax)
    reasons.push(`图文名称不能超过 ${IMAGE_TEXT_LIMITS.nameMax} 个字（当前 ${name.length}）`);
  const text = draft.text.trim();
  if (text.length === 0) reasons.push('请输入图文文案');
  else if (text.length > IMAGE_TEXT_LIMITS.textMax)
    reasons.push(`图文文案不能超过 ${IMAGE_TEXT_LIMITS.textMax} 个字（当前 ${text.length}）`);
  const count = draft.imageIds.length;
  if (count < IMAGE_TEXT_LIMITS.imagesMin || count > IMAGE_TEXT_LIMITS.imagesMax) {
    reasons.push(
      `图文需要 ${IMAGE_TEXT_LIMITS.imagesMin}–${IMAGE_TEXT_LIMITS.imagesMax} 张图片（当前 ${count} 张）`,
    );
  }
  if (new Set(draft.imageIds).size !== count) reasons.push('同一张图片不能重复加入图文');
  return reasons;
}

/**
 * The media that take a 图文: every one of its images goes to the medium's library, and the
 * medium's image group takes that many images.
 */
export function imageTextMedia(images: readonly { media: readonly MediumKey[] }[]): MediumKey[] {
  return (Object.keys(IMAGE_GROUP_SIZES) as MediumKey[]).filter((medium) => {
    const { min, max } = IMAGE_GROUP_SIZES[medium];
    return (
      images.length >= min &&
      images.length <= max &&
      images.every((image) => image.media.includes(medium))
    );
  });
}

/** Why a medium refuses a 图文 of `count` images, naming the medium. */
export function imageGroupRefusal(medium: MediumKey, count: number): string | undefined {
  const { min, max } = IMAGE_GROUP_SIZES[medium];
  if (count >= min && count <= max) return undefined;
  return `${MATERIAL_MEDIUM_NAMES[medium]}的图文需要 ${min}–${max} 张图片`;
}
