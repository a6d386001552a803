import type { MediumKey } from '@toufang/contracts';

// What each medium's library takes (docs/media-wire/reference.md §1.12, §2.9, §3.8): the material
// library keeps a file when at least one medium can take it, and records which ones can.

export type MaterialKind = 'image' | 'video';

/** Formats as the library names them: `jpeg` covers .jpg and .jpeg. */
export type MaterialFormat = 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'mp4' | 'mov' | 'avi';

export interface MaterialUploadLimit {
  medium: MediumKey;
  kind: MaterialKind;
  formats: readonly MaterialFormat[];
  /** Largest file in bytes; null where the medium publishes no limit. */
  maxBytes: number | null;
}

const MB = 1024 * 1024;

export const MATERIAL_UPLOAD_LIMITS: readonly MaterialUploadLimit[] = [
  {
    medium: 'bytedance',
    kind: 'image',
    formats: ['jpeg', 'png', 'bmp', 'gif'],
    maxBytes: 1.5 * MB,
  },
  { medium: 'bytedance', kind: 'video', formats: ['mp4', 'avi'], maxBytes: null },
  { medium: 'kuaishou', kind: 'image', formats: ['jpeg', 'png'], maxBytes: 2 * MB },
  { medium: 'kuaishou', kind: 'video', formats: ['mp4'], maxBytes: null },
  { medium: 'tencent', kind: 'image', formats: ['jpeg', 'png', 'gif'], maxBytes: 10 * MB },
  { medium: 'tencent', kind: 'video', formats: ['mp4', 'mov', 'avi'], maxBytes: 100 * MB },
];

export const MATERIAL_MEDIUM_NAMES: Record<MediumKey, string> = {
  bytedance: '巨量引擎',
  kuaishou: '磁力引擎',
  tencent: '腾讯广告',
};

export const MATERIAL_KIND_NAMES: Record<MaterialKind, string> = { image: '图片', video: '视频' };

/** The largest file any medium takes, per kind: the upload reads no further than this. */
export function largestMaterialBytes(kind: MaterialKind): number {
  return Math.max(
    ...MATERIAL_UPLOAD_LIMITS.filter((l) => l.kind === kind).map((l) => l.maxBytes ?? 0),
  );
}

export interface MaterialFit {
  /** The media whose library takes the file. */
  accepted: MediumKey[];
  /** Why each other medium refuses it, naming the medium. */
  refusals: string[];
}

const megabytes = (bytes: number) => `${Number((bytes / MB).toFixed(2))} MB`;

/** Checks a file against every medium's limits for its kind. */
export function fitMaterial(file: {
  kind: MaterialKind;
  format: MaterialFormat;
  bytes: number;
}): MaterialFit {
  const fit: MaterialFit = { accepted: [], refusals: [] };
  const kindName = MATERIAL_KIND_NAMES[file.kind];
  for (const limit of MATERIAL_UPLOAD_LIMITS) {
    if (limit.kind !== file.kind) continue;
    const medium = MATERIAL_MEDIUM_NAMES[limit.medium];
    if (!limit.formats.includes(file.format)) {
      const formats = limit.formats.map((f) => f.toUpperCase()).join('/');
      fit.refusals.push(`${medium}${kindName}仅支持 ${formats} 格式`);
    } else if (limit.maxBytes !== null && file.bytes > limit.maxBytes) {
      fit.refusals.push(`${medium}${kindName}不能超过 ${megabytes(limit.maxBytes)}`);
    } else {
      fit.accepted.push(limit.medium);
    }
  }
  return fit;
}
