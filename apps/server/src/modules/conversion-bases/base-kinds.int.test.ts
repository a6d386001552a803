import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BaseCreateBody,
  type BaseLinkListData,
  type BaseListData,
  type MiniProgramBaseCreateBody,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionBases, gameApps, games } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// The kinds of conversion base through HTTP (spec 002 §7 `/amt/tt_mini_program_createbase`,
// `non_stream_createbase`): made beside a game's app base, listed by kind, with their own rules.

let t: TestApp;
let rootToken: string;
const GAME = 882_001;
const apps = {} as Record<'ttAndroid' | 'ksAndroid' | 'ksIos', number>;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

const mini = (patch: Partial<MiniProgramBaseCreateBody> = {}): MiniProgramBaseCreateBody => ({
  gad_cfg_game_id: GAME,
  platform: 'APP_ANDROID',
  mini_program_type: 'byte_game',
  mini_program_id: 'tt07e3715e98c9aac0',
  start_path: 'pages/index/index?from=ad',
  name: '三国志-小游戏-巨量引擎',
  click_url: 'https://track.example.com/click',
  ...patch,
});

const nonStream = (patch: Partial<BaseCreateBody> = {}): BaseCreateBody => ({
  medium: 'kuaishou',
  gad_cfg_game_id: GAME,
  platform: 'APP_ANDROID',
  app_id: apps.ksAndroid,
  name: '三国志-非信息流-磁力引擎',
  download_url: 'https://cdn.example.com/sanguo.apk',
  click_url: 'https://track.example.com/click',
  ...patch,
});

const MINI_URL = '/api/amt/tt_mini_program_createbase';
const NON_STREAM_URL = '/api/amt/non_stream_createbase';

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const [game] = await t.database.db
    .insert(games)
    .values({ gadCfgGameId: GAME, gameName: '三国志战略版' })
    .returning({ id: games.id });
  const app = (medium: 'bytedance' | 'kuaishou', platform: 'APP_ANDROID' | 'APP_IOS') => ({
    medium,
    platform,
    gameId: game?.id ?? 0,
    advertiserId: '1001',
    name: `三国志战略版-${medium}-${platform}`,
    packageName: 'com.example.sanguo',
    downloadUrl: 'https://cdn.example.com/sanguo.apk',
    reviewStatus: 'approved' as const,
  });
  const rows = await t.database.db
    .insert(gameApps)
    .values([
      app('bytedance', 'APP_ANDROID'),
      app('kuaishou', 'APP_ANDROID'),
      app('kuaishou', 'APP_IOS'),
    ])
    .returning({ id: gameApps.id });
  [apps.ttAndroid, apps.ksAndroid, apps.ksIos] = rows.map((r) => r.id) as [number, number, number];
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('/amt/tt_mini_program_createbase', () => {
  it('makes a mini-program base beside the game’s app base, with the medium’s links', async () => {
    const app = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', {
      ...nonStream({ medium: 'bytedance', app_id: apps.ttAndroid, name: '三国志-安卓-头条' }),
    });
    expect(app.code, JSON.stringify(app)).toBe(0);
    const answer = await call<BaseCreateAnswer>('POST', MINI_URL, mini());
    expect(answer.code, JSON.stringify(answer)).toBe(0);

    const links = await call<BaseLinkListData>(
      'GET',
      `/api/amt/linklist?base_id=${answer.data.base_id}`,
    );
    expect(links.data.base).toMatchObject({
      medium: 'bytedance',
      kind: 'mini_program',
      mini_program_type: 'byte_game',
      mini_program_id: 'tt07e3715e98c9aac0',
      start_path: 'pages/index/index?from=ad',
      app_id: null,
      download_url: '',
    });
    expect(links.data.links.map((l) => l.kind)).toEqual(['click', 'callback']);
    expect(links.data.links[0]?.url).toContain('__CALLBACK_PARAM__');

    const listed = await call<BaseListData>(
      'GET',
      `/api/amt/linkbase?medium=bytedance&gad_cfg_game_id=${GAME}&kind=mini_program`,
    );
    expect(listed.data.list.map((b) => b.id)).toEqual([answer.data.base_id]);
    const all = await call<BaseListData>(
      'GET',
      `/api/amt/linkbase?medium=bytedance&gad_cfg_game_id=${GAME}`,
    );
    expect(all.data.list.map((b) => b.kind).sort()).toEqual(['app', 'mini_program']);

    // A mini program is pushed on Ocean Engine (mini-program-pushes.int.test.ts): the kind is
    // taken, the accounts are checked next.
    const push = await call('POST', '/api/convert/push', {
      base_id: answer.data.base_id,
      advertiser_ids: ['1001'],
    });
    expect(push.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);

    const again = await call('POST', MINI_URL, mini({ name: '另一个' }));
    expect(again.code).toBe(ERROR_CODES.BASE_EXISTS.code);
    expect(again.message_cn).toBe(
      '该游戏在此媒体的安卓（抖音小程序）平台已有转化基础「三国志-小游戏-巨量引擎」',
    );
  });

  it('refuses a bad AppID or start path with Chinese messages, and writes nothing', async () => {
    const before = await t.database.db.$count(conversionBases);
    const cases: [Partial<MiniProgramBaseCreateBody>, string][] = [
      [{ platform: 'APP_IOS', mini_program_id: 'wx07e3715e98c9aac0' }, '小程序ID应为 tt 开头'],
      [{ platform: 'APP_IOS', start_path: '/pages/index' }, '启动路径不以 / 开头'],
      [{ platform: 'APP_IOS', start_path: 'https://example.com' }, '不是网址'],
      [{ platform: 'APP_IOS', click_url: 'https://10.0.0.1/c' }, '不能直接使用 IP'],
      [{ platform: 'APP_IOS', name: '' }, '请填写转化基础名称'],
    ];
    for (const [patch, text] of cases) {
      const answer = await call('POST', MINI_URL, mini(patch));
      expect(answer.code, text).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(JSON.stringify(answer.message), text).toContain(text);
    }
    const badType = await call('POST', MINI_URL, { ...mini(), mini_program_type: 'app' });
    expect(badType.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(badType.message)).toContain('请选择小程序类型');
    expect(await t.database.db.$count(conversionBases)).toBe(before);
  });
});

