import {
  ERROR_CODES,
  type MediaAppCreateAnswer,
  type MediaAppListData,
  type MediaAppQuotaData,
  type MediaAppRefreshAnswer,
  type TaskRow,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps, games, userGames } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// App management through HTTP (spec 000 §2 `/project/*`, spec 002 §7 `/{medium}/app/*`): the app
// on a test database, accounts of the three media authorized through the OAuth round trip, the
// creates sent to the sandbox's app centres by a task runner the test drains.

let running: RunningSandbox;
let t: TestApp;
let rootToken: string;
let runner: TaskRunner;
let gameId: number;
const GAME = 880_001;
const OTHER_GAME = 880_002;
const accounts = {} as Record<Medium, string[]>;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

const android = {
  gad_cfg_game_id: GAME,
  platform: 'APP_ANDROID',
  app_name: '三国志战略版',
  package_name: 'com.example.sanguo',
  download_url: 'https://cdn.example.com/sanguo.apk',
  icon_url: 'https://cdn.example.com/icon.png',
  privacy_url: 'https://www.example.com/privacy',
};

const list = async (medium: string, query = '', token = rootToken) =>
  (
    await call<MediaAppListData>(
      'GET',
      `/api/${medium}/app/get_game_info?per_page=100${query}`,
      undefined,
      token,
    )
  ).data;

