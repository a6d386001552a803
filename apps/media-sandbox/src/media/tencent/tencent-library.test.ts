import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { md5Hex, samplePng } from '../../testing/sample-files';
import { startTencent, type TencentSession } from './tencent-session';

// The Tencent image and video library over HTTP (SDK v3 ImagesGetListStruct, VideosGetListStruct):
// the files the dynamic creatives reference plus unused ones, page_info paging with `fields`,
// filtering on the id and times, is_deleted, and the limits of each.

const { ErrorCode, LIBRARY_MAX_FILTERS } = tencent;

describe('Tencent image and video library', () => {
  let s: TencentSession;
  let account: number;
  beforeEach(async () => {
    s = await startTencent();
    account = s.accounts[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const creatives = () =>
    s.running.sandbox.state.tencent.dynamicCreatives.listByAdvertiser(account);

  const listAll = async (path: string, params: Record<string, unknown> = {}) => {
    const out: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.get(path, { account_id: account, ...params, page, page_size: 10 });
      expect(answer.code).toBe(0);
      out.push(...answer.data.list);
      if (page >= answer.data.page_info.total_page) return out;
    }
  };
  const images = async (params: Record<string, unknown> = {}) =>
    tencent.ImagesGetDataSchema.parse({
      list: await listAll('images/get', params),
      page_info: { page: 1, page_size: 10, total_number: 0, total_page: 0 },
    }).list;
  const videos = async (params: Record<string, unknown> = {}) =>
    tencent.VideosGetDataSchema.parse({
      list: await listAll('videos/get', params),
      page_info: { page: 1, page_size: 10, total_number: 0, total_page: 0 },
    }).list;

  /** Every id a component list of the account's creatives holds under `field`. */
  const referenced = (key: 'video' | 'image', field: string) =>
    creatives().flatMap(({ wire, createdAt }) =>
      (wire.creative_components[key] ?? []).map((c) => ({ id: String(c.value[field]), createdAt })),
    );

  it('lists every video and image the creatives reference, newest first', async () => {
    const allVideos = await videos();
    const byVideo = new Map(allVideos.map((v) => [String(v.video_id), v]));
    expect(byVideo.size).toBe(allVideos.length);
    const usedVideos = referenced('video', 'video_id');
    expect(usedVideos.length).toBeGreaterThan(0);
    for (const { id, createdAt } of usedVideos) {
      const video = byVideo.get(id);
      expect(video).toMatchObject({
        status: 'ADSTATUS_NORMAL',
        system_status: 'MEDIA_STATUS_VALID',
      });
      // Uploaded before the seeded creative that uses it.
      expect(video?.created_time).toBeLessThan(Math.floor(createdAt / 1000));
    }
    expect(allVideos.length).toBeGreaterThan(new Set(usedVideos.map((v) => v.id)).size);
    const times = allVideos.map((v) => v.created_time ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const allImages = await images();
    const imageIds = new Set(allImages.map((i) => i.image_id));
    expect(imageIds.size).toBe(allImages.length);
    const usedImages = referenced('image', 'image_id');
    expect(usedImages.length).toBeGreaterThan(0);
    for (const { id } of usedImages) expect(imageIds.has(id)).toBe(true);
    for (const file of [...allImages, ...allVideos]) {
      expect(file.signature).toMatch(/^[0-9a-f]{32}$/);
      expect(file.file_size).toBeGreaterThan(0);
      expect(file.width && file.height).toBeTruthy();
      expect(file.last_modified_time).toBeGreaterThanOrEqual(file.created_time ?? 0);
    }
  });

  it('pages by number with page_info and picks fields', async () => {
    const page = await s.get('images/get', {
      account_id: account,
      page: 2,
      page_size: 2,
      fields: ['width'],
    });
    expect(page.code).toBe(0);
    const total = (await images()).length;
    expect(page.data.page_info).toEqual({
      page: 2,
      page_size: 2,
      total_number: total,
      total_page: Math.ceil(total / 2),
    });
    expect(page.data.list).toHaveLength(2);
    expect(Object.keys(page.data.list[0]).sort()).toEqual(['image_id', 'width']);
    // A cursor-mode request is paged by number too.
    const cursor = await s.get('videos/get', {
      account_id: account,
      pagination_mode: 'PAGINATION_MODE_CURSOR',
    });
    expect(cursor.data.page_info.page).toBe(1);
    for (const params of [{ page_size: 101 }, { page: 101 }, { page_size: 0 }]) {
      const answer = await s.get('videos/get', { account_id: account, ...params });
      expect(answer.code, JSON.stringify(params)).toBe(ErrorCode.PARAM_INVALID);
    }
    expect((await s.get('videos/get', { page_size: 100 })).code).not.toBe(0);
  });

  it('lists deleted files with their status; is_deleted narrows to one side', async () => {
    // An account whose library holds a deleted file.
    let every: { status?: string | undefined }[] = [];
    for (const id of s.accounts) {
      account = id;
      every = [...(await images()), ...(await videos())];
      if (every.some((f) => f.status === 'ADSTATUS_DELETED')) break;
    }
    const deleted = [
      ...(await images({ is_deleted: true })),
      ...(await videos({ is_deleted: true })),
    ];
    const live = [
      ...(await images({ is_deleted: false })),
      ...(await videos({ is_deleted: false })),
    ];
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted.every((f) => f.status === 'ADSTATUS_DELETED')).toBe(true);
    expect(live.every((f) => f.status === 'ADSTATUS_NORMAL')).toBe(true);
    expect(deleted.length + live.length).toBe(every.length);
    const used = new Set(referenced('video', 'video_id').map((v) => v.id));
    expect(deleted.some((f) => 'video_id' in f && used.has(String(f.video_id)))).toBe(false);
  });

  it('filters on the id and the times, at most five filters', async () => {
    const all = await videos();
    const some = all.slice(0, 3).map((v) => v.video_id);
    const inList = await videos({
      filtering: [{ field: 'video_id', operator: 'IN', values: some }],
    });
    expect(inList.map((v) => v.video_id)).toEqual(some);
    const pivot = all[2]?.created_time ?? 0;
    const since = await videos({
      filtering: [{ field: 'created_time', operator: 'GREATER_EQUALS', values: [pivot] }],
    });
    expect(since.map((v) => v.video_id)).toEqual(
      all.filter((v) => (v.created_time ?? 0) >= pivot).map((v) => v.video_id),
    );
    const before = await videos({
      filtering: [{ field: 'last_modified_time', operator: 'LESS', values: [pivot] }],
    });
    expect(before.every((v) => (v.last_modified_time ?? 0) < pivot)).toBe(true);
    const image = (await images())[0]?.image_id ?? '';
    const one = await images({
      filtering: [{ field: 'image_id', operator: 'EQUALS', values: [image] }],
    });
    expect(one.map((i) => i.image_id)).toEqual([image]);

    const atMost = Array.from({ length: LIBRARY_MAX_FILTERS }, () => ({
      field: 'created_time',
      operator: 'GREATER',
      values: [0],
    }));
    const ask = (path: string, filtering: unknown[]) =>
      s.get(path, { account_id: account, filtering });
    expect((await ask('images/get', atMost)).code).toBe(0);
    for (const [path, filtering] of [
      ['images/get', [...atMost, atMost[0]]],
      [
        'videos/get',
        [
          {
            field: 'video_id',
            operator: 'IN',
            values: Array.from({ length: 101 }, (_, i) => i + 1),
          },
        ],
      ],
      ['videos/get', [{ field: 'adgroup_id', operator: 'EQUALS', values: [1] }]],
      ['images/get', [{ field: 'video_id', operator: 'EQUALS', values: [1] }]],
      ['images/get', [{ field: 'image_id', operator: 'CONTAINS', values: ['1'] }]],
      ['videos/get', [{ field: 'created_time', operator: 'IN', values: [1, 2] }]],
    ] as const) {
      const answer = await ask(path, [...filtering]);
      expect(answer.code, JSON.stringify(filtering)).toBe(ErrorCode.PARAM_INVALID);
    }
  });

  it('adds the files of a creative written through the API, uploaded with it', async () => {
    const adgroup = s.running.sandbox.state.tencent.adgroups
      .listByAdvertiser(account)
      .find((a) => a.sim?.deletedAt === undefined);
    const added = await s.post('dynamic_creatives/add', {
      account_id: account,
      adgroup_id: adgroup?.id,
      dynamic_creative_name: '素材库创意',
      creative_components: {
        title: [{ value: { content: '新服开启' } }],
        video: [{ value: { video_id: 87_654_321, cover_id: '76543210' } }],
        image_list: [
          {
            value: {
              list: [{ image_id: '76543211' }, { image_id: '76543212' }, { image_id: '76543213' }],
            },
          },
        ],
      },
    });
    expect(added.code).toBe(0);
    const creative = s.running.sandbox.state.tencent.dynamicCreatives.get(
      added.data.dynamic_creative_id,
    );
    const at = Math.floor(creative.createdAt / 1000);
    const [video] = await videos({
      filtering: [{ field: 'video_id', operator: 'EQUALS', values: [87_654_321] }],
    });
    expect(video).toMatchObject({ video_id: 87_654_321, created_time: at, last_modified_time: at });
    const fresh = await images({
      filtering: [{ field: 'last_modified_time', operator: 'GREATER_EQUALS', values: [at] }],
    });
    expect(fresh.map((i) => i.image_id).sort()).toEqual([
      '76543210',
      '76543211',
      '76543212',
      '76543213',
    ]);
  });

  it('lists a file uploaded through the API once when creatives use it', async () => {
    const png = samplePng(640, 640);
    const uploaded = await s.post('images/add', {
      account_id: account,
      upload_type: 'UPLOAD_TYPE_BYTES',
      bytes: png.toString('base64'),
      signature: md5Hex(png),
      description: '上传的图片',
    });
    expect(uploaded.code, JSON.stringify(uploaded)).toBe(0);
    const imageId = String(uploaded.data.image_id);
    const adgroup = s.running.sandbox.state.tencent.adgroups
      .listByAdvertiser(account)
      .find((a) => a.sim?.deletedAt === undefined);
    const added = await s.post('dynamic_creatives/add', {
      account_id: account,
      adgroup_id: adgroup?.id,
      dynamic_creative_name: '用上传图片的创意',
      creative_components: {
        title: [{ value: { content: '新服开启' } }],
        image: [{ value: { image_id: imageId } }],
      },
    });
    expect(added.code).toBe(0);
    const listed = (await images()).filter((i) => i.image_id === imageId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.description).toBe('上传的图片');
  });

  it('refuses a 组图 (image_list) of fewer than 3 or more than 9 images, on add and update', async () => {
    const adgroup = s.running.sandbox.state.tencent.adgroups
      .listByAdvertiser(account)
      .find((a) => a.sim?.deletedAt === undefined);
    const list = (n: number) =>
      Array.from({ length: n }, (_, k) => ({ image_id: String(76_543_300 + k) }));
    const add = (name: string, n: number) =>
      s.post('dynamic_creatives/add', {
        account_id: account,
        adgroup_id: adgroup?.id,
        dynamic_creative_name: name,
        creative_components: {
          title: [{ value: { content: '新服开启' } }],
          image_list: [{ value: { list: list(n) } }],
        },
      });
    const two = await add('两图组图', 2);
    expect(two.code).not.toBe(0);
    expect(JSON.stringify(two)).toContain('组图图片数量须为 3-9 张（当前 2 张）');
    expect(JSON.stringify(await add('十图组图', 10))).toContain('当前 10 张');
    const three = await add('三图组图', 3);
    expect(three.code, JSON.stringify(three)).toBe(0);
    const update = await s.post('dynamic_creatives/update', {
      account_id: account,
      dynamic_creative_id: three.data.dynamic_creative_id,
      creative_components: { image_list: [{ value: { list: list(2) } }] },
    });
    expect(JSON.stringify(update)).toContain('组图图片数量须为 3-9 张（当前 2 张）');
  });

  it('answers the same library for the same SANDBOX_SEED', async () => {
    const again = await startTencent();
    try {
      const read = (session: TencentSession) =>
        session.get('videos/get', { account_id: account, page_size: 100 });
      expect((await read(again)).data).toEqual((await read(s)).data);
    } finally {
      await again.running.close();
    }
  });
});
