import type { Paged, UserRow } from '@toufang/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createRole, createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { createDepartment, createGame } from './test-fixtures';
import { UsersRepository } from './users.repository';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(async () => {
  await t.close();
});

const list = (query: Record<string, string | number>, token = root) =>
  t.call<Paged<UserRow>>({ method: 'GET', url: '/api/user/list', query: stringify(query), token });
const account = (id: number) =>
  t.call<UserRow>({ method: 'GET', url: `/api/user/account?id=${id}`, token: root });
const add = (payload: Record<string, unknown>, token = root) =>
  t.call<{ id: number }>({ method: 'POST', url: '/api/user/add', payload, token });
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]?.n ?? 0;

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}

describe('GET /api/user/list', () => {
  it('filters by keyword on user name, nick name and mobile, newest first, without password hashes', async () => {
    const a = await createUser(t.database.db, { username: 'list_kw_alpha', mobile: '13911110001' });
    const b = await createUser(t.database.db, { username: 'list_kw_beta' });
    const byName = await list({ keyword: 'list_kw_' });
    expect(byName).toMatchObject({ code: 0 });
    expect(byName.data.list.map((u) => u.id)).toEqual([b.id, a.id]);
    expect(byName.data.page_info).toEqual({
      page: 1,
      per_page: 20,
      total_number: 2,
      total_page: 1,
    });

    expect((await list({ keyword: '13911110001' })).data.list.map((u) => u.id)).toEqual([a.id]);
    expect((await list({ keyword: '测试list_kw_b' })).data.list.map((u) => u.id)).toEqual([b.id]);
    expect(JSON.stringify(byName.data)).not.toMatch(/password|argon2/i);
  });

  it('takes LIKE wildcards in the keyword literally', async () => {
    await createUser(t.database.db, { username: 'wild_xx_1' });
    expect((await list({ keyword: 'wild%' })).data.list).toEqual([]);
  });

  it('filters by status, role and department', async () => {
    const role = await createRole(t.database.db, []);
    const dept = await createDepartment(t.database.db);
    const holder = await createUser(t.database.db, { roleIds: [role.id] });
    const disabled = await createUser(t.database.db, { status: 0, roleIds: [role.id] });
    await t.call({
      method: 'POST',
      url: '/api/user/dept',
      payload: { user_ids: [disabled.id], dept_id: dept.id },
      token: root,
    });

    const byRole = await list({ role_id: role.id });
    expect(byRole.data.list.map((u) => u.id)).toEqual([disabled.id, holder.id]);
    const enabledInRole = await list({ role_id: role.id, status: 1 });
    expect(enabledInRole.data.list.map((u) => u.id)).toEqual([holder.id]);
    const inDept = await list({ dept_id: dept.id });
    expect(inDept.data.list).toMatchObject([
      { id: disabled.id, status: 0, dept_id: dept.id, dept_name: dept.name },
    ]);
  });

  it('pages the result', async () => {
    const page = await list({ per_page: 2, page: 2 });
    expect(page.data.list).toHaveLength(2);
    expect(page.data.page_info).toMatchObject({
      page: 2,
      per_page: 2,
      total_number: await userCount(),
    });
  });

  it('refuses a caller without user:roles and a caller without a session', async () => {
    const plain = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const token = await t.login(plain.username, plain.password);
    expect(await list({}, token)).toMatchObject({ code: 10003 });
    expect(await t.call({ method: 'GET', url: '/api/user/list' })).toMatchObject({ code: -100 });
  });
});

