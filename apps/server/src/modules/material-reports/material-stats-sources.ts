import type { MediumKey } from '@toufang/contracts';
import { DELIVERY_LEVEL, type DeliveryLevel } from '../../lib/media-mirror';

// Where the stats mirror keeps a pushed file's stats, per medium. The push records the file's id
// on the medium (`material_pushes.media_material_id`). Ocean Engine and Tencent report a library
// file itself (level 4, object id = the pushed id: Ocean Engine's custom report grouped by
// material_id; Tencent's REPORT_LEVEL_MATERIAL_VIDEO / _IMAGE by video_id / image_id). Kuaishou
// reports creatives, not library files: its level-3 rows count for the file through the mirrored
// creatives whose file (`creatives.material_id`: photo_id / first image token) is the pushed one.

export interface MaterialStatsSource {
  medium: MediumKey;
  level: DeliveryLevel;
  /** `material`: the stats object is the media material id; `creative`: a creative using it. */
  via: 'material' | 'creative';
}

export const MATERIAL_STATS_SOURCES: readonly MaterialStatsSource[] = [
  { medium: 'bytedance', level: DELIVERY_LEVEL.material, via: 'material' },
  { medium: 'kuaishou', level: DELIVERY_LEVEL.creative, via: 'creative' },
  { medium: 'tencent', level: DELIVERY_LEVEL.material, via: 'material' },
];
