import {
  ERROR_CODES,
  type AdIdBatchCreateAnswer,
  type AdIdBatchListData,
  type AdIdBatchRejection,
  type AdIdBulkSearchData,
  type AdIdDetail,
  type AdIdListData,
  type BaseCreateAnswer,
  type CategoryCreateAnswer,
  type CategoryListData,
  type CategorySearchData,
} from '@toufang/contracts';
import { parseAdId } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adIds, gameApps, games, userGames } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// Channel categories and ad IDs through HTTP (spec 000 §2 `media*`, `/landing/adid`; spec 002 §7
// `/category/*`, `/amt/adid_category_*`, `/batch/*`, `/amt/search_adid`, `/searchadid/*`): the
// conversion bases they are bound to are made through `/amt/createbase`.

let t: TestApp;
let rootToken: string;
const GAME = 882_001;
const OTHER_GAME = 882_002;
const gameIds: Record<number, number> = {};
const bases = {} as Record<'tt' | 'ks' | 'ttOther', number>;
const categories = {} as Record<'tt' | 'ks', number>;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

async function sheet(rows: (string | null)[][], header = ['名称', '备注']): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('广告ID');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(
  fields: { category_id?: number; base_id?: number },
  content: Buffer,
  fileName = 'adids.xlsx',
  token = rootToken,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('file', new Blob([content]), fileName);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<AdIdBatchCreateAnswer>({
    method: 'POST',
    url: '/api/batch/adid_category_batch_create',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
}

const names = (count: number, prefix = '达人') =>
  Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, i % 7 === 0 ? '首发' : null]);

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const inserted = await t.database.db
    .insert(games)
    .values([
      { gadCfgGameId: GAME, gameName: '三国志战略版' },
      { gadCfgGameId: OTHER_GAME, gameName: '率土之滨' },
    ])
    .returning({ id: games.id, gad: games.gadCfgGameId });
  for (const g of inserted) gameIds[g.gad] = g.id;
  const app = (medium: 'bytedance' | 'kuaishou', game: number) => ({
    medium,
    platform: 'APP_ANDROID' as const,
    gameId: gameIds[game] ?? 0,
    advertiserId: '1001',
    name: `游戏-${medium}-${game}`,
    packageName: `com.example.g${game}`,
    downloadUrl: 'https://cdn.example.com/game.apk',
    reviewStatus: 'approved' as const,
  });
  const appRows = await t.database.db
    .insert(gameApps)
    .values([app('bytedance', GAME), app('kuaishou', GAME), app('bytedance', OTHER_GAME)])
    .returning({ id: gameApps.id });
  const base = async (medium: 'bytedance' | 'kuaishou', game: number, appId: number) => {
    const answer = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', {
      medium,
      gad_cfg_game_id: game,
      platform: 'APP_ANDROID',
      app_id: appId,
      name: `基础-${medium}-${game}`,
      download_url: 'https://cdn.example.com/game.apk',
      click_url: 'https://track.example.com/click',
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    return answer.data.base_id;
  };
  bases.tt = await base('bytedance', GAME, appRows[0]?.id ?? 0);
  bases.ks = await base('kuaishou', GAME, appRows[1]?.id ?? 0);
  bases.ttOther = await base('bytedance', OTHER_GAME, appRows[2]?.id ?? 0);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('channel categories', () => {
  it('creates, renames and lists a medium category; a name is unique per medium', async () => {
    const created = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
      medium: 'bytedance',
      name: ' 星图达人 ',
      remark: '达人合作',
    });
    expect(created.code, JSON.stringify(created)).toBe(0);
    categories.tt = created.data.id;
    const ks = await call<CategoryCreateAnswer>('POST', '/api/amt/adid_category_create', {
      medium: 'kuaishou',
      name: '星图达人',
    });
    expect(ks.code, '同名分类可属于不同媒体').toBe(0);
    categories.ks = ks.data.id;

    const again = await call('POST', '/api/category/create', {
      medium: 'bytedance',
      name: '星图达人',
    });
    expect(again.code).toBe(ERROR_CODES.CATEGORY_EXISTS.code);
    expect(again.message_cn).toBe('此媒体已有渠道分类「星图达人」');
    const empty = await call('POST', '/api/category/create', { medium: 'bytedance', name: ' ' });
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);

    const other = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
      medium: 'bytedance',
      name: '信息流代理',
    });
    const clash = await call('POST', '/api/category/update', {
      id: other.data.id,
      name: '星图达人',
    });
    expect(clash.code).toBe(ERROR_CODES.CATEGORY_EXISTS.code);
    const renamed = await call('POST', '/api/category/update', {
      id: other.data.id,
      name: '信息流代理A',
      remark: '代理商',
    });
    expect(renamed.code).toBe(0);

    const listed = await call<CategoryListData>(
      'GET',
      '/api/amt/adid_category_list?medium=bytedance',
    );
    expect(listed.data.list.map((c) => [c.name, c.remark, c.ad_ids])).toEqual([
      ['信息流代理A', '代理商', 0],
      ['星图达人', '达人合作', 0],
    ]);
    const options = await call<CategorySearchData>(
      'GET',
      '/api/category/search?medium=kuaishou&keyword=星图',
    );
    expect(options.data.list).toEqual([{ id: categories.ks, name: '星图达人' }]);
  });
});

