import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, getJson, startSandbox, withQuery, type Json } from '../../testing/harness';
import { FIXED_START } from '../../testing/oceanengine-client';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// The Kuaishou file library and account budget over HTTP (reference §2.5, §2.6): the videos and
// pictures the creatives reference plus unused files, {total_count, details[]} paging, the
// filters and their limits; the day budget in 厘.

const { ErrorCode, LIBRARY_IDS_MAX } = kuaishou;

describe('Kuaishou file library', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const creatives = (id = advertiserId) =>
    s.running.sandbox.state.kuaishou.creatives.listByAdvertiser(id);

  const listAll = async (path: string, body: Record<string, unknown>) => {
    const out: Json[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.post(path, {
        advertiser_id: advertiserId,
        ...body,
        page,
        page_size: 7,
      });
      expect(answer.code).toBe(0);
      out.push(...answer.data.details);
      if (page * 7 >= answer.data.total_count) return out;
    }
  };
  const videos = async (body: Record<string, unknown> = {}) =>
    kuaishou.VideoLibraryDataSchema.parse({
      total_count: 0,
      details: await listAll('v1/file/ad/video/list', body),
    }).details;
  const images = async (body: Record<string, unknown> = {}) =>
    (await listAll('v1/file/ad/image/list', body)) as (kuaishou.LibraryImage & {
      pic_type: number;
    })[];

  it('lists every video and picture the creatives reference, newest upload first', async () => {
    const all = await videos({ new_status: -1 });
    const photoIds = all.map((v) => v.photo_id);
    expect(new Set(photoIds).size).toBe(photoIds.length);
    const used = creatives().filter((c) => c.wire.photo_id);
    expect(used.length).toBeGreaterThan(0);
    for (const creative of used) {
      const video = all.find((v) => v.photo_id === creative.wire.photo_id);
      expect(video).toBeDefined();
      // A custom creative names its video's md5; a package's creatives name none.
      if (creative.wire.photo_md5) expect(video?.signature).toBe(creative.wire.photo_md5);
      expect(video?.new_status).toBe(1);
      // Uploaded before the creative that uses it.
      expect((video?.upload_time ?? '') < creative.wire.create_time).toBe(true);
    }
    // Unused files too.
    expect(all.length).toBeGreaterThan(new Set(used.map((c) => c.wire.photo_id)).size);
    const times = all.map((v) => v.upload_time ?? '');
    expect(times).toEqual([...times].sort().reverse());
    for (const v of all) {
      expect(v.duration).toBeGreaterThanOrEqual(8000);
      expect(v.signature).toMatch(/^[0-9a-f]{32}$/);
      expect(v.width && v.height).toBeTruthy();
    }

    const pictures = await images();
    const tokens = new Set(pictures.map((i) => i.image_token));
    expect(tokens.size).toBe(pictures.length);
    for (const { wire } of creatives()) {
      for (const token of [wire.image_token, ...(wire.image_tokens ?? [])]) {
        if (token) expect(tokens.has(token)).toBe(true);
      }
    }
    for (const p of kuaishou.ImageLibraryDataSchema.parse({ total_count: 0, details: pictures })
      .details) {
      expect(p.format).toBe('jpg');
      expect(p.size).toBeGreaterThan(0);
    }
  });

  it('pages with total_count and page_size up to 2000', async () => {
    const first = await s.post('v1/file/ad/video/list', {
      advertiser_id: advertiserId,
      new_status: -1,
      page: 1,
      page_size: 3,
    });
    expect(first.code).toBe(0);
    expect(first.data.details).toHaveLength(3);
    const whole = await s.post('v1/file/ad/video/list', {
      advertiser_id: advertiserId,
      new_status: -1,
      page_size: 2000,
    });
    expect(whole.data.total_count).toBe(first.data.total_count);
    expect(whole.data.details.slice(0, 3)).toEqual(first.data.details);
    const tooBig = await s.post('v1/file/ad/image/list', {
      advertiser_id: advertiserId,
      page_size: 2001,
    });
    expect(tooBig.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('reads every video by cursor, each once in cursor order, limit ≤ 1000 (DOC 2640)', async () => {
    const all = await videos({ new_status: -1 });
    const read: kuaishou.CursorVideo[] = [];
    let cursor = 0;
    let calls = 0;
    for (;;) {
      const answer = await s.post('gw/dsp/video/listByCursor', {
        advertiser_id: advertiserId,
        cursor,
        limit: 4,
      });
      expect(answer.code).toBe(0);
      const data = kuaishou.VideoCursorDataSchema.parse(answer.data);
      expect(data.total_count).toBe(all.length);
      calls += 1;
      if (data.details.length === 0) break;
      expect(data.details.length).toBeLessThanOrEqual(4);
      read.push(...data.details);
      cursor = Math.max(...data.details.map((v) => v.cursor));
    }
    expect(calls).toBeGreaterThan(2);
    const cursors = read.map((v) => v.cursor);
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(new Set(cursors).size).toBe(cursors.length);
    // The whole library, deleted videos too (v1/file/ad/video/list with new_status -1).
    expect(read.map((v) => v.photo_id).sort()).toEqual(all.map((v) => v.photo_id).sort());

    const defaults = await s.post('gw/dsp/video/listByCursor', {
      advertiser_id: advertiserId,
      cursor: 0,
    });
    expect(defaults.data.details).toHaveLength(Math.min(200, all.length));
    for (const body of [{ cursor: 0, limit: 1001 }, { limit: 10 }]) {
      const refused = await s.post('gw/dsp/video/listByCursor', {
        advertiser_id: advertiserId,
        ...body,
      });
      expect(refused.code).toBe(ErrorCode.PARAM_ERROR);
    }
  });

  it('leaves deleted videos out unless new_status asks for them', async () => {
    // An advertiser whose library holds a deleted video.
    let found: { all: kuaishou.LibraryVideo[]; id: number } | undefined;
    for (const id of s.advertisers) {
      advertiserId = id;
      const all = await videos({ new_status: -1 });
      if (all.some((v) => v.new_status === 0)) {
        found = { all, id };
        break;
      }
    }
    if (!found) throw new Error('no seeded library with a deleted video');
    const usable = await videos();
    const deleted = await videos({ new_status: 0 });
    expect(usable.every((v) => v.new_status === 1)).toBe(true);
    expect(deleted.every((v) => v.new_status === 0)).toBe(true);
    expect(deleted.length).toBeGreaterThan(0);
    expect(usable.length + deleted.length).toBe(found.all.length);
    expect(await videos({ new_status: 1 })).toEqual(usable);
    const used = new Set(creatives().map((c) => c.wire.photo_id));
    expect(deleted.some((v) => used.has(v.photo_id))).toBe(false);
    const wrong = await s.post('v1/file/ad/video/list', {
      advertiser_id: advertiserId,
      new_status: 2,
    });
    expect(wrong.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('filters by ids, by upload and update day, and pictures by type', async () => {
    const all = await videos({ new_status: -1 });
    const some = all.slice(1, 4).map((v) => v.photo_id);
    expect((await videos({ new_status: -1, photo_ids: some })).map((v) => v.photo_id)).toEqual(
      some,
    );
    const target = all.filter((v) => v.new_status === 1)[2];
    const day = target?.upload_time?.slice(0, 10) ?? '';
    const sameDay = await videos({ new_status: -1, start_date: day, end_date: day });
    expect(sameDay.map((v) => v.photo_id)).toContain(target?.photo_id);
    expect(sameDay.every((v) => v.upload_time?.startsWith(day))).toBe(true);
    const updated = await videos({ new_status: -1, update_start_date: day, update_end_date: day });
    expect(updated.map((v) => v.photo_id)).toContain(target?.photo_id);
    expect(await videos({ start_date: '2000-01-01', end_date: '2000-01-02' })).toEqual([]);

    const pictures = await images();
    const tokens = pictures.slice(0, 2).map((i) => i.image_token);
    expect((await images({ image_tokens: tokens })).map((i) => i.image_token)).toEqual(tokens);
    const portrait = await images({ pic_types: [5] });
    expect(portrait.length).toBeGreaterThan(0);
    expect(portrait.every((i) => i.pic_type === 5 && (i.height ?? 0) > (i.width ?? 0))).toBe(true);
    const both = await images({ pic_types: [5, 6] });
    expect(both.length).toBe(pictures.filter((i) => [5, 6].includes(i.pic_type)).length);
  });

  it('rejects more than 100 ids and day ranges sent by half or backwards', async () => {
    const ask = (path: string, body: Record<string, unknown>) =>
      s.post(path, { advertiser_id: advertiserId, ...body });
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(4_000_000_000 + i));
    expect((await ask('v1/file/ad/video/list', { photo_ids: ids(LIBRARY_IDS_MAX) })).code).toBe(0);
    for (const [path, body] of [
      ['v1/file/ad/video/list', { photo_ids: ids(LIBRARY_IDS_MAX + 1) }],
      ['v1/file/ad/image/list', { image_tokens: ids(LIBRARY_IDS_MAX + 1) }],
      ['v1/file/ad/video/list', { start_date: '2025-03-01' }],
      ['v1/file/ad/video/list', { end_date: '2025-03-01' }],
      ['v1/file/ad/video/list', { start_date: '2025-03-02', end_date: '2025-03-01' }],
      ['v1/file/ad/video/list', { update_start_date: '2025-03-01' }],
      ['v1/file/ad/video/list', { update_start_date: '2025-03-02', update_end_date: '2025-03-01' }],
      ['v1/file/ad/image/list', { end_date: '2025-03-01' }],
      ['v1/file/ad/image/list', { start_date: '2025-3-1', end_date: '2025-03-02' }],
    ] as const) {
      const answer = await ask(path, body);
      expect(answer.code, JSON.stringify(body)).toBe(ErrorCode.PARAM_ERROR);
    }
    const missing = await s.post('v1/file/ad/video/list', { page: 1 });
    expect(missing.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('adds the video of a creative written through the API, uploaded with it', async () => {
    const campaign = await s.post('gw/dsp/campaign/create', {
      advertiser_id: advertiserId,
      campaign_name: '素材库计划',
      type: 2,
    });
    const unit = await s.post('gw/dsp/unit/create', {
      advertiser_id: advertiserId,
      campaign_id: campaign.data.campaign_id,
      unit_name: '素材库组',
      bid_type: 10,
      cpa_bid: 45_000,
      ocpx_action_type: 180,
      url: 'https://app.example-games.cn/test/download',
    });
    const created = await s.post('gw/dsp/creative/create', {
      advertiser_id: advertiserId,
      unit_id: unit.data.unit_id,
      creative_name: '新视频创意',
      creative_material_type: 2,
      photo_id: '5200000077',
      image_token: 'market_new_cover.jpg',
      description: '全新版本上线',
    });
    expect(created.code).toBe(0);
    const creative = s.running.sandbox.state.kuaishou.creatives.get(created.data.creative_id);
    const [video] = await videos({ photo_ids: ['5200000077'] });
    expect(video).toMatchObject({
      photo_id: '5200000077',
      width: 1280,
      height: 720,
      new_status: 1,
    });
    expect(video?.upload_time).toBe(creative.wire.create_time);
    const today = creative.wire.create_time.slice(0, 10);
    const changed = await videos({ update_start_date: today, update_end_date: today });
    expect(changed.map((v) => v.photo_id)).toContain('5200000077');
    const [cover] = await images({ image_tokens: ['market_new_cover.jpg'] });
    expect(cover).toMatchObject({ pic_type: 6, width: 1280, height: 720 });
  });

  it('answers the same library for the same SANDBOX_SEED', async () => {
    const again = await startKuaishou();
    try {
      const read = (session: KuaishouSession) =>
        session.post('v1/file/ad/video/list', {
          advertiser_id: advertiserId,
          new_status: -1,
          page_size: 2000,
        });
      expect((await read(again)).data).toEqual((await read(s)).data);
    } finally {
      await again.running.close();
    }
  });
});

describe('Kuaishou account budget', () => {
  it('answers the day budget in 厘 over GET, 0 for 不限, within the token only', async () => {
    const running = await startSandbox({
      clockSpeed: 0,
      startAt: FIXED_START,
      rateLimits: { defaultQps: 0, rules: [] },
    });
    try {
      const accounts = running.sandbox.state.kuaishou.advertisers
        .values()
        .filter((a) => a.role === 'advertiser');
      let limited: (typeof accounts)[number] | undefined;
      let unlimited: (typeof accounts)[number] | undefined;
      const { accessToken } = await connect(running, 'kuaishou', {
        pick(offered) {
          const grantable = accounts.filter((a) => offered.includes(a.id));
          limited = grantable.find((a) => a.dailyBudget > 0);
          unlimited = grantable.find((a) => a.dailyBudget === 0);
          return [limited?.id ?? 0, unlimited?.id ?? 0];
        },
      });
      const outside = accounts.find((a) => a !== limited && a !== unlimited);
      if (!limited || !unlimited || !outside) throw new Error('seeded budgets expected');
      const get = (params: Record<string, unknown>) =>
        getJson(
          withQuery(`${running.base}/kuaishou/rest/openapi/v1/advertiser/budget/get`, params),
          {
            headers: { 'Access-Token': accessToken },
          },
        );

      const day = await get({ advertiser_id: limited.id });
      expect(day.code).toBe(0);
      expect(kuaishou.AdvertiserBudgetSchema.parse(day.data).day_budget).toBe(limited.dailyBudget);
      // 厘: the seeded budgets are whole yuan.
      expect(limited.dailyBudget % 1000).toBe(0);
      expect((await get({ advertiser_id: unlimited.id })).data).toEqual({ day_budget: 0 });
      expect((await get({})).code).toBe(ErrorCode.PARAM_ERROR);
      expect((await get({ advertiser_id: 'abc' })).code).toBe(ErrorCode.PARAM_ERROR);
      expect((await get({ advertiser_id: outside.id })).code).toBe(ErrorCode.NO_PERMISSION);
    } finally {
      await running.close();
    }
  });
});
