import { z } from 'zod';

// What an uploaded file is, read from its bytes (the name and the declared type can lie), and the
// rules each medium's upload endpoints hold files to. Images are read by oceanengine's
// `readImageHeader`; this reads video containers: the format by its signature, and for the ISO
// family (mp4, mov, 3gp) the frame and duration from the `moov` box.

/** md5 of a file as the upload endpoints take it: 32 hex digits. */
export const Md5Schema = z.string().regex(/^[0-9a-fA-F]{32}$/, '须为 32 位 md5');

export type VideoFormat = 'mp4' | 'mov' | '3gp' | 'avi' | 'mpeg';

export interface VideoHeader {
  format: VideoFormat;
  /** 0 when the container does not say (avi, mpeg are recognised only). */
  width: number;
  height: number;
  durationSeconds: number;
  /**
   * Degrees clockwise a player turns the stored frame (the video track's `tkhd` matrix): a phone's
   * portrait video is often stored 1920×1080 with 90. 0 when the container does not say.
   */
  rotation: VideoRotation;
  /** The video track's sample entry (`avc1`, `hvc1`, `hev1`, `mp4v` …); null when not stated. */
  codec: string | null;
}

export type VideoRotation = 0 | 90 | 180 | 270;

/** The file limits of one upload endpoint. */
export interface UploadRule {
  maxBytes: number;
  /** Formats as `readImageHeader` / `readVideoHeader` name them. */
  formats: readonly string[];
  /** The formats as the medium's documentation lists them, for messages. */
  label: string;
}

const MB = 1024 * 1024;
export const megabytes = (n: number) => Math.round(n * MB);

const u32 = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + ((b[i + 1] ?? 0) << 16) + ((b[i + 2] ?? 0) << 8) + (b[i + 3] ?? 0);
const s32 = (b: Uint8Array, i: number) => u32(b, i) | 0;
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between `from` and `to`; a box running past the end is cut to it. */
function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = u32(b, at);
    let header = 8;
    if (size === 1) {
      // 64-bit size: only the low 32 bits can matter for a file held in memory.
      size = u32(b, at + 12);
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    out.push({ type: ascii(b, at + 4, 4), start: at + header, end: Math.min(at + size, to) });
    at += size;
  }
  return out;
}

/** The rotation a `tkhd` matrix {a b u / c d v / x y w} (16.16 fixed point) states. */
function rotationOf(b: Uint8Array, matrix: number): VideoRotation {
  const a = s32(b, matrix);
  const bb = s32(b, matrix + 4);
  const c = s32(b, matrix + 12);
  const d = s32(b, matrix + 16);
  if (a === 0 && bb > 0 && c < 0) return 90;
  if (a < 0 && d < 0 && bb === 0 && c === 0) return 180;
  if (a === 0 && bb < 0 && c > 0) return 270;
  return 0;
}

const child = (b: Uint8Array, parent: Box | undefined, type: string) =>
  parent ? boxes(b, parent.start, parent.end).find((box) => box.type === type) : undefined;

interface Track {
  handler: string | null;
  width: number;
  height: number;
  rotation: VideoRotation;
  codec: string | null;
}

function trackOf(b: Uint8Array, trak: Box): Track {
  const track: Track = { handler: null, width: 0, height: 0, rotation: 0, codec: null };
  const tkhd = child(b, trak, 'tkhd');
  // The frame closes tkhd (width and height as 16.16 fixed-point numbers), after the matrix.
  if (tkhd && tkhd.end - tkhd.start >= 8) {
    track.width = Math.floor(u32(b, tkhd.end - 8) / 65_536);
    track.height = Math.floor(u32(b, tkhd.end - 4) / 65_536);
    if (tkhd.end - tkhd.start >= 44) track.rotation = rotationOf(b, tkhd.end - 44);
  }
  const mdia = child(b, trak, 'mdia');
  const hdlr = child(b, mdia, 'hdlr');
  if (hdlr && hdlr.end - hdlr.start >= 12) track.handler = ascii(b, hdlr.start + 8, 4);
  // stsd: version and flags, the entry count, then the first entry (size, its type).
  const stsd = child(b, child(b, child(b, mdia, 'minf'), 'stbl'), 'stsd');
  if (stsd && stsd.end - stsd.start >= 16) track.codec = ascii(b, stsd.start + 12, 4).trim();
  return track;
}

function isoHeader(b: Uint8Array): VideoHeader {
  const brand = ascii(b, 8, 4);
  const format: VideoFormat = brand === 'qt  ' ? 'mov' : brand.startsWith('3g') ? '3gp' : 'mp4';
  const header: VideoHeader = {
    format,
    width: 0,
    height: 0,
    durationSeconds: 0,
    rotation: 0,
    codec: null,
  };
  const moov = boxes(b, 0, b.length).find((box) => box.type === 'moov');
  if (!moov) return header;
  const tracks: Track[] = [];
  for (const box of boxes(b, moov.start, moov.end)) {
    if (box.type === 'mvhd') {
      const v1 = b[box.start] === 1;
      const timescale = u32(b, box.start + (v1 ? 20 : 12));
      const duration = v1
        ? u32(b, box.start + 24) * 2 ** 32 + u32(b, box.start + 28)
        : u32(b, box.start + 16);
      if (timescale > 0) header.durationSeconds = duration / timescale;
    }
    if (box.type === 'trak') tracks.push(trackOf(b, box));
  }
  // The video track, else (a container without handlers) the first track stating a frame.
  const video =
    tracks.find((t) => t.handler === 'vide') ??
    tracks.find((t) => t.handler === null && t.width > 0);
  if (video) {
    header.width = video.width;
    header.height = video.height;
    header.rotation = video.rotation;
    header.codec = video.codec;
  }
  return header;
}

/** The video's container and, where it says, frame and duration; null for no known video. */
export function readVideoHeader(bytes: Uint8Array): VideoHeader | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return isoHeader(bytes);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'AVI ') {
    return { format: 'avi', width: 0, height: 0, durationSeconds: 0, rotation: 0, codec: null };
  }
  const start = u32(bytes, 0);
  if (bytes.length >= 4 && (start === 0x1ba || start === 0x1b3)) {
    return { format: 'mpeg', width: 0, height: 0, durationSeconds: 0, rotation: 0, codec: null };
  }
  return null;
}