describe('/amt/non_stream_createbase', () => {
  it('makes a Kuaishou non-stream base whose links carry no macros', async () => {
    const answer = await call<BaseCreateAnswer>('POST', NON_STREAM_URL, nonStream());
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const links = await call<BaseLinkListData>(
      'GET',
      `/api/amt/linklist?base_id=${answer.data.base_id}`,
    );
    expect(links.data.base).toMatchObject({
      medium: 'kuaishou',
      kind: 'non_stream',
      app_id: apps.ksAndroid,
      mini_program_id: null,
    });
    expect(links.data.links).toEqual([
      expect.objectContaining({
        kind: 'click',
        url: `https://track.example.com/click?base_id=${answer.data.base_id}&game_id=${GAME}`,
        macros: [],
      }),
    ]);
    // The plain links stay plain when built again.
    const refreshed = await call<BaseLinkListData>('POST', '/api/link/refresh_url', {
      base_id: answer.data.base_id,
    });
    expect(refreshed.data.links.map((l) => l.url)).toEqual(links.data.links.map((l) => l.url));

    const push = await call('POST', '/api/convert/push', {
      base_id: answer.data.base_id,
      advertiser_ids: ['1001'],
    });
    expect(push.code).toBe(ERROR_CODES.BASE_KIND_PUSH_UNSUPPORTED.code);
    expect(push.message_cn).toBe('非信息流转化基础暂不支持推送到账户');
  });

  it('refuses another medium, iOS and a missing app, and writes nothing', async () => {
    const before = await t.database.db.$count(conversionBases);
    const cases: [Partial<BaseCreateBody>, string][] = [
      [{ medium: 'tencent' }, '非信息流转化基础只能在磁力引擎创建'],
      [
        {
          platform: 'APP_IOS',
          app_id: apps.ksIos,
          download_url: 'https://apps.apple.com/cn/app/id1234567890',
        },
        '非信息流转化基础的平台只能是安卓',
      ],
      [{ app_id: undefined, name: '无应用' }, '请选择应用'],
    ];
    for (const [patch, text] of cases) {
      const answer = await call('POST', NON_STREAM_URL, nonStream(patch));
      expect(answer.code, text).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(JSON.stringify(answer.message), text).toContain(text);
    }
    expect(await t.database.db.$count(conversionBases)).toBe(before);
  });
});

describe('abilities', () => {
  it('refuses both creates to a caller without amt:linkbase', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['project:gameupdate'] });
    const token = await t.login(outsider.username, outsider.password);
    const before = await t.database.db.$count(conversionBases);
    for (const [url, payload] of [
      [MINI_URL, mini({ platform: 'APP_IOS' })],
      [NON_STREAM_URL, nonStream({ name: '越权' })],
    ] as const) {
      const answer = await call('POST', url, payload, token);
      expect(answer.code, url).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
    expect(await t.database.db.$count(conversionBases)).toBe(before);
  });
});
