import {
  kuaishou,
  oceanengine,
  parseWireJson,
  stringifyWireJson,
  tencent,
  type Medium,
} from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  getJson,
  startSandbox,
  tencentCommon,
  withQuery,
  type Json,
  type RunningSandbox,
} from '../testing/harness';
import { md5Hex, sampleMp4, samplePng } from '../testing/sample-files';

// Uploads to each medium's library over HTTP (media-wire */upload.ts): multipart with the file
// checked by its bytes, size and md5, the same file answered once, the file listed by the
// library, and videos processed after the answer where the medium does that (Kuaishou sync 0,
// Tencent transcoding) on the simulated clock.

const MINUTE = 60_000;

interface Uploaded {
  /** The id creatives reference. */
  id: string;
  width: number;
  height: number;
  size: number;
  md5: string;
}

interface MediumUploads {
  medium: Medium;
  path: { image: string; video: string };
  field: { image: string; video: string };
  /** The form's text fields besides the file. */
  fields(kind: 'image' | 'video', advertiserId: number, md5: string): Record<string, string>;
  read(kind: 'image' | 'video', data: Json): Uploaded;
  /** A file format the medium does not take for this kind, with its file name. */
  refused: { image: [Buffer, string]; video: [Buffer, string] };
  /** Largest image the medium takes. */
  imageMaxBytes: number;
  /** The ids the library lists for this kind. */
  listed(kind: 'image' | 'video', advertiserId: number, id: string): Promise<string[]>;
  /** How a video shows while the medium still processes it: not listed, or listed as pending. */
  processing: 'none' | 'unlisted' | 'pending';
}

let running: RunningSandbox;
const tokens = {} as Record<
  Medium,
  { token: string; advertiserId: number; otherAdvertiserId: number | undefined }
>;

const api = (medium: Medium, path: string) =>
  `${running.base}${running.app(medium).paths.apiBase}${path}`;

async function post(medium: Medium, path: string, body: Json): Promise<Json> {
  const { token } = tokens[medium];
  const url =
    medium === 'tencent' ? withQuery(api(medium, path), tencentCommon(token)) : api(medium, path);
  const headers: Record<string, string> = medium === 'tencent' ? {} : { 'Access-Token': token };
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return parseWireJson(await response.text()) as Json;
}

async function get(medium: Medium, path: string, params: Json): Promise<Json> {
  const { token } = tokens[medium];
  if (medium === 'tencent') {
    return getJson(withQuery(api(medium, path), { ...tencentCommon(token), ...params }));
  }
  return getJson(withQuery(api(medium, path), params), { headers: { 'Access-Token': token } });
}

const CASES: MediumUploads[] = [
  {
    medium: 'oceanengine',
    path: { image: '2/file/image/ad/', video: '2/file/video/ad/' },
    field: { image: 'image_file', video: 'video_file' },
    fields: (kind, advertiserId, md5) => ({
      advertiser_id: String(advertiserId),
      [kind === 'image' ? 'image_signature' : 'video_signature']: md5,
    }),
    read: (kind, data) => {
      if (kind === 'image') {
        const d = oceanengine.ImageAdUploadDataSchema.parse(data);
        return { id: d.id, width: d.width, height: d.height, size: d.size, md5: d.signature };
      }
      const d = oceanengine.VideoAdUploadDataSchema.parse(data);
      return {
        id: d.video_id,
        width: d.width,
        height: d.height,
        size: d.size,
        md5: d.video_signature ?? '',
      };
    },
    refused: {
      image: [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'a.webp'],
      video: [samplePng(8, 8), 'a.mp4'],
    },
    imageMaxBytes: oceanengine.IMAGE_AD_RULE.maxBytes,
    listed: async (kind, advertiserId, id) => {
      const answer = await get('oceanengine', `2/file/${kind}/get/`, {
        advertiser_id: advertiserId,
        filtering: { [kind === 'image' ? 'image_ids' : 'video_ids']: [id] },
      });
      return (answer.data.list as Json[]).map((f) => String(kind === 'image' ? f.id : f.video_id));
    },
    processing: 'none',
  },
  {
    medium: 'kuaishou',
    path: { image: 'v2/file/ad/image/upload', video: 'v2/file/ad/video/upload' },
    field: { image: 'file', video: 'file' },
    fields: (kind, advertiserId, md5) => ({
      advertiser_id: String(advertiserId),
      signature: md5,
      ...(kind === 'image' ? { type: '6', upload_type: '1' } : { photo_name: '上传测试' }),
    }),
    read: (kind, data) => {
      if (kind === 'image') {
        const d = kuaishou.ImageUploadDataSchema.parse(data);
        return {
          id: d.image_token,
          width: d.width,
          height: d.height,
          size: d.size,
          md5: d.signature,
        };
      }
      const d = kuaishou.VideoUploadDataSchema.parse(data);
      return { id: d.photo_id, width: 0, height: 0, size: 0, md5: d.signature };
    },
    refused: {
      image: [Buffer.from('BM not a bitmap at all....'), 'a.bmp'],
      video: [samplePng(8, 8), 'a.mp4'],
    },
    imageMaxBytes: kuaishou.IMAGE_UPLOAD_RULE.maxBytes,
    listed: async (kind, advertiserId, id) => {
      const answer = await post('kuaishou', `v1/file/ad/${kind}/list`, {
        advertiser_id: advertiserId,
        ...(kind === 'image' ? { image_tokens: [id] } : { photo_ids: [id] }),
      });
      return (answer.data.details as Json[]).map((f) => String(f.image_token ?? f.photo_id));
    },
    processing: 'unlisted',
  },
  {
    medium: 'tencent',
    path: { image: 'images/add', video: 'videos/add' },
    field: { image: 'file', video: 'video_file' },
    fields: (kind, advertiserId, md5) => ({
      account_id: String(advertiserId),
      signature: md5,
      ...(kind === 'image' ? { upload_type: 'UPLOAD_TYPE_FILE' } : {}),
    }),
    read: (kind, data) => {
      if (kind === 'image') {
        const d = tencent.ImagesAddDataSchema.parse(data);
        return {
          id: d.image_id,
          width: d.image_width ?? 0,
          height: d.image_height ?? 0,
          size: d.image_file_size ?? 0,
          md5: d.image_signature ?? '',
        };
      }
      const d = tencent.VideosAddDataSchema.parse(data);
      return { id: String(d.video_id), width: 0, height: 0, size: 0, md5: '' };
    },
    refused: {
      image: [Buffer.from('not an image'), 'a.jpg'],
      video: [sampleMp4(720, 1280, 5000, { brand: '3gp5' }), 'a.3gp'],
    },
    imageMaxBytes: tencent.IMAGE_ADD_RULE.maxBytes,
    listed: async (kind, advertiserId, id) => {
      const idField = kind === 'image' ? 'image_id' : 'video_id';
      const answer = await get('tencent', `${kind}s/get`, {
        account_id: advertiserId,
        filtering: [
          { field: idField, operator: 'EQUALS', values: [kind === 'image' ? id : Number(id)] },
        ],
      });
      return (answer.data.list as Json[]).map((f) => String(f[idField]));
    },
    processing: 'pending',
  },
];

