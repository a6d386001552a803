// A structurally real mp4 for tests: ftyp, then moov with mvhd and one video track (tkhd, mdia/hdlr),
// then mdat. It carries no frames, which the library does not decode.

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

function tkhd(width: number, height: number): Buffer {
  const b = Buffer.alloc(84);
  b.writeUInt32BE(width * 65536, 76);
  b.writeUInt32BE(height * 65536, 80);
  return box('tkhd', b);
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
}) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const sound = box('trak', tkhd(0, 0), box('mdia', hdlr('soun')));
  const video = box('trak', tkhd(opts.width, opts.height), box('mdia', hdlr('vide')));
  const moov = box('moov', mvhd(1000, Math.round(opts.seconds * 1000)), sound, video);
  return Buffer.concat([ftyp, moov, box('mdat', Buffer.alloc(opts.padding ?? 1024, 7))]);
}
