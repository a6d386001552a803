import { oceanengine, stringifyWireJson, type Published } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../testing/harness';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// The account's daily budget and the image/video library over HTTP (media-wire
// oceanengine/advertiser-budget.ts, file-list.ts): the library holds what the promotions use,
// paging, every filter and every limit.

const { ErrorCode } = oceanengine;
const BUDGET = '2/advertiser/budget/get/';
const IMAGES = '2/file/image/get/';
const VIDEOS = '2/file/video/get/';
const OUTSIDE = 999_999_999;

const ids = (files: readonly Json[], key: string): unknown[] => files.map((f) => f[key]);
const sortedIds = (list: readonly Json[], key = 'material_id') =>
  list.map((f) => f[key] as number | string).sort();

describe('Ocean Engine account budget', () => {
  let s: OceanEngineSession;
  beforeAll(async () => {
    s = await startOceanEngine();
  });
  afterAll(() => s.running.close());

  it('answers each advertiser’s daily budget in yuan and an unlimited one as 0', async () => {
    const accounts = s.advertisers.map((id) =>
      s.running.sandbox.state.oceanengine.advertisers.get(id),
    );
    const limited = accounts.find((a) => a.dailyBudget > 0);
    const unlimited = accounts.find((a) => a.dailyBudget === 0);
    if (!limited || !unlimited) throw new Error('the seed has no limited and unlimited accounts');
    const answer = await s.get(BUDGET, { advertiser_ids: [limited.id, unlimited.id, limited.id] });
    expect(answer.code).toBe(0);
    expect(oceanengine.AdvertiserBudgetDataSchema.parse(answer.data).list).toEqual([
      {
        advertiser_id: limited.id,
        budget_mode: 'BUDGET_MODE_DAY',
        budget: limited.dailyBudget / 100,
      },
      { advertiser_id: unlimited.id, budget_mode: 'BUDGET_MODE_INFINITE', budget: 0 },
    ]);
  });

  it('refuses an id outside the token, no ids and more than 100 ids', async () => {
    const id = s.advertisers[0] ?? 0;
    expect((await s.get(BUDGET, { advertiser_ids: [id, OUTSIDE] })).code).toBe(
      ErrorCode.NO_PERMISSION,
    );
    expect((await s.get(BUDGET, { advertiser_ids: [] })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await s.get(BUDGET, {})).code).toBe(ErrorCode.PARAM_ERROR);
    const hundred = await s.get(BUDGET, { advertiser_ids: Array<number>(100).fill(id) });
    expect(hundred.data.list).toHaveLength(1);
    const tooMany = await s.get(BUDGET, { advertiser_ids: Array<number>(101).fill(id) });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);
  });
});

