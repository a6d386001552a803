import type { MediumKey } from '@toufang/contracts';
import {
  MATERIAL_KIND_NAMES,
  MATERIAL_MEDIUM_NAMES,
  MATERIAL_UPLOAD_LIMITS,
  type MaterialFormat,
  type MaterialKind,
} from './upload-limits';

// The material modes each medium takes, for the pickers (spec 002 §7 `material/modes`): the
// kinds and formats of its library with the largest file (docs/media-wire/reference.md §1.12,
// §2.9, §3.8, as `MATERIAL_UPLOAD_LIMITS` holds them) and, for Kuaishou, the video types a push
// may ask for (`kuaishou_type`, reference §2.9).

export interface MaterialModeKind {
  kind: MaterialKind;
  name: string;
  formats: readonly MaterialFormat[];
  /** Largest file in bytes; null where the medium publishes no limit. */
  max_bytes: number | null;
}

export interface MaterialPushType {
  value: number;
  name: string;
}

export interface MaterialMode {
  medium: MediumKey;
  name: string;
  kinds: MaterialModeKind[];
  /** The `kuaishou_type` values of a push; empty for the media that take none. */
  push_types: MaterialPushType[];
}

/** Kuaishou's video types of an upload: 0 by the frame the library measured, 1 竖版, 2 横版. */
export const KUAISHOU_VIDEO_TYPES: readonly MaterialPushType[] = [
  { value: 0, name: '按画面自动' },
  { value: 1, name: '竖版视频' },
  { value: 2, name: '横版视频' },
];

const MEDIA: readonly MediumKey[] = ['bytedance', 'kuaishou', 'tencent'];

/** Every medium's material modes, in the order the pickers show them. */
export function materialModes(): MaterialMode[] {
  return MEDIA.map((medium) => ({
    medium,
    name: MATERIAL_MEDIUM_NAMES[medium],
    kinds: MATERIAL_UPLOAD_LIMITS.filter((l) => l.medium === medium).map((l) => ({
      kind: l.kind,
      name: MATERIAL_KIND_NAMES[l.kind],
      formats: l.formats,
      max_bytes: l.maxBytes,
    })),
    push_types: medium === 'kuaishou' ? [...KUAISHOU_VIDEO_TYPES] : [],
  }));
}
