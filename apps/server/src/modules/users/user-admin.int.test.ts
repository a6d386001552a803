import type { UserRow } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createDepartment, createGame } from './test-fixtures';

let t: TestApp;
let root: string;
let rootId: number;
let adminRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const me = await account(1);
  rootId = me.id;
  adminRoleId = me.roles[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

async function account(id: number): Promise<UserRow> {
  const res = await t.call<UserRow>({
    method: 'GET',
    url: `/api/user/account?id=${id}`,
    token: root,
  });
  expect(res.code).toBe(0);
  return res.data;
}
const post = (url: string, payload: Record<string, unknown>, token = root) =>
  t.call({ method: 'POST', url, payload, token });
const whoAmI = (token: string) => t.call({ method: 'GET', url: '/api/user/info', token });

describe('POST /api/user/edit', () => {
  it('changes nick name, mobile, roles and ks_boost_admin', async () => {
    const user = await createUser(t.database.db);
    const role = await createRole(t.database.db, []);
    const res = await post('/api/user/edit', {
      id: user.id,
      nick_name: '新名字',
      mobile: '13944440001',
      role_ids: [role.id],
      ks_boost_admin: true,
    });
    expect(res).toMatchObject({ code: 0 });
    expect(await account(user.id)).toMatchObject({
      nick_name: '新名字',
      mobile: '13944440001',
      roles: [{ id: role.id }],
      ks_boost_admin: true,
    });

    expect(await post('/api/user/edit', { id: user.id, mobile: '', role_ids: [] })).toMatchObject({
      code: 0,
    });
    expect(await account(user.id)).toMatchObject({
      nick_name: '新名字',
      mobile: null,
      roles: [],
      ks_boost_admin: true,
    });
  });

  it('refuses a mobile held by another user and changes nothing', async () => {
    await createUser(t.database.db, { mobile: '13944440002' });
    const user = await createUser(t.database.db);
    const before = await account(user.id);
    const res = await post('/api/user/edit', {
      id: user.id,
      nick_name: '不该生效',
      mobile: '13944440002',
    });
    expect(res).toMatchObject({ code: 10009, message_cn: '手机号已存在' });
    expect(await account(user.id)).toEqual(before);
  });

  it('lists unknown role ids and changes nothing', async () => {
    const user = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const before = await account(user.id);
    const res = await post('/api/user/edit', {
      id: user.id,
      nick_name: '不该生效',
      role_ids: [55_555],
    });
    expect(res).toMatchObject({ code: 10001, message: ['role_ids：角色 55555 不存在'] });
    expect(await account(user.id)).toEqual(before);
  });

  it('signs the user out everywhere on a password reset', async () => {
    const user = await createUser(t.database.db);
    const first = await t.login(user.username, user.password);
    const second = await t.login(user.username, user.password);
    expect(await post('/api/user/edit', { id: user.id, password: 'Reset-Pass-9' })).toMatchObject({
      code: 0,
    });
    expect(await whoAmI(first)).toMatchObject({ code: -100 });
    expect(await whoAmI(second)).toMatchObject({ code: -100 });
    expect(
      await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: user.password },
      }),
    ).toMatchObject({ code: 20001 });
    expect(await whoAmI(await t.login(user.username, 'Reset-Pass-9'))).toMatchObject({ code: 0 });
  });

  it('keeps sessions when the password is not part of the edit', async () => {
    const user = await createUser(t.database.db);
    const token = await t.login(user.username, user.password);
    expect(await post('/api/user/edit', { id: user.id, nick_name: '只改名' })).toMatchObject({
      code: 0,
    });
    expect(await whoAmI(token)).toMatchObject({ code: 0, data: { nick_name: '只改名' } });
  });

  it('refuses to take the admin role from oneself', async () => {
    const res = await post('/api/user/edit', { id: rootId, role_ids: [] });
    expect(res).toMatchObject({ code: 20021 });
    expect((await account(rootId)).roles.map((r) => r.id)).toEqual([adminRoleId]);
  });

  it('lets an admin demote another admin', async () => {
    const other = await createUser(t.database.db, { roleIds: [adminRoleId] });
    expect(await post('/api/user/edit', { id: other.id, role_ids: [] })).toMatchObject({ code: 0 });
    expect((await account(other.id)).roles).toEqual([]);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    expect(await post('/api/user/edit', { id: 999_999, nick_name: '无' })).toMatchObject({
      code: 10004,
    });
  });
});

