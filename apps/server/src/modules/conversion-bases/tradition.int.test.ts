import {
  ERROR_CODES,
  type AdIdBatchListData,
  type AdIdListData,
  type BaseLinkListData,
  type BaseListData,
  type CategoryCreateAnswer,
  type MediaRuleData,
  type TraditionBaseCreateAnswer,
} from '@toufang/contracts';
import { parseAdId } from '@toufang/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adIdBatches, conversionBases, games, userGames } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// 端游媒体 (spec 000 §2 `/transConfigPc`: `pc` needs tradition:linkbase, `pcBatch`
// tradition:batchlist; spec 002 §7 `/tradition/*`): conversion bases of medium `pc` for a
// game's PC client, made with the ad IDs of a sheet of channels, and their batches.

let t: TestApp;
let rootToken: string;
let pcToken: string;
let batchToken: string;
const GAME = 884_001;
const OTHER_GAME = 884_002;

const call = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('渠道');
  ws.addRow(['名称', '备注']);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `/tradition/createbase_v2` as the page sends it: the fields and, maybe, the sheet. */
async function createV2(token: string, fields: Record<string, string | number>, file?: Buffer) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (file) form.append('file', new Blob([file]), '端游渠道.xlsx');
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<TraditionBaseCreateAnswer>({
    method: 'POST',
    url: '/api/tradition/createbase_v2',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
}

const base = (gameId: number, name: string) => ({
  gad_cfg_game_id: gameId,
  name,
  download_url: 'https://game.example.com/client/download',
  click_url: 'https://track.example.com/pc/click',
});

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const inserted = await t.database.db
    .insert(games)
    .values([
      { gadCfgGameId: GAME, gameName: '剑网三' },
      { gadCfgGameId: OTHER_GAME, gameName: '天涯明月刀' },
    ])
    .returning({ id: games.id });
  const pcUser = await createUser(t.database.db, {
    abilities: ['tradition:linkbase', 'tradition:batchlist'],
  });
  await t.database.db.insert(userGames).values({ userId: pcUser.id, gameId: inserted[0]?.id ?? 0 });
  pcToken = await t.login(pcUser.username, pcUser.password);
  const batchUser = await createUser(t.database.db, { abilities: ['amt:linkbase'] });
  batchToken = await t.login(batchUser.username, batchUser.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('/tradition bases of the desktop-game media', () => {
  let baseId = 0;

  it('makes a PC base without an app whose click link carries no macros', async () => {
    const created = await call<TraditionBaseCreateAnswer>(
      pcToken,
      'POST',
      '/api/tradition/createbase',
      base(GAME, '剑网三-PC-端游媒体'),
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    expect(created.data.batch).toBeNull();
    baseId = created.data.base_id;

    const links = await call<BaseLinkListData>(
      pcToken,
      'GET',
      `/api/tradition/linklist?base_id=${baseId}`,
    );
    expect(links.data.base).toMatchObject({ medium: 'pc', platform: 'PC', app_id: null });
    expect(links.data.links).toEqual([
      expect.objectContaining({
        kind: 'click',
        url: `https://track.example.com/pc/click?base_id=${baseId}&game_id=${GAME}`,
        macros: [],
      }),
    ]);
    // The pickers send the medium as on /amt; it is the route's own.
    const listed = await call<BaseListData>(pcToken, 'GET', '/api/tradition/linkbase?medium=pc');
    expect(listed.data.list.map((b) => b.id)).toEqual([baseId]);
  });

  it('refuses a second base of the game and a game outside the data scope', async () => {
    const again = await call(pcToken, 'POST', '/api/tradition/createbase', base(GAME, '第二个'));
    expect(again.code).toBe(ERROR_CODES.BASE_EXISTS.code);
    const outside = await call(
      pcToken,
      'POST',
      '/api/tradition/createbase',
      base(OTHER_GAME, '天刀-PC'),
    );
    expect(outside.code).toBe(ERROR_CODES.GAME_OUT_OF_SCOPE.code);
  });

  it('keeps pc bases under tradition:linkbase and the /amt calls to their media', async () => {
    const amtList = await call(rootToken, 'GET', '/api/amt/linkbase?medium=pc');
    expect(amtList.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const amtCreate = await call(rootToken, 'POST', '/api/amt/createbase', {
      ...base(OTHER_GAME, '天刀'),
      medium: 'pc',
      platform: 'PC',
    });
    expect(amtCreate.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    // An amt:linkbase user: no /tradition call, and a pc base is not found through /amt.
    const denied = await call(batchToken, 'GET', '/api/tradition/linkbase');
    expect(denied.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    const hidden = await call(batchToken, 'GET', `/api/amt/linklist?base_id=${baseId}`);
    expect(hidden.code).toBe(ERROR_CODES.NOT_FOUND.code);
    const refresh = await call(batchToken, 'POST', '/api/link/refresh_url', { base_id: baseId });
    expect(refresh.code).toBe(ERROR_CODES.NOT_FOUND.code);
    // The pc user may rebuild its links.
    const rebuilt = await call(pcToken, 'POST', '/api/link/refresh_url', { base_id: baseId });
    expect(rebuilt.code, JSON.stringify(rebuilt)).toBe(0);
  });

  it('refuses a mobile platform on a pc base through the rules', async () => {
    const rule = await call<MediaRuleData>(
      pcToken,
      'GET',
      '/api/media/check_media_rule?medium=pc&platform=APP_ANDROID&click_url=https://track.example.com/c',
    );
    expect(rule.code, JSON.stringify(rule)).toBe(0);
    expect(rule.data).toEqual({
      passed: false,
      problems: [{ field: 'platform', message: '端游媒体的转化基础平台只能是PC' }],
    });
  });
});

describe('/tradition/createbase_v2 and the pc batches', () => {
  let categoryId = 0;

  beforeAll(async () => {
    const category = await call<CategoryCreateAnswer>(rootToken, 'POST', '/api/category/create', {
      medium: 'pc',
      name: '下载站',
    });
    categoryId = category.data.id;
  });

  it('makes nothing when a row of the sheet is bad', async () => {
    const refused = await createV2(
      rootToken,
      { ...base(OTHER_GAME, '天刀-PC-端游媒体'), category_id: categoryId },
      await sheet([
        ['多玩', null],
        ['', '备注无名称'],
        ['多玩', null],
      ]),
    );
    expect(refused.code).toBe(ERROR_CODES.AD_ID_ROWS_INVALID.code);
    expect(refused.data).toEqual({
      rows: [
        { row: 3, messages: ['名称不能为空'] },
        { row: 4, messages: ['名称与第 2 行重复'] },
      ],
    });
    const made = await t.database.db
      .select({ id: conversionBases.id })
      .from(conversionBases)
      .innerJoin(games, eq(games.id, conversionBases.gameId))
      .where(eq(games.gadCfgGameId, OTHER_GAME));
    expect(made).toEqual([]);
  });

  it('asks for the category when a sheet is sent', async () => {
    const refused = await createV2(
      rootToken,
      base(OTHER_GAME, '天刀-PC-端游媒体'),
      await sheet([['多玩', null]]),
    );
    expect(refused.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(refused.message_cn).toContain('请选择渠道分类');
  });

  it('makes the base and one ad ID a channel, listed on pcBatch', async () => {
    const created = await createV2(
      rootToken,
      { ...base(OTHER_GAME, '天刀-PC-端游媒体'), category_id: categoryId },
      await sheet([
        ['多玩', '首页推荐'],
        ['17173', null],
      ]),
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    expect(created.data.batch?.count).toBe(2);
    const first = created.data.batch?.first_ad_id ?? '';
    expect(parseAdId(first)?.medium).toBe('pc');
    expect(first).toMatch(/^P/);

    const batches = await call<AdIdBatchListData>(rootToken, 'GET', '/api/tradition/batchlist');
    expect(batches.data.list).toEqual([
      expect.objectContaining({
        medium: 'pc',
        count: 2,
        platform: 'PC',
        file_name: '端游渠道.xlsx',
      }),
    ]);
    const batchId = batches.data.list[0]?.id ?? 0;
    const links = await call<AdIdListData>(
      rootToken,
      'GET',
      `/api/tradition/batchlist_link?batch_id=${batchId}`,
    );
    expect(links.data.list.map((a) => [a.name, a.click_url])).toEqual([
      [
        '多玩',
        `https://track.example.com/pc/click?base_id=${created.data.base_id}&game_id=${OTHER_GAME}&ad_id=${first}`,
      ],
      ['17173', expect.stringContaining('&ad_id=P')],
    ]);
  });

  it('lists only pc batches on pcBatch', async () => {
    const [other] = await t.database.db
      .select({ id: adIdBatches.id })
      .from(adIdBatches)
      .where(eq(adIdBatches.medium, 'bytedance'));
    expect(other).toBeUndefined();
    const missing = await call(rootToken, 'GET', '/api/tradition/batchlist_link?batch_id=999999');
    expect(missing.code).toBe(ERROR_CODES.NOT_FOUND.code);
  });
});
