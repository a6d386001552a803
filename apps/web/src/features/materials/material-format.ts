import type { MaterialFile } from '@toufang/contracts';
import type { MaterialPreviewContent } from '../../components/material-preview-modal';

/** File size for the list: B, KB, MB or GB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** A video's duration as m:ss (h:mm:ss from an hour); '-' when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '-';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Width × height; '-' when the file does not say. */
export function formatDimensions(file: Pick<MaterialFile, 'width' | 'height'>): string {
  return file.width === null || file.height === null ? '-' : `${file.width}×${file.height}`;
}

export const MATERIAL_TYPE_LABELS = { image: '图片', video: '视频', image_text: '图文' } as const;

/** What 素材预览 shows of a library file (a 图文: its text and images). */
export function previewContentOf(file: MaterialFile): MaterialPreviewContent {
  return {
    type: file.type,
    name: file.name,
    url: file.url,
    coverUrl: file.thumb_url,
    imageText: file.image_text,
  };
}

/** The codecs' usual names by the sample entry an mp4 or mov names them with. */
const CODEC_NAMES: Readonly<Record<string, string>> = {
  avc1: 'H.264',
  avc3: 'H.264',
  hvc1: 'H.265',
  hev1: 'H.265',
  av01: 'AV1',
  vp09: 'VP9',
  mp4v: 'MPEG-4',
};

/** A video's codec by its usual name (the container's own when unknown); '-' when unstated. */
export function formatCodec(codec: string | null): string {
  if (codec === null || codec === '') return '-';
  return CODEC_NAMES[codec] ?? codec;
}

/** A video's rotation: 不旋转, or the degrees clockwise the player turns it. */
export function formatRotation(rotation: number | null): string {
  if (rotation === null) return '-';
  return rotation === 0 ? '不旋转' : `顺时针 ${rotation}°`;
}
