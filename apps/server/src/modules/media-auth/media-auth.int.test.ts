import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, mediaAuthorizations, oauthStates } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import {
  grantOnPage,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createUser } from '../../test/factories';
import { STATE_TTL_MS } from './media-auth.service';

// The OAuth round trip through our API (spec 000 §2 /userList, §7 /auth/transfer, /auth/callback)
// against the media sandbox over real HTTP; forged, replayed and late callbacks are refused.

let running: RunningSandbox;
let t: TestApp;
let rootToken: string;

beforeAll(async () => {
  running = await startSandbox();
  t = await createTestApp({ media: runtimeOf(running) });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(async () => {
  await t.close();
  await running.close();
});

async function transfer(medium: Medium, token = rootToken) {
  return t.call<{ url: string; expires_at: string }>({
    method: 'POST',
    url: '/api/auth/transfer',
    payload: { medium },
    token,
  });
}

/** Sends the browser's callback request; answers where we redirect it. */
async function callback(url: URL): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(res.statusCode).toBe(302);
  const location = String(res.headers.location);
  expect(location.startsWith('/#/')).toBe(true);
  return new URL(`http://platform.test${location.slice(2)}`);
}

const authorizationCount = async () =>
  (await t.database.db.select().from(mediaAuthorizations)).length;

describe.each([
  ['bytedance', '/userList/user/adAcc'],
  ['kuaishou', '/userList/adAccKs'],
  ['tencent', '/userList/adAccQq'],
] as const)('%s round trip', (medium, page) => {
  it('authorizes through the page and lists the accounts, tokens sealed at rest', async () => {
    const started = await transfer(medium);
    expect(started.code).toBe(0);
    const pageUrl = new URL(started.data.url);
    expect(pageUrl.origin).toBe(running.origin);
    const state = pageUrl.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(43);
    expect(pageUrl.searchParams.get('redirect_uri')).toBe('http://localhost/api/auth/callback');

    const { callback: cb, granted } = await grantOnPage(started.data.url);
    const landing = await callback(cb);
    expect(landing.pathname).toBe(page);
    expect(landing.searchParams.get('auth')).toBe('ok');
    expect(landing.searchParams.get('medium')).toBe(medium);
    const count = Number(landing.searchParams.get('count'));
    expect(count).toBeGreaterThanOrEqual(granted.length);

    const rows = await t.database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.medium, medium));
    for (const id of granted) expect(rows.map((r) => r.advertiserId)).toContain(id);
    const [grant] = await t.database.db
      .select()
      .from(mediaAuthorizations)
      .where(eq(mediaAuthorizations.medium, medium));
    const tokens = await t.services.mediaAccounts.getTokens(grant?.id ?? 0);
    expect(grant?.accessTokenSealed).not.toContain(tokens.accessToken);
    expect(grant?.refreshTokenSealed).not.toContain(tokens.refreshToken);

    // The same callback again (a replay): the state is spent, nothing more is stored.
    const before = await authorizationCount();
    const replay = await callback(cb);
    expect(replay.pathname).toBe(page);
    expect(replay.searchParams.get('auth')).toBe('error');
    expect(replay.searchParams.get('message')).toContain('授权链接无效');
    expect(await authorizationCount()).toBe(before);
  });
});

describe('refused callbacks', () => {
  it('refuses a forged state without calling the medium', async () => {
    const before = await authorizationCount();
    const landing = await callback(
      new URL('http://x/api/auth/callback?state=forged-state&auth_code=whatever'),
    );
    expect(landing.searchParams.get('auth')).toBe('error');
    expect(landing.searchParams.get('message')).toContain('授权链接无效');
    expect(await authorizationCount()).toBe(before);
  });

  it('refuses a callback without any state', async () => {
    const landing = await callback(new URL('http://x/api/auth/callback?auth_code=abc'));
    expect(landing.searchParams.get('auth')).toBe('error');
  });

  it('refuses a state presented after it ended', async () => {
    const started = await transfer('bytedance');
    const { callback: cb } = await grantOnPage(started.data.url);
    t.clock.advance(STATE_TTL_MS + 1000);
    const landing = await callback(cb);
    expect(landing.searchParams.get('auth')).toBe('error');
    expect(landing.searchParams.get('message')).toContain('已过期');
  });

  it('spends the state when the medium sends no code (authorization cancelled)', async () => {
    const started = await transfer('kuaishou');
    const state = new URL(started.data.url).searchParams.get('state') ?? '';
    const cancelled = await callback(new URL(`http://x/api/auth/callback?state=${state}`));
    expect(cancelled.searchParams.get('message')).toContain('未返回授权码');
    expect(cancelled.pathname).toBe('/userList/adAccKs');
    const again = await callback(new URL(`http://x/api/auth/callback?state=${state}&auth_code=c`));
    expect(again.searchParams.get('message')).toContain('授权链接无效');
  });

  it('refuses a code the medium does not know, with its reason', async () => {
    const started = await transfer('tencent');
    const state = new URL(started.data.url).searchParams.get('state') ?? '';
    const landing = await callback(
      new URL(`http://x/api/auth/callback?state=${state}&authorization_code=made-up`),
    );
    expect(landing.searchParams.get('message')).toContain('媒体授权失败');
  });
});

describe('transfer', () => {
  it('needs the auth:transfer ability', async () => {
    const user = await createUser(t.database.db, { abilities: [] });
    const token = await t.login(user.username, user.password);
    const res = await transfer('bytedance', token);
    expect(res.code).toBe(10003);
  });

  it('rejects an unknown medium with a clear message', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/transfer',
      payload: { medium: 'weibo' },
      token: rootToken,
    });
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res.message)).toContain('请选择媒体');
  });

  it('refuses a malformed Host rather than building a redirect URI from it', async () => {
    const before = (await t.database.db.select().from(oauthStates)).length;
    for (const host of ['evil.example/x?', 'user@evil.example', 'evil.example:99999']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/auth/transfer',
        payload: { medium: 'bytedance' },
        token: rootToken,
        headers: { host },
      });
      expect(res.code, host).toBe(10001);
      expect(res.message_cn).toContain('Host');
    }
    expect((await t.database.db.select().from(oauthStates)).length).toBe(before);
  });

  it('answers a clear error for a medium without an app', async () => {
    const bare = await createTestApp();
    try {
      const token = await bare.login(ROOT_USER.username, ROOT_USER.password);
      const res = await bare.call({
        method: 'POST',
        url: '/api/auth/transfer',
        payload: { medium: 'kuaishou' },
        token,
      });
      expect(res.code).toBe(40004);
      expect(res.message_cn).toBe('未配置磁力引擎的开发者应用，无法授权');
    } finally {
      await bare.close();
    }
    // A second app with its own new database takes longer than one test's default.
  }, 90_000);
});