describe('/batch/adid_category_batch_create', () => {
  it('creates 500 ad IDs from a sheet, each with its own click link', async () => {
    const answer = await upload(
      { category_id: categories.tt, base_id: bases.tt },
      await sheet(names(500)),
      '星图第一批.xlsx',
    );
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.count).toBe(500);
    expect(parseAdId(answer.data.first_ad_id)?.medium).toBe('bytedance');

    const batches = await call<AdIdBatchListData>('GET', '/api/batch/list?medium=bytedance');
    expect(batches.data.list[0]).toMatchObject({
      id: answer.data.batch_id,
      category_name: '星图达人',
      base_id: bases.tt,
      game_name: '三国志战略版',
      file_name: '星图第一批.xlsx',
      count: 500,
    });
    const page = await call<AdIdListData>(
      'GET',
      `/api/batch/list_adid?batch_id=${answer.data.batch_id}&per_page=1000`,
    );
    expect(page.data.page_info.total_number).toBe(500);
    const [first, second] = page.data.list;
    expect(first).toMatchObject({ ad_id: answer.data.first_ad_id, name: '达人1', remark: '首发' });
    expect(second?.name).toBe('达人2');
    expect(new Set(page.data.list.map((a) => a.ad_id)).size).toBe(500);
    expect(first?.click_url).toMatch(
      new RegExp(
        `^https://track\\.example\\.com/click\\?base_id=${bases.tt}&game_id=${GAME}&ad_id=${first?.ad_id}&`,
      ),
    );
    expect(first?.click_url).toContain('__CALLBACK_PARAM__');

    const category = await call<CategoryListData>(
      'GET',
      '/api/amt/adid_category_list?medium=bytedance&keyword=星图',
    );
    expect(category.data.list[0]).toMatchObject({ ad_ids: 500, batches: 1 });
  });

  it('reports each bad row of a 500-row sheet by its row number and writes nothing', async () => {
    const before = await t.database.db.$count(adIds);
    const rows = names(500, '代理');
    rows[41] = ['', '缺名称'];
    rows[300] = ['代理7', null];
    const answer = await upload(
      { category_id: categories.tt, base_id: bases.tt },
      await sheet(rows),
    );
    expect(answer.code).toBe(ERROR_CODES.AD_ID_ROWS_INVALID.code);
    expect(answer.message_cn).toContain('表格中有 2 行有误，未创建任何广告ID');
    expect(answer.message).toEqual(['第 43 行：名称不能为空', '第 302 行：名称与第 8 行重复']);
    expect((answer.data as unknown as AdIdBatchRejection).rows).toEqual([
      { row: 43, messages: ['名称不能为空'] },
      { row: 302, messages: ['名称与第 8 行重复'] },
    ]);
    expect(await t.database.db.$count(adIds)).toBe(before);
  });

  it('refuses a wrong header, a non-xlsx file, a missing field and mismatched media', async () => {
    const fields = { category_id: categories.tt, base_id: bases.tt };
    const header = await upload(fields, await sheet([['a', null]], ['名字']));
    expect(header.code).toBe(ERROR_CODES.AD_ID_SHEET_UNREADABLE.code);
    expect(header.message_cn).toContain('第 1 行应为表头');
    const csv = await upload(fields, Buffer.from('名称\na'), 'ids.csv');
    expect(csv.message_cn).toBe('广告ID表格无法读取：请上传 .xlsx 文件');
    const empty = await upload(fields, await sheet([]));
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const noBase = await upload({ category_id: categories.tt }, await sheet([['a', null]]));
    expect(noBase.message).toEqual(['请选择转化基础']);
    const mismatch = await upload(
      { category_id: categories.ks, base_id: bases.tt },
      await sheet([['a', null]]),
    );
    expect(mismatch.message).toEqual(['转化基础与渠道分类不属于同一媒体']);
  });
});

