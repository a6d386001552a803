import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LANDING_CHANGE_CHANNEL } from './landing-pages.repository';

// The public page served from memory over a real connection (docs/architecture/landing-pages.md
// "The public page"): its headers, 304s, what drops the copy in this and other processes, and the
// views and clicks written in batches, on an interval and when the app closes.

let t: TestApp;
let builder: string;
let port: number;
/** Change notices this app has heard (its own publishes' arrive a moment after they commit). */
let notices = 0;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const fetchPage = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

const fetchBytes = (path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Answer['headers']; body: Buffer }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const post = async <T>(app: TestApp, call: string, payload: object, token = builder) => {
  const res = await app.call<T>({
    method: 'POST',
    url: `/api/landing/page/${call}`,
    payload,
    token,
  });
  expect(res.code, JSON.stringify(res)).toBe(0);
  return res.data;
};

async function publishedPage(
  app: TestApp,
  title = '开服活动',
  token = builder,
): Promise<{ id: number; path: string }> {
  const { id } = await post<{ id: number }>(
    app,
    'create',
    {
      name: `缓存页-${Math.random().toString(36).slice(2, 8)}`,
      title,
      components: [{ id: 'txt1', type: 'text', text: '登录送好礼' }],
    },
    token,
  );
  const heard = notices;
  const { public_path } = await post<{ public_path: string }>(app, 'publish', { id }, token);
  // The publish's own notice empties this app's copies when it arrives: the tests that follow
  // count on what is in memory, so they start once it has.
  if (app === t) await expect.poll(() => notices).toBeGreaterThan(heard);
  return { id, path: public_path };
}

const track = (app: TestApp, path: string, event: 'view' | 'click') =>
  app.call({
    method: 'POST',
    url: `${path}/track`,
    payload: { event },
    remoteAddress: '192.0.2.5',
  });

async function statsRow(app: TestApp, id: number) {
  const rows = await app.database.db.execute<{ views: number; clicks: number }>(
    sql`select views, clicks from landing_page_stats where page_id = ${id}`,
  );
  return (rows as { rows: { views: number; clicks: number }[] }).rows[0] ?? null;
}

