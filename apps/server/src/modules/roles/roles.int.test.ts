import type { AbilityRow, Paged, RoleRow, UserRow } from '@toufang/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilities, roles } from '../../db/schema';
import { createRole, createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

let t: TestApp;
let root: string;
let abilityIdByKey: Map<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const res = await t.call<Paged<AbilityRow>>({
    method: 'GET',
    url: '/api/user/abilities',
    token: root,
  });
  abilityIdByKey = new Map(res.data.list.map((a) => [a.key, a.id]));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, token = root) =>
  t.call<{ id: number } | null>({ method: 'POST', url, payload, token });

async function allRoles(): Promise<RoleRow[]> {
  const res = await t.call<Paged<RoleRow>>({
    method: 'GET',
    url: '/api/user/roles?per_page=1000',
    token: root,
  });
  expect(res.code).toBe(0);
  return res.data.list;
}
async function role(name: string): Promise<RoleRow> {
  const found = (await allRoles()).find((r) => r.name === name);
  if (!found) throw new Error(`role ${name} not listed`);
  return found;
}
const abilityId = (key: string) => abilityIdByKey.get(key) ?? 0;
const roleCount = async () => (await t.database.db.select({ n: count() }).from(roles))[0]?.n ?? 0;

describe('GET /api/user/roles', () => {
  it('lists the system roles, admin holding every ability and the root user', async () => {
    const [abilityTotal] = await t.database.db.select({ n: count() }).from(abilities);
    const admin = await role('admin');
    expect(admin).toMatchObject({ is_system: true, user_ids: [1], user_count: 1 });
    expect(admin.ability_ids).toHaveLength(abilityTotal?.n ?? -1);
    expect(await role('star')).toMatchObject({ is_system: true, user_count: 0, ability_ids: [] });
    expect(admin.created_at).toMatch(/Z$/);
  });

  it('filters by keyword on name and title and pages', async () => {
    await post('/api/user/role/add', { name: 'kw_reviewer', title: '审核员' });
    const byTitle = await t.call<Paged<RoleRow>>({
      method: 'GET',
      url: `/api/user/roles?keyword=${encodeURIComponent('审核')}`,
      token: root,
    });
    expect(byTitle.data.list.map((r) => r.name)).toEqual(['kw_reviewer']);
    const paged = await t.call<Paged<RoleRow>>({
      method: 'GET',
      url: '/api/user/roles?per_page=1',
      token: root,
    });
    expect(paged.data.list).toHaveLength(1);
    expect(paged.data.page_info.total_number).toBe(await roleCount());
  });
});

describe('POST /api/user/role/add, edit, delete', () => {
  it('adds a role and refuses a duplicate name', async () => {
    const res = await post('/api/user/role/add', {
      name: 'designer',
      title: '设计师',
      description: '做素材',
    });
    expect(res).toMatchObject({ code: 0, data: { id: expect.any(Number) } });
    expect(await role('designer')).toMatchObject({
      title: '设计师',
      description: '做素材',
      is_system: false,
    });
    const before = await roleCount();
    expect(await post('/api/user/role/add', { name: 'designer', title: '又一个' })).toMatchObject({
      code: 10009,
      message_cn: '角色标识已存在',
    });
    expect(await roleCount()).toBe(before);
  });

  it('lists every problem of a bad role', async () => {
    const res = await post('/api/user/role/add', { name: '9Bad', title: '' });
    expect(res.code).toBe(10001);
    expect(res.message).toHaveLength(2);
  });

  it('edits only the fields sent and renames a custom role', async () => {
    const created = await createRole(t.database.db, [], 'edit_me');
    await post('/api/user/role/edit', { id: created.id, description: '保留的说明' });
    expect(await post('/api/user/role/edit', { id: created.id, title: '新标题' })).toMatchObject({
      code: 0,
    });
    expect(await role('edit_me')).toMatchObject({ title: '新标题', description: '保留的说明' });
    expect(await post('/api/user/role/edit', { id: created.id, name: 'edited' })).toMatchObject({
      code: 0,
    });
    expect(await role('edited')).toMatchObject({ id: created.id });
    expect(await post('/api/user/role/edit', { id: created.id, name: 'admin' })).toMatchObject({
      code: 10009,
    });
  });

  it('keeps the name of a system role but lets its title change', async () => {
    const star = await role('star');
    expect(await post('/api/user/role/edit', { id: star.id, name: 'starlet' })).toMatchObject({
      code: 20022,
    });
    expect(
      await post('/api/user/role/edit', { id: star.id, name: 'star', title: '星图达人' }),
    ).toMatchObject({ code: 0 });
    expect(await role('star')).toMatchObject({ title: '星图达人' });
  });

  it('deletes a custom role, taking it from its holders', async () => {
    const doomed = await createRole(t.database.db, ['dashboard:index']);
    const user = await createUser(t.database.db, { roleIds: [doomed.id] });
    expect(await post('/api/user/role/delete', { id: doomed.id })).toMatchObject({ code: 0 });
    expect((await allRoles()).some((r) => r.id === doomed.id)).toBe(false);
    const account = await t.call<UserRow>({
      method: 'GET',
      url: `/api/user/account?id=${user.id}`,
      token: root,
    });
    expect(account.data.roles).toEqual([]);
  });

  it('refuses to delete a system role or an unknown one', async () => {
    for (const name of ['admin', 'star']) {
      expect(await post('/api/user/role/delete', { id: (await role(name)).id })).toMatchObject({
        code: 20022,
      });
    }
    expect(await post('/api/user/role/delete', { id: 999_999 })).toMatchObject({
      code: 10004,
      message_cn: '角色不存在',
    });
  });
});

