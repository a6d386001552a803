import type { ConfigOptions, DepartmentRow, Paged } from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(() => t.close());

const post = <T>(url: string, payload: object) =>
  t.call<T>({ method: 'POST', url, payload, token });
const listDepartments = (query = '') =>
  t.call<Paged<DepartmentRow>>({ method: 'GET', url: `/api/config/departments${query}`, token });
const options = () => t.call<ConfigOptions>({ method: 'GET', url: '/api/config/options', token });

async function addDepartment(name = `部门${++seq}`) {
  const res = await post<DepartmentRow>('/api/config/department/add', { name });
  expect(res.code, JSON.stringify(res.message)).toBe(0);
  return res.data;
}

describe('departments (spec 000 §2 /manager)', () => {
  it('adds a department and lists it with no users yet', async () => {
    const dept = await addDepartment('  投放一部 ');
    expect(dept).toMatchObject({ name: '投放一部', status: 1, user_count: 0 });
    const res = await listDepartments();
    expect(res.code).toBe(0);
    expect(res.data.list[0]).toEqual(dept);
  });

  it('counts the users assigned to each department', async () => {
    const dept = await addDepartment();
    const other = await addDepartment();
    for (let i = 0; i < 2; i++) {
      const user = await createUser(t.database.db);
      await t.database.db.update(users).set({ deptId: dept.id }).where(eq(users.id, user.id));
    }
    const res = await listDepartments('?per_page=1000');
    const byId = new Map(res.data.list.map((d) => [d.id, d.user_count]));
    expect(byId.get(dept.id)).toBe(2);
    expect(byId.get(other.id)).toBe(0);
  });

  it('finds departments by part of the name and filters by status', async () => {
    const dept = await addDepartment('发行中心渠道组');
    const found = await listDepartments(`?keyword=${encodeURIComponent('渠道')}`);
    expect(found.data.list.map((d) => d.id)).toEqual([dept.id]);
    expect(found.data.page_info.total_number).toBe(1);

    await post('/api/config/department/status', { id: dept.id, status: 0 });
    const disabled = await listDepartments('?status=0');
    expect(disabled.data.list.map((d) => d.id)).toEqual([dept.id]);
  });

  it('refuses a second department with the same name', async () => {
    const dept = await addDepartment();
    const res = await post('/api/config/department/add', { name: ` ${dept.name} ` });
    expect(res).toMatchObject({ code: 10009, message_cn: '部门名称已存在' });
    const found = await listDepartments(`?keyword=${encodeURIComponent(dept.name)}`);
    expect(found.data.list).toHaveLength(1);
  });

  it('renames a department, and refuses a rename onto another department', async () => {
    const first = await addDepartment();
    const second = await addDepartment();
    const renamed = await post<DepartmentRow>('/api/config/department/edit', {
      id: second.id,
      name: '品牌部',
    });
    expect(renamed.code).toBe(0);
    expect(renamed.data).toEqual({ ...second, name: '品牌部' });

    const clash = await post('/api/config/department/edit', { id: second.id, name: first.name });
    expect(clash).toMatchObject({ code: 10009, message_cn: '部门名称已存在' });
    const found = await listDepartments(`?keyword=${encodeURIComponent('品牌部')}`);
    expect(found.data.list.map((d) => d.id)).toEqual([second.id]);
  });

  it('lists every validation problem and changes nothing', async () => {
    const dept = await addDepartment();
    const res = await post('/api/config/department/edit', { id: 'abc', name: 'x'.repeat(33) });
    expect(res.code).toBe(10001);
    const fields = (res.message as string[]).map((m) => m.split('：')[0]);
    expect(fields).toEqual(expect.arrayContaining(['id', 'name']));
    const status = await post('/api/config/department/status', { id: dept.id, status: 2 });
    expect(status.code).toBe(10001);
    const after = await listDepartments(`?keyword=${encodeURIComponent(dept.name)}`);
    expect(after.data.list).toEqual([dept]);
  });

  it('answers NOT_FOUND for an unknown department', async () => {
    const edit = await post('/api/config/department/edit', { id: 999_999, name: '不存在的部门' });
    expect(edit).toMatchObject({ code: 10004, message_cn: '部门不存在' });
    const status = await post('/api/config/department/status', { id: 999_999, status: 1 });
    expect(status).toMatchObject({ code: 10004, message_cn: '部门不存在' });
  });

  it('offers only enabled departments in the pickers', async () => {
    const shown = await addDepartment();
    const hidden = await addDepartment();
    const off = await post<DepartmentRow>('/api/config/department/status', {
      id: hidden.id,
      status: 0,
    });
    expect(off.data.status).toBe(0);

    const res = await options();
    expect(res.data.departments).toContainEqual({ id: shown.id, name: shown.name });
    expect(res.data.departments.map((d) => d.id)).not.toContain(hidden.id);
  });
});
