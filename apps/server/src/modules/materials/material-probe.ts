import type { MaterialFormat } from '@toufang/domain';
import { readVideoHeader } from '@toufang/media-wire';
import sharp from 'sharp';
import { videoHeaderBytes } from './video-file';
import { videoPoster } from './video-poster';

/** What the library learns from a file's bytes before keeping it. */
export type MaterialProbe =
  | { kind: 'image'; format: MaterialFormat; width: number; height: number; thumbnail: Buffer }
  | {
      kind: 'video';
      format: MaterialFormat;
      width: number | null;
      height: number | null;
      durationMs: number | null;
      /** Degrees clockwise the player turns the stored frame; width and height are as shown. */
      rotation: number;
      codec: string | null;
      /** A frame of the video, thumbnailed like an image; null when none could be decoded. */
      thumbnail: Buffer | null;
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
 * A video's frame, duration, rotation and codec as its container states them; what it does not say
 * is null. The frame is the one shown: a stored 1920×1080 frame turned 90° is 1080×1920, a portrait
 * video, which is what the media's picture types (竖版/横版) go by.
 */
export function measureVideo(data: Buffer): {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  rotation: number;
  codec: string | null;
} {
  const header = readVideoHeader(data);
  const stated = (n: number | undefined) => (n !== undefined && n > 0 ? n : null);
  const seconds = stated(header?.durationSeconds);
  const rotation = header?.rotation ?? 0;
  const turned = rotation === 90 || rotation === 270;
  return {
    width: stated(turned ? header?.height : header?.width),
    height: stated(turned ? header?.width : header?.height),
    durationMs: seconds === null ? null : Math.round(seconds * 1000),
    rotation,
    codec: header?.codec ?? null,
  };
}

/**
 * Sniffs the file's content (never its name): videos by their container, everything else must
 * decode as an image. Images are decoded in full and thumbnailed here, so a file that is only
 * partly an image is refused. Videos are measured from their container (the media-wire reader the
 * sandbox's uploads use too; what they do not say stays null rather than guessed) and get a poster
 * frame from ffmpeg. The file is read from disk, never held in memory whole.
 */
export async function probeMaterial(file: string, ffmpegPath: string): Promise<MaterialProbe> {
  const header = await videoHeaderBytes(file);
  const video = videoFormat(header);
  if (video) {
    const measured = measureVideo(header);
    const thumbnail = await videoPoster(ffmpegPath, file, measured.durationMs, THUMB_SIZE);
    return { kind: 'video', format: video, ...measured, thumbnail };
  }
  try {
    const image = sharp(file, { failOn: 'error' });
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
