import { open } from 'node:fs/promises';

/** Video headers beyond this are not read (a real `moov` box is far smaller). */
const MAX_HEADER_BOXES = 64 * 1024 * 1024;
/** What a non-ISO container is recognised by. */
const HEAD_BYTES = 64 * 1024;

/**
 * The bytes of a video file that say what it is, without reading its media data: for the ISO
 * family (mp4, mov) its `ftyp` and `moov` boxes wherever they lie (a `moov` after the `mdat` is
 * common), otherwise the file's first bytes.
 */
export async function videoHeaderBytes(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return head;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    const box = Buffer.alloc(16);
    for (let at = 0; at + 8 <= size;) {
      await handle.read(box, 0, 16, at);
      let length = box.readUInt32BE(0);
      const type = box.toString('latin1', 4, 8);
      if (length === 1) length = Number(box.readBigUInt64BE(8));
      else if (length === 0) length = size - at;
      if (length < 8) break;
      if (type === 'ftyp' || type === 'moov') {
        const bytes = Math.min(length, size - at);
        if (keptBytes + bytes > MAX_HEADER_BOXES) break;
        const data = Buffer.alloc(bytes);
        await handle.read(data, 0, bytes, at);
        kept.push(data);
        keptBytes += bytes;
      }
      at += length;
    }
    return Buffer.concat(kept);
  } finally {
    await handle.close();
  }
}
