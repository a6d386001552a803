import {
  ABILITY_CATALOG,
  type AbilityGroupRow,
  type AbilityRow,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, token = root) =>
  t.call<{ id: number } | null>({ method: 'POST', url, payload, token });

async function groups(withNoGroup = 0): Promise<AbilityGroupRow[]> {
  const res = await t.call<AbilityGroupRow[]>({
    method: 'GET',
    url: `/api/user/ability/groups?with_nogroup=${withNoGroup}`,
    token: root,
  });
  expect(res.code).toBe(0);
  return res.data;
}
async function abilities(query = ''): Promise<Paged<AbilityRow>> {
  const res = await t.call<Paged<AbilityRow>>({
    method: 'GET',
    url: `/api/user/abilities${query}`,
    token: root,
  });
  expect(res.code).toBe(0);
  return res.data;
}
async function addGroup(name: string): Promise<number> {
  const res = await post('/api/user/ability/group/add', { name });
  expect(res.code).toBe(0);
  return (res.data as { id: number }).id;
}
const idOf = async (key: string) =>
  (await abilities(`?keyword=${key}`)).list.find((a) => a.key === key)?.id ?? 0;

describe('GET /api/user/abilities', () => {
  it('lists every ability for group 0 with a default page of 1000', async () => {
    const all = await abilities();
    expect(all.page_info).toMatchObject({
      page: 1,
      per_page: 1000,
      total_number: ABILITY_CATALOG.length,
    });
    expect(all.list).toHaveLength(ABILITY_CATALOG.length);
    expect(all.list.find((a) => a.key === 'user:roles')).toMatchObject({
      name: '用户与角色管理',
      group_name: '系统管理',
    });
  });

  it('filters by group and by keyword on key or name, and pages', async () => {
    const system = (await groups()).find((g) => g.name === '系统管理');
    const inGroup = await abilities(`?group_id=${system?.id}`);
    expect(inGroup.list.length).toBe(system?.ability_count);
    expect(inGroup.list.every((a) => a.group_id === system?.id)).toBe(true);
    expect((await abilities('?keyword=user:ability')).list.map((a) => a.key)).toEqual([
      'user:ability:groups',
    ]);
    expect(
      (await abilities(`?keyword=${encodeURIComponent('权限管理')}`)).list.map((a) => a.key),
    ).toEqual(['user:ability:groups']);
    const page = await abilities('?per_page=5&page=2');
    expect(page.list).toHaveLength(5);
    expect(page.page_info.total_page).toBe(Math.ceil(ABILITY_CATALOG.length / 5));
  });
});

