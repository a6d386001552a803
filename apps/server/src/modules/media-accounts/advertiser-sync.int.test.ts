import type { AdvertiserListData, AdvertiserSyncProgress } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Medium } from '../../lib/media-mirror';
import {
  admin,
  expireTokens,
  grantOnPage,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizationOf, grantOf } from './test-fixtures';

// "Sync advertisers" (spec 000 §7 `/{feed}/auth/sync_advertisers`, the account list polled while it
// runs) against the media sandbox over real HTTP.

let running: RunningSandbox;
let t: TestApp;
let rootToken: string;

beforeAll(async () => {
  running = await startSandbox();
  // The test clock stands still: a generous rate keeps the limiter from spacing calls out.
  t = await createTestApp({ media: runtimeOf(running), env: { TASK_DEFAULT_RATE: '1000' } });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(async () => {
  await t.close();
  await running.close();
});

const LIST: Record<Medium, string> = {
  bytedance: '/api/bytedance/auth/advertisers',
  kuaishou: '/api/kuaishou/auth/advertisers',
  tencent: '/api/tencent/auth/advertisers',
};

/** Authorizes through the medium's page as the platform user of `token`; answers the granted ids. */
async function authorize(medium: Medium, token = rootToken): Promise<string[]> {
  const started = await t.call<{ url: string }>({
    method: 'POST',
    url: '/api/auth/transfer',
    payload: { medium },
    token,
  });
  const { callback, granted } = await grantOnPage(started.data.url);
  const res = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(String(res.headers.location)).toContain('auth=ok');
  return granted;
}

const startSync = (medium: Medium, token = rootToken) =>
  t.call<AdvertiserSyncProgress>({
    method: 'GET',
    url: `/api/${medium}/auth/sync_advertisers`,
    token,
  });

const listOf = (medium: Medium, token = rootToken) =>
  t.call<AdvertiserListData>({
    method: 'GET',
    url: LIST[medium],
    query: { per_page: '100' },
    token,
  });

/** Polls the list the way the page does until the sync says it is done. */
async function pollUntilDone(medium: Medium, token = rootToken): Promise<AdvertiserListData> {
  for (let i = 0; i < 800; i += 1) {
    const res = await listOf(medium, token);
    if (res.data.sync?.state === 'done') return res.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('sync did not finish');
}

describe.each(['bytedance', 'kuaishou', 'tencent'] as const)('%s sync', (medium) => {
  it('re-reads the grants and the balances, and the list shows the progress', async () => {
    const granted = await authorize(medium);
    const before = (await listOf(medium)).data.list;
    expect(before.every((r) => r.balance === null && r.synced_at === null)).toBe(true);

    const started = await startSync(medium);
    expect(started.code).toBe(0);
    expect(started.data).toMatchObject({ medium, state: 'running', done: 0 });

    const data = await pollUntilDone(medium);
    expect(data.sync).toMatchObject({ state: 'done', total: 1, done: 1, failed: 0, errors: [] });
    expect(data.sync?.accounts).toBeGreaterThanOrEqual(granted.length);
    for (const id of granted) {
      const row = data.list.find((r) => r.advertiser_id === id);
      expect(row?.balance).toMatch(/^\d+\.\d{2}$/);
      expect(row?.synced_at).not.toBeNull();
    }
  });
});

describe('runs', () => {
  it('answers the running sync to a second start', async () => {
    // Slow Ocean Engine's account listing down so the first run is still going.
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: 'GET /oceanengine/open_api/oauth2/advertiser/get/', latencyMs: 400 }],
    });
    try {
      const first = await startSync('bytedance');
      const second = await startSync('bytedance');
      expect(second.data.state).toBe('running');
      expect(second.data.started_at).toBe(first.data.started_at);
      const polled = await listOf('bytedance');
      expect(polled.data.sync?.state).toBe('running');
      await pollUntilDone('bytedance');
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
    }
  });

  it('keeps runs apart by data scope: a user without grants has nothing to read', async () => {
    const user = await createUser(t.database.db, { abilities: ['auth:transfer'] });
    const token = await t.login(user.username, user.password);
    expect((await listOf('bytedance', token)).data.sync).toBeNull();
    await startSync('bytedance', token);
    const data = await pollUntilDone('bytedance', token);
    expect(data.sync).toMatchObject({ total: 0, done: 0, accounts: 0 });
    expect(data.list).toEqual([]);
  });

  it('marks a grant the medium no longer accepts for re-authorization', async () => {
    // A grant whose tokens the medium never issued (authorization cancelled on the medium).
    const forged = await t.services.mediaAccounts.saveAuthorization(
      authorizationOf(t.clock, {
        userId: 1,
        medium: 'kuaishou',
        advertisers: [grantOf('已取消授权的账户')],
      }),
    );
    await startSync('kuaishou');
    const data = await pollUntilDone('kuaishou');
    expect(data.sync).toMatchObject({ total: 2, done: 2, failed: 1 });
    expect(data.sync?.errors[0]?.message).toContain('请重新授权');
    const row = data.list.find((r) => r.name === '已取消授权的账户');
    expect(row).toMatchObject({ health: 'revoked', authorization_id: forged.authorizationId });
    expect(row?.authorization_error).toContain('请重新授权');
    const revoked = await t.call<AdvertiserListData>({
      method: 'GET',
      url: LIST.kuaishou,
      query: { health: 'revoked' },
      token: rootToken,
    });
    expect(revoked.data.list.map((r) => r.name)).toEqual(['已取消授权的账户']);
  });

  it('marks a grant whose refresh the medium refuses', async () => {
    const [grant] = (await listOf('tencent')).data.list;
    const id = grant?.authorization_id ?? 0;
    const tokens = await t.services.mediaAccounts.getTokens(id);
    await t.services.mediaAccounts.recordRefresh(id, { ...tokens, refreshToken: 'not-issued' });
    await expireTokens(running, 'tencent');

    await startSync('tencent');
    const data = await pollUntilDone('tencent');
    expect(data.sync).toMatchObject({ total: 1, failed: 1 });
    expect(data.list.every((r) => r.health === 'revoked')).toBe(true);

    // The next run does not call the medium for a grant that needs a new authorization.
    await startSync('tencent');
    const again = await pollUntilDone('tencent');
    expect(again.sync?.errors).toEqual([
      { grant: expect.any(String), message: '授权已失效，请重新授权' },
    ]);
  });

  it('refuses to start for a medium without an app', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login(ROOT_USER.username, ROOT_USER.password);
      const res = await bare.call({
        method: 'GET',
        url: '/api/tencent/auth/sync_advertisers',
        token,
      });
      expect(res.code).toBe(40004);
    } finally {
      await bare.close();
    }
    // A second app with its own new database takes longer than one test's default.
  }, 90_000);
});
