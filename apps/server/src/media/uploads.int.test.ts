import { Readable } from 'node:stream';
import { md5Hex, sampleMp4, samplePng } from '@toufang/media-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medium } from '../lib/media-mirror';
import type { MediaAdapter, UploadFile } from './media-adapter';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from './testing/sandbox-fixture';

// The adapters' library uploads against the media sandbox over real HTTP: multipart with the md5
// signature, the ids creatives reference and reports use, the same file answered once, and
// whether the medium still processes a video after answering.

let running: RunningSandbox;
let media: TestMedia;
const grants = {} as Record<Medium, { token: string; advertiserId: string }>;
const MEDIA: Medium[] = ['bytedance', 'kuaishou', 'tencent'];

function* pieces(bytes: Buffer, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** A file streamed in 64 KB pieces, as the push sends a stored file. */
function streamed(
  name: string,
  contentType: string,
  bytes: Buffer,
  frame: { width: number; height: number } | null = null,
): UploadFile {
  return {
    name,
    contentType,
    size: bytes.length,
    md5: md5Hex(bytes),
    open: () => Promise.resolve(Readable.from(pieces(bytes, 65_536))),
    width: frame?.width ?? null,
    height: frame?.height ?? null,
  };
}

async function grant(adapter: MediaAdapter) {
  const page = await authorizeOnPage(adapter, `uploads-${adapter.medium}`, (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
  const tokens = await adapter.exchangeCode(page.code, REDIRECT_URI);
  return { token: tokens.accessToken, advertiserId: page.granted[0] ?? '' };
}

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  for (const medium of MEDIA) grants[medium] = await grant(media.adapters[medium]);
});
afterAll(async () => {
  await running.close();
});

describe('uploads through the adapters', () => {
  it.each(MEDIA)('uploads an image to %s once by its md5', async (medium) => {
    const { token, advertiserId } = grants[medium];
    const bytes = samplePng(1280, 720, 77);
    const file = streamed('横版封面.png', 'image/png', bytes, { width: 1280, height: 720 });
    const first = await media.adapters[medium].uploadImage(token, advertiserId, file);
    expect(first).toMatchObject({
      type: 'image',
      md5: md5Hex(bytes),
      width: 1280,
      height: 720,
      sizeBytes: bytes.length,
      ready: true,
    });
    expect(first.fileId).not.toBe('');
    // Ocean Engine reports name a file by its material_id; the others by the file id.
    if (medium === 'bytedance') expect(first.materialId).toMatch(/^\d+$/);
    else expect(first.materialId).toBe(first.fileId);
    const again = await media.adapters[medium].uploadImage(token, advertiserId, {
      ...file,
      name: '另一个名字.png',
    });
    expect(again.fileId).toBe(first.fileId);
    const sent = media.requests.filter((url) => /image\/ad\/|image\/upload|images\/add/.test(url));
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });

  it.each(MEDIA)('uploads a video to %s and says whether it is processed yet', async (medium) => {
    const { token, advertiserId } = grants[medium];
    const bytes = sampleMp4(720, 1280, 12_000, { padding: 2048 });
    const video = await media.adapters[medium].uploadVideo(
      token,
      advertiserId,
      streamed('竖版.mp4', 'video/mp4', bytes),
    );
    expect(video).toMatchObject({ type: 'video', md5: md5Hex(bytes) });
    // Ocean Engine answers a usable video; Kuaishou (async upload) and Tencent (transcoding) don't.
    expect(video.ready).toBe(medium === 'bytedance');
    if (medium === 'bytedance') expect(video).toMatchObject({ width: 720, height: 1280 });
    if (medium === 'kuaishou') expect(video.fileId).toMatch(/^\d{19}$/);
  });

  it('refuses a file the medium does not take, with the medium’s reason', async () => {
    const { token, advertiserId } = grants.tencent;
    await expect(
      media.adapters.tencent.uploadVideo(
        token,
        advertiserId,
        streamed('not-a-video.mp4', 'video/mp4', samplePng(8, 8)),
      ),
    ).rejects.toMatchObject({ kind: 'business', message: expect.stringContaining('格式') });
  });
});
