import type { ByteRange } from './material-storage';

/**
 * Reads one `Range: bytes=…` header against an object of `size` bytes: undefined means the whole
 * object (no header, or one this server does not serve, such as several ranges), null a range that
 * lies outside the object (answered 416).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}
