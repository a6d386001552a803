import type { MaterialFormat } from '@toufang/domain';
import sharp from 'sharp';
import { readMp4Info } from './mp4-boxes';

/** What the library learns from a file's bytes before keeping it. */
export type MaterialProbe =
  | { kind: 'image'; format: MaterialFormat; width: number; height: number; thumbnail: Buffer }
  | {
      kind: 'video';
      format: MaterialFormat;
      width: number | null;
      height: number | null;
      durationMs: number | null;
    }
  | { kind: 'unsupported'; format: string }
  | { kind: 'unreadable' };

/** Thumbnails fit this box (the library's grid and the preview list). */
export const THUMB_SIZE = 320;

const IMAGE_FORMATS: Partial<Record<string, MaterialFormat>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

/** ISO media files (mp4, mov) carry an `ftyp` box first; AVI is a RIFF container. */
function videoFormat(data: Buffer): MaterialFormat | null {
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    return data.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  }
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF') {
    if (data.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  }
  return null;
}

/**
 * Sniffs the content (never the file name): videos by their container, everything else must
 * decode as an image. Images are decoded in full and thumbnailed here, so a file that is only
 * partly an image is refused. Videos are measured from their mp4 boxes; what they do not say stays
 * null rather than guessed.
 */
export async function probeMaterial(data: Buffer): Promise<MaterialProbe> {
  const video = videoFormat(data);
  if (video) {
    const measured =
      video === 'avi' ? { width: null, height: null, durationMs: null } : readMp4Info(data);
    return { kind: 'video', format: video, ...measured };
  }
  try {
    const image = sharp(data, { failOn: 'error' });
    const meta = await image.metadata();
    const format = IMAGE_FORMATS[meta.format];
    if (!format) return { kind: 'unsupported', format: meta.format };
    const thumbnail = await image
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      kind: 'image',
      format,
      width: meta.autoOrient.width,
      height: meta.autoOrient.height,
      thumbnail,
    };
  } catch {
    return { kind: 'unreadable' };
  }
}