describe('POST /api/user/status', () => {
  it('disabling answers -100 to the user at once and refuses their sign-in; enabling lets them back', async () => {
    const user = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const token = await t.login(user.username, user.password);
    expect(await whoAmI(token)).toMatchObject({ code: 0 });

    expect(await post('/api/user/status', { id: user.id, status: 0 })).toMatchObject({ code: 0 });
    expect(await whoAmI(token)).toMatchObject({ code: -100 });
    expect((await account(user.id)).status).toBe(0);
    const refused = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    expect(refused.code).toBe(20003);

    expect(await post('/api/user/status', { id: user.id, status: 1 })).toMatchObject({ code: 0 });
    // The old session stays revoked; a new sign-in works.
    expect(await whoAmI(token)).toMatchObject({ code: -100 });
    expect(await whoAmI(await t.login(user.username, user.password))).toMatchObject({ code: 0 });
  });

  it('refuses to disable oneself', async () => {
    expect(await post('/api/user/status', { id: rootId, status: 0 })).toMatchObject({
      code: 20021,
    });
    expect(await whoAmI(root)).toMatchObject({ code: 0 });
  });

  it('refuses a status other than 0 or 1 and an unknown user', async () => {
    const user = await createUser(t.database.db);
    expect(await post('/api/user/status', { id: user.id, status: 2 })).toMatchObject({
      code: 10001,
    });
    expect(await post('/api/user/status', { id: 999_999, status: 0 })).toMatchObject({
      code: 10004,
    });
  });
});

describe('POST /api/user/dept', () => {
  it('moves users into a department and out of any', async () => {
    const dept = await createDepartment(t.database.db);
    const a = await createUser(t.database.db);
    const b = await createUser(t.database.db);
    expect(
      await post('/api/user/dept', { user_ids: [a.id, b.id], dept_id: dept.id }),
    ).toMatchObject({ code: 0 });
    expect(await account(a.id)).toMatchObject({ dept_id: dept.id, dept_name: dept.name });
    expect(await account(b.id)).toMatchObject({ dept_id: dept.id });

    expect(await post('/api/user/dept', { user_ids: [a.id], dept_id: null })).toMatchObject({
      code: 0,
    });
    expect(await account(a.id)).toMatchObject({ dept_id: null, dept_name: null });
    expect(await account(b.id)).toMatchObject({ dept_id: dept.id });
  });

  it('lists unknown users and department together and changes nothing', async () => {
    const user = await createUser(t.database.db);
    const res = await post('/api/user/dept', { user_ids: [user.id, 999_998], dept_id: 999_997 });
    expect(res).toMatchObject({
      code: 10001,
      message: ['user_ids：用户 999998 不存在', 'dept_id：部门 999997 不存在'],
    });
    expect((await account(user.id)).dept_id).toBeNull();
  });

  it('refuses an empty user list', async () => {
    expect(await post('/api/user/dept', { user_ids: [], dept_id: null })).toMatchObject({
      code: 10001,
    });
  });
});

describe('POST /api/user/game/assign', () => {
  it('replaces the set of games', async () => {
    const [g1, g2, g3] = [
      await createGame(t.database.db),
      await createGame(t.database.db),
      await createGame(t.database.db),
    ];
    const user = await createUser(t.database.db);
    expect(
      await post('/api/user/game/assign', { user_id: user.id, game_ids: [g1.id, g2.id] }),
    ).toMatchObject({ code: 0 });
    expect((await account(user.id)).games.map((g) => g.id)).toEqual([g1.id, g2.id]);
    expect(
      await post('/api/user/game/assign', { user_id: user.id, game_ids: [g3.id] }),
    ).toMatchObject({ code: 0 });
    expect((await account(user.id)).games.map((g) => g.id)).toEqual([g3.id]);
    expect(await post('/api/user/game/assign', { user_id: user.id, game_ids: [] })).toMatchObject({
      code: 0,
    });
    expect((await account(user.id)).games).toEqual([]);
  });

  it('refuses unknown games and an unknown user, changing nothing', async () => {
    const game = await createGame(t.database.db);
    const user = await createUser(t.database.db);
    await post('/api/user/game/assign', { user_id: user.id, game_ids: [game.id] });
    const res = await post('/api/user/game/assign', {
      user_id: user.id,
      game_ids: [game.id, 444_444],
    });
    expect(res).toMatchObject({ code: 10001, message: ['game_ids：游戏 444444 不存在'] });
    expect((await account(user.id)).games.map((g) => g.id)).toEqual([game.id]);
    expect(await post('/api/user/game/assign', { user_id: 999_999, game_ids: [] })).toMatchObject({
      code: 10004,
    });
  });
});
