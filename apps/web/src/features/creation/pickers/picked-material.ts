import type { MaterialFile, MediumKey } from '@toufang/contracts';

/** A library file chosen in a wizard, as the draft keeps it (what the list and preview show). */
export type PickedMaterial = Pick<
  MaterialFile,
  'fid' | 'name' | 'type' | 'width' | 'height' | 'duration' | 'thumb_url' | 'url'
> &
  Partial<Pick<MaterialFile, 'image_text'>>;

export function pickMaterial(file: MaterialFile): PickedMaterial {
  const { fid, name, type, width, height, duration, thumb_url, url, image_text } = file;
  return {
    fid,
    name,
    type,
    width,
    height,
    duration,
    thumb_url,
    url,
    image_text: image_text ?? null,
  };
}

const MEDIUM_NAMES: Record<MediumKey, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

/**
 * Why a file may not be chosen for a medium's creatives: the medium's library does not take its
 * kind or format, or it may not be pushed yet (only approved files may, spec 002 §4).
 */
export function materialRefusal(file: MaterialFile, medium: MediumKey): string | undefined {
  if (!file.media.includes(medium)) return `${MEDIUM_NAMES[medium]}不支持该素材`;
  return file.push_refusal ?? undefined;
}
