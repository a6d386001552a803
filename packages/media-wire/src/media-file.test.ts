import { describe, expect, it } from 'vitest';
import { Md5Schema, readVideoHeader } from './media-file';

/** Latin-1 text as bytes. */
const text = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));

function box(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(body.length + 8);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(text(type), 4);
  out.set(body, 8);
  return out;
}

const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

function iso(brand: string, width: number, height: number, durationMs: number): Uint8Array {
  const mvhd = new Uint8Array(100);
  new DataView(mvhd.buffer).setUint32(12, 1000);
  new DataView(mvhd.buffer).setUint32(16, durationMs);
  const tkhd = new Uint8Array(84);
  new DataView(tkhd.buffer).setUint32(76, width * 65_536);
  new DataView(tkhd.buffer).setUint32(80, height * 65_536);
  return join(
    box('ftyp', text(`${brand}\0\0\0\0isom`)),
    box('moov', join(box('mvhd', mvhd), box('trak', box('tkhd', tkhd)))),
  );
}

describe('readVideoHeader', () => {
  it('reads the container, the frame and the duration of ISO files', () => {
    expect(readVideoHeader(iso('isom', 720, 1280, 15_500))).toEqual({
      format: 'mp4',
      width: 720,
      height: 1280,
      durationSeconds: 15.5,
      rotation: 0,
      codec: null,
    });
    expect(readVideoHeader(iso('qt  ', 1920, 1080, 3000))?.format).toBe('mov');
    expect(readVideoHeader(iso('3gp5', 176, 144, 1000))?.format).toBe('3gp');
  });

  it('reads the video track’s rotation and codec, past other tracks', () => {
    const tkhd = new Uint8Array(84);
    const view = new DataView(tkhd.buffer);
    // Turned 90° clockwise: a = 0, b = 1, c = -1, d = 0.
    view.setInt32(44, 65_536);
    view.setInt32(52, -65_536);
    view.setUint32(76, 1920 * 65_536);
    view.setUint32(80, 1080 * 65_536);
    const hdlr = (handler: string) => box('hdlr', join(new Uint8Array(8), text(handler)));
    const stsd = (codec: string) =>
      box(
        'stbl',
        box('stsd', join(new Uint8Array([0, 0, 0, 0, 0, 0, 0, 1]), box(codec, new Uint8Array(8)))),
      );
    const sound = box(
      'trak',
      join(
        box('tkhd', new Uint8Array(84)),
        box('mdia', join(hdlr('soun'), box('minf', stsd('mp4a')))),
      ),
    );
    const video = box(
      'trak',
      join(box('tkhd', tkhd), box('mdia', join(hdlr('vide'), box('minf', stsd('hvc1'))))),
    );
    const file = join(box('ftyp', text('isom\0\0\0\0isom')), box('moov', join(sound, video)));
    expect(readVideoHeader(file)).toMatchObject({
      width: 1920,
      height: 1080,
      rotation: 90,
      codec: 'hvc1',
    });
  });

  it('recognises avi and mpeg by signature and refuses anything else', () => {
    const avi = join(text('RIFF'), new Uint8Array(4), text('AVI LIST'));
    expect(readVideoHeader(avi)?.format).toBe('avi');
    expect(readVideoHeader(new Uint8Array([0, 0, 1, 0xba, 0x44]))?.format).toBe('mpeg');
    expect(readVideoHeader(text('not a video at all'))).toBeNull();
    expect(readVideoHeader(new Uint8Array())).toBeNull();
  });

  it('takes an md5 as 32 hex digits', () => {
    expect(Md5Schema.safeParse('8dd39015efc6e85b070974ef0abc8f64').success).toBe(true);
    expect(Md5Schema.safeParse('8dd39015').success).toBe(false);
  });
});
