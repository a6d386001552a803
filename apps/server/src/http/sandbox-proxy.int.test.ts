import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf, startSandbox, type RunningSandbox } from '../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../test/test-app';

// The embedded sandbox's authorize pages on the platform's own port (ARCHITECTURE §3, §7): the
// browser never needs the sandbox's loopback port, and nothing else of the sandbox is exposed.

let running: RunningSandbox;
let t: TestApp;

beforeAll(async () => {
  running = await startSandbox();
  const runtime = runtimeOf(running);
  t = await createTestApp({
    media: {
      ...runtime,
      mode: 'embedded',
      embedded: { sandbox: running.sandbox, origin: running.origin },
    },
  });
});
afterAll(async () => {
  await t.close();
  await running.close();
});

describe('embedded sandbox pages', () => {
  it('sends the browser to the authorize page on our origin, which serves it', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    const res = await t.call<{ url: string }>({
      method: 'POST',
      url: '/api/auth/transfer',
      payload: { medium: 'bytedance' },
      token,
      headers: { host: 'ads.example.com' },
    });
    const url = new URL(res.data.url);
    expect(url.origin).toBe('http://ads.example.com');
    expect(url.pathname).toBe('/sandbox/oceanengine/audit/oauth.html');

    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('授权登录');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");

    const login = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams([
        ...url.searchParams,
        ['step', 'login'],
        ['username', 'demo'],
        ['password', 'demo123'],
      ]).toString(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('选择授权账户');
  });

  it('exposes nothing but the authorize pages', async () => {
    for (const path of [
      '/sandbox/_admin/apps',
      '/sandbox/oceanengine/open_api/2/advertiser/info/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
    }
  });
});