describe('Ocean Engine file library', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  let videos: Json[];
  let images: Json[];
  const get = (path: string, params: Record<string, unknown>) =>
    s.get(path, { advertiser_id: advertiserId, ...params });
  const filtered = async (path: string, filtering: Record<string, unknown>) => {
    const answer = await get(path, { filtering, page_size: 100 });
    if (answer.code !== 0) throw new Error(stringifyWireJson(answer));
    return answer.data.list as Json[];
  };

  beforeAll(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
    videos = await listAll(s, VIDEOS, { advertiser_id: advertiserId });
    images = await listAll(s, IMAGES, { advertiser_id: advertiserId });
  });
  afterAll(() => s.running.close());

  it('holds every video and image the seeded promotions use, under their material ids', async () => {
    for (const id of s.advertisers.slice(0, 3)) {
      const promotions = await listAll(s, 'v3.0/promotion/list/', {
        advertiser_id: id,
        filtering: { status: 'ALL' },
      });
      const library = {
        videos: (await listAll(s, VIDEOS, { advertiser_id: id })).map((v) =>
          oceanengine.LibraryVideoSchema.parse(v),
        ),
        images: (await listAll(s, IMAGES, { advertiser_id: id })).map((i) =>
          oceanengine.LibraryImageSchema.parse(i),
        ),
      };
      const videoById = new Map(library.videos.map((v) => [v.video_id, v]));
      const imageById = new Map(library.images.map((i) => [i.id, i]));
      let used = 0;
      for (const p of promotions) {
        const m = p.promotion_materials as Published<oceanengine.PromotionMaterials>;
        for (const v of m.video_material_list ?? []) {
          const file = videoById.get(v.video_id);
          expect(file?.material_id).toBe(v.material_id);
          expect((file?.create_time ?? '') < (p.promotion_create_time as string)).toBe(true);
          const vertical = (file?.width ?? 0) < (file?.height ?? 0);
          expect(vertical).toBe(v.image_mode === 'VIDEO_VERTICAL');
          used += 1;
        }
        for (const image of (m.image_material_list ?? []).flatMap((g) => g.images)) {
          expect(imageById.get(image.image_id)?.material_id).toBe(image.material_id);
          used += 1;
        }
      }
      expect(library.videos.length + library.images.length).toBe(used);
      for (const v of library.videos) {
        expect(v.signature).toMatch(/^[0-9a-f]{32}$/);
        expect(v.duration).toBeGreaterThan(0);
        expect(v.size).toBeGreaterThan(0);
        expect(v.format).toBe('mp4');
        expect(v.video_url).toMatch(/^https:\/\/.+\.mp4$/);
        expect(v.url).toBe(v.video_url);
        expect(v.poster_url).toMatch(/^https:\/\//);
        expect(v.filename).toMatch(/\.mp4$/);
      }
      for (const i of library.images) {
        expect(i.signature).toMatch(/^[0-9a-f]{32}$/);
        expect(i.url).toMatch(/^https:\/\//);
        expect(i.width && i.height && i.width > i.height).toBe(true);
        expect(i.image_mode).toBe('LARGE');
      }
      const signatures = [...library.videos, ...library.images].map((f) => f.signature);
      expect(new Set(signatures).size).toBe(signatures.length);
    }
  });

  it('pages newest upload first, 20 a page by default and at most 100', async () => {
    expect(videos.length).toBeGreaterThan(20);
    const times = videos.map((v) => v.create_time as string);
    expect(times).toEqual([...times].sort().reverse());

    const first = await get(VIDEOS, {});
    expect(first.data.page_info).toEqual({
      page: 1,
      page_size: 20,
      total_number: videos.length,
      total_page: Math.ceil(videos.length / 20),
    });
    expect(first.data.list).toEqual(videos.slice(0, 20));
    const second = await get(IMAGES, { page: 2, page_size: 7 });
    expect(second.data.list).toEqual(images.slice(7, 14));
    expect(second.data.page_info).toMatchObject({ page: 2, page_size: 7 });
    const beyond = await get(VIDEOS, { page: 99, page_size: 100 });
    expect(beyond.data.list).toEqual([]);

    expect((await get(VIDEOS, { page_size: 100 })).code).toBe(0);
    expect((await get(VIDEOS, { page_size: 101 })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await get(IMAGES, { page_size: 0 })).code).toBe(ErrorCode.PARAM_ERROR);
    expect((await get(IMAGES, { page: 0 })).code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('filters by file ids, material ids and md5 signatures', async () => {
    const someVideos = videos.slice(2, 5);
    expect(sortedIds(await filtered(VIDEOS, { video_ids: ids(someVideos, 'video_id') }))).toEqual(
      sortedIds(someVideos),
    );
    expect(
      sortedIds(await filtered(VIDEOS, { material_ids: ids(someVideos, 'material_id') })),
    ).toEqual(sortedIds(someVideos));
    const someImages = images.slice(0, 2);
    expect(sortedIds(await filtered(IMAGES, { image_ids: ids(someImages, 'id') }))).toEqual(
      sortedIds(someImages),
    );
    const [image] = images;
    expect(await filtered(IMAGES, { signatures: [image?.signature] })).toEqual([image]);
    // A video's material id is not an image.
    expect(await filtered(IMAGES, { material_ids: ids(someVideos, 'material_id') })).toEqual([]);
  });

  it('filters by width and height and by ratio within ±0.05', async () => {
    const vertical = videos.filter((v) => (v.width as number) < (v.height as number));
    const [sample] = vertical;
    if (!sample) throw new Error('the seed has no vertical video');
    const sameSize = videos.filter((v) => v.width === sample.width && v.height === sample.height);
    expect(
      sortedIds(await filtered(VIDEOS, { width: sample.width, height: sample.height })),
    ).toEqual(sortedIds(sameSize));
    expect(sortedIds(await filtered(VIDEOS, { ratio: [0.55] }))).toEqual(sortedIds(vertical));
    const horizontal = videos.filter((v) => (v.width as number) > (v.height as number));
    // 16:9 is 1.78: 1.75 is within 0.05 of it, 1.7 is not.
    expect(sortedIds(await filtered(VIDEOS, { ratio: [1.75] }))).toEqual(sortedIds(horizontal));
    expect(await filtered(VIDEOS, { ratio: [1.7] })).toEqual([]);
    expect(sortedIds(await filtered(VIDEOS, { ratio: [0.56, 1.78] }))).toEqual(sortedIds(videos));
  });

  it('filters by upload day, both ends inclusive', async () => {
    const day = (videos[3]?.create_time as string).slice(0, 10);
    const onDay = videos.filter((v) => (v.create_time as string).startsWith(day));
    expect(sortedIds(await filtered(VIDEOS, { start_time: day, end_time: day }))).toEqual(
      sortedIds(onDay),
    );
    const from = (videos.at(-1)?.create_time as string).slice(0, 10);
    const fromDay = await filtered(VIDEOS, { start_time: day, end_time: '2099-12-31' });
    expect(fromDay.every((v) => (v.create_time as string) >= day)).toBe(true);
    expect(await filtered(VIDEOS, { start_time: '2000-01-01', end_time: from })).not.toEqual([]);
    const oneEnd = await get(VIDEOS, { filtering: { start_time: day } });
    expect(oneEnd.code).toBe(ErrorCode.PARAM_ERROR);
    const badDay = await get(IMAGES, { filtering: { start_time: '2025/03/01', end_time: day } });
    expect(badDay.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('filters videos by source and labels', async () => {
    const sources = new Set(videos.map((v) => v.source as string));
    expect(sources.size).toBeGreaterThan(1);
    for (const source of sources) {
      expect(sortedIds(await filtered(VIDEOS, { source: [source] }))).toEqual(
        sortedIds(videos.filter((v) => v.source === source)),
      );
    }
    expect(await filtered(VIDEOS, { labels: ['剧情'] })).toEqual([]);
  });

  it('refuses two id lists, more than 100 ids and an advertiser outside the token', async () => {
    const material = videos[0]?.material_id as number;
    const twoLists = await get(VIDEOS, {
      filtering: { material_ids: [material], video_ids: [videos[0]?.video_id] },
    });
    expect(twoLists.code).toBe(ErrorCode.PARAM_ERROR);
    const hundred = await get(VIDEOS, {
      filtering: { material_ids: Array<number>(100).fill(material) },
    });
    expect(hundred.data.list).toHaveLength(1);
    const tooMany = await get(VIDEOS, {
      filtering: { material_ids: Array<number>(101).fill(material) },
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);
    const outside = await s.get(IMAGES, { advertiser_id: OUTSIDE });
    expect(outside.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('keeps one material id per file across promotions and adds new files to the library', async () => {
    const id = s.advertisers[2] ?? 0;
    const [video] = await listAll(s, VIDEOS, { advertiser_id: id });
    const [project] = await listAll(s, 'v3.0/project/list/', { advertiser_id: id });
    const videoList = (...ids: unknown[]) =>
      ids.map((videoId) => ({ image_mode: 'VIDEO_VERTICAL', video_id: videoId }));
    const created = await s.post('v3.0/promotion/create/', {
      advertiser_id: id,
      project_id: project?.project_id,
      name: '素材库视频-复用测试',
      promotion_materials: {
        video_material_list: videoList(video?.video_id, 'v0notinthelibrary'),
        title_material_list: [{ title: '全新版本上线' }],
      },
      budget: 500,
    });
    expect(created.code).toBe(0);
    const promotionId = created.data.promotion_id as number;
    const read = async () =>
      (
        await s.get('v3.0/promotion/list/', {
          advertiser_id: id,
          filtering: { ids: [promotionId] },
        })
      ).data.list[0];
    const promotion = await read();
    const [fromLibrary, added] = promotion.promotion_materials.video_material_list;
    expect(fromLibrary.material_id).toBe(video?.material_id);
    expect(added.material_id).not.toBe(video?.material_id);

    const library = await listAll(s, VIDEOS, { advertiser_id: id });
    expect(library.filter((v) => v.video_id === video?.video_id)).toEqual([video]);
    const uploaded = library.find((v) => v.video_id === 'v0notinthelibrary');
    expect(uploaded).toMatchObject({
      material_id: added.material_id,
      create_time: promotion.promotion_create_time,
    });
    expect(library[0]).toEqual(uploaded);

    // An edit sending the same file without its material id keeps the id.
    const edited = await s.post('v3.0/promotion/update/', {
      advertiser_id: id,
      promotion_id: promotionId,
      promotion_materials: { video_material_list: videoList('v0notinthelibrary') },
    });
    expect(edited.data.error_list).toEqual([]);
    const after = (await read()).promotion_materials.video_material_list;
    // The library file it dropped stays listed as deleted.
    expect(after.map((v: Json) => [v.material_id, v.material_status])).toEqual([
      [added.material_id, expect.not.stringMatching(/DELETE/)],
      [fromLibrary.material_id, 'MATERIAL_STATUS_DELETE'],
    ]);
  });

  it('keeps the files of a deleted promotion', async () => {
    const id = s.advertisers[3] ?? 0;
    const [promotion] = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: id });
    const before = await listAll(s, VIDEOS, { advertiser_id: id });
    const deleted = await s.post('v3.0/promotion/delete/', {
      advertiser_id: id,
      promotion_ids: [promotion?.promotion_id],
    });
    expect(deleted.data.promotion_ids).toEqual([promotion?.promotion_id]);
    const after = await listAll(s, VIDEOS, { advertiser_id: id });
    expect(after).toEqual(before);
    const used = promotion?.promotion_materials.video_material_list.map((v: Json) => v.video_id);
    expect(after.map((v) => v.video_id)).toEqual(expect.arrayContaining(used));
  });

  it('seeds the same library from the same seed', async () => {
    const again = await startOceanEngine();
    try {
      expect(await listAll(again, VIDEOS, { advertiser_id: advertiserId })).toEqual(videos);
      expect(await listAll(again, IMAGES, { advertiser_id: advertiserId })).toEqual(images);
    } finally {
      await again.running.close();
    }
  });
});
