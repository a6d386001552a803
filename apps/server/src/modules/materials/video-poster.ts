import { spawn } from 'node:child_process';
import sharp from 'sharp';

/** A frame this far in (or at the middle of a shorter video) stands for the video. */
const POSTER_AT_MS = 1000;
/** ffmpeg is stopped after this long: a poster never holds an upload up for long. */
const POSTER_TIMEOUT_MS = 30_000;
/** A decoded frame larger than this is not read further. */
const MAX_FRAME_BYTES = 64 * 1024 * 1024;

/**
 * One frame of the video at `file` as ffmpeg decodes it (PNG), or null when ffmpeg finds no frame
 * (a container without pictures, a codec it cannot decode) or is not installed.
 */
export function videoFrame(
  ffmpegPath: string,
  file: string,
  durationMs: number | null,
): Promise<Buffer | null> {
  const atMs = durationMs === null ? 0 : Math.min(POSTER_AT_MS, Math.floor(durationMs / 2));
  const args = ['-v', 'error', '-nostdin', '-ss', (atMs / 1000).toFixed(3), '-i', file];
  args.push('-frames:v', '1', '-f', 'image2pipe', '-vcodec', 'png', 'pipe:1');
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let bytes = 0;
    const timer = setTimeout(() => child.kill('SIGKILL'), POSTER_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_FRAME_BYTES) child.kill('SIGKILL');
      else chunks.push(chunk);
    });
    child.once('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0 && bytes > 0 && bytes <= MAX_FRAME_BYTES ? Buffer.concat(chunks) : null);
    });
  });
}

/** The video's poster as a thumbnail (the same box and format as image thumbnails), or null. */
export async function videoPoster(
  ffmpegPath: string,
  file: string,
  durationMs: number | null,
  size: number,
): Promise<Buffer | null> {
  const frame = await videoFrame(ffmpegPath, file, durationMs);
  if (!frame) return null;
  try {
    return await sharp(frame)
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
