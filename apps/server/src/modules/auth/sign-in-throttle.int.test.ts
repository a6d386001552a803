import { ERROR_CODES, type Paged, type UserRow } from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAuditLog } from '../../db/schema';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { LOGIN_THROTTLE } from './login-throttle';

// Sign-in throttling through the API (docs/adr/0008): guessing is slowed down and locked out of
// unknown addresses, but never locks a user out of an address they signed in from before.
const { LOGIN_FAILED, LOGIN_LOCKED, LOGIN_THROTTLED, ABILITY_REQUIRED } = ERROR_CODES;

let t: TestApp;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  rootId = (await login(ROOT_USER.username, ROOT_USER.password)).data.uid;
});
afterAll(() => t.close());

let addressSeq = 0;
/** A fresh address, so tests do not share address-level history. */
const newAddress = () => `10.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}.1`;

function login(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.call<{ token: string; uid: number }>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });
}

/** A user who has signed in once from `home`, which is therefore known for them. */
async function userKnownAt(home: string): Promise<CreatedUser> {
  const user = await createUser(t.database.db);
  expect((await login(user.username, user.password, home)).code).toBe(0);
  return user;
}

/** Wrong passwords for `username`, each from a new address, until the account locks. */
async function lockFromManyAddresses(username: string): Promise<void> {
  for (let i = 0; i < LOGIN_THROTTLE.accountLockFailures; i++) {
    expect((await login(username, 'wrong-pass-1', newAddress())).code).toBe(LOGIN_FAILED.code);
  }
}

async function adminToken() {
  return t.login(ROOT_USER.username, ROOT_USER.password);
}

describe('sign-in throttling', () => {
  it('makes further attempts from one address wait, without checking the password meanwhile', async () => {
    const here = newAddress();
    const user = await userKnownAt(newAddress());
    for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i++) {
      expect((await login(user.username, 'wrong-pass-1', here)).code).toBe(LOGIN_FAILED.code);
    }
    const delayed = await login(user.username, user.password, here);
    expect(delayed.code).toBe(LOGIN_THROTTLED.code);
    expect(delayed.message_cn).toBe('登录尝试过于频繁，请 10 秒后再试');
    t.clock.advance(9_000);
    expect((await login(user.username, user.password, here)).message_cn).toMatch(/请 1 秒后再试/);
    t.clock.advance(1_000);
    expect((await login(user.username, user.password, here)).code).toBe(0);
  });

  it('lets the right password through from a known address while the account is under attack', async () => {
    const office = newAddress();
    const user = await userKnownAt(office);
    await lockFromManyAddresses(user.username);

    const elsewhere = await login(user.username, user.password, newAddress());
    expect(elsewhere.code).toBe(LOGIN_LOCKED.code);
    expect(elsewhere.message_cn).toMatch(/请 15 分钟后再试/);
    expect((await login(user.username, user.password, office)).code).toBe(0);
    // The attack goes on: unknown addresses stay locked out.
    expect((await login(user.username, user.password, newAddress())).code).toBe(LOGIN_LOCKED.code);
    t.clock.advance(LOGIN_THROTTLE.windowMs);
    expect((await login(user.username, user.password, newAddress())).code).toBe(0);
  });

  it('keeps an office NAT usable by the administrator while it guesses other accounts', async () => {
    const nat = newAddress();
    expect((await login(ROOT_USER.username, ROOT_USER.password, nat)).code).toBe(0);
    const answers = new Set<number>();
    for (let i = 0; i < 35; i++) {
      answers.add((await login(`colleague${i}`, 'wrong-pass-1', nat)).code);
    }
    expect(answers).toEqual(new Set([LOGIN_FAILED.code, LOGIN_THROTTLED.code]));
    // A user who never signed in from this address is slowed down with it …
    const newcomer = await createUser(t.database.db);
    expect((await login(newcomer.username, newcomer.password, nat)).code).toBe(
      LOGIN_THROTTLED.code,
    );
    // … the administrator, who did, is not.
    expect((await login(ROOT_USER.username, ROOT_USER.password, nat)).code).toBe(0);
    t.clock.advance(LOGIN_THROTTLE.windowMs);
  });

  it('counts concurrent guesses one by one', async () => {
    const user = await userKnownAt(newAddress());
    const here = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(user.username, 'wrong-pass-1', here)),
    );
    const checked = answers.filter((a) => a.code === LOGIN_FAILED.code).length;
    expect(checked).toBe(LOGIN_THROTTLE.pairFreeFailures);
    expect(answers.filter((a) => a.code === LOGIN_THROTTLED.code)).toHaveLength(12 - checked);
  });
});

describe('administrator unlock', () => {
  const unlock = (token: string, id: number) =>
    t.call<{ cleared: number }>({
      method: 'POST',
      url: '/api/user/unlock',
      payload: { id },
      token,
    });

  async function lockStateOf(token: string, username: string) {
    const page = await t.call<Paged<UserRow>>({
      method: 'GET',
      url: `/api/user/list?keyword=${username}`,
      token,
    });
    return page.data.list.find((u) => u.username === username)?.sign_in_lock;
  }

  it('shows the lock, clears it and records who unlocked whom and when', async () => {
    const user = await userKnownAt(newAddress());
    await lockFromManyAddresses(user.username);
    const token = await adminToken();
    const state = await lockStateOf(token, user.username);
    expect(state?.failures).toBe(LOGIN_THROTTLE.accountLockFailures);
    expect(Date.parse(state?.locked_until ?? '')).toBe(
      t.clock.now().getTime() + LOGIN_THROTTLE.windowMs,
    );

    const res = await unlock(token, user.id);
    expect(res).toMatchObject({ code: 0, data: { cleared: LOGIN_THROTTLE.accountLockFailures } });
    expect(await lockStateOf(token, user.username)).toBeNull();
    expect((await login(user.username, user.password, newAddress())).code).toBe(0);

    const audit = await t.database.db
      .select()
      .from(userAuditLog)
      .where(eq(userAuditLog.targetUserId, user.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: rootId,
        targetUserId: user.id,
        action: 'sign_in.unlock',
        at: t.clock.now(),
        detail: { failures_cleared: LOGIN_THROTTLE.accountLockFailures },
      }),
    ]);
  });

  it('is refused to a user without user administration, and the lock stays', async () => {
    const user = await userKnownAt(newAddress());
    await lockFromManyAddresses(user.username);
    const other = await createUser(t.database.db, { abilities: ['material:list'] });
    const res = await unlock(await t.login(other.username, other.password), user.id);
    expect(res.code).toBe(ABILITY_REQUIRED.code);
    expect((await login(user.username, user.password, newAddress())).code).toBe(LOGIN_LOCKED.code);
    expect(
      await t.database.db.select().from(userAuditLog).where(eq(userAuditLog.targetUserId, user.id)),
    ).toEqual([]);
  });

  it('answers an unknown user id with not found', async () => {
    expect((await unlock(await adminToken(), 999_999)).code).toBe(ERROR_CODES.NOT_FOUND.code);
  });
});
