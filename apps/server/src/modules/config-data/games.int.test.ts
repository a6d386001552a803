import type { ConfigOptions, GameRow, Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let nextGameId = 910_000;
let gameSeq = 0;

/** 0 → a, 25 → z, 26 → ba: distinct names without digits. */
const inLetters = (n: number) =>
  String.fromCharCode(...[...n.toString(26)].map((digit) => 97 + parseInt(digit, 26)));

beforeAll(async () => {
  t = await createTestApp();
  // A manager holding only the configuration ability, as the `/manager` page requires.
  const manager = await createUser(t.database.db, { abilities: ['amt:cfg_data_list'] });
  token = await t.login(manager.username, manager.password);
});
afterAll(() => t.close());

const post = <T>(url: string, payload: object) =>
  t.call<T>({ method: 'POST', url, payload, token });
const listGames = (query = '') =>
  t.call<Paged<GameRow>>({ method: 'GET', url: `/api/config/games${query}`, token });

async function addGame(
  overrides: Partial<{ gad_cfg_game_id: number; game_name: string; platforms: string[] }> = {},
) {
  const res = await post<GameRow>('/api/config/game/add', {
    gad_cfg_game_id: nextGameId++,
    // Names carry no digits, so a game-ID keyword never matches a name by accident.
    game_name: `游戏-${inLetters(gameSeq++)}`,
    platforms: ['APP_ANDROID'],
    ...overrides,
  });
  expect(res.code, JSON.stringify(res.message)).toBe(0);
  return res.data;
}

describe('games (spec 000 §2 /manager)', () => {
  it('adds a game and lists it first, with its platforms once each in catalog order', async () => {
    const game = await addGame({ game_name: '  星海远征  ', platforms: ['PC', 'APP_IOS', 'PC'] });
    expect(game).toMatchObject({ game_name: '星海远征', platforms: ['APP_IOS', 'PC'], status: 1 });
    expect(new Date(game.created_at).toISOString()).toBe(game.created_at);

    const res = await listGames();
    expect(res.code).toBe(0);
    expect(res.data.list[0]).toEqual(game);
    expect(res.data.page_info).toMatchObject({ page: 1, per_page: 20 });
  });

  it('finds games by part of the name or by the exact game ID', async () => {
    const game = await addGame({ game_name: '龙城霸业' });
    await addGame({ game_name: '三国志战棋' });

    const byName = await listGames(`?keyword=${encodeURIComponent('城霸')}`);
    expect(byName.data.list.map((g) => g.id)).toEqual([game.id]);
    const byId = await listGames(`?keyword=${game.gad_cfg_game_id}`);
    expect(byId.data.list.map((g) => g.id)).toEqual([game.id]);
    // LIKE wildcards in a keyword are plain characters.
    const wildcard = await listGames(`?keyword=${encodeURIComponent('%')}`);
    expect(wildcard.data.list).toEqual([]);
  });

  it('pages and filters by status', async () => {
    for (let i = 0; i < 3; i++) await addGame();
    const page = await listGames('?page=2&per_page=2');
    const all = await listGames('?per_page=1000');
    expect(page.data.list).toEqual(all.data.list.slice(2, 4));
    expect(page.data.page_info).toEqual({
      page: 2,
      per_page: 2,
      total_number: all.data.list.length,
      total_page: Math.ceil(all.data.list.length / 2),
    });

    const off = await addGame();
    await post('/api/config/game/status', { id: off.id, status: 0 });
    const disabled = await listGames('?status=0');
    expect(disabled.data.list.map((g) => g.id)).toEqual([off.id]);
    const enabled = await listGames('?status=1&per_page=1000');
    expect(enabled.data.list.map((g) => g.id)).not.toContain(off.id);
  });

  it('refuses a second game with the same game ID', async () => {
    const game = await addGame();
    const res = await post('/api/config/game/add', {
      gad_cfg_game_id: game.gad_cfg_game_id,
      game_name: '另一个游戏',
      platforms: ['PC'],
    });
    expect(res).toMatchObject({ code: 10009, message_cn: '游戏ID已存在' });
    const found = await listGames(`?keyword=${game.gad_cfg_game_id}`);
    expect(found.data.list).toEqual([game]);
  });

  it('lists every validation problem and adds nothing', async () => {
    const before = await listGames();
    const res = await post('/api/config/game/add', {
      gad_cfg_game_id: 0,
      game_name: '  ',
      platforms: ['XBOX'],
    });
    expect(res.code).toBe(10001);
    expect(Array.isArray(res.message)).toBe(true);
    const fields = (res.message as string[]).map((m) => m.split('：')[0]);
    expect(fields).toEqual(expect.arrayContaining(['gad_cfg_game_id', 'game_name', 'platforms.0']));
    expect(res.message_cn).toContain('游戏ID须为正整数');
    const after = await listGames();
    expect(after.data.page_info.total_number).toBe(before.data.page_info.total_number);
  });

  it('edits a game in place', async () => {
    const game = await addGame();
    const res = await post<GameRow>('/api/config/game/edit', {
      id: game.id,
      gad_cfg_game_id: game.gad_cfg_game_id + 500_000,
      game_name: '改名后的游戏',
      platforms: ['MINI_GAME'],
    });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      ...game,
      gad_cfg_game_id: game.gad_cfg_game_id + 500_000,
      game_name: '改名后的游戏',
      platforms: ['MINI_GAME'],
    });
  });

  it('refuses an edit onto another game ID and changes nothing', async () => {
    const first = await addGame();
    const second = await addGame();
    const res = await post('/api/config/game/edit', {
      id: second.id,
      gad_cfg_game_id: first.gad_cfg_game_id,
      game_name: '冲突',
      platforms: ['PC'],
    });
    expect(res).toMatchObject({ code: 10009, message_cn: '游戏ID已存在' });
    const found = await listGames(`?keyword=${second.gad_cfg_game_id}`);
    expect(found.data.list).toEqual([second]);
  });

  it('answers NOT_FOUND for an unknown game', async () => {
    const edit = await post('/api/config/game/edit', {
      id: 999_999,
      gad_cfg_game_id: nextGameId++,
      game_name: '不存在',
      platforms: ['PC'],
    });
    expect(edit).toMatchObject({ code: 10004, message_cn: '游戏不存在' });
    const status = await post('/api/config/game/status', { id: 999_999, status: 0 });
    expect(status).toMatchObject({ code: 10004, message_cn: '游戏不存在' });
  });

  it('offers only enabled games in the pickers, to any signed-in user', async () => {
    const shown = await addGame();
    const hidden = await addGame();
    expect((await post('/api/config/game/status', { id: hidden.id, status: 0 })).code).toBe(0);

    const plain = await createUser(t.database.db);
    const plainToken = await t.login(plain.username, plain.password);
    const res = await t.call<ConfigOptions>({
      method: 'GET',
      url: '/api/config/options',
      token: plainToken,
    });
    expect(res.code).toBe(0);
    const ids = res.data.games.map((g) => g.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(res.data.games.find((g) => g.id === shown.id)).toEqual({
      id: shown.id,
      gad_cfg_game_id: shown.gad_cfg_game_id,
      game_name: shown.game_name,
    });

    // Enabling it again brings it back.
    await post('/api/config/game/status', { id: hidden.id, status: 1 });
    const again = await t.call<ConfigOptions>({
      method: 'GET',
      url: '/api/config/options',
      token: plainToken,
    });
    expect(again.data.games.map((g) => g.id)).toContain(hidden.id);
  });

  it('keeps the game list from a user without amt:cfg_data_list', async () => {
    const plain = await createUser(t.database.db);
    const plainToken = await t.login(plain.username, plain.password);
    const res = await t.call({ method: 'GET', url: '/api/config/games', token: plainToken });
    expect(res.code).toBe(10003);
  });
});
