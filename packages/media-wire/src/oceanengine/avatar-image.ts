import { AVATAR_LIMITS } from './avatar';

// What an uploaded image is, read from its first bytes (the name and the declared type can lie):
// the format by its signature and the pixel size from the header. Used to hold an avatar to the
// medium's limits before and when it is uploaded.

export type ImageFormat = 'png' | 'jpeg' | 'bmp' | 'gif' | 'webp';

export interface ImageHeader {
  format: ImageFormat;
  /** 0 when the header does not say (webp is only recognised, never accepted). */
  width: number;
  height: number;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((b, i) => bytes[at + i] === b);

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65_536 + u16be(b, i + 2);
const i32le = (b: Uint8Array, i: number) =>
  (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: u16be(bytes, i + 5), width: u16be(bytes, i + 7) };
    i += 2 + u16be(bytes, i + 2);
  }
  return null;
}

/** The image's format and size, or null when the bytes are no image this reader knows. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24) {
    return { format: 'png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (startsWith(bytes, [0xff, 0xd8])) {
    const size = jpegSize(bytes);
    return size ? { format: 'jpeg', ...size } : null;
  }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) {
    return { format: 'bmp', width: Math.abs(i32le(bytes, 18)), height: Math.abs(i32le(bytes, 22)) };
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && bytes.length >= 10) {
    return { format: 'gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return { format: 'webp', width: 0, height: 0 };
  }
  return null;
}

const ACCEPTED: readonly ImageFormat[] = ['png', 'jpeg', 'bmp'];

/** Every way the image breaks the avatar limits, in Chinese (empty when it may be uploaded). */
export function avatarImageProblems(bytes: Uint8Array): string[] {
  if (bytes.length === 0) return ['头像图片为空'];
  const problems: string[] = [];
  if (bytes.length > AVATAR_LIMITS.maxBytes) {
    problems.push(`头像图片不能超过 ${AVATAR_LIMITS.maxBytes / 1024 / 1024}MB`);
  }
  const header = readImageHeader(bytes);
  if (!header || !ACCEPTED.includes(header.format)) {
    problems.push(`头像图片仅支持 ${AVATAR_LIMITS.formats.join('、')} 格式`);
    return problems;
  }
  if (header.width === 0 || header.height === 0) problems.push('无法读取头像图片的尺寸');
  else if (header.width > AVATAR_LIMITS.maxWidth || header.height > AVATAR_LIMITS.maxHeight) {
    problems.push(
      `头像图片不能超过 ${AVATAR_LIMITS.maxWidth}×${AVATAR_LIMITS.maxHeight} 像素（当前 ${header.width}×${header.height}）`,
    );
  }
  return problems;
}
