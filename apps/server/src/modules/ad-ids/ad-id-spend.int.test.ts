import {
  ERROR_CODES,
  type AdIdBatchCreateAnswer,
  type AdIdDetail,
  type BaseCreateAnswer,
  type CategoryCreateAnswer,
  type SpendDayListData,
  type SpendImportAnswer,
  type SpendImportListData,
  type SpendSummaryData,
  type TraditionBaseCreateAnswer,
} from '@toufang/contracts';
import { addDays, formatAdId, shanghaiDate } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps, games, userGames } from '../../db/schema';
import { createUser } from '../../test/factories';
import { seedAdvertiser, seedStat } from '../delivery-reports/test-fixtures';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// Manual spend of the link-based media (docs/architecture/ad-ids.md "Spend of the link-based
// media"): a sheet of ad IDs and days is checked whole, row by row, and imported all or nothing;
// a later sheet of the same ad ID and day replaces its figures; the detail shows an ad ID's spend.

let t: TestApp;
let rootToken: string;
let otherOnlyToken: string;
const GAME = 885_001;
let otherAdIds: string[] = [];
let pcAdId = '';
let today = '';

async function workbook(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('消耗');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const HEADER = ['日期', '广告ID', '消耗（元）', '展示', '点击', '激活', '注册', '付费金额（元）'];

async function post<T>(
  token: string,
  url: string,
  fields: Record<string, string>,
  file: Buffer,
  name: string,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file]), name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<T>({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
}
const importSheet = (token: string, file: Buffer) =>
  post<SpendImportAnswer>(token, '/api/amt/spend_import', {}, file, '消耗.xlsx');
const call = <T>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  today = shanghaiDate(t.clock.now());
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const [game] = await t.database.db
    .insert(games)
    .values({ gadCfgGameId: GAME, gameName: '梦幻西游' })
    .returning({ id: games.id });
  const [app] = await t.database.db
    .insert(gameApps)
    .values({
      medium: 'other',
      platform: 'APP_ANDROID',
      gameId: game?.id ?? 0,
      advertiserId: null,
      name: '梦幻西游',
      packageName: 'com.example.menghuan',
      downloadUrl: 'https://cdn.example.com/mh.apk',
      reviewStatus: 'local',
    })
    .returning({ id: gameApps.id });
  const base = await call<BaseCreateAnswer>(rootToken, 'POST', '/api/amt/createbase', {
    medium: 'other',
    gad_cfg_game_id: GAME,
    platform: 'APP_ANDROID',
    app_id: app?.id,
    name: '梦幻-安卓-其他媒体',
    download_url: 'https://cdn.example.com/mh.apk',
    click_url: 'https://track.example.com/click',
  });
  const category = await call<CategoryCreateAnswer>(rootToken, 'POST', '/api/category/create', {
    medium: 'other',
    name: '地推',
  });
  const batch = await post<AdIdBatchCreateAnswer>(
    rootToken,
    '/api/batch/adid_category_batch_create',
    { category_id: String(category.data.id), base_id: String(base.data.base_id) },
    await workbook([
      ['名称', '备注'],
      ['校园地推', null],
      ['商场地推', null],
    ]),
    '地推.xlsx',
  );
  otherAdIds = [batch.data.first_ad_id, batch.data.last_ad_id];

  const pcCategory = await call<CategoryCreateAnswer>(rootToken, 'POST', '/api/category/create', {
    medium: 'pc',
    name: '网吧',
  });
  const pc = await post<TraditionBaseCreateAnswer>(
    rootToken,
    '/api/tradition/createbase_v2',
    {
      gad_cfg_game_id: String(GAME),
      name: '梦幻-PC',
      download_url: 'https://xyq.example.com/download',
      click_url: 'https://track.example.com/pc',
      category_id: String(pcCategory.data.id),
    },
    await workbook([
      ['名称', '备注'],
      ['网吧联盟', null],
    ]),
    '网吧.xlsx',
  );
  pcAdId = pc.data.batch?.first_ad_id ?? '';

  // An Ocean Engine account of the game with a synced day, for the summary.
  const advertiserId = await seedAdvertiser(t.database.db, { name: '梦幻-头条', gameId: game?.id });
  await seedStat(t.database.db, 'advertiser', advertiserId, today, {
    advertiserId,
    cost: 500_000,
    impressions: 90_000,
    clicks: 1_200,
  });

  const otherOnly = await createUser(t.database.db, { abilities: ['amt:linkbase'] });
  await t.database.db.insert(userGames).values({ userId: otherOnly.id, gameId: game?.id ?? 0 });
  otherOnlyToken = await t.login(otherOnly.username, otherOnly.password);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('spend import of the link-based media', () => {
  it('refuses a sheet with bad rows by row number and imports nothing', async () => {
    const refused = await importSheet(
      rootToken,
      await workbook([
        HEADER,
        [today, otherAdIds[0] ?? '', 100, 1000, 10],
        [today, formatAdId('bytedance', 5), 10],
        [today, formatAdId('other', 999_999), 10],
        [addDays(today, 1), otherAdIds[1] ?? '', 10],
        [today, otherAdIds[0] ?? '', 12.345],
      ]),
    );
    expect(refused.code).toBe(ERROR_CODES.SPEND_ROWS_INVALID.code);
    expect(refused.data).toEqual({
      rows: [
        { row: 3, messages: ['巨量引擎的消耗由媒体接口同步，不能手工导入'] },
        { row: 4, messages: ['广告ID不存在'] },
        { row: 5, messages: ['日期不能晚于今天'] },
        { row: 6, messages: ['消耗最多两位小数', '与第 2 行是同一广告ID的同一天'] },
      ],
    });
    const imports = await call<SpendImportListData>(rootToken, 'GET', '/api/amt/spend_imports');
    expect(imports.data.list).toEqual([]);
  });

  it('refuses a sheet with another header', async () => {
    const refused = await importSheet(
      rootToken,
      await workbook([
        ['名称', '备注'],
        ['x', null],
      ]),
    );
    expect(refused.code).toBe(ERROR_CODES.SPEND_SHEET_UNREADABLE.code);
  });

  it('imports the days, dates typed or as date cells, and shows them in the detail', async () => {
    const yesterday = addDays(today, -1);
    const imported = await importSheet(
      rootToken,
      await workbook([
        HEADER,
        [new Date(`${yesterday}T00:00:00Z`), otherAdIds[0] ?? '', 1234.5, 20_000, 300, 12, 8, 648],
        [today, (otherAdIds[0] ?? '').toLowerCase(), 100, null, null],
        [today, pcAdId, 50],
      ]),
    );
    expect(imported.code, JSON.stringify(imported)).toBe(0);
    expect(imported.data).toMatchObject({
      rows: 3,
      replaced: 0,
      ad_ids: 2,
      first_date: yesterday,
      last_date: today,
      cost: 123_450 + 10_000 + 5_000,
    });

    const detail = await call<AdIdDetail>(
      rootToken,
      'GET',
      `/api/searchadid/detail?ad_id=${otherAdIds[0] ?? ''}`,
    );
    expect(detail.data.spend).toEqual({
      total: {
        cost: 133_450,
        impressions: 20_000,
        clicks: 300,
        activations: 12,
        registrations: 8,
        pay_amount: 64_800,
      },
      days: [
        {
          stat_date: today,
          metrics: expect.objectContaining({ cost: 10_000, impressions: 0 }) as unknown,
        },
        { stat_date: yesterday, metrics: expect.objectContaining({ cost: 123_450 }) as unknown },
      ],
      day_count: 2,
    });
  });

  it('replaces a day imported again and keeps the import list', async () => {
    const again = await importSheet(
      rootToken,
      await workbook([HEADER, [today, otherAdIds[0] ?? '', 80]]),
    );
    expect(again.data).toMatchObject({ rows: 1, replaced: 1, cost: 8_000 });
    const detail = await call<AdIdDetail>(
      rootToken,
      'GET',
      `/api/searchadid/detail?ad_id=${otherAdIds[0] ?? ''}`,
    );
    expect(detail.data.spend?.total.cost).toBe(123_450 + 8_000);

    const imports = await call<SpendImportListData>(rootToken, 'GET', '/api/amt/spend_imports');
    expect(imports.data.list.map((i) => [i.rows, i.replaced])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    const first = imports.data.list[1]?.id ?? 0;
    const days = await call<SpendDayListData>(
      rootToken,
      'GET',
      `/api/amt/spend_import_rows?import_id=${first}`,
    );
    // The day taken over by the later sheet is no longer the first sheet's.
    expect(days.data.list.map((d) => [d.ad_id, d.stat_date])).toEqual([
      [pcAdId, today],
      [otherAdIds[0], addDays(today, -1)],
    ]);
  });

  it('shows a desktop-game ad ID its spend too', async () => {
    const detail = await call<AdIdDetail>(
      rootToken,
      'GET',
      `/api/searchadid/detail?ad_id=${pcAdId}`,
    );
    expect(detail.data.spend?.total.cost).toBe(5_000);
  });

  it('lets a user import only the media whose bases they keep', async () => {
    const refused = await importSheet(otherOnlyToken, await workbook([HEADER, [today, pcAdId, 1]]));
    expect(refused.code).toBe(ERROR_CODES.SPEND_ROWS_INVALID.code);
    expect(refused.data).toEqual({ rows: [{ row: 2, messages: ['无权导入端游媒体的消耗'] }] });
    const mine = await importSheet(
      otherOnlyToken,
      await workbook([HEADER, [today, otherAdIds[1] ?? '', 1]]),
    );
    expect(mine.code, JSON.stringify(mine)).toBe(0);
    const denied = await t.call({
      method: 'GET',
      url: '/api/amt/spend_imports',
      token: await t.login(
        ...(await createUser(t.database.db, { abilities: ['searchadid:detail'] }).then(
          (u) => [u.username, u.password] as const,
        )),
      ),
    });
    expect(denied.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('sums the imports beside the API media by medium and game', async () => {
    const url = `/api/amt/spend_summary?start_date=${addDays(today, -7)}&end_date=${today}&gad_cfg_game_id=${GAME}`;
    const summary = await call<SpendSummaryData>(rootToken, 'GET', url);
    expect(summary.code, JSON.stringify(summary)).toBe(0);
    expect(summary.data.api_media).toBe(true);
    expect(
      summary.data.list.map((r) => [r.medium, r.source, r.game_name, r.cost, r.impressions]),
    ).toEqual([
      ['bytedance', 'media', '梦幻西游', 500_000, 90_000],
      ['other', 'import', '梦幻西游', 123_450 + 8_000 + 100, 20_000],
      ['pc', 'import', '梦幻西游', 5_000, 0],
    ]);

    // Without the account list's ability the API media stay out; 端游媒体 too without its ability.
    const own = await call<SpendSummaryData>(otherOnlyToken, 'GET', url);
    expect(own.data.api_media).toBe(false);
    expect(own.data.list.map((r) => r.medium)).toEqual(['other']);

    const backwards = await call(
      rootToken,
      'GET',
      `/api/amt/spend_summary?start_date=${today}&end_date=${addDays(today, -1)}`,
    );
    expect(backwards.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