describe('POST /api/user/ability/torole', () => {
  it('grants an ability its holders can use at once, and takes it back', async () => {
    const operator = await createRole(t.database.db, []);
    const user = await createUser(t.database.db, { roleIds: [operator.id] });
    const token = await t.login(user.username, user.password);
    const groups = () => t.call({ method: 'GET', url: '/api/user/ability/groups', token });
    expect(await groups()).toMatchObject({ code: 10003 });

    const granted = await post('/api/user/ability/torole', {
      role_id: operator.id,
      ability_ids: [abilityId('user:ability:groups'), abilityId('dashboard:index')],
    });
    expect(granted).toMatchObject({ code: 0 });
    expect(await groups()).toMatchObject({ code: 0 });
    expect((await role(operator.name)).ability_ids).toHaveLength(2);

    expect(
      await post('/api/user/ability/torole', {
        role_id: operator.id,
        ability_ids: [abilityId('dashboard:index')],
      }),
    ).toMatchObject({ code: 0 });
    expect(await groups()).toMatchObject({ code: 10003 });
  });

  it('refuses to change the admin role abilities', async () => {
    const admin = await role('admin');
    const res = await post('/api/user/ability/torole', { role_id: admin.id, ability_ids: [] });
    expect(res).toMatchObject({ code: 20022 });
    expect((await role('admin')).ability_ids).toEqual(admin.ability_ids);
  });

  it('lists unknown abilities and changes nothing', async () => {
    const target = await createRole(t.database.db, ['dashboard:index']);
    const res = await post('/api/user/ability/torole', {
      role_id: target.id,
      ability_ids: [abilityId('material:list'), 123_456],
    });
    expect(res).toMatchObject({ code: 10001, message: ['ability_ids：权限 123456 不存在'] });
    expect((await role(target.name)).ability_ids).toEqual([abilityId('dashboard:index')]);
  });
});

describe('POST /api/user/role/touser', () => {
  it('replaces the set of users holding a role', async () => {
    const target = await createRole(t.database.db, []);
    const [a, b, c] = [
      await createUser(t.database.db),
      await createUser(t.database.db),
      await createUser(t.database.db),
    ];
    expect(
      await post('/api/user/role/touser', { role_id: target.id, user_ids: [a.id, b.id] }),
    ).toMatchObject({ code: 0 });
    expect((await role(target.name)).user_ids).toEqual([a.id, b.id]);
    expect(
      await post('/api/user/role/touser', { role_id: target.id, user_ids: [c.id] }),
    ).toMatchObject({ code: 0 });
    expect(await role(target.name)).toMatchObject({ user_ids: [c.id], user_count: 1 });
  });

  it('refuses to remove oneself from admin, but adds other admins', async () => {
    const admin = await role('admin');
    const other = await createUser(t.database.db);
    expect(
      await post('/api/user/role/touser', { role_id: admin.id, user_ids: [other.id] }),
    ).toMatchObject({ code: 20021 });
    expect((await role('admin')).user_ids).toEqual(admin.user_ids);
    expect(
      await post('/api/user/role/touser', { role_id: admin.id, user_ids: [1, other.id] }),
    ).toMatchObject({ code: 0 });
    expect((await role('admin')).user_ids).toEqual([1, other.id]);
  });

  it('lists unknown users and changes nothing', async () => {
    const target = await createRole(t.database.db, []);
    const user = await createUser(t.database.db, { roleIds: [target.id] });
    const res = await post('/api/user/role/touser', {
      role_id: target.id,
      user_ids: [888_881, 888_882],
    });
    expect(res).toMatchObject({ code: 10001, message: ['user_ids：用户 888881、888882 不存在'] });
    expect((await role(target.name)).user_ids).toEqual([user.id]);
  });
});

describe('access', () => {
  it('refuses every role call to a user without user:roles', async () => {
    const plain = await createUser(t.database.db, { abilities: ['user:ability:groups'] });
    const token = await t.login(plain.username, plain.password);
    expect(await t.call({ method: 'GET', url: '/api/user/roles', token })).toMatchObject({
      code: 10003,
    });
    expect(
      await post('/api/user/role/add', { name: 'sneaky', title: '偷偷' }, token),
    ).toMatchObject({ code: 10003 });
    expect(
      await post('/api/user/ability/torole', { role_id: 1, ability_ids: [] }, token),
    ).toMatchObject({ code: 10003 });
  });
});
