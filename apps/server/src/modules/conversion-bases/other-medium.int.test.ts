import {
  ERROR_CODES,
  type AdIdBatchCreateAnswer,
  type AdIdListData,
  type BaseAppData,
  type BaseCreateAnswer,
  type BaseLinkListData,
  type BaseListData,
  type CategoryCreateAnswer,
} from '@toufang/contracts';
import { parseAdId } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps, games } from '../../db/schema';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// 其他媒体 (spec 000 §2 `/transConfigOther/other`, `mediaOther`): a link-based medium without an
// API goes through the same calls as the API media (`/amt/createbase`, `linklist`, `/category/*`,
// `/batch/*`) with medium `other`; its links carry no macros and it has no callback or push.

let t: TestApp;
let rootToken: string;
const GAME = 883_001;
let appId = 0;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call<T>({ method, url, token: rootToken, ...(payload ? { payload } : {}) });

async function sheet(names: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (const name of names) ws.addRow([name, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(fields: { category_id: number; base_id: number }, content: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', new Blob([content]), 'other.xlsx');
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<AdIdBatchCreateAnswer>({
    method: 'POST',
    url: '/api/batch/adid_category_batch_create',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: rootToken,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const [game] = await t.database.db
    .insert(games)
    .values({ gadCfgGameId: GAME, gameName: '三国志战略版' })
    .returning({ id: games.id });
  // A link-based medium's app is kept in app management only: no account, state `local`.
  const [app] = await t.database.db
    .insert(gameApps)
    .values({
      medium: 'other',
      platform: 'APP_ANDROID',
      gameId: game?.id ?? 0,
      advertiserId: null,
      name: '三国志战略版-其他媒体',
      packageName: 'com.example.sanguo',
      downloadUrl: 'https://cdn.example.com/sanguo.apk',
      reviewStatus: 'local',
    })
    .returning({ id: gameApps.id });
  appId = app?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('其他媒体 bases and channel IDs', () => {
  let baseId = 0;

  it('offers the app kept locally and makes a base whose links carry no macros', async () => {
    const options = await call<BaseAppData>(
      'GET',
      `/api/amt/appidquery?medium=other&gad_cfg_game_id=${GAME}&platform=APP_ANDROID`,
    );
    expect(options.code, JSON.stringify(options)).toBe(0);
    expect(options.data.list.map((a) => a.app_id)).toEqual([appId]);

    const created = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', {
      medium: 'other',
      gad_cfg_game_id: GAME,
      platform: 'APP_ANDROID',
      app_id: appId,
      name: '三国志-安卓-其他媒体',
      download_url: 'https://cdn.example.com/sanguo.apk',
      click_url: 'https://track.example.com/click',
    });
    expect(created.code, JSON.stringify(created)).toBe(0);
    baseId = created.data.base_id;

    const links = await call<BaseLinkListData>('GET', `/api/amt/linklist?base_id=${baseId}`);
    expect(links.data.base).toMatchObject({ medium: 'other', app_id: appId });
    expect(links.data.links).toEqual([
      expect.objectContaining({
        kind: 'click',
        method: 'GET',
        url: `https://track.example.com/click?base_id=${baseId}&game_id=${GAME}`,
        macros: [],
      }),
    ]);

    const listed = await call<BaseListData>('GET', '/api/amt/linkbase?medium=other');
    expect(listed.data.list.map((b) => b.id)).toEqual([baseId]);
    const bytedance = await call<BaseListData>('GET', '/api/amt/linkbase?medium=bytedance');
    expect(bytedance.data.list.map((b) => b.id)).not.toContain(baseId);
  });

  it('refuses an app of another medium and a push to accounts', async () => {
    const wrongApp = await call('POST', '/api/amt/createbase', {
      medium: 'other',
      gad_cfg_game_id: GAME,
      platform: 'APP_IOS',
      app_id: appId,
      name: '三国志-iOS-其他媒体',
      download_url: 'https://apps.apple.com/cn/app/id123456',
      click_url: 'https://track.example.com/click',
    });
    expect(wrongApp.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);

    const push = await call('POST', '/api/convert/push', {
      base_id: baseId,
      advertiser_ids: ['1001'],
    });
    expect(push.code).toBe(ERROR_CODES.BASE_PUSH_UNSUPPORTED.code);
    expect(push.message_cn).toContain('其他媒体');
  });

  it('makes ad IDs of the medium whose click link carries the ad ID', async () => {
    const category = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
      medium: 'other',
      name: '线下渠道',
    });
    expect(category.code, JSON.stringify(category)).toBe(0);
    const batch = await upload(
      { category_id: category.data.id, base_id: baseId },
      await sheet(['渠道甲', '渠道乙']),
    );
    expect(batch.code, JSON.stringify(batch)).toBe(0);
    expect(batch.data.count).toBe(2);
    expect(batch.data.first_ad_id).toMatch(/^O/);
    expect(parseAdId(batch.data.first_ad_id)?.medium).toBe('other');

    const page = await call<AdIdListData>(
      'GET',
      `/api/batch/list_adid?batch_id=${batch.data.batch_id}`,
    );
    expect(page.data.list[0]?.click_url).toBe(
      `https://track.example.com/click?base_id=${baseId}&game_id=${GAME}&ad_id=${batch.data.first_ad_id}`,
    );
  });

  it('keeps a base of the API media out of the medium', async () => {
    const category = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
      medium: 'bytedance',
      name: '其他媒体之外',
    });
    const mismatch = await upload(
      { category_id: category.data.id, base_id: baseId },
      await sheet(['渠道丙']),
    );
    expect(mismatch.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
