import type { MaterialFormat } from '@toufang/domain';
import sharp from 'sharp';

/** What the library learns from a file's bytes before keeping it. */
export type MaterialProbe =
  | { kind: 'image'; format: MaterialFormat; width: number; height: number; thumbnail: Buffer }
  | { kind: 'video'; format: MaterialFormat; width: null; height: null; durationMs: null }
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
 * partly an image is refused. Video duration and size need a probe the server may lack: they stay
 * null rather than guessed.
 */
export async function probeMaterial(data: Buffer): Promise<MaterialProbe> {
  const video = videoFormat(data);
  if (video) return { kind: 'video', format: video, width: null, height: null, durationMs: null };
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
