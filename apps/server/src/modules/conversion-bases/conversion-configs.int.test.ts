import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BasePushAnswer,
  type BasePushListData,
  type ConvertCfgData,
  type ConvertListData,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps } from '../../db/schema';
import { createGame, createUser } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Conversion configs through our API (spec 002 §7 `/convert/cfg`, `updatestatus`, `convertlist`)
// and Ocean Engine's `/bytedance/event/job_retry_track_url_group_id`, against the media sandbox
// over HTTP: a conversion turned off is not made by the next push, the conversions made are
// listed per account, and an account left without its track-url group is pushed again.

const GAME = 884_001;

let w: ApiWorld;
let baseId = 0;
beforeAll(async () => {
  w = await startApiWorld();
  const gameId = await createGame(w.t.database.db, GAME, '率土之滨');
  const [a = '', b = ''] = w.advertisers;
  const apps = await w.t.database.db
    .insert(gameApps)
    .values(
      [a, b].map((advertiserId, i) => ({
        medium: 'bytedance' as const,
        platform: 'APP_IOS' as const,
        gameId,
        advertiserId,
        name: '率土之滨',
        packageName: 'com.example.shuaitu.ios',
        downloadUrl: 'https://apps.apple.com/cn/app/id1234567891',
        mediaAppId: `88400${i}`,
        reviewStatus: 'approved' as const,
      })),
    )
    .returning({ id: gameApps.id });
  const answer = await w.post<BaseCreateAnswer>('/api/amt/createbase', {
    medium: 'bytedance',
    gad_cfg_game_id: GAME,
    platform: 'APP_IOS',
    app_id: apps[0]?.id,
    name: '率土-iOS',
    download_url: 'https://apps.apple.com/cn/app/id1234567891',
    click_url: 'https://track.example.com/click',
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  baseId = answer.data.base_id;
}, 120_000);
afterAll(() => w.close());

const cfg = async () => (await w.get<ConvertCfgData>(`/api/convert/cfg?base_id=${baseId}`)).data;
const reported = async () => (await cfg()).events.filter((e) => e.enabled).map((e) => e.type);

describe('/convert/cfg and /convert/updatestatus', () => {
  it('reports every conversion of the medium until one is turned off', async () => {
    expect((await cfg()).events).toEqual([
      { type: 'active', label: '激活', enabled: true },
      { type: 'active_register', label: '注册', enabled: true },
      { type: 'active_pay', label: '付费', enabled: true },
    ]);
    const off = await w.post<ConvertCfgData>('/api/convert/updatestatus', {
      base_id: baseId,
      event_type: 'active_pay',
      enabled: false,
    });
    expect(off.code, JSON.stringify(off)).toBe(0);
    expect(await reported()).toEqual(['active', 'active_register']);
  });

  it('keeps one conversion reported and refuses a type of another medium, changing nothing', async () => {
    await w.post('/api/convert/updatestatus', {
      base_id: baseId,
      event_type: 'active_register',
      enabled: false,
    });
    const last = await w.post('/api/convert/updatestatus', {
      base_id: baseId,
      event_type: 'active',
      enabled: false,
    });
    expect(last.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(last)).toContain('转化基础至少回传一个转化事件');
    const foreign = await w.post('/api/convert/updatestatus', {
      base_id: baseId,
      event_type: 'OPTIMIZATIONGOAL_APP_ACTIVATE',
      enabled: true,
    });
    expect(JSON.stringify(foreign)).toContain('不是该媒体的转化事件');
    expect(await reported()).toEqual(['active']);
    await w.post('/api/convert/updatestatus', {
      base_id: baseId,
      event_type: 'active_register',
      enabled: true,
    });
    expect(await reported()).toEqual(['active', 'active_register']);
  });
});

describe('/convert/convertlist and job_retry_track_url_group_id', () => {
  it('makes only the reported conversions and lists them per account', async () => {
    const [a = '', b = ''] = w.advertisers;
    // Account b holds an asset of another app under the base's name: the medium refuses it.
    const oe = w.running.sandbox.state.oceanengine;
    oe.eventAssets.insert({
      id: w.running.sandbox.state.nextId('oceanengine.eventAsset'),
      advertiserId: Number(b),
      parentId: null,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      wire: {
        asset_type: 'APP',
        asset_name: '率土-iOS',
        app_asset: {
          name: '率土-iOS',
          package_name: 'com.other.app',
          download_url: 'https://apps.apple.com/cn/app/id1',
          app_type: 'IOS',
        },
      },
    });
    const pushed = await w.post<BasePushAnswer>('/api/convert/push', {
      base_id: baseId,
      advertiser_ids: [a, b],
    });
    expect(pushed.code, JSON.stringify(pushed)).toBe(0);
    await w.drain();

    const list = await w.get<ConvertListData>(`/api/convert/convertlist?base_id=${baseId}`);
    expect(list.code, JSON.stringify(list)).toBe(0);
    expect(list.data.list.map((r) => [r.advertiser_id, r.event_type, r.label, r.enabled])).toEqual([
      [a, 'active', '激活', true],
      [a, 'active_register', '注册', true],
    ]);
    expect(list.data.list[0]?.media_event_id).toMatch(/^\d+$/);
    expect(list.data.list[0]?.push_status).toBe('succeeded');
    const paged = await w.get<ConvertListData>(
      `/api/convert/convertlist?base_id=${baseId}&page=2&per_page=1`,
    );
    expect(paged.data.list.map((r) => r.event_type)).toEqual(['active_register']);
    expect(paged.data.page_info.total_number).toBe(2);
  });

  it('pushes again the accounts left without their track-url group', async () => {
    const [, b = ''] = w.advertisers;
    const retried = await w.post<BasePushAnswer>(
      '/api/bytedance/event/job_retry_track_url_group_id',
      { base_id: baseId },
    );
    expect(retried.code, JSON.stringify(retried)).toBe(0);
    expect(retried.data.item_count).toBe(1);
    const read = await w.get<BasePushListData>(`/api/convert/read?base_id=${baseId}`);
    expect(read.data.list.find((r) => r.advertiser_id === b)?.status).toBe('pushing');

    // The clashing asset goes: the retry makes b's objects, and nothing is left to retry.
    const oe = w.running.sandbox.state.oceanengine;
    for (const asset of oe.eventAssets.listByAdvertiser(Number(b))) {
      oe.eventAssets.delete(asset.id);
    }
    await w.drain();
    const after = await w.get<BasePushListData>(`/api/convert/read?base_id=${baseId}`);
    const row = after.data.list.find((r) => r.advertiser_id === b);
    expect(row?.status, JSON.stringify(row)).toBe('succeeded');
    expect(row?.track_url_group_id).toMatch(/^\d+$/);
    const none = await w.post('/api/bytedance/event/job_retry_track_url_group_id', {
      base_id: baseId,
    });
    expect(none.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(none)).toContain('没有缺少监测链接组的失败账户');
  });

  it('refuses a caller without the conversion-base ability', async () => {
    const outsider = await createUser(w.t.database.db, { abilities: ['material:list'] });
    const token = await w.t.login(outsider.username, outsider.password);
    for (const [method, url] of [
      ['GET', `/api/convert/cfg?base_id=${baseId}`],
      ['GET', `/api/convert/convertlist?base_id=${baseId}`],
      ['POST', '/api/convert/updatestatus'],
      ['POST', '/api/bytedance/event/job_retry_track_url_group_id'],
    ] as const) {
      const answer =
        method === 'GET'
          ? await w.get(url, token)
          : await w.post(url, { base_id: baseId, event_type: 'active', enabled: true }, token);
      expect(answer.code, url).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
  });
});