const advanceSandbox = async (ms: number) => {
  const res = await fetch(`${running.origin}/_admin/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  if (!res.ok) throw new Error(`advance answered ${res.status}`);
};

beforeAll(async () => {
  running = await startSandbox();
  t = await createTestApp({ media: runtimeOf(running), env: { TASK_DEFAULT_RATE: '1000' } });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  const inserted = await t.database.db
    .insert(games)
    .values([
      { gadCfgGameId: GAME, gameName: '三国志战略版' },
      { gadCfgGameId: OTHER_GAME, gameName: '率土之滨' },
    ])
    .returning({ id: games.id });
  gameId = inserted[0]?.id ?? 0;
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
});

describe('/{medium}/app/create_base', () => {
  it('creates an app in two Ocean Engine accounts as a task, lists it, then refreshes the review', async () => {
    const [a = '', b = ''] = accounts.bytedance;
    const answer = await call<MediaAppCreateAnswer>('POST', '/api/bytedance/app/create_base', {
      ...android,
      advertiser_ids: [a, b],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.app_ids).toHaveLength(2);
    const creating = await list('bytedance');
    expect(creating.list.map((r) => r.review_status)).toEqual(['creating', 'creating']);

    await runner.drain();
    const task = await call<TaskRow>('GET', `/api/tasks/${answer.data.task_id}`);
    expect(task.data.status).toBe('succeeded');
    const created = await list('bytedance', `&gad_cfg_game_id=${GAME}&platform=APP_ANDROID`);
    expect(created.page_info.total_number).toBe(2);
    for (const row of created.list) {
      expect(row).toMatchObject({
        app_name: '三国志战略版',
        game_name: '三国志战略版',
        package_name: 'com.example.sanguo',
        review_status: 'reviewing',
        task_id: answer.data.task_id,
      });
      expect(row.media_app_id).toMatch(/^\d+$/);
      expect(row.package_id).toMatch(/^\d+$/);
      expect(row.advertiser_name).not.toBeNull();
    }
    expect((await list('bytedance', '&platform=APP_IOS')).list).toEqual([]);
    expect((await list('bytedance', '&keyword=sanguo')).list).toHaveLength(2);

    await advanceSandbox(3 * 60_000);
    const refreshed = await call<MediaAppRefreshAnswer>(
      'POST',
      '/api/bytedance/app/auto_refresh_data',
      { advertiser_ids: [a, b] },
    );
    expect(refreshed.data).toEqual({ accounts: 2, apps: 2, failed: [] });
    const approved = await list('bytedance');
    expect(approved.list.map((r) => r.review_status)).toEqual(['approved', 'approved']);
    expect(approved.list.every((r) => r.synced_at !== null)).toBe(true);
  });

  it('refuses an app an account already holds, and queues nothing', async () => {
    const [a = ''] = accounts.bytedance;
    const before = await list('bytedance');
    const answer = await call('POST', '/api/bytedance/app/create_base', {
      ...android,
      app_name: '重复的应用',
      advertiser_ids: [a],
    });
    expect(answer.code).toBe(ERROR_CODES.APP_EXISTS.code);
    expect(answer.message_cn).toContain(a);
    expect((await list('bytedance')).page_info).toEqual(before.page_info);
  });

  it('takes the app the account already has in its app centre when the medium refuses a second', async () => {
    const [, , c = ''] = accounts.bytedance;
    // Made in the medium's console: the platform does not know it yet.
    const consoleAppId = running.sandbox.state.nextId('oceanengine.app');
    running.sandbox.state.oceanengine.apps.insert({
      id: consoleAppId,
      advertiserId: Number(c),
      parentId: null,
      createdAt: Date.now() - 3_600_000,
      updatedAt: Date.now() - 3_600_000,
      wire: {
        platform: 'android',
        appName: '控制台创建',
        packageName: android.package_name,
        downloadUrl: android.download_url,
        iconUrl: null,
        label: android.package_name,
        privacyUrl: null,
      },
    });
    const answer = await call<MediaAppCreateAnswer>('POST', '/api/bytedance/app/create_base', {
      ...android,
      advertiser_ids: [c],
    });
    expect(answer.code).toBe(0);
    await runner.drain();
    const [row] = (await list('bytedance', `&advertiser_id=${c}`)).list;
    expect(row).toMatchObject({ media_app_id: String(consoleAppId), review_status: 'approved' });
  });

  it('creates on Tencent by the App Store id, usable at once', async () => {
    const [a = ''] = accounts.tencent;
    const answer = await call<MediaAppCreateAnswer>('POST', '/api/tencent/app/create_base', {
      ...android,
      platform: 'APP_IOS',
      download_url: 'https://apps.apple.com/cn/app/id1234567890',
      advertiser_ids: [a],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await runner.drain();
    const [row] = (await list('tencent')).list;
    expect(row).toMatchObject({ media_app_id: '1234567890', review_status: 'approved' });
  });

  it('refuses bad input with the rule’s Chinese message, and changes nothing', async () => {
    const [a = ''] = accounts.kuaishou;
    const before = await list('kuaishou');
    const bad = await call('POST', '/api/kuaishou/app/create_base', {
      ...android,
      package_name: 'sanguo',
      advertiser_ids: [a],
    });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(bad)).toContain('应用包名格式不正确');
    const noPrivacy = await call('POST', '/api/kuaishou/app/create_base', {
      ...android,
      privacy_url: '',
      advertiser_ids: [a],
    });
    expect(JSON.stringify(noPrivacy)).toContain('请填写隐私政策链接');
    const noAccounts = await call('POST', '/api/kuaishou/app/create_base', android);
    expect(noAccounts.code).toBe(ERROR_CODES.APP_ACCOUNTS_REQUIRED.code);
    const noGame = await call('POST', '/api/kuaishou/app/create_base', {
      ...android,
      gad_cfg_game_id: 999_999,
      advertiser_ids: [a],
    });
    expect(noGame.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect((await list('kuaishou')).page_info.total_number).toBe(before.page_info.total_number);
  });

  it('refuses an account whose quota is spent, and shows the quota', async () => {
    const [a = '', b = ''] = accounts.kuaishou;
    await t.database.db.insert(gameApps).values(
      Array.from({ length: 50 }, (_, i) => ({
        medium: 'kuaishou' as const,
        gameId,
        advertiserId: a,
        name: `旧应用${i}`,
        platform: 'APP_ANDROID' as const,
        mediaAppId: String(900_000 + i),
        reviewStatus: 'approved' as const,
      })),
    );
    const quota = await call<MediaAppQuotaData>(
      'GET',
      `/api/kuaishou/app/get_create_app_quota?advertiser_ids=${a},${b}`,
    );
    const byId = new Map(quota.data.list.map((q) => [q.advertiser_id, q]));
    expect(byId.get(a)).toMatchObject({ quota: 50, used: 50, left: 0 });
    expect(byId.get(b)).toMatchObject({ quota: 50, used: 0, left: 50 });
    const answer = await call('POST', '/api/kuaishou/app/create_base', {
      ...android,
      advertiser_ids: [a, b],
    });
    expect(answer.code).toBe(ERROR_CODES.APP_QUOTA_EXCEEDED.code);
    expect(answer.message_cn).toContain(a);
    expect((await list('kuaishou', `&advertiser_id=${b}`)).list).toEqual([]);
  });

  it('creates a Kuaishou app in the 应用中心, scanned on the medium', async () => {
    const [, b = ''] = accounts.kuaishou;
    const answer = await call<MediaAppCreateAnswer>('POST', '/api/kuaishou/app/create_base', {
      ...android,
      advertiser_ids: [b],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await runner.drain();
    const [row] = (await list('kuaishou', `&advertiser_id=${b}`)).list;
    expect(row?.review_status).toBe('reviewing');
    expect(row?.media_app_id).toMatch(/^\d+$/);
  });

  it('keeps an app of a link-based medium in the platform only', async () => {
    const answer = await call<MediaAppCreateAnswer>('POST', '/api/other/app/create_base', android);
    expect(answer.code).toBe(0);
    expect(answer.data.task_id).toBeNull();
    const [row] = (await list('other')).list;
    expect(row).toMatchObject({ review_status: 'local', advertiser_id: null, media_app_id: null });
  });
});

describe('app management access', () => {
  it('refuses a caller without project:gameupdate', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(outsider.username, outsider.password);
    const answer = await call('GET', '/api/bytedance/app/get_game_info', undefined, token);
    expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    const create = await call('POST', '/api/other/app/create_base', android, token);
    expect(create.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('holds an operator to the games and accounts assigned to them', async () => {
    const operator = await createUser(t.database.db, { abilities: ['project:gameupdate'] });
    const token = await t.login(operator.username, operator.password);
    expect((await list('bytedance', '', token)).list).toEqual([]);
    const game = await call('POST', '/api/other/app/create_base', android, token);
    expect(game.code).toBe(ERROR_CODES.GAME_OUT_OF_SCOPE.code);

    await t.database.db.insert(userGames).values({ userId: operator.id, gameId });
    expect((await list('bytedance', '', token)).page_info.total_number).toBeGreaterThan(0);
    const account = await call(
      'POST',
      '/api/bytedance/app/create_base',
      { ...android, advertiser_ids: [accounts.bytedance[2] ?? ''] },
      token,
    );
    expect(account.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    expect((await call('POST', '/api/other/app/create_base', android, token)).code).toBe(0);
  });
});