describe('GET /api/user/ability/groups', () => {
  it('orders groups by sort and counts their abilities', async () => {
    const list = await groups();
    expect(list.length).toBeGreaterThan(3);
    const sorts = list.map((g) => g.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(list.reduce((sum, g) => sum + g.ability_count, 0)).toBe(ABILITY_CATALOG.length);
  });

  it('appends the ungrouped pseudo group last with with_nogroup=1', async () => {
    const plain = await groups(0);
    const withNone = await groups(1);
    expect(withNone.slice(0, -1)).toEqual(plain);
    expect(withNone.at(-1)).toEqual({
      id: 0,
      name: '未分组',
      sort: Math.max(...plain.map((g) => g.sort)) + 1,
      ability_count: 0,
    });
  });
});

describe('ability group writes', () => {
  it('adds a group last, renames it and refuses duplicate names', async () => {
    const id = await addGroup('投放助理');
    const list = await groups();
    expect(list.at(-1)).toMatchObject({ id, name: '投放助理', ability_count: 0 });
    expect(await post('/api/user/ability/group/add', { name: '投放助理' })).toMatchObject({
      code: 10009,
      message_cn: '权限分组已存在',
    });
    expect(await post('/api/user/ability/group/edit', { id, name: '投放助手' })).toMatchObject({
      code: 0,
    });
    expect((await groups()).find((g) => g.id === id)?.name).toBe('投放助手');
    expect(await post('/api/user/ability/group/edit', { id, name: '系统管理' })).toMatchObject({
      code: 10009,
    });
    expect(await post('/api/user/ability/group/edit', { id: 999_999, name: '无' })).toMatchObject({
      code: 10004,
    });
    expect(await post('/api/user/ability/group/add', { name: '  ' })).toMatchObject({
      code: 10001,
    });
  });

  it('moves abilities into a group and out of any group', async () => {
    const id = await addGroup('移动测试');
    const keys = ['dashboard:index', 'dashboard:material'];
    const ids = await Promise.all(keys.map(idOf));
    expect(
      await post('/api/user/ability/togroup', { group_id: id, ability_ids: ids }),
    ).toMatchObject({ code: 0 });
    expect((await groups()).find((g) => g.id === id)?.ability_count).toBe(2);
    expect((await abilities(`?group_id=${id}`)).list.map((a) => a.key)).toEqual(keys);

    expect(
      await post('/api/user/ability/togroup', { group_id: 0, ability_ids: [ids[0]] }),
    ).toMatchObject({ code: 0 });
    expect((await groups(1)).at(-1)).toMatchObject({ id: 0, ability_count: 1 });
    expect((await abilities('?keyword=dashboard:index')).list[0]).toMatchObject({
      group_id: null,
      group_name: null,
    });
  });

  it('refuses an unknown group or unknown abilities and moves nothing', async () => {
    const id = await idOf('material:list');
    const before = await abilities();
    expect(
      await post('/api/user/ability/togroup', { group_id: 999_999, ability_ids: [id] }),
    ).toMatchObject({
      code: 10004,
      message_cn: '权限分组不存在',
    });
    const group = await addGroup('拒绝测试');
    expect(
      await post('/api/user/ability/togroup', { group_id: group, ability_ids: [id, 777_777] }),
    ).toMatchObject({
      code: 10001,
      message: ['ability_ids：权限 777777 不存在'],
    });
    expect((await abilities()).list).toEqual(before.list);
  });

  it('deletes a group, leaving its abilities ungrouped', async () => {
    const id = await addGroup('将删除');
    const abilityId = await idOf('landing:pages');
    await post('/api/user/ability/togroup', { group_id: id, ability_ids: [abilityId] });
    const ungroupedBefore = (await groups(1)).at(-1)?.ability_count ?? 0;
    expect(await post('/api/user/ability/group/delete', { id })).toMatchObject({ code: 0 });
    expect((await groups()).some((g) => g.id === id)).toBe(false);
    expect((await groups(1)).at(-1)?.ability_count).toBe(ungroupedBefore + 1);
    expect((await abilities('?keyword=landing:pages')).list[0]?.group_id).toBeNull();
    expect(await post('/api/user/ability/group/delete', { id })).toMatchObject({ code: 10004 });
  });

  it('sorts groups by their position in the request', async () => {
    const before = await groups();
    const reversed = before.map((g) => g.id).reverse();
    expect(await post('/api/user/ability/group/sort', { ids: reversed })).toMatchObject({
      code: 0,
    });
    const after = await groups();
    expect(after.map((g) => g.id)).toEqual(reversed);
    expect(after.map((g) => g.sort)).toEqual(reversed.map((_, i) => i + 1));
  });

  it('refuses an order that is not exactly the existing groups, changing nothing', async () => {
    const before = await groups();
    const [first, ...rest] = before.map((g) => g.id);
    const res = await post('/api/user/ability/group/sort', { ids: [...rest, 999_999, rest[0]] });
    expect(res.code).toBe(10001);
    expect(res.message).toEqual([
      `ids：分组 ${rest[0]} 重复`,
      'ids：分组 999999 不存在',
      `ids：缺少分组 ${first}`,
    ]);
    expect(await groups()).toEqual(before);
  });
});

describe('access', () => {
  it('refuses the permission page calls to a user without user:ability:groups', async () => {
    const user = await createUser(t.database.db, { abilities: ['user:roles'] });
    const token = await t.login(user.username, user.password);
    expect(await t.call({ method: 'GET', url: '/api/user/abilities', token })).toMatchObject({
      code: 10003,
    });
    expect(await post('/api/user/ability/group/add', { name: '越权' }, token)).toMatchObject({
      code: 10003,
    });
    expect(await post('/api/user/ability/group/sort', { ids: [1] }, token)).toMatchObject({
      code: 10003,
    });
  });
});
