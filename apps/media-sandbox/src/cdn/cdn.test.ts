import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../testing/harness';
import { listAll, startOceanEngine, type OceanEngineSession } from '../testing/oceanengine-client';
import { cdnRewriter } from './cdn-hosts';
import { assetOf } from './cdn-routes';

// The media's file addresses lead to real files: the answers carry them on the configured origin
// and the sandbox serves a picture or a video at each, the same every time, with cache headers.

const ORIGIN = 'http://cdn-origin.test:8123/sandbox';

describe('the sandbox CDN', () => {
  let s: OceanEngineSession;
  let videos: Json[];
  let images: Json[];
  /** A file address of an answer, fetched from the running sandbox. */
  const fetchOf = (url: string, init?: RequestInit) => {
    expect(url.startsWith(`${ORIGIN}/_cdn/oceanengine/`)).toBe(true);
    return fetch(`${s.running.base}${url.slice(ORIGIN.length)}`, init);
  };

  beforeAll(async () => {
    s = await startOceanEngine({ cdnOrigin: ORIGIN, ffmpegPath: process.env.FFMPEG_PATH });
    const advertiserId = s.advertisers[0] ?? 0;
    videos = await listAll(s, '2/file/video/get/', { advertiser_id: advertiserId });
    images = await listAll(s, '2/file/image/get/', { advertiser_id: advertiserId });
  });
  afterAll(() => s.running.close());

  it('answers file addresses on the configured origin and serves a picture at each', async () => {
    const video = videos[0] as Json;
    const image = images[0] as Json;
    const poster = await fetchOf(String(video.poster_url));
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect(poster.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await poster.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 640, 360]);
    // The same address draws the same picture; another one another.
    const again = Buffer.from(await (await fetchOf(String(video.poster_url))).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const other = await fetchOf(String(image.url));
    expect(other.status).toBe(200);
    const otherBytes = Buffer.from(await other.arrayBuffer());
    expect(otherBytes.equals(bytes)).toBe(false);
    expect((await sharp(otherBytes).metadata()).format).toBe(
      image.format === 'png' ? 'png' : 'jpeg',
    );
    // A browser holding it revalidates to a 304.
    const etag = poster.headers.get('etag') ?? '';
    const cached = await fetchOf(String(video.poster_url), { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('serves a playable mp4 at a video address, in ranges', async () => {
    const url = String((videos[0] as Json).video_url);
    const whole = await fetchOf(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(bytes.includes(Buffer.from('avc1'))).toBe(true);
    const part = await fetchOf(url, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
  });

  it('answers 404 for an unknown medium or an empty path segment', async () => {
    for (const path of ['/_cdn/elsewhere/a.jpg', '/_cdn/tencent/a//b.jpg']) {
      expect((await fetch(`${s.running.base}${path}`)).status).toBe(404);
    }
  });

  it('names a file by its extension and refuses odd paths', () => {
    expect(assetOf('video/v0abc.mp4')).toEqual({ kind: 'video' });
    expect(assetOf('sub_package/400000001/K0000001X.apk')).toEqual({ kind: 'package' });
    expect(assetOf('image/tok.png')).toEqual({ kind: 'picture', format: 'png' });
    expect(assetOf('image/token')).toEqual({ kind: 'picture', format: 'jpeg' });
    expect(assetOf('a/../b.jpg')).toBeNull();
    expect(assetOf('a b.jpg')).toBeNull();
  });

  it('rewrites every medium’s host and nothing else', () => {
    const rewrite = cdnRewriter('http://x.test/');
    expect(
      rewrite(
        '{"a":"https://cdn.kuaishou-sandbox.example/photo/1.mp4","b":"https://cdn.tencent-sandbox.example/image/2.jpg","c":"https://example.com/x"}',
      ),
    ).toBe(
      '{"a":"http://x.test/_cdn/kuaishou/photo/1.mp4","b":"http://x.test/_cdn/tencent/image/2.jpg","c":"https://example.com/x"}',
    );
  });
});
