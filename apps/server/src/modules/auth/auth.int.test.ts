import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, ip?: string) =>
  t.call<{ token: string; uid: number; name: string }>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...(ip ? { remoteAddress: ip } : {}),
  });

describe('password sign-in', () => {
  it('answers a random token that is not the user name and opens /user/info', async () => {
    const res = await login(`  ${ROOT_USER.username} `, ROOT_USER.password);
    expect(res.code).toBe(0);
    expect(res.data.name).toBe(ROOT_USER.username);
    expect(res.data.token).toMatch(/^[\w-]{43}$/);
    const info = await t.call<{ id: number; roles: string[]; abilities: string[] }>({
      method: 'GET',
      url: '/api/user/info',
      token: res.data.token,
    });
    expect(info.code).toBe(0);
    expect(info.data.roles).toEqual(['admin']);
    expect(info.data.abilities).toContain('user:roles');
    expect(JSON.stringify(info.data)).not.toMatch(/password|argon2/i);
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await login(ROOT_USER.username, 'nope-nope-1', '10.0.0.1');
    const unknown = await login('ghost', 'nope-nope-1', '10.0.0.2');
    expect(wrong.code).toBe(20001);
    expect(unknown.code).toBe(20001);
    expect(wrong.message_cn).toBe(unknown.message_cn);
  });

  it('lists every problem of a malformed body and answers code 10001', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '', password: '' },
    });
    expect(res.code).toBe(10001);
    expect(res.message).toHaveLength(2);
  });

  it('answers malformed JSON with a clear error, not a stack', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.code).toBe(10001);
    expect(JSON.stringify(res)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('refuses a disabled user after checking the password', async () => {
    const user = await createUser(t.database.db, { status: 0 });
    expect((await login(user.username, 'wrong-pass-1')).code).toBe(20001);
    expect((await login(user.username, user.password)).code).toBe(20003);
  });
});

describe('sessions', () => {
  it('answers -100 without a token, with an unknown token and after logout', async () => {
    expect((await t.call({ method: 'GET', url: '/api/user/info' })).code).toBe(-100);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token: 'forged' })).code).toBe(
      -100,
    );
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    expect((await t.call({ method: 'GET', url: '/api/auth/logout', token })).code).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(-100);
  });

  it('slides the idle expiry while in use and expires after 12 idle hours', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(11 * 3_600_000);
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(0);
    }
    t.clock.advance(12 * 3_600_000);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(-100);
  });

  it('expires at the absolute limit even when active', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    const hours = t.config.session.maxMs / 3_600_000;
    for (let h = 10; h < hours; h += 10) {
      t.clock.advance(10 * 3_600_000);
      expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(0);
    }
    t.clock.advance(10 * 3_600_000);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(-100);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((s) => s.tokenHash === token)).toBe(false);
    expect(rows.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('signs out a user who has been disabled', async () => {
    const user = await createUser(t.database.db);
    const token = await t.login(user.username, user.password);
    await t.services.sessions.revokeAllForUser(user.id);
    expect((await t.call({ method: 'GET', url: '/api/user/info', token })).code).toBe(-100);
  });
});

describe('session cache', () => {
  it('serves repeated requests from the cache and drops it on a change made elsewhere', async () => {
    const user = await createUser(t.database.db, { abilities: ['user:roles'] });
    const token = await t.login(user.username, user.password);
    for (let i = 0; i < 3; i++) {
      expect((await t.call({ method: 'GET', url: '/api/user/list', token })).code).toBe(0);
    }
    expect(t.services.authCache.size).toBeGreaterThan(0);
    // Another process (or a DBA) takes the role away with plain SQL: the change notice must reach us.
    await t.database.db.execute(sql`delete from user_roles where user_id = ${user.id}`);
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/user/list', token })).code, {
        timeout: 3000,
      })
      .toBe(10003);
    await t.database.db.execute(sql`update users set status = 0 where id = ${user.id}`);
    await expect
      .poll(async () => (await t.call({ method: 'GET', url: '/api/user/info', token })).code, {
        timeout: 3000,
      })
      .toBe(-100);
  });
});

describe('http basics', () => {
  it('serves health, request ids and security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok' } });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers an unknown API path with the envelope', async () => {
    const res = await t.call({ method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(200);
    expect(res.code).toBe(10005);
  });

  it('publishes OpenAPI docs listing the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    expect(Object.keys(doc.paths)).toContain('/api/user/info');
  });
});