describe('search and detail', () => {
  it('finds an ad ID by itself, its prefix or its name, and opens its detail', async () => {
    const batches = await call<AdIdBatchListData>('GET', '/api/batch/list?medium=bytedance');
    const adId = batches.data.list[0]?.first_ad_id ?? '';
    const exact = await call<AdIdListData>(
      'GET',
      `/api/amt/search_adid?keyword=${adId.toLowerCase()}`,
    );
    expect(exact.data.list.map((a) => a.ad_id)).toEqual([adId]);
    const prefix = await call<AdIdListData>(
      'GET',
      `/api/amt/search_adid?keyword=${adId.slice(0, 6)}&per_page=1000`,
    );
    expect(prefix.data.list.map((a) => a.ad_id)).toContain(adId);
    const byName = await call<AdIdListData>('GET', '/api/amt/search_adid?keyword=达人12');
    expect(byName.data.list.map((a) => a.name).sort()).toEqual(
      ['达人12', ...Array.from({ length: 10 }, (_, i) => `达人12${i}`)].sort(),
    );
    // Pages are newest first and each counts every match, a page past the end too.
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        call<AdIdListData>('GET', `/api/amt/search_adid?keyword=达人12&per_page=6&page=${page}`),
      ),
    );
    expect(pages.map((p) => [p.data.list.length, p.data.page_info.total_number])).toEqual([
      [6, 11],
      [5, 11],
      [0, 11],
    ]);
    const ids = pages.flatMap((p) => p.data.list.map((a) => a.ad_id));
    expect(ids).toEqual(ids.toSorted().reverse());

    const detail = await call<AdIdDetail>('GET', `/api/searchadid/detail?ad_id=${adId}`);
    expect(detail.code, JSON.stringify(detail)).toBe(0);
    expect(detail.data).toMatchObject({
      item: {
        ad_id: adId,
        medium: 'bytedance',
        category_name: '星图达人',
        base_id: bases.tt,
        base_name: `基础-bytedance-${GAME}`,
        name: '达人1',
      },
      download_url: 'https://cdn.example.com/game.apk',
      file_name: '星图第一批.xlsx',
      ad: null,
    });
    const typo = await call('GET', `/api/searchadid/detail?ad_id=${adId.slice(0, -1)}0`);
    expect(typo.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });

  it('looks up several ad IDs at once, naming the missing and the malformed', async () => {
    const batches = await call<AdIdBatchListData>('GET', '/api/batch/list?medium=bytedance');
    const batch = batches.data.list[0];
    const unknown = 'B' + 'ZZZZZZZ';
    const { checkCharacter } = await import('@toufang/domain');
    const missing = unknown + checkCharacter(unknown);
    const answer = await call<AdIdBulkSearchData>('POST', '/api/searchadid/search', {
      ad_ids: [batch?.first_ad_id, batch?.last_ad_id, missing, 'hello'],
    });
    expect(answer.code).toBe(0);
    expect(answer.data.found.map((a) => a.ad_id)).toEqual([batch?.first_ad_id, batch?.last_ad_id]);
    expect(answer.data.missing).toEqual([missing]);
    expect(answer.data.invalid).toEqual(['hello']);
  });
});

