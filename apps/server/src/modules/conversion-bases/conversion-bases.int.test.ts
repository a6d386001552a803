import {
  ERROR_CODES,
  type BaseAppData,
  type BaseCreateAnswer,
  type BaseCreateBody,
  type BaseLinkListData,
  type BaseListData,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionBases, gameApps, games, userGames } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// Conversion bases through HTTP (spec 000 §2 `collect*`, spec 002 §7 `/amt/createbase`,
// `linkbase`, `linklist`, `/link/refresh_url`) on a test database: the game apps they promote are
// rows of app management, made here as a create task would leave them.

let t: TestApp;
let rootToken: string;
const GAME = 881_001;
const OTHER_GAME = 881_002;
const gameIds: Record<number, number> = {};
const apps = {} as Record<
  'ttAndroid' | 'ttIos' | 'ksAndroid' | 'txAndroid' | 'otherGame' | 'failed',
  number
>;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

const body = (patch: Partial<BaseCreateBody> = {}): BaseCreateBody => ({
  medium: 'bytedance',
  gad_cfg_game_id: GAME,
  platform: 'APP_ANDROID',
  app_id: apps.ttAndroid,
  name: '三国志-安卓-头条',
  download_url: 'https://cdn.example.com/sanguo.apk',
  click_url: 'https://track.example.com/click',
  impression_url: 'https://track.example.com/show',
  ...patch,
});

