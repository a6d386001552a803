import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ROOT_USER, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ALLOWED_CIDRS: '10.8.0.0/16, 127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

describe('ALLOWED_CIDRS', () => {
  it('answers HTTP 403 with the VPN message outside the allowed ranges', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '192.168.1.9',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message_cn: expect.stringContaining('VPN') as unknown });
  });

  it('lets allowed addresses and IPv4-mapped IPv6 forms through', async () => {
    for (const remoteAddress of ['10.8.3.4', '127.0.0.1', '::ffff:10.8.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });

  it('refuses API paths spelled with percent-escapes, which the router decodes', async () => {
    for (const url of [
      '/%61pi/health',
      '/%61%70%69/health',
      '/api/%68ealth',
      '/%61pi/health?x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.9' });
      expect(res.statusCode, url).toBe(403);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/login',
      remoteAddress: '192.168.1.9',
      payload: { username: ROOT_USER.username, password: ROOT_USER.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.body).not.toContain('token');
  });

  it('refuses unknown API-looking paths too, and keeps the web app reachable', async () => {
    for (const url of ['/%61pi/nothing-here', '/API/health', '//api/health', '/api//health']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '192.168.1.9' });
      expect(res.statusCode, url).toBe(403);
    }
    const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress: '192.168.1.9' });
    expect(page.statusCode).not.toBe(403);
  });
});

describe('API answers on decoded paths', () => {
  it('are never cached and answer unknown APIs with the envelope', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBe('no-store');

    const missing = await t.app.inject({ method: 'GET', url: '/%61pi/nothing-here' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: 10005 });
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
