import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Real, minimal files for exercising the upload endpoints: a PNG of one colour and an MP4 whose
// `moov` box gives its frame and duration (no media data: the media's checks read the container).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A PNG of one grey level; `padding` bytes of comment make it as large as a test needs. */
export function samplePng(width: number, height: number, shade = 128, padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, shade);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, body]);
}

/** An MP4 (brand `isom`, or `qt  ` for a .mov) of the given frame and duration. */
export function sampleMp4(
  width: number,
  height: number,
  durationMs: number,
  options: { brand?: string; padding?: number } = {},
): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${options.brand ?? 'isom'}\0\0\0\0isommp41`, 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(durationMs, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65_536, 76);
  tkhd.writeUInt32BE(height * 65_536, 80);
  const moov = box('moov', box('mvhd', mvhd), box('trak', box('tkhd', tkhd)));
  const free = options.padding ? [box('free', Buffer.alloc(options.padding))] : [];
  return Buffer.concat([ftyp, moov, ...free]);
}

export const md5Hex = (data: Buffer | string) => createHash('md5').update(data).digest('hex');
