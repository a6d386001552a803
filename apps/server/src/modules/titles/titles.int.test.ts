import {
  ERROR_CODES,
  type TitleCreatorsData,
  type TitleDeletedData,
  type TitleImportPreviewData,
  type TitleImportResultData,
  type TitleItem,
  type TitleListData,
  type TitleTagsData,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, ads, creatives, games, statsDaily } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The title library through HTTP on a real database (docs/architecture/titles.md).

const GAME = 3101;
const OTHER_GAME = 3102;
const TODAY = '2026-03-10';

let t: TestApp;
let operator: { id: number; token: string };
let outsiderToken: string;

async function signIn(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

const post = <T>(call: string, payload: object, token = operator.token) =>
  t.call<T>({ method: 'POST', url: `/api/material/title/${call}`, payload, token });
const list = (query: string, token = operator.token) =>
  t.call<TitleListData>({ method: 'GET', url: `/api/material/title/list?${query}`, token });

async function upload(fileName: string, content: Buffer | string, game: number | null = GAME) {
  const form = new FormData();
  if (game !== null) form.append('gad_cfg_game_id', String(game));
  form.append('file', new Blob([content]), fileName);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<TitleImportPreviewData>({
    method: 'POST',
    url: '/api/material/title/import/preview',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: operator.token,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date(`${TODAY}T04:00:00Z`)) });
  await t.database.db.insert(games).values([
    { gadCfgGameId: GAME, gameName: '标题测试游戏' },
    { gadCfgGameId: OTHER_GAME, gameName: '另一款游戏' },
  ]);
  operator = await signIn(['material:title:list']);
  outsiderToken = (await signIn(['material:list'])).token;
});
afterAll(async () => {
  await t.close();
});

describe('create, edit, delete', () => {
  it('creates a title with its length and the media that take it', async () => {
    const res = await post<TitleItem>('create', {
      gad_cfg_game_id: GAME,
      title: '  开服  送 648  ',
      tags: ['福利', '福利'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      title: '开服 送 648',
      length: 8,
      gad_cfg_game_id: GAME,
      tags: ['福利'],
      // Ocean Engine counts the half-width spaces and digits as halves: 5.5 of its minimum 5.
      media: ['bytedance', 'kuaishou', 'tencent'],
      created_by: operator.id,
      usage_count: 0,
    });
  });

  it('refuses a duplicate in the same game and takes it in another', async () => {
    const again = await post('create', { gad_cfg_game_id: GAME, title: '开服 送 648' });
    expect(again.code).toBe(ERROR_CODES.TITLE_DUPLICATE.code);
    expect(again.message).toBe('该游戏的标题库中已有「开服 送 648」');
    const other = await post('create', { gad_cfg_game_id: OTHER_GAME, title: '开服 送 648' });
    expect(other.code).toBe(0);
  });

  it('refuses a title no medium takes, naming each reason, and stores nothing', async () => {
    const before = await list(`gad_cfg_game_id=${GAME}`);
    const res = await post('create', { gad_cfg_game_id: GAME, title: '长'.repeat(31) });
    expect(res.code).toBe(ERROR_CODES.TITLE_REJECTED.code);
    expect(res.message).toContain('巨量引擎标题最多 30 个字（当前 31）');
    expect(res.message).toContain('磁力引擎标题最多 30 个字（当前 31）');
    const after = await list(`gad_cfg_game_id=${GAME}`);
    expect(after.data.page_info.total_number).toBe(before.data.page_info.total_number);
  });

  it('refuses bad input with Chinese reasons', async () => {
    const empty = await post('create', { gad_cfg_game_id: GAME, title: '   ' });
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(empty.message)).toContain('请输入标题');
    const noGame = await post('create', { gad_cfg_game_id: 999999, title: '三国开服了' });
    expect(noGame.message).toBe('游戏不存在');
    const badTag = await post('create', {
      gad_cfg_game_id: GAME,
      title: '三国开服',
      tags: ['a,b'],
    });
    expect(JSON.stringify(badTag.message)).toContain('标签不能包含逗号');
  });

  it('edits a title, re-checking its media, and refuses an edit onto a duplicate', async () => {
    const created = await post<TitleItem>('create', { gad_cfg_game_id: GAME, title: '短标题' });
    const edited = await post<TitleItem>('update', {
      id: created.data.id,
      gad_cfg_game_id: GAME,
      title: '现在够长了的新标题',
      tags: ['改'],
    });
    expect(edited.data).toMatchObject({
      title: '现在够长了的新标题',
      media: ['bytedance', 'kuaishou', 'tencent'],
      tags: ['改'],
    });
    const clash = await post('update', {
      id: created.data.id,
      gad_cfg_game_id: GAME,
      title: '开服 送 648',
    });
    expect(clash.code).toBe(ERROR_CODES.TITLE_DUPLICATE.code);
    const missing = await post('update', { id: 999999, gad_cfg_game_id: GAME, title: '不存在哦' });
    expect(missing.message).toBe('标题不存在');
  });

  it('deletes several titles, or none when one does not exist', async () => {
    const a = await post<TitleItem>('create', { gad_cfg_game_id: GAME, title: '待删除标题一' });
    const b = await post<TitleItem>('create', { gad_cfg_game_id: GAME, title: '待删除标题二' });
    const refused = await post('delete', { ids: [a.data.id, 999999] });
    expect(refused.message).toBe('标题不存在');
    expect((await list('keyword=待删除')).data.page_info.total_number).toBe(2);
    const done = await post<TitleDeletedData>('delete', { ids: [a.data.id, b.data.id] });
    expect(done.data).toEqual({ deleted: 2 });
    expect((await list('keyword=待删除')).data.page_info.total_number).toBe(0);
  });
});