const list = async (query: string, token = rootToken) =>
  (await call<BaseListData>('GET', `/api/amt/linkbase?per_page=100&${query}`, undefined, token))
    .data;

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
  const app = (
    medium: 'bytedance' | 'kuaishou' | 'tencent',
    platform: 'APP_ANDROID' | 'APP_IOS',
    game = GAME,
    reviewStatus: 'approved' | 'failed' = 'approved',
  ) => ({
    medium,
    platform,
    gameId: gameIds[game] ?? 0,
    advertiserId: '1001',
    name: `三国志战略版-${medium}-${platform}`,
    packageName: platform === 'APP_IOS' ? 'com.example.sanguo.ios' : 'com.example.sanguo',
    downloadUrl: 'https://cdn.example.com/sanguo.apk',
    reviewStatus,
  });
  const rows = await t.database.db
    .insert(gameApps)
    .values([
      app('bytedance', 'APP_ANDROID'),
      app('bytedance', 'APP_IOS'),
      app('kuaishou', 'APP_ANDROID'),
      app('tencent', 'APP_ANDROID'),
      app('bytedance', 'APP_ANDROID', OTHER_GAME),
      app('kuaishou', 'APP_IOS', GAME, 'failed'),
    ])
    .returning({ id: gameApps.id });
  [apps.ttAndroid, apps.ttIos, apps.ksAndroid, apps.txAndroid, apps.otherGame, apps.failed] =
    rows.map((r) => r.id) as [number, number, number, number, number, number];
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('/amt/createbase', () => {
  it('creates an Ocean Engine base whose links carry the medium macros, and lists it', async () => {
    const answer = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', body());
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const id = answer.data.base_id;

    const links = await call<BaseLinkListData>('GET', `/api/amt/linklist?base_id=${id}`);
    expect(links.code).toBe(0);
    expect(links.data.base).toMatchObject({
      id,
      medium: 'bytedance',
      game_name: '三国志战略版',
      platform: 'APP_ANDROID',
      app_id: apps.ttAndroid,
      package_name: 'com.example.sanguo',
    });
    expect(links.data.links.map((l) => l.kind)).toEqual(['click', 'impression', 'callback']);
    const [click, show, callback] = links.data.links;
    expect(click?.url).toMatch(
      new RegExp(`^https://track\\.example\\.com/click\\?base_id=${id}&game_id=${GAME}&`),
    );
    for (const macro of ['__CALLBACK_PARAM__', '__OAID__', '__IMEI__', '__IP__', '__TS__']) {
      expect(click?.url).toContain(macro);
    }
    expect(show?.url).not.toContain('__CALLBACK_PARAM__');
    expect(callback).toMatchObject({ method: 'POST' });
    expect(click?.macros.find((m) => m.macro === '__TS__')?.label).toBe('事件时间戳（毫秒）');

    const listed = await list(`medium=bytedance&gad_cfg_game_id=${GAME}&platform=APP_ANDROID`);
    expect(listed.page_info.total_number).toBe(1);
    expect(listed.list[0]).toMatchObject({ id, name: '三国志-安卓-头条' });
    expect((await list('medium=kuaishou')).list.map((b) => b.id)).not.toContain(id);
    expect((await list('medium=bytedance&platform=APP_IOS')).list).toEqual([]);
    expect((await list('medium=bytedance&keyword=安卓-头条')).list).toHaveLength(1);
    expect((await list('medium=bytedance&keyword=com.example.sanguo')).list).toHaveLength(1);
    expect((await list('medium=bytedance&keyword=nothing-like-it')).list).toEqual([]);
  });

  it('builds each medium from its own macros and device ids of the platform', async () => {
    const ks = await call<BaseCreateAnswer>(
      'POST',
      '/api/amt/createbase',
      body({ medium: 'kuaishou', app_id: apps.ksAndroid, name: '三国志-安卓-快手' }),
    );
    expect(ks.code, JSON.stringify(ks)).toBe(0);
    const ksLinks = await call<BaseLinkListData>(
      'GET',
      `/api/amt/linklist?base_id=${ks.data.base_id}`,
    );
    expect(ksLinks.data.links[0]?.url).toContain('callback=__CALLBACK__');
    const ios = await call<BaseCreateAnswer>(
      'POST',
      '/api/amt/createbase',
      body({
        platform: 'APP_IOS',
        app_id: apps.ttIos,
        name: '三国志-iOS-头条',
        download_url: 'https://apps.apple.com/cn/app/id1234567890',
        impression_url: '',
      }),
    );
    expect(ios.code, JSON.stringify(ios)).toBe(0);
    const iosLinks = await call<BaseLinkListData>(
      'GET',
      `/api/amt/linklist?base_id=${ios.data.base_id}`,
    );
    expect(iosLinks.data.links.map((l) => l.kind)).toEqual(['click', 'callback']);
    expect(iosLinks.data.links[0]?.url).toContain('idfa=__IDFA__');
    expect(iosLinks.data.links[0]?.url).not.toContain('__OAID__');
  });

  it('refuses a second base of the game on the same medium and platform', async () => {
    const again = await call('POST', '/api/amt/createbase', body({ name: '另一个' }));
    expect(again.code).toBe(ERROR_CODES.BASE_EXISTS.code);
    expect(again.message_cn).toBe('该游戏在此媒体的安卓平台已有转化基础「三国志-安卓-头条」');
  });

  it('refuses bad input with the rule’s Chinese messages, and writes nothing', async () => {
    const before = await t.database.db.$count(conversionBases);
    const cases: [Partial<BaseCreateBody>, string][] = [
      [
        { medium: 'tencent', app_id: apps.txAndroid, click_url: 'https://10.1.1.1/c' },
        '不能直接使用 IP',
      ],
      [
        {
          medium: 'tencent',
          app_id: apps.txAndroid,
          click_url: 'https://t.example.com/c?ip=__IP__',
        },
        '宏参数',
      ],
      [
        { medium: 'tencent', app_id: apps.txAndroid, impression_url: 'track.example.com' },
        '展示监测地址应为 http 或 https 地址',
      ],
      [{ medium: 'tencent', app_id: apps.ttAndroid }, '所选应用不属于该游戏在此媒体的应用'],
      [
        {
          medium: 'tencent',
          app_id: apps.txAndroid,
          platform: 'APP_IOS',
          download_url: 'https://apps.apple.com/cn/app/id1234567890',
        },
        '所选应用不是iOS应用',
      ],
      [
        {
          medium: 'kuaishou',
          platform: 'APP_IOS',
          app_id: apps.failed,
          download_url: 'https://apps.apple.com/cn/app/id1234567890',
        },
        '创建失败或审核未通过',
      ],
      [{ medium: 'tencent', app_id: 999_999 }, '所选应用不存在'],
      [{ medium: 'tencent', app_id: apps.txAndroid, name: '' }, '请填写转化基础名称'],
    ];
    for (const [patch, text] of cases) {
      const answer = await call('POST', '/api/amt/createbase', body(patch));
      expect(answer.code, text).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(JSON.stringify(answer.message), text).toContain(text);
    }
    const unknownGame = await call(
      'POST',
      '/api/amt/createbase',
      body({ gad_cfg_game_id: 9_999_999 }),
    );
    expect(unknownGame.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(await t.database.db.$count(conversionBases)).toBe(before);
  });
});

describe('/amt/appidquery', () => {
  it('offers the usable apps of the game on the medium and platform, one per package', async () => {
    const answer = await call<BaseAppData>(
      'GET',
      `/api/amt/appidquery?medium=bytedance&gad_cfg_game_id=${GAME}&platform=APP_ANDROID`,
    );
    expect(answer.code).toBe(0);
    expect(answer.data.list).toEqual([
      {
        app_id: apps.ttAndroid,
        app_name: '三国志战略版-bytedance-APP_ANDROID',
        package_name: 'com.example.sanguo',
        download_url: 'https://cdn.example.com/sanguo.apk',
        accounts: 1,
      },
    ]);
    const failedOnly = await call<BaseAppData>(
      'GET',
      `/api/amt/appidquery?medium=kuaishou&gad_cfg_game_id=${GAME}&platform=APP_IOS`,
    );
    expect(failedOnly.data.list).toEqual([]);
  });
});

describe('/link/refresh_url', () => {
  it('builds the links of a base again', async () => {
    const [base] = (await list('medium=bytedance&platform=APP_ANDROID')).list;
    const before = await call<BaseLinkListData>('GET', `/api/amt/linklist?base_id=${base?.id}`);
    const answer = await call<BaseLinkListData>('POST', '/api/link/refresh_url', {
      base_id: base?.id,
    });
    expect(answer.code).toBe(0);
    expect(answer.data.links.map((l) => l.url)).toEqual(before.data.links.map((l) => l.url));
    const missing = await call('POST', '/api/link/refresh_url', { base_id: 999_999 });
    expect(missing.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(missing.message_cn).toBe('转化基础不存在');
  });
});

describe('abilities and data scope', () => {
  it('refuses a caller without amt:linkbase on every call', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['project:gameupdate'] });
    const token = await t.login(outsider.username, outsider.password);
    for (const [method, url, payload] of [
      ['GET', '/api/amt/linkbase?medium=bytedance', undefined],
      ['GET', '/api/amt/linklist?base_id=1', undefined],
      ['POST', '/api/amt/createbase', body()],
      ['POST', '/api/link/refresh_url', { base_id: 1 }],
    ] as const) {
      const answer = await call(method, url, payload, token);
      expect(answer.code, url).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
  });

  it('shows an operator the bases of their games only, and refuses a game outside them', async () => {
    const operator = await createUser(t.database.db, { abilities: ['amt:linkbase'] });
    await t.database.db
      .insert(userGames)
      .values({ userId: operator.id, gameId: gameIds[OTHER_GAME] ?? 0 });
    const token = await t.login(operator.username, operator.password);
    expect((await list('medium=bytedance', token)).list).toEqual([]);
    const [foreign] = (await list('medium=bytedance')).list;
    const hidden = await call('GET', `/api/amt/linklist?base_id=${foreign?.id}`, undefined, token);
    expect(hidden.code).toBe(ERROR_CODES.NOT_FOUND.code);

    const outside = await call('POST', '/api/amt/createbase', body({ name: '越权' }), token);
    expect(outside.code).toBe(ERROR_CODES.GAME_OUT_OF_SCOPE.code);
    const own = await call<BaseCreateAnswer>(
      'POST',
      '/api/amt/createbase',
      body({ gad_cfg_game_id: OTHER_GAME, app_id: apps.otherGame, name: '率土-安卓-头条' }),
      token,
    );
    expect(own.code, JSON.stringify(own)).toBe(0);
    expect((await list('medium=bytedance', token)).list.map((b) => b.id)).toEqual([
      own.data.base_id,
    ]);
  });
});
