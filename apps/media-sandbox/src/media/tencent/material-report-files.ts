import type { TencentDynamicCreativeRecord } from '../../state/records';

// The files a dynamic creative shows, for the material levels of daily_reports/get and
// hourly_reports/get (REPORT_LEVEL_MATERIAL_VIDEO, REPORT_LEVEL_MATERIAL_IMAGE): a video level row
// is one `video_id` across every creative using it, an image level row one `image_id` (image and
// image-list components; a video's cover is part of the video, not an image of its own).

export type MaterialReportKey = 'video_id' | 'image_id';

/** The level's file dimension, for the levels reporting library files. */
export const MATERIAL_LEVEL_KEYS: Readonly<Record<string, MaterialReportKey>> = {
  REPORT_LEVEL_MATERIAL_VIDEO: 'video_id',
  REPORT_LEVEL_MATERIAL_IMAGE: 'image_id',
};

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The creative's distinct files of the level's kind, in component order. */
export function creativeFiles(
  creative: Readonly<TencentDynamicCreativeRecord>,
  key: MaterialReportKey,
): string[] {
  const components = creative.wire.creative_components;
  const ids: (string | null)[] = [];
  if (key === 'video_id') {
    for (const { value } of components.video ?? []) {
      const id = Number(value.video_id);
      ids.push(Number.isSafeInteger(id) && id > 0 ? String(id) : null);
    }
  } else {
    for (const { value } of components.image ?? []) ids.push(text(value.image_id));
    for (const { value } of components.image_list ?? []) {
      const list: unknown[] = Array.isArray(value.list) ? (value.list as unknown[]) : [];
      for (const item of list) {
        if (typeof item === 'object' && item !== null) {
          ids.push(text((item as Record<string, unknown>).image_id));
        }
      }
    }
  }
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