describe('GET /api/user/account', () => {
  it('answers one user with roles, games, department and ISO timestamps', async () => {
    const res = await account(1);
    expect(res).toMatchObject({
      code: 0,
      data: { id: 1, username: ROOT_USER.username, status: 1 },
    });
    expect(res.data.roles.map((r) => r.name)).toEqual(['admin']);
    expect(res.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(res.data.last_login_at).toMatch(/Z$/);
    expect(res.data).not.toHaveProperty('password_hash');
  });

  it('answers NOT_FOUND for an unknown id and lists a malformed id', async () => {
    expect(await account(999_999)).toMatchObject({ code: 10004, message_cn: '用户不存在' });
    const bad = await t.call({ method: 'GET', url: '/api/user/account?id=abc', token: root });
    expect(bad.code).toBe(10001);
  });
});

describe('POST /api/user/add', () => {
  it('keeps accepting user name, password and nick name alone; the user can sign in', async () => {
    const res = await add({
      username: 'script_made',
      password: 'Secret123',
      nick_name: '脚本用户',
    });
    expect(res).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    const row = await account(res.data.id);
    expect(row.data).toMatchObject({
      username: 'script_made',
      nick_name: '脚本用户',
      mobile: null,
      roles: [],
      games: [],
    });
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, res.data.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.login('script_made', 'Secret123')).toMatch(/^[\w-]{43}$/);
  });

  it('stores mobile, department, roles and games', async () => {
    const dept = await createDepartment(t.database.db);
    const role = await createRole(t.database.db, ['dashboard:index']);
    const game = await createGame(t.database.db);
    const res = await add({
      username: 'full_user',
      password: 'Secret123',
      nick_name: '全量',
      mobile: '13922220001',
      dept_id: dept.id,
      role_ids: [role.id, role.id],
      game_ids: [game.id],
    });
    expect(res.code).toBe(0);
    expect((await account(res.data.id)).data).toMatchObject({
      mobile: '13922220001',
      dept_id: dept.id,
      dept_name: dept.name,
      roles: [{ id: role.id, name: role.name }],
      games: [{ id: game.id, gad_cfg_game_id: game.gadCfgGameId, game_name: game.gameName }],
    });
  });

  it('lists every problem of a bad body and creates nothing', async () => {
    const before = await userCount();
    const res = await add({ username: 'a!', password: 'a1', nick_name: '坏' });
    expect(res.code).toBe(10001);
    expect(res.message).toHaveLength(2);
    expect((res.message as string[]).join('\n')).toMatch(/username[\s\S]*password/);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken user name or mobile with CONFLICT naming which', async () => {
    await createUser(t.database.db, { username: 'dup_name', mobile: '13933330001' });
    const before = await userCount();
    const byName = await add({ username: 'dup_name', password: 'Secret123', nick_name: '重名' });
    expect(byName).toMatchObject({ code: 10009, message_cn: '用户名已存在' });
    const byMobile = await add({
      username: 'dup_mobile',
      password: 'Secret123',
      nick_name: '重号',
      mobile: '13933330001',
    });
    expect(byMobile).toMatchObject({ code: 10009, message_cn: '手机号已存在' });
    expect(await userCount()).toBe(before);
  });

  it('lists every unknown department, role and game id and creates nothing', async () => {
    const before = await userCount();
    const res = await add({
      username: 'ghost_refs',
      password: 'Secret123',
      nick_name: '幽灵',
      dept_id: 88_888,
      role_ids: [77_777, 77_778],
      game_ids: [66_666],
    });
    expect(res.code).toBe(10001);
    expect(res.message).toEqual([
      'dept_id：部门 88888 不存在',
      'role_ids：角色 77777、77778 不存在',
      'game_ids：游戏 66666 不存在',
    ]);
    expect(await userCount()).toBe(before);
  });

  it('names the unique key a racing insert collided with, on this database driver', async () => {
    await createUser(t.database.db, { username: 'race_name', mobile: '13955550001' });
    const repo = new UsersRepository(t.database.db);
    const values = { nickName: '竞争', passwordHash: 'x', deptId: null };
    expect(await repo.insertUser({ ...values, username: 'race_name', mobile: null })).toBe(
      'duplicate_username',
    );
    expect(
      await repo.insertUser({ ...values, username: 'race_other', mobile: '13955550001' }),
    ).toBe('duplicate_mobile');
  });

  it('creates one user when the same request arrives twice at once', async () => {
    const body = { username: 'double_click', password: 'Secret123', nick_name: '双击' };
    const results = await Promise.all([add(body), add(body)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, 10009]);
    expect((await list({ keyword: 'double_click' })).data.list).toHaveLength(1);
  });
});
