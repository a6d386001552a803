// A structurally real mp4 for tests: ftyp, then moov with mvhd, a sound track and a video track
// (tkhd with its display matrix, mdia/hdlr, minf/stbl/stsd naming the codec), then mdat. It
// carries no frames, which the library does not decode.

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function mvhd(timescale: number, units: number): Buffer {
  const b = Buffer.alloc(100);
  b.writeUInt32BE(timescale, 12);
  b.writeUInt32BE(units, 16);
  return box('mvhd', b);
}

/** Clockwise turns of the display matrix {a b u / c d v / x y w}, 16.16 fixed point. */
const MATRICES: Record<number, [number, number, number, number]> = {
  0: [1, 0, 0, 1],
  90: [0, 1, -1, 0],
  180: [-1, 0, 0, -1],
  270: [0, -1, 1, 0],
};

function tkhd(width: number, height: number, rotation = 0): Buffer {
  const b = Buffer.alloc(84);
  const [a, bb, c, d] = MATRICES[rotation] ?? [1, 0, 0, 1];
  b.writeInt32BE(a * 65536, 40);
  b.writeInt32BE(bb * 65536, 44);
  b.writeInt32BE(c * 65536, 52);
  b.writeInt32BE(d * 65536, 56);
  b.writeInt32BE(0x40000000, 72);
  b.writeUInt32BE(width * 65536, 76);
  b.writeUInt32BE(height * 65536, 80);
  return box('tkhd', b);
}

/** A sample table whose one sample entry names the codec (its body left empty). */
function stbl(codec: string): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(1, 4);
  return box('stbl', box('stsd', head, box(codec, Buffer.alloc(78))));
}

function hdlr(handler: string): Buffer {
  const b = Buffer.alloc(25);
  b.write(handler, 8, 'latin1');
  return box('hdlr', b);
}

/** An mp4 of `seconds` and `width`×`height`, followed by `padding` bytes of media data. */
export function mp4Video(opts: {
  seconds: number;
  width: number;
  height: number;
  padding?: number;
  /** Degrees clockwise a player turns the stored frame. */
  rotation?: 0 | 90 | 180 | 270;
  /** The sample entry: `avc1` by default. */
  codec?: string;
}) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const sound = box('trak', tkhd(0, 0), box('mdia', hdlr('soun'), box('minf', stbl('mp4a'))));
  const video = box(
    'trak',
    tkhd(opts.width, opts.height, opts.rotation),
    box('mdia', hdlr('vide'), box('minf', stbl(opts.codec ?? 'avc1'))),
  );
  const moov = box('moov', mvhd(1000, Math.round(opts.seconds * 1000)), sound, video);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(opts.padding ?? 1024, 7))]);
}
