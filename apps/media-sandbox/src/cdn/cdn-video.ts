import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { digestOf } from './cdn-picture';

const run = promisify(execFile);

/** Videos come in this many colours: each is made once and stands for every video of its hue. */
export const VIDEO_HUES = 12;
const SECONDS = 2;

/** Which of the `VIDEO_HUES` colours the video at `key` plays in. */
export const videoHueOf = (key: string): number => digestOf(key).readUInt16BE(0) % VIDEO_HUES;

/** An sRGB hex colour of hue `index` out of `VIDEO_HUES` (saturation 60 %, lightness 45 %). */
export function hueColor(index: number): string {
  const h = (index * 360) / VIDEO_HUES;
  const s = 0.6;
  const l = 0.45;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `${f(0)}${f(8)}${f(4)}`;
}

/**
 * A 2-second 320×180 H.264 mp4 of one colour with a moving test pattern, made by ffmpeg
 * (bit-exact flags: the same ffmpeg makes the same bytes). Null when ffmpeg cannot run.
 */
export async function renderVideo(ffmpegPath: string, hue: number): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-cdn-'));
  const out = path.join(dir, 'video.mp4');
  try {
    await run(
      ffmpegPath,
      [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `color=c=0x${hueColor(hue)}:s=320x180:d=${SECONDS}:r=15`,
        '-f',
        'lavfi',
        '-i',
        `testsrc2=s=96x54:d=${SECONDS}:r=15`,
        '-filter_complex',
        '[0][1]overlay=x=(W-w)*t/2:y=(H-h)/2',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-pix_fmt',
        'yuv420p',
        '-threads',
        '1',
        '-movflags',
        '+faststart',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-an',
        '-y',
        out,
      ],
      { timeout: 30_000 },
    );
    return await readFile(out);
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
