import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOf, startSandbox, type RunningSandbox } from '../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../test/test-app';

// The embedded sandbox's authorize pages on the platform's own port (ARCHITECTURE §3, §7): the
// browser never needs the sandbox's loopback port, and nothing else of the sandbox is exposed.

const ATTACKER_PAGE = '<html><script>steal(localStorage)</script>attacker page</html>';

let running: RunningSandbox;
let t: TestApp;
/** Another host reachable from the server, standing in for anything the proxy must never fetch. */
let attacker: Server;
let attackerHost: string;
const attackerHits: string[] = [];

beforeAll(async () => {
  attacker = createServer((req, res) => {
    attackerHits.push(`${req.method ?? ''} ${req.url ?? ''}`);
    res.writeHead(200, { 'content-type': 'text/html' }).end(ATTACKER_PAGE);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerHost = `127.0.0.1:${(attacker.address() as AddressInfo).port}`;
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
  await new Promise((resolve) => attacker.close(resolve));
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

  it('serves the media files its answers name, GET only, with their cache headers', async () => {
    const url = '/sandbox/_cdn/oceanengine/poster/v0abc.jpeg';
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-security-policy']).toContain("default-src 'self'");
    // The app's pages may show it (http/content-security.ts): the test app's own address.
    const page = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(page.headers['content-security-policy']).toContain(
      "media-src 'self' blob: http://localhost:8080",
    );
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const etag = String(file.headers.etag);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'POST', url, payload: '' })).statusCode).toBe(405);
  });

  it('exposes nothing but the authorize pages and the media files', async () => {
    for (const path of [
      '/sandbox/_admin/apps',
      '/sandbox/oceanengine/open_api/2/advertiser/info/',
      '/sandbox/_cdn/oceanengine/../../_admin/apps',
      '/sandbox/_cdn/oceanengine/%2e%2e/%2e%2e/_admin/apps',
      '/sandbox/_cdn/oceanengine//_admin/apps',
      '/sandbox/_cdn/',
      '/sandbox/_cdn/oceanengine',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
    }
  });

  it('never fetches nor serves another host named in the path', async () => {
    const page = '/oceanengine/audit/oauth.html';
    const host = attackerHost;
    const tails = [
      `//${host}${page}`,
      `///${host}${page}`,
      `/\\${host}${page}`,
      `\\\\${host}${page}`,
      `/\\/${host}${page}`,
      `/%2F${host}${page}`,
      `/%2F%2F${host}${page}`,
      `/%2f%2f${host}${page}`,
      `/%5C%5C${host}${page}`,
      `/%5c${host}${page}`,
      `/..//${host}${page}`,
      `/./..//${host}${page}`,
      `/oceanengine/..//${host}${page}`,
      `/%2E%2E//${host}${page}`,
      `/\t/${host}${page}`,
      `/%09/${host}${page}`,
      `/http://${host}${page}`,
      `/http:${host}${page}`,
      `/@${host}${page}`,
      `//${host}/kuaishou/tools/authorize`,
      `//${host}/tencent/oauth/authorize?client_id=1`,
    ];
    for (const tail of tails) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: `/sandbox${tail}`,
          ...(method === 'POST'
            ? {
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: 'step=login&username=demo&password=demo123',
              }
            : {}),
        });
        expect(res.body, `${method} /sandbox${tail}`).not.toContain('attacker page');
        expect(res.statusCode, `${method} /sandbox${tail}`).toBe(404);
      }
    }
    expect(attackerHits).toEqual([]);
  });

  it('refuses a smuggled host over a real connection too', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    // Sent as written: fetch would normalise the backslashes before they leave.
    const send = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        }).on('error', reject);
      });
    for (const tail of [
      `//${attackerHost}/oceanengine/audit/oauth.html`,
      `/\\${attackerHost}/oceanengine/audit/oauth.html`,
      `\\\\${attackerHost}/oceanengine/audit/oauth.html`,
    ]) {
      const res = await send(`/sandbox${tail}`);
      expect(res.body).not.toContain('attacker page');
      expect(res.status).toBe(404);
    }
    expect(attackerHits).toEqual([]);
  });
});