/** Headers every answer carries that say nothing about the page. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'content-length']);
const pageHeaders = (a: Answer) =>
  Object.fromEntries(Object.entries(a.headers).filter(([k]) => !TRANSPORT.has(k)));

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date('2026-05-20T04:00:00Z')) });
  const landing = t.services.landingPublic;
  const forgetAll = landing.forgetAll.bind(landing);
  landing.forgetAll = () => {
    notices += 1;
    forgetAll();
  };
  const user = await createUser(t.database.db, { abilities: ['mango:sites'] });
  builder = await t.login(user.username, user.password);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

describe('the public landing page from memory', () => {
  it('answers a rendered page before the router, with the same headers and 304s', async () => {
    const { path } = await publishedPage(t);
    const first = await fetchPage(path);
    expect(first.status).toBe(200);
    // The first answer came through the app (its hooks add the request id), the next from memory.
    expect(first.headers['x-request-id']).toBeDefined();
    const second = await fetchPage(path);
    expect(second.status).toBe(200);
    expect(second.headers['x-request-id']).toBeUndefined();
    expect(second.body).toBe(first.body);
    expect(pageHeaders(second)).toEqual(pageHeaders(first));
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(Number(second.headers['content-length'])).toBe(Buffer.byteLength(second.body));

    const etag = String(second.headers.etag);
    const revalidated = await fetchPage(path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['x-request-id']).toBeUndefined();
    expect((await fetchPage(path, { 'if-none-match': '"other"' })).status).toBe(200);
    expect(second.headers.vary).toBe('accept-encoding');
    expect(second.headers['content-encoding']).toBeUndefined();
    // Not a page: the app answers as before.
    expect((await fetchPage('/lp/nosuchpage9')).status).toBe(404);
  });

  it('answers with the prepared brotli or gzip bytes the browser accepts', async () => {
    const { path } = await publishedPage(t, '压缩页');
    const plain = await fetchPage(path);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await fetchBytes(path, { 'accept-encoding': accept });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['x-request-id']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(decode(answer.body).toString('utf8')).toBe(plain.body);
      expect(answer.headers.etag).not.toBe(plain.headers.etag);
      // The copy of either encoding is current: 304 with the ETag of the encoding asked for.
      const revalidated = await fetchPage(path, {
        'accept-encoding': accept,
        'if-none-match': String(plain.headers.etag),
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(answer.headers.etag);
    }
    // Slug, trailing slash and query string as ads send them; the answer still comes from memory.
    const tagged = await fetchPage(`${path}/?clickid=abc&adid=1`);
    expect(tagged.body).toBe(plain.body);
    expect(tagged.headers['x-request-id']).toBeUndefined();
  });

  it('does not read the database for a page in memory', async () => {
    const { id, path } = await publishedPage(t, '原标题');
    expect((await fetchPage(path)).body).toContain('<title>原标题</title>');
    await t.database.db.execute(
      sql`update landing_pages set published_title = '库里改了' where id = ${id}`,
    );
    expect((await fetchPage(path)).body).toContain('<title>原标题</title>');
    // Another process's publish announces itself; every copy here goes.
    await t.database.db.execute(sql`select pg_notify(${LANDING_CHANGE_CHANNEL}, 'x')`);
    await expect
      .poll(async () => (await fetchPage(path)).body)
      .toContain('<title>库里改了</title>');
  });

  it('serves a republished page at once and a taken-down one no more', async () => {
    const { id, path } = await publishedPage(t, '第一版');
    const before = await fetchPage(path);
    await fetchPage(path);
    await post(t, 'update', {
      id,
      name: '缓存页-改',
      title: '第二版',
      components: [{ id: 'txt1', type: 'text', text: '登录送好礼' }],
    });
    expect((await fetchPage(path)).body).toContain('<title>第一版</title>');
    await post(t, 'publish', { id });
    const after = await fetchPage(path);
    expect(after.body).toContain('<title>第二版</title>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await fetchPage(path, { 'if-none-match': String(before.headers.etag) })).status).toBe(
      200,
    );

    await post(t, 'unpublish', { id });
    expect((await fetchPage(path)).status).toBe(404);
    await post(t, 'publish', { id });
    await fetchPage(path);
    await post(t, 'delete', { id });
    expect((await fetchPage(path)).status).toBe(404);
  });
});

describe('views and clicks in batches', () => {
  it('writes accepted events on flush, one row per page and day', async () => {
    const { id, path } = await publishedPage(t);
    for (const event of ['view', 'view', 'click'] as const)
      expect((await track(t, path, event)).code).toBe(0);
    expect(await statsRow(t, id)).toBeNull();
    expect(t.services.landingPublic.counter.size).toBeGreaterThanOrEqual(3);
    await t.services.landingPublic.counter.flush();
    expect(await statsRow(t, id)).toEqual({ views: 2, clicks: 1 });
    await track(t, path, 'view');
    await t.services.landingPublic.counter.flush();
    expect(await statsRow(t, id)).toEqual({ views: 3, clicks: 1 });
  });

  it('writes on its interval without being asked', async () => {
    const { id, path } = await publishedPage(t);
    await track(t, path, 'click');
    await expect.poll(() => statsRow(t, id), { timeout: 10_000 }).toEqual({ views: 0, clicks: 1 });
  });

  it('drops the counts of a page deleted before they were written', async () => {
    const { id, path } = await publishedPage(t);
    await track(t, path, 'view');
    await post(t, 'delete', { id });
    await t.services.landingPublic.counter.flush();
    expect(t.services.landingPublic.counter.size).toBe(0);
    expect(await statsRow(t, id)).toBeNull();
  });

  it('writes what is pending when the app closes', async () => {
    const other = await createTestApp({ clock: new ManualClock(new Date('2026-05-20T04:00:00Z')) });
    try {
      const user = await createUser(other.database.db, { abilities: ['mango:sites'] });
      const token = await other.login(user.username, user.password);
      const { id, path } = await publishedPage(other, '关闭前', token);
      await track(other, path, 'view');
      await track(other, path, 'click');
      expect(await statsRow(other, id)).toBeNull();
      await other.app.close();
      expect(await statsRow(other, id)).toEqual({ views: 1, clicks: 1 });
    } finally {
      await other.database.close();
    }
  });
});
