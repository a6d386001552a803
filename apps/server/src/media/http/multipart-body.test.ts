import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipart-body';

// The streamed upload form: what a multipart parser reads back, its announced length, and a file
// sent piece by piece as its source yields it, never gathered.

async function collect(body: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const chunk of body) out.push(chunk);
  return out;
}

function source(bytes: Buffer, piece: number) {
  return async function* pieces() {
    for (let at = 0; at < bytes.length; at += piece) {
      await Promise.resolve();
      yield bytes.subarray(at, at + piece);
    }
  };
}

describe('multipartBody', () => {
  it('writes fields and files a parser reads back, at the announced length', async () => {
    const bytes = Buffer.alloc(300_000, 7);
    bytes.write('视频', 1000);
    const form = multipartBody(
      { advertiser_id: '42', signature: 'abc' },
      {
        video_file: {
          filename: '竖版 "新".mp4',
          contentType: 'video/mp4',
          size: bytes.length,
          open: () => Promise.resolve(source(bytes, 65_536)()),
        },
        cover: { filename: 'c.png', contentType: 'image/png', data: Buffer.from([1, 2, 3]) },
      },
    );
    const chunks = await collect(form.body);
    const whole = Buffer.concat(chunks);
    expect(whole.length).toBe(form.length);
    // The file went out in the source's pieces: no chunk is larger than one of them.
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(65_536);

    const parsed = await new Response(whole, {
      headers: { 'content-type': form.contentType },
    }).formData();
    expect(parsed.get('advertiser_id')).toBe('42');
    expect(parsed.get('signature')).toBe('abc');
    const video = parsed.get('video_file') as File;
    expect(video.name).toBe('竖版 "新".mp4');
    expect(video.type).toBe('video/mp4');
    expect(Buffer.from(await video.arrayBuffer()).equals(bytes)).toBe(true);
    const cover = parsed.get('cover') as File;
    expect([...new Uint8Array(await cover.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it('fails when the source yields other than the size it declared', async () => {
    const bytes = Buffer.alloc(1000, 1);
    for (const size of [999, 1001]) {
      const form = multipartBody(
        {},
        {
          f: {
            filename: 'a.bin',
            contentType: 'application/octet-stream',
            size,
            open: () => Promise.resolve(source(bytes, 300)()),
          },
        },
      );
      await expect(collect(form.body)).rejects.toThrow(/a\.bin/);
    }
  });
});