async function upload(
  c: MediumUploads,
  kind: 'image' | 'video',
  file: Buffer,
  filename: string,
  overrides: Record<string, string> = {},
): Promise<Json> {
  const { token, advertiserId } = tokens[c.medium];
  const form = new FormData();
  for (const [key, value] of Object.entries({
    ...c.fields(kind, advertiserId, md5Hex(file)),
    ...overrides,
  })) {
    form.set(key, value);
  }
  form.set(c.field[kind], new Blob([file]), filename);
  const url =
    c.medium === 'tencent'
      ? withQuery(api(c.medium, c.path[kind]), tencentCommon(token))
      : api(c.medium, c.path[kind]);
  const response = await fetch(url, {
    method: 'POST',
    headers: c.medium === 'tencent' ? {} : { 'Access-Token': token },
    body: form,
  });
  return parseWireJson(await response.text()) as Json;
}

async function advance(ms: number): Promise<void> {
  const response = await fetch(`${running.base}/_admin/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  running = await startSandbox({ clockSpeed: 0 });
  for (const c of CASES) {
    const { accessToken, granted } = await connect(running, c.medium);
    tokens[c.medium] = {
      token: accessToken,
      advertiserId: granted[0] ?? 0,
      otherAdvertiserId: granted[1],
    };
  }
});
afterAll(() => running.close());

describe('uploads to the media libraries', () => {
  it.each(CASES)('$medium stores an image once by its md5 and lists it', async (c) => {
    const image = samplePng(640, 360, 90);
    const first = await upload(c, 'image', image, '横版.png');
    expect(first.code, stringifyWireJson(first)).toBe(0);
    const stored = c.read('image', first.data as Json);
    expect(stored).toMatchObject({
      width: 640,
      height: 360,
      size: image.length,
      md5: md5Hex(image),
    });
    const again = await upload(c, 'image', image, '另一个名字.png');
    expect(c.read('image', again.data as Json).id).toBe(stored.id);
    expect(await c.listed('image', tokens[c.medium].advertiserId, stored.id)).toEqual([stored.id]);
  });

  it.each(CASES)(
    '$medium refuses a wrong md5, another format and a file over the limit',
    async (c) => {
      const image = samplePng(64, 64, 30);
      const code = (answer: Json) => answer.code as number;
      const wrong = await upload(
        c,
        'image',
        image,
        'a.png',
        c.fields('image', tokens[c.medium].advertiserId, md5Hex('other')),
      );
      // Each medium's parameter error: Ocean Engine 40001, Kuaishou 400001, Tencent 31001.
      expect(code(wrong)).toBe({ oceanengine: 40001, kuaishou: 400001, tencent: 31001 }[c.medium]);
      expect(String(wrong.message_cn ?? wrong.message)).toContain('md5');
      const [odd, oddName] = c.refused.image;
      const format = await upload(c, 'image', odd, oddName);
      expect(code(format)).not.toBe(0);
      expect(String(format.message_cn ?? format.message)).toContain('格式');
      const big = samplePng(16, 16, 10, c.imageMaxBytes);
      const tooBig = await upload(c, 'image', big, 'big.png');
      expect(code(tooBig)).not.toBe(0);
      expect(String(tooBig.message_cn ?? tooBig.message)).toContain('大小');
      const [notVideo, name] = c.refused.video;
      const video = await upload(c, 'video', notVideo, name);
      expect(code(video)).not.toBe(0);
    },
  );

  it.each(CASES)('$medium stores a video and lists it as the medium processes it', async (c) => {
    const video = sampleMp4(720, 1280, 15_000, { padding: 4096 + c.medium.length });
    const answer = await upload(c, 'video', video, '竖版.mp4');
    expect(answer.code, stringifyWireJson(answer)).toBe(0);
    const stored = c.read('video', answer.data as Json);
    const advertiserId = tokens[c.medium].advertiserId;
    if (c.medium === 'oceanengine') {
      expect(stored).toMatchObject({ width: 720, height: 1280, size: video.length });
      expect(oceanengine.VideoAdUploadDataSchema.parse(answer.data).duration).toBe(15);
    }
    const listed = () => c.listed('video', advertiserId, stored.id);
    if (c.processing === 'unlisted') expect(await listed()).toEqual([]);
    if (c.processing === 'pending') {
      const pending = await get('tencent', 'videos/get', {
        account_id: advertiserId,
        filtering: [{ field: 'video_id', operator: 'EQUALS', values: [Number(stored.id)] }],
      });
      expect((pending.data.list as Json[])[0]?.system_status).toBe('MEDIA_STATUS_PENDING');
    }
    await advance(10 * MINUTE);
    expect(await listed()).toEqual([stored.id]);
    if (c.processing === 'pending') {
      const done = await get('tencent', 'videos/get', {
        account_id: advertiserId,
        filtering: [{ field: 'video_id', operator: 'EQUALS', values: [Number(stored.id)] }],
      });
      expect((done.data.list as Json[])[0]).toMatchObject({
        system_status: 'MEDIA_STATUS_VALID',
        width: 720,
        height: 1280,
        signature: md5Hex(video),
      });
    }
  });

  it('answers a Kuaishou video uploaded with sync 1 once it is processed', async () => {
    const c = CASES.find((x) => x.medium === 'kuaishou');
    if (!c) throw new Error('no kuaishou case');
    const video = sampleMp4(1280, 720, 8_000, { padding: 777 });
    const answer = await upload(c, 'video', video, '横版.mp4', { sync: '1' });
    expect(answer.code).toBe(0);
    const { photo_id: photoId } = kuaishou.VideoUploadDataSchema.parse(answer.data);
    // A 19-digit id: only a string keeps it whole.
    expect(photoId).toMatch(/^\d{19}$/);
    expect(await c.listed('video', tokens.kuaishou.advertiserId, photoId)).toEqual([photoId]);
  });

  it.each(CASES)(
    '$medium keeps a file per account: the same md5 in another account is a file of its own',
    async (c) => {
      const other = tokens[c.medium].otherAdvertiserId;
      if (other === undefined) throw new Error(`${c.medium}: the grant reaches one account only`);
      const image = samplePng(500, 500, 61);
      const first = await upload(c, 'image', image, '方图.png');
      const elsewhere = await upload(
        c,
        'image',
        image,
        '方图.png',
        c.fields('image', other, md5Hex(image)),
      );
      expect(elsewhere.code, stringifyWireJson(elsewhere)).toBe(0);
      const mine = c.read('image', first.data as Json).id;
      const theirs = c.read('image', elsewhere.data as Json).id;
      expect(theirs).not.toBe(mine);
      const again = await upload(
        c,
        'image',
        image,
        '方图.png',
        c.fields('image', other, md5Hex(image)),
      );
      expect(c.read('image', again.data as Json).id).toBe(theirs);
    },
  );

  it.each(CASES)('$medium answers its rate-limit code on an upload over the limit', async (c) => {
    // Ocean Engine 40100, Kuaishou 429001 (the project's code), Tencent 11017 (reference §4.3).
    const expected = { oceanengine: 40100, kuaishou: 429001, tencent: 11017 }[c.medium];
    const endpoint = `POST ${new URL(api(c.medium, c.path.image)).pathname}`;
    const before = await (await fetch(`${running.base}/_admin/rate-limits`)).text();
    const limits = await fetch(`${running.base}/_admin/rate-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ defaultQps: 0, rules: [{ endpoint, qps: 0.001, burst: 1 }] }),
    });
    expect(limits.ok).toBe(true);
    try {
      const image = samplePng(120, 90, 71);
      const first = await upload(c, 'image', image, 'a.png');
      expect(first.code).toBe(0);
      const second = await upload(c, 'image', samplePng(120, 90, 72), 'b.png');
      expect(second.code).toBe(expected);
    } finally {
      await fetch(`${running.base}/_admin/rate-limits`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: before,
      });
    }
  });
});
