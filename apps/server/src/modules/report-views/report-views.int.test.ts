import {
  ERROR_CODES,
  REPORT_VIEWS_PER_TAB_MAX,
  type ReportColumnsData,
  type ReportView,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// spec 001 §2 (custom-metric dialog per tab) and §3 (custom columns): columns and views over HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCREEN = 'launchV3';
const DEFAULTS = ['stat_cost', 'show_cnt', 'click_cnt'];

async function signIn() {
  const user = await createUser(t.database.db);
  return { ...user, token: await t.login(user.username, user.password) };
}

const readColumns = (token: string, tab = 'project', screen = SCREEN) =>
  t.call<ReportColumnsData>({
    method: 'GET',
    url: `/api/report/columns?screen=${screen}&tab=${tab}`,
    token,
  });
const saveColumns = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/report/columns', payload, token });
const listViews = (token: string, tab = 'project') =>
  t.call<ReportView[]>({
    method: 'GET',
    url: `/api/report/views?screen=${SCREEN}&tab=${tab}`,
    token,
  });
const createView = (token: string, payload: Record<string, unknown>) =>
  t.call<ReportView>({
    method: 'POST',
    url: '/api/report/views',
    payload: { screen: SCREEN, tab: 'project', fields: DEFAULTS, ...payload },
    token,
  });
const updateView = (token: string, payload: Record<string, unknown>) =>
  t.call<ReportView>({ method: 'POST', url: '/api/report/views/update', payload, token });
/** The caller's own views: shared views of other tests' users are listed too. */
const ownViews = async (token: string) => (await listViews(token)).data.filter((v) => v.mine);
const deleteView = (token: string, id: number) =>
  t.call({ method: 'POST', url: '/api/report/views/delete', payload: { id }, token });

describe('saved report columns', () => {
  it('answers null (the defaults) before anything is saved', async () => {
    const { token } = await signIn();
    expect(await readColumns(token)).toMatchObject({ code: 0, data: null });
  });

  it('keeps each user their own ordered columns per screen tab', async () => {
    const a = await signIn();
    const b = await signIn();
    const fields = ['convert_cnt', 'stat_cost', 'ctr'];
    expect((await saveColumns(a.token, { screen: SCREEN, tab: 'project', fields })).code).toBe(0);

    expect((await readColumns(a.token, 'project')).data).toEqual(fields);
    expect((await readColumns(a.token, 'promotion')).data).toBeNull();
    expect((await readColumns(a.token, 'project', 'launchKs')).data).toBeNull();
    expect((await readColumns(b.token, 'project')).data).toBeNull();

    const reordered = ['ctr', 'convert_cnt'];
    await saveColumns(a.token, { screen: SCREEN, tab: 'project', fields: reordered });
    expect((await readColumns(a.token, 'project')).data).toEqual(reordered);
  });

  it("keeps the columns of another screen's own tabs (Kuaishou units, Tencent dynamic creatives)", async () => {
    const { token } = await signIn();
    const fields = ['stat_cost', 'ctr'];
    for (const [screen, tab] of [
      ['launchKs', 'unit'],
      ['launchQqV3', 'dynamic_creative'],
    ] as const) {
      expect((await saveColumns(token, { screen, tab, fields })).code).toBe(0);
      expect((await readColumns(token, tab, screen)).data).toEqual(fields);
    }
    expect((await readColumns(token, 'promotion', 'launchKs')).data).toBeNull();
  });

  it('goes back to the defaults on reset', async () => {
    const { token } = await signIn();
    await saveColumns(token, { screen: SCREEN, tab: 'material', fields: ['stat_cost'] });
    const reset = await t.call({
      method: 'POST',
      url: '/api/report/columns/reset',
      payload: { screen: SCREEN, tab: 'material' },
      token,
    });
    expect(reset.code).toBe(0);
    expect((await readColumns(token, 'material')).data).toBeNull();
  });

  it.each([
    ['no columns', { tab: 'project', fields: [] }, '请至少选择一列'],
    ['a repeated column', { tab: 'project', fields: ['ctr', 'ctr'] }, '列 ctr 重复'],
    ['a malformed key', { tab: 'project', fields: ['Stat-Cost'] }, '列标识为 1–64 位'],
    [
      'more than 100 columns',
      { tab: 'project', fields: Array.from({ length: 101 }, (_, i) => `m_${i}`) },
      '最多选择 100 列',
    ],
    ['an unknown tab', { tab: 'keyword', fields: ['ctr'] }, '没有这个标签页'],
    ['a malformed screen', { screen: 'launch-v3', tab: 'project', fields: ['ctr'] }, '页面标识'],
  ])('refuses %s in Chinese and stores nothing', async (_name, payload, text) => {
    const { token } = await signIn();
    const res = await saveColumns(token, { screen: SCREEN, ...payload });
    expect(res.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(res.message_cn).toContain(text);
    expect((await readColumns(token, 'project')).data).toBeNull();
  });

  it('needs a session', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/report/columns?screen=${SCREEN}&tab=project`,
    });
    expect(res.code).toBe(ERROR_CODES.SESSION_INVALID.code);
  });
});

describe('named column views', () => {
  it("lists the caller's views and the team's shared ones, never another's private views", async () => {
    const owner = await signIn();
    const other = await signIn();
    const shared = await createView(owner.token, { name: '日常看数', shared: true });
    const hidden = await createView(owner.token, { name: '我的草稿', fields: ['ctr'] });
    expect(shared.code).toBe(0);
    expect(hidden.data).toMatchObject({ name: '我的草稿', shared: false, fields: ['ctr'] });

    const own = await listViews(owner.token);
    expect(own.data.map((v) => v.name)).toEqual(expect.arrayContaining(['日常看数', '我的草稿']));

    const seen = await listViews(other.token);
    const names = seen.data.map((v) => v.name);
    expect(names).toContain('日常看数');
    expect(names).not.toContain('我的草稿');
    expect(seen.data.find((v) => v.id === shared.data.id)).toMatchObject({
      shared: true,
      fields: DEFAULTS,
      owner_id: owner.id,
      owner_nick_name: `测试${owner.username}`,
      mine: false,
      editable: false,
    });
    // Another tab of the same screen has its own views.
    expect((await listViews(owner.token, 'promotion')).data).toEqual([]);
  });

  it('lets the owner rename, change and unshare a view', async () => {
    const owner = await signIn();
    const other = await signIn();
    const view = (await createView(owner.token, { name: '旧名', shared: true })).data;
    const res = await updateView(owner.token, {
      id: view.id,
      name: '新名',
      fields: ['ctr', 'stat_cost'],
      shared: false,
    });
    expect(res.data).toMatchObject({ name: '新名', fields: ['ctr', 'stat_cost'], shared: false });
    expect((await listViews(other.token)).data.map((v) => v.id)).not.toContain(view.id);
  });

  it("refuses another user's delete and change of a shared view and keeps it", async () => {
    const owner = await signIn();
    const other = await signIn();
    const view = (await createView(owner.token, { name: '团队视图', shared: true })).data;

    const del = await deleteView(other.token, view.id);
    expect(del.code).toBe(ERROR_CODES.REPORT_VIEW_NOT_OWNER.code);
    expect(del.message_cn).toBe('只能修改或删除自己创建的视图');
    const rename = await updateView(other.token, { id: view.id, name: '改掉' });
    expect(rename.code).toBe(ERROR_CODES.REPORT_VIEW_NOT_OWNER.code);

    const kept = (await listViews(owner.token)).data.find((v) => v.id === view.id);
    expect(kept).toMatchObject({ name: '团队视图', shared: true });
  });

  it("treats another user's private view as missing", async () => {
    const owner = await signIn();
    const other = await signIn();
    const view = (await createView(owner.token, { name: '私有' })).data;
    const del = await deleteView(other.token, view.id);
    expect(del).toMatchObject({ code: ERROR_CODES.NOT_FOUND.code, message_cn: '视图不存在' });
    expect((await listViews(owner.token)).data.map((v) => v.id)).toContain(view.id);
  });

  it('lets an admin delete any view', async () => {
    const owner = await signIn();
    const admin = await t.login(ROOT_USER.username, ROOT_USER.password);
    const view = (await createView(owner.token, { name: '待清理', shared: true })).data;
    expect((await listViews(admin)).data.find((v) => v.id === view.id)?.editable).toBe(true);
    expect((await deleteView(admin, view.id)).code).toBe(0);
    expect((await listViews(owner.token)).data.map((v) => v.id)).not.toContain(view.id);
  });

  it('lets the owner delete their view', async () => {
    const owner = await signIn();
    const view = (await createView(owner.token, { name: '一次性' })).data;
    expect((await deleteView(owner.token, view.id)).code).toBe(0);
    expect(await ownViews(owner.token)).toEqual([]);
  });

  it('refuses a second view of the same name on the tab', async () => {
    const owner = await signIn();
    await createView(owner.token, { name: '重名' });
    const again = await createView(owner.token, { name: ' 重名 ' });
    expect(again).toMatchObject({ code: ERROR_CODES.CONFLICT.code, message_cn: '视图名称已存在' });
    expect(await ownViews(owner.token)).toHaveLength(1);
  });

  it.each([
    ['a name over 30 characters', { name: '视'.repeat(31) }, '视图名称最多 30 个字符'],
    ['a blank name', { name: '   ' }, '请输入视图名称'],
    ['repeated columns', { name: '坏列', fields: ['ctr', 'ctr'] }, '列 ctr 重复'],
  ])('refuses %s in Chinese and stores nothing', async (_name, payload, text) => {
    const owner = await signIn();
    const res = await createView(owner.token, payload);
    expect(res.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(res.message_cn).toContain(text);
    expect(await ownViews(owner.token)).toEqual([]);
  });

  it('refuses a view beyond the per-tab limit', async () => {
    const owner = await signIn();
    for (let i = 0; i < REPORT_VIEWS_PER_TAB_MAX; i++) {
      expect((await createView(owner.token, { name: `视图${i}` })).code).toBe(0);
    }
    const over = await createView(owner.token, { name: '多出来的' });
    expect(over.code).toBe(ERROR_CODES.REPORT_VIEW_LIMIT.code);
    expect(over.message_cn).toContain(`最多保存 ${REPORT_VIEWS_PER_TAB_MAX} 个视图`);
    expect(await ownViews(owner.token)).toHaveLength(REPORT_VIEWS_PER_TAB_MAX);
  });

  it('refuses an update that changes nothing', async () => {
    const owner = await signIn();
    const view = (await createView(owner.token, { name: '不变' })).data;
    const res = await updateView(owner.token, { id: view.id });
    expect(res).toMatchObject({ code: ERROR_CODES.VALIDATION_FAILED.code });
    expect(res.message_cn).toContain('没有要修改的内容');
  });
});
