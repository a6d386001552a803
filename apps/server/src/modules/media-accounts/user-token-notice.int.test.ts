import type { UserInfo, UserTokenNotice } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers } from '../../db/schema';
import { ACCOUNT_FACTS_TTL_MS } from '../auth/user-info.service';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizationOf, createGame, DAY, grantOf } from './test-fixtures';

// The Tencent authorization notice (spec 000 §4 "Authorization token expiry", §7
// `/{social}/auth/usertoken/notice` and `/read`) and the user info's account facts (spec 000 §3).

const AUTH_URL = '/#/userList/adAccQq?reauthorize=1';

let t: TestApp;
let rootToken: string;
let operator: CreatedUser;
let operatorToken: string;
let colleague: CreatedUser;
let game: number;

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  operator = await createUser(t.database.db);
  colleague = await createUser(t.database.db, { abilities: ['auth:transfer'] });
  operatorToken = await t.login(operator.username, operator.password);
  game = await createGame(t.database.db, [operator.id]);
});
afterAll(() => t.close());

/** Saves a Tencent grant of `userId` ending `daysLeft` days from now. */
async function tencentGrant(
  userId: number,
  daysLeft: number,
  mediumUserId: string,
  names: string[],
) {
  const grant = authorizationOf(t.clock, {
    userId,
    medium: 'tencent',
    mediumUserId,
    advertisers: names.map((n) => grantOf(n)),
  });
  const endsAt = new Date(t.clock.now().getTime() + daysLeft * DAY);
  return t.services.mediaAccounts.saveAuthorization({
    ...grant,
    accessExpiresAt: new Date(Math.min(endsAt.getTime(), grant.accessExpiresAt.getTime())),
    refreshExpiresAt: endsAt,
  });
}

const notice = (token: string) =>
  t.call<UserTokenNotice>({ method: 'GET', url: '/api/tencent/auth/usertoken/notice', token });
const markRead = (token: string) =>
  t.call({ method: 'POST', url: '/api/tencent/auth/usertoken/notice/read', payload: {}, token });
const userInfo = (token: string) =>
  t.call<UserInfo>({ method: 'GET', url: '/api/user/info', token });
/** Lets the user info's cached account facts run out. */
const afterCache = () => t.clock.advance(ACCOUNT_FACTS_TTL_MS + 1000);

describe('usertoken notice', () => {
  it('is quiet while no Tencent grant of the user is due', async () => {
    await tencentGrant(colleague.id, 20, 'tx-colleague', ['腾讯远期']);
    expect((await notice(operatorToken)).data).toEqual({
      notice: 0,
      expire_time: null,
      auth_url: null,
    });
    expect((await userInfo(operatorToken)).data.tencent_user_token).toBeNull();
  });

  it('names the grant ending within 7 days, until the user reads it', async () => {
    await tencentGrant(operator.id, 3, 'tx-operator', ['腾讯临期']);
    const endsAt = new Date(t.clock.now().getTime() + 3 * DAY).toISOString();
    expect((await notice(operatorToken)).data).toEqual({
      notice: 1,
      expire_time: endsAt,
      auth_url: AUTH_URL,
    });
    afterCache();
    expect((await userInfo(operatorToken)).data.tencent_user_token).toEqual({
      expire_time: endsAt,
      auth_url: AUTH_URL,
    });

    expect((await markRead(operatorToken)).code).toBe(0);
    expect((await notice(operatorToken)).data).toMatchObject({ notice: 0, expire_time: endsAt });
    // Another user's read mark is their own.
    expect((await notice(rootToken)).data.notice).toBe(1);
  });

  it('speaks again once the expiry changes, and stops after a new authorization', async () => {
    await tencentGrant(operator.id, 2, 'tx-operator', ['腾讯临期']);
    expect((await notice(operatorToken)).data.notice).toBe(1);
    await tencentGrant(operator.id, 60, 'tx-operator', ['腾讯临期']);
    expect((await notice(operatorToken)).data.notice).toBe(0);
    afterCache();
    expect((await userInfo(operatorToken)).data.tencent_user_token).toBeNull();
  });

  it('counts a grant the medium revoked as due now', async () => {
    const { authorizationId } = await tencentGrant(operator.id, 60, 'tx-revoked', ['腾讯撤销']);
    await t.services.mediaAccounts.recordRefreshFailure(authorizationId, {
      code: 'REFRESH_REFUSED',
      message: 'refused',
      outcome: 'revoked',
    });
    const res = await notice(operatorToken);
    expect(res.data).toMatchObject({ notice: 1, expire_time: t.clock.now().toISOString() });
  });

  it('covers the grants of the accounts in the user scope, not only their own', async () => {
    const user = await createUser(t.database.db);
    const token = await t.login(user.username, user.password);
    expect((await notice(token)).data.notice).toBe(0);
    const { authorizationId } = await tencentGrant(colleague.id, 1, 'tx-shared', ['腾讯共享']);
    const gameOfUser = await createGame(t.database.db, [user.id]);
    const rows = (await t.database.db.select().from(advertisers)).filter(
      (r) => r.authorizationId === authorizationId,
    );
    await t.services.mediaAccounts.assignGame(
      { userId: colleague.id, roles: ['admin'] },
      rows.map((r) => r.id),
      gameOfUser,
    );
    expect((await notice(token)).data.notice).toBe(1);
  });
});

describe('user info account facts', () => {
  it('lists the medium ids in the user scope, cached for 30 s unless accounts move', async () => {
    afterCache();
    const before = (await userInfo(operatorToken)).data.advertiser_ids;
    const all = await t.database.db.select().from(advertisers);
    const own = all.filter((r) => r.authorizedBy === operator.id).map((r) => r.advertiserId);
    expect([...before].sort()).toEqual([...own].sort());

    // A change behind the API's back shows after the cache runs out.
    const far = all.find((r) => r.name === '腾讯远期');
    await t.services.mediaAccounts.assignGame(
      { userId: colleague.id, roles: ['admin'] },
      [far?.id ?? 0],
      game,
    );
    expect((await userInfo(operatorToken)).data.advertiser_ids).toEqual(before);
    afterCache();
    expect((await userInfo(operatorToken)).data.advertiser_ids).toContain(far?.advertiserId);

    // Through the API the change shows at once.
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/advertiser_set_project',
      payload: { ids: [far?.id ?? 0], game_id: null },
      token: rootToken,
    });
    expect(res.code).toBe(0);
    expect((await userInfo(operatorToken)).data.advertiser_ids).not.toContain(far?.advertiserId);
  });

  it('gives an administrator every account', async () => {
    const all = await t.database.db.select().from(advertisers);
    const ids = (await userInfo(rootToken)).data.advertiser_ids;
    expect([...ids].sort()).toEqual(all.map((r) => r.advertiserId).sort());
  });
});
