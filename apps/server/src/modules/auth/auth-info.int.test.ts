import type { AuthInfo, UserInfo } from '@toufang/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('GET /api/auth/info (spec 000 §4, §7)', () => {
  it('answers the user fields of /user/info, abilities included, with uid and name', async () => {
    const user = await createUser(t.database.db, { abilities: ['ad:update', 'advertiser:list'] });
    const token = await t.login(user.username, user.password);
    const userInfo = await t.call<UserInfo>({ method: 'GET', url: '/api/user/info', token });
    const authInfo = await t.call<AuthInfo>({ method: 'GET', url: '/api/auth/info', token });
    expect(authInfo.code).toBe(0);
    expect(authInfo.data).toEqual({ ...userInfo.data, uid: user.id, name: user.username });
    expect(authInfo.data.abilities).toEqual(['ad:update', 'advertiser:list']);
  });

  it('answers -100 without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/info' })).code).toBe(-100);
  });
});
