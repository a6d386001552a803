import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putAdmin } from '../../testing/harness';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';
import { AVATAR_DENY_REASONS } from './avatar-routes';

// Advertiser avatars over HTTP: multipart upload with md5 and limits, review on the simulated clock.

const { ErrorCode, AvatarStatusCode } = oceanengine;
const MINUTE = 60_000;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A real PNG of one colour (grey level `shade`). */
function png(width: number, height: number, shade = 128): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, shade);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('Ocean Engine advertiser avatars', () => {
  let s: OceanEngineSession;
  let a: number;
  let b: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    [a = 0, b = 0] = s.advertisers;
    await review({ delayMs: 10 * MINUTE, denyRate: 0 });
  });
  afterEach(() => s.running.close());

  async function review(knobs: { delayMs?: number; denyRate?: number }) {
    const response = await putAdmin(s.running, 'world/audit', knobs);
    expect(response.ok).toBe(true);
  }

  async function upload(
    advertiserId: number,
    image: Buffer | null,
    options: { signature?: string; filename?: string; type?: string } = {},
  ) {
    const form = new FormData();
    form.set('advertiser_id', String(advertiserId));
    if (options.signature !== undefined) form.set('image_signature', options.signature);
    if (image) {
      form.set(
        'image_file',
        new Blob([image], { type: options.type ?? 'image/png' }),
        options.filename ?? 'avatar.png',
      );
    }
    const response = await fetch(
      `${s.running.base}/oceanengine/open_api/2/advertiser/avatar/upload/`,
      {
        method: 'POST',
        headers: { 'Access-Token': s.token },
        body: form,
      },
    );
    return (await response.json()) as { code: number; message: string; data: { image_id: string } };
  }

  const submit = (advertiserId: number, imageId: string) =>
    s.post('2/advertiser/avatar/submit/', { advertiser_id: advertiserId, image_id: imageId });
  const read = async (advertiserId: number) => {
    const answer = await s.get('2/advertiser/avatar/get/', { advertiser_id: advertiserId });
    expect(answer.code).toBe(0);
    return oceanengine.AvatarGetDataSchema.parse(answer.data);
  };

  it('uploads a signed image, reviews it on the clock and shows it once approved', async () => {
    const image = png(200, 200);
    const uploaded = await upload(a, image, { signature: md5(image) });
    expect(uploaded.code).toBe(0);
    const imageId = uploaded.data.image_id;
    expect(imageId).toMatch(/^web\.business\.image\/20250312[0-9a-f]{22}$/);
    expect(await read(a)).toEqual({ advertiser_id: a, avatar_status: AvatarStatusCode.NOT_SET });

    const submitted = await submit(a, imageId);
    expect(submitted).toMatchObject({ code: 0, data: { advertiser_id: a } });
    expect(await read(a)).toEqual({
      advertiser_id: a,
      avatar_status: AvatarStatusCode.REVIEWING,
      avatar_info: { audit_web_uri: imageId, width: 200, height: 200 },
    });
    const again = await submit(a, imageId);
    expect(again.code).toBe(ErrorCode.PARAM_ERROR);
    expect(again.message).toContain('审核中');

    await s.advance(10 * MINUTE);
    expect(await read(a)).toEqual({
      advertiser_id: a,
      avatar_status: AvatarStatusCode.APPROVED,
      avatar_info: { web_uri: imageId },
    });
  });

  it('denies with a reason and keeps the approved avatar in use', async () => {
    const first = (await upload(a, png(100, 100, 10))).data.image_id;
    expect((await submit(a, first)).code).toBe(0);
    await s.advance(10 * MINUTE);

    await review({ denyRate: 1 });
    const second = (await upload(a, png(100, 100, 200))).data.image_id;
    expect(second).not.toBe(first);
    expect((await submit(a, second)).code).toBe(0);
    expect((await read(a)).avatar_info).toEqual({
      web_uri: first,
      audit_web_uri: second,
      width: 100,
      height: 100,
    });
    await s.advance(10 * MINUTE);
    const denied = await read(a);
    expect(denied.avatar_status).toBe(AvatarStatusCode.DENIED);
    expect(AVATAR_DENY_REASONS).toContain(denied.avatar_reason);
    expect(denied.avatar_info).toEqual({ web_uri: first });
  });

  it('refuses a wrong md5, a missing file and images outside the limits', async () => {
    const image = png(50, 50);
    const wrongMd5 = await upload(a, image, { signature: '0'.repeat(32) });
    expect(wrongMd5.code).toBe(ErrorCode.PARAM_ERROR);
    expect(wrongMd5.message).toContain('md5 不一致');
    expect((await upload(a, image, { signature: 'not-md5' })).code).toBe(ErrorCode.PARAM_ERROR);

    const noFile = await upload(a, null);
    expect(noFile.message).toContain('image_file 为必填参数');

    const tooWide = await upload(a, png(301, 100));
    expect(tooWide.code).toBe(ErrorCode.PARAM_ERROR);
    expect(tooWide.message).toContain('300×300 像素（当前 301×100）');

    const gif = Buffer.from('GIF89a\x0a\x00\x0a\x00\x00\x00\x00;', 'latin1');
    const wrongFormat = await upload(a, gif, { filename: 'a.gif', type: 'image/gif' });
    expect(wrongFormat.message).toContain('仅支持 jpg、jpeg、png、bmp 格式');

    // A PNG padded past 5 MB (the trailing bytes are never read as pixels).
    const huge = Buffer.concat([png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(a, huge);
    expect(tooBig.message).toContain('不能超过 5MB');

    const json = await s.post('2/advertiser/avatar/upload/', { advertiser_id: a });
    expect(json.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('refuses to submit an unknown image or another advertiser’s image', async () => {
    const ofB = (await upload(b, png(80, 80))).data.image_id;
    const foreign = await submit(a, ofB);
    expect(foreign.code).toBe(ErrorCode.PARAM_ERROR);
    expect(foreign.message).toContain('不属于该广告主');
    expect((await submit(a, 'web.business.image/unknown')).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await read(a)).avatar_status).toBe(AvatarStatusCode.NOT_SET);
  });
});