describe('list filters', () => {
  beforeAll(async () => {
    await post('create', { gad_cfg_game_id: OTHER_GAME, title: 'abcd', tags: ['英文'] });
    await post('create', {
      gad_cfg_game_id: OTHER_GAME,
      title: '这是一个正好十二个字的标题',
      tags: ['长'],
    });
  });

  it('filters by game, tag, creator, keyword and length', async () => {
    const game = await list(`gad_cfg_game_id=${OTHER_GAME}`);
    expect(game.data.list.map((i) => i.title).sort()).toEqual(
      ['abcd', '开服 送 648', '这是一个正好十二个字的标题'].sort(),
    );
    expect((await list('tag=英文')).data.list.map((i) => i.title)).toEqual(['abcd']);
    expect((await list(`created_by=${operator.id}&keyword=十二`)).data.list).toHaveLength(1);
    const short = await list(`gad_cfg_game_id=${OTHER_GAME}&length_max=4`);
    expect(short.data.list.map((i) => i.title)).toEqual(['abcd']);
    const long = await list(`gad_cfg_game_id=${OTHER_GAME}&length_min=12&length_max=13`);
    expect(long.data.list.map((i) => i.title)).toEqual(['这是一个正好十二个字的标题']);
  });

  it('keeps only the titles a medium takes with `medium`', async () => {
    // abcd is 2 on Ocean Engine's count (half-width halves): under its minimum of 5.
    const ocean = await list(`gad_cfg_game_id=${OTHER_GAME}&medium=bytedance`);
    expect(ocean.data.list.map((i) => i.title).sort()).toEqual(
      ['开服 送 648', '这是一个正好十二个字的标题'].sort(),
    );
    const kuaishou = await list(`gad_cfg_game_id=${OTHER_GAME}&medium=kuaishou`);
    expect(kuaishou.data.list).toHaveLength(3);
  });

  it('pages', async () => {
    const first = await list(`gad_cfg_game_id=${OTHER_GAME}&page=1&per_page=2`);
    const second = await list(`gad_cfg_game_id=${OTHER_GAME}&page=2&per_page=2`);
    expect(first.data.list).toHaveLength(2);
    expect(second.data.list).toHaveLength(1);
    expect(first.data.page_info).toEqual({
      page: 1,
      per_page: 2,
      total_number: 3,
      total_page: 2,
    });
  });

  it('refuses a bad range with Chinese reasons', async () => {
    const res = await list('length_min=10&length_max=2&start_date=2026-03-09&end_date=2026-03-01');
    expect(res.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(res.message).toEqual(['开始日期不能晚于结束日期', '最少字数不能大于最多字数']);
  });

  it('lists the tags and the creators', async () => {
    const tags = await t.call<TitleTagsData>({
      method: 'GET',
      url: '/api/material/title/tags',
      token: operator.token,
    });
    expect(tags.data.list).toContainEqual({ tag: '英文', count: 1 });
    const creators = await t.call<TitleCreatorsData>({
      method: 'GET',
      url: '/api/material/title/creators',
      token: operator.token,
    });
    expect(creators.data.list.map((c) => c.id)).toEqual([operator.id]);
  });
});

describe('usage and performance from the delivery mirror', () => {
  const TEXT = '三国群英今日开服领神将';

  beforeAll(async () => {
    const [game] = await t.database.db
      .insert(games)
      .values({
        gadCfgGameId: 3103,
        gameName: '用量游戏',
      })
      .returning();
    const gameId = game?.id ?? 0;
    // The operator authorized these accounts; another account of the game is outside their scope.
    await t.database.db.insert(advertisers).values([
      { medium: 'bytedance', advertiserId: 'a1', authorizedBy: operator.id },
      { medium: 'kuaishou', advertiserId: 'a2', authorizedBy: operator.id },
      { medium: 'tencent', advertiserId: 'a3', authorizedBy: operator.id },
      { medium: 'bytedance', advertiserId: 'a9' },
    ]);
    await t.database.db.insert(ads).values([
      {
        medium: 'bytedance',
        adId: 'p1',
        advertiserId: 'a1',
        gameId,
        raw: { promotion_materials: { title_material_list: [{ title: TEXT }, { title: '别的' }] } },
      },
      {
        medium: 'bytedance',
        adId: 'p9',
        advertiserId: 'a9',
        gameId,
        raw: { promotion_materials: { title_material_list: [{ title: TEXT }] } },
      },
      {
        medium: 'bytedance',
        adId: 'p2',
        advertiserId: 'a1',
        gameId: null,
        raw: { promotion_materials: { title_material_list: [{ title: TEXT }] } },
      },
    ]);
    await t.database.db.insert(creatives).values([
      {
        medium: 'kuaishou',
        creativeId: 'k1',
        adId: 'u1',
        advertiserId: 'a2',
        gameId,
        raw: { display_info: { description: TEXT } },
      },
      {
        medium: 'kuaishou',
        creativeId: 'k2',
        adId: 'u1',
        advertiserId: 'a2',
        gameId,
        raw: { display_info: { description: TEXT } },
      },
      {
        medium: 'tencent',
        creativeId: 't1',
        adId: 'g1',
        advertiserId: 'a3',
        gameId,
        raw: { creative_components: { title: [{ value: { content: TEXT } }] } },
      },
    ]);
    const stat = (medium: 'bytedance' | 'kuaishou' | 'tencent', adId: string, day: string) => ({
      medium,
      level: 2 as const,
      objectId: adId,
      statDate: day,
      advertiserId: 'a',
      adId,
      cost: 10_000,
      conversions: 4,
    });
    await t.database.db
      .insert(statsDaily)
      .values([
        stat('bytedance', 'p1', TODAY),
        stat('bytedance', 'p9', TODAY),
        stat('kuaishou', 'u1', '2026-03-08'),
        stat('tencent', 'g1', '2026-03-01'),
      ]);
    await post('create', { gad_cfg_game_id: 3103, title: TEXT });
  });

  it('counts the ads of the game carrying the title and sums their stats over the range', async () => {
    const res = await list('gad_cfg_game_id=3103');
    expect(res.data).toMatchObject({ start_date: '2026-03-04', end_date: TODAY });
    expect(res.data.list[0]).toMatchObject({
      title: TEXT,
      usage_count: 3,
      cost: 20_000,
      conversions: 8,
      conversion_cost: 2_500,
    });
    const wide = await list('gad_cfg_game_id=3103&start_date=2026-03-01&end_date=2026-03-10');
    expect(wide.data.list[0]).toMatchObject({ usage_count: 3, cost: 30_000, conversions: 12 });
  });

  it("counts only the ads of accounts in the caller's data scope", async () => {
    const stranger = await signIn(['material:title:list']);
    const res = await list('gad_cfg_game_id=3103', stranger.token);
    expect(res.data.list[0]).toMatchObject({ title: TEXT, usage_count: 0, cost: 0 });
  });
});

describe('import', () => {
  it('previews a text file: new, duplicate in the file, in the library, over-long', async () => {
    const text = ['导入的第一个标题', '', '导入的第一个标题', '开服 送 648', '超'.repeat(31)].join(
      '\r\n',
    );
    const res = await upload('titles.txt', text);
    expect(res.code).toBe(0);
    expect(res.data.lines.map((l) => [l.line, l.status])).toEqual([
      [1, 'new'],
      [3, 'duplicate_file'],
      [4, 'duplicate_library'],
      [5, 'too_long'],
    ]);
    expect(res.data.summary).toEqual({ total: 4, new: 1, duplicate: 2, too_long: 1 });
    // The preview stores nothing.
    expect((await list('keyword=导入的第一个')).data.page_info.total_number).toBe(0);
  });

  it('reads the first column of an .xlsx sheet, skipping a 标题 header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('标题');
    sheet.addRows([['标题'], ['表格里的标题甲'], ['表格里的标题乙']]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('titles.xlsx', data);
    expect(res.data.lines.map((l) => [l.line, l.title, l.status])).toEqual([
      [2, '表格里的标题甲', 'new'],
      [3, '表格里的标题乙', 'new'],
    ]);
  });

  it('refuses an unreadable file or a missing game in Chinese', async () => {
    const wrongType = await upload('titles.doc', 'x');
    expect(wrongType.message).toBe('标题文件无法读取：请上传 .txt 或 .xlsx 文件');
    const blank = await upload('titles.txt', '\n \n');
    expect(blank.message).toBe('标题文件无法读取：文件中没有标题');
    const noGame = await upload('titles.txt', '标题', null);
    expect(noGame.message).toEqual(['请选择游戏']);
  });

  it('imports the new titles, skipping duplicates and over-long ones, with a summary', async () => {
    const res = await post<TitleImportResultData>('import', {
      gad_cfg_game_id: GAME,
      titles: [
        '批量导入标题一',
        '批量导入标题一',
        '开服 送 648',
        '超'.repeat(31),
        '批量导入标题二',
      ],
      tags: ['导入'],
    });
    expect(res.code).toBe(0);
    expect(res.data.created).toBe(2);
    expect(res.data.summary).toEqual({ total: 5, new: 2, duplicate: 2, too_long: 1 });
    const stored = await list('tag=导入');
    expect(stored.data.list.map((i) => i.title).sort()).toEqual([
      '批量导入标题一',
      '批量导入标题二',
    ]);
    const again = await post<TitleImportResultData>('import', {
      gad_cfg_game_id: GAME,
      titles: ['批量导入标题一'],
    });
    expect(again.data.created).toBe(0);
  });
});

describe('ability', () => {
  it('refuses every call without material:title:list and changes nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/material/title/list' },
      { method: 'GET' as const, url: '/api/material/title/tags' },
      { method: 'GET' as const, url: '/api/material/title/creators' },
      {
        method: 'POST' as const,
        url: '/api/material/title/create',
        payload: { gad_cfg_game_id: GAME, title: '越权新建的标题' },
      },
      {
        method: 'POST' as const,
        url: '/api/material/title/update',
        payload: { id: 1, gad_cfg_game_id: GAME, title: '越权编辑的标题' },
      },
      { method: 'POST' as const, url: '/api/material/title/delete', payload: { ids: [1] } },
      {
        method: 'POST' as const,
        url: '/api/material/title/import',
        payload: { gad_cfg_game_id: GAME, titles: ['越权导入的标题'] },
      },
      { method: 'POST' as const, url: '/api/material/title/import/preview' },
    ];
    for (const call of calls) {
      const res = await t.call({ ...call, token: outsiderToken });
      expect(res.code, call.url).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
    expect((await list('keyword=越权')).data.page_info.total_number).toBe(0);
    const first = await list('');
    expect(first.data.list.map((i) => i.id)).toContain(1);
  });
});