describe('abilities and data scope', () => {
  it('refuses a caller without the ability of each call', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(outsider.username, outsider.password);
    for (const [method, url, payload] of [
      ['GET', '/api/amt/adid_category_list?medium=bytedance', undefined],
      ['GET', '/api/category/search?medium=bytedance', undefined],
      ['POST', '/api/category/create', { medium: 'bytedance', name: '越权' }],
      ['POST', '/api/category/update', { id: 1, name: '越权' }],
      ['GET', '/api/batch/list?medium=bytedance', undefined],
      ['GET', '/api/batch/list_adid?batch_id=1', undefined],
      ['GET', '/api/amt/search_adid?keyword=B', undefined],
      ['GET', '/api/searchadid/detail?ad_id=B00000010', undefined],
      ['POST', '/api/searchadid/search', { ad_ids: ['B00000010'] }],
    ] as const) {
      const answer = await call(method, url, payload, token);
      expect(answer.code, url).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
    const sent = await upload(
      { category_id: 1, base_id: 1 },
      await sheet([['a', null]]),
      'a.xlsx',
      token,
    );
    expect(sent.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('shows an operator the ad IDs of their games only, and refuses a base outside them', async () => {
    const operator = await createUser(t.database.db, {
      abilities: ['amt:adid_category_list', 'searchadid:detail'],
    });
    await t.database.db
      .insert(userGames)
      .values({ userId: operator.id, gameId: gameIds[OTHER_GAME] ?? 0 });
    const token = await t.login(operator.username, operator.password);

    const list = await call<AdIdBatchListData>(
      'GET',
      '/api/batch/list?medium=bytedance',
      undefined,
      token,
    );
    expect(list.data.list).toEqual([]);
    const categoriesSeen = await call<CategoryListData>(
      'GET',
      '/api/amt/adid_category_list?medium=bytedance&keyword=星图',
      undefined,
      token,
    );
    expect(categoriesSeen.data.list[0]).toMatchObject({ name: '星图达人', ad_ids: 0 });
    const all = await call<AdIdBatchListData>('GET', '/api/batch/list?medium=bytedance');
    const foreign = all.data.list[0];
    const hidden = await call(
      'GET',
      `/api/searchadid/detail?ad_id=${foreign?.first_ad_id}`,
      undefined,
      token,
    );
    expect(hidden.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(hidden.message_cn).toBe('广告ID不存在');
    const batchHidden = await call(
      'GET',
      `/api/batch/list_adid?batch_id=${foreign?.id}`,
      undefined,
      token,
    );
    expect(batchHidden.code).toBe(ERROR_CODES.NOT_FOUND.code);

    const outside = await upload(
      { category_id: categories.tt, base_id: bases.tt },
      await sheet([['越权', null]]),
      'a.xlsx',
      token,
    );
    expect(outside.message_cn).toBe('转化基础不存在');
    const own = await upload(
      { category_id: categories.tt, base_id: bases.ttOther },
      await sheet([['率土达人', null]]),
      'a.xlsx',
      token,
    );
    expect(own.code, JSON.stringify(own)).toBe(0);
    const mine = await call<AdIdBatchListData>(
      'GET',
      '/api/batch/list?medium=bytedance',
      undefined,
      token,
    );
    expect(mine.data.list.map((b) => b.id)).toEqual([own.data.batch_id]);
    const search = await call<AdIdListData>(
      'GET',
      '/api/amt/search_adid?keyword=达人',
      undefined,
      token,
    );
    expect(search.data.list.map((a) => a.name)).toEqual(['率土达人']);
  });

  it('lets a base keeper work on the batches of their bases, not of the media they do not keep', async () => {
    const keeper = await createUser(t.database.db, { abilities: ['amt:linkbase'] });
    await t.database.db.insert(userGames).values({ userId: keeper.id, gameId: gameIds[GAME] ?? 0 });
    const token = await t.login(keeper.username, keeper.password);
    const pcBase = await call<BaseCreateAnswer>('POST', '/api/tradition/createbase', {
      gad_cfg_game_id: GAME,
      name: '基础-pc',
      download_url: 'https://game.example.com/pc/download',
      click_url: 'https://track.example.com/pc',
    });
    expect(pcBase.code, JSON.stringify(pcBase)).toBe(0);
    const pcCategory = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
      medium: 'pc',
      name: '下载站',
    });
    const pcBatch = await upload(
      { category_id: pcCategory.data.id, base_id: pcBase.data.base_id },
      await sheet([['多玩', null]]),
    );
    expect(pcBatch.code, JSON.stringify(pcBatch)).toBe(0);

    // 批量广告ID of one base: its batches only, and a sheet uploaded onto it.
    const made = await upload(
      { category_id: categories.tt, base_id: bases.tt },
      await sheet([['基础页渠道', null]]),
      'base.xlsx',
      token,
    );
    expect(made.code, JSON.stringify(made)).toBe(0);
    const ofBase = await call<AdIdBatchListData>(
      'GET',
      `/api/batch/list?medium=bytedance&base_id=${bases.tt}`,
      undefined,
      token,
    );
    expect(ofBase.data.list.length).toBeGreaterThan(0);
    expect(new Set(ofBase.data.list.map((b) => b.base_id))).toEqual(new Set([bases.tt]));
    expect(ofBase.data.list[0]?.id).toBe(made.data.batch_id);
    const opened = await call<AdIdListData>(
      'GET',
      `/api/batch/list_adid?batch_id=${made.data.batch_id}`,
      undefined,
      token,
    );
    expect(opened.data.list.map((a) => a.name)).toEqual(['基础页渠道']);
    const options = await call<CategorySearchData>(
      'GET',
      '/api/category/search?medium=bytedance',
      undefined,
      token,
    );
    expect(options.code).toBe(0);

    // 端游媒体's bases are kept with tradition:linkbase: not listed, opened or added to.
    const every = await call<AdIdBatchListData>('GET', '/api/batch/list', undefined, token);
    expect(every.data.list.some((b) => b.medium === 'pc')).toBe(false);
    const pcList = await call<AdIdBatchListData>(
      'GET',
      '/api/batch/list?medium=pc',
      undefined,
      token,
    );
    expect(pcList.data.list).toEqual([]);
    const pcOpened = await call(
      'GET',
      `/api/batch/list_adid?batch_id=${pcBatch.data.batch_id}`,
      undefined,
      token,
    );
    expect(pcOpened.message_cn).toBe('广告ID批次不存在');
    const pcUpload = await upload(
      { category_id: pcCategory.data.id, base_id: pcBase.data.base_id },
      await sheet([['越权', null]]),
      'pc.xlsx',
      token,
    );
    expect(pcUpload.message_cn).toBe('转化基础不存在');
  });
});
