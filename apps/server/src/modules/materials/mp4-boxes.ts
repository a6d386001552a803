// Reads what the library shows of an mp4 / mov from its boxes (ISO/IEC 14496-12): the movie's
// duration (`moov/mvhd`) and the video track's presentation size (`trak/tkhd` of the track whose
// `mdia/hdlr` is `vide`). Anything missing or malformed stays null.

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

function children(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    found.push({
      type: data.toString('latin1', at + 4, at + 8),
      start: at + header,
      end: at + size,
    });
    at += size;
  }
  return found;
}

const child = (data: Buffer, box: Box, type: string) =>
  children(data, box.start, box.end).find((b) => b.type === type);

export interface Mp4Info {
  durationMs: number | null;
  width: number | null;
  height: number | null;
}

function duration(data: Buffer, mvhd: Box): number | null {
  const v1 = data[mvhd.start] === 1;
  const need = v1 ? 32 : 20;
  if (mvhd.end - mvhd.start < need) return null;
  const timescale = data.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const units = v1
    ? Number(data.readBigUInt64BE(mvhd.start + 24))
    : data.readUInt32BE(mvhd.start + 16);
  if (timescale === 0) return null;
  return Math.round((units * 1000) / timescale);
}

function videoSize(data: Buffer, moov: Box): { width: number; height: number } | null {
  for (const trak of children(data, moov.start, moov.end).filter((b) => b.type === 'trak')) {
    const mdia = child(data, trak, 'mdia');
    const hdlr = mdia && child(data, mdia, 'hdlr');
    if (!hdlr || hdlr.end - hdlr.start < 12) continue;
    if (data.toString('latin1', hdlr.start + 8, hdlr.start + 12) !== 'vide') continue;
    const tkhd = child(data, trak, 'tkhd');
    if (!tkhd) return null;
    const at = tkhd.start + (data[tkhd.start] === 1 ? 88 : 76);
    if (at + 8 > tkhd.end) return null;
    // 16.16 fixed point.
    const width = Math.round(data.readUInt32BE(at) / 65536);
    const height = Math.round(data.readUInt32BE(at + 4) / 65536);
    return width > 0 && height > 0 ? { width, height } : null;
  }
  return null;
}

export function readMp4Info(data: Buffer): Mp4Info {
  const moov = children(data, 0, data.length).find((b) => b.type === 'moov');
  if (!moov) return { durationMs: null, width: null, height: null };
  const mvhd = child(data, moov, 'mvhd');
  const size = videoSize(data, moov);
  return {
    durationMs: mvhd ? duration(data, mvhd) : null,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}
