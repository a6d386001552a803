import {
  DESIGNER_LIST_PATH,
  ERROR_CODES,
  ROLE_DESIGNER,
  type DesignerOptions,
} from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createRole, createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

let t: TestApp;
let root: string;
/** Enabled designers, in the order the list must answer them. */
let designers: CreatedUser[];
let disabledDesigner: CreatedUser;
let operator: CreatedUser;

async function nameUser(user: CreatedUser, nickName: string) {
  await t.database.db.update(users).set({ nickName }).where(eq(users.id, user.id));
}

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const db = t.database.db;
  const designerRole = await createRole(db, [], ROLE_DESIGNER);
  const otherRole = await createRole(db, ['bytedance:v3:project:reports']);

  // Created in another order than the answer: nick name first, user name breaks the tie.
  const zhao = await createUser(db, { username: 'dsg_a_zhao', roleIds: [designerRole.id] });
  const li = await createUser(db, { username: 'dsg_b_li', roleIds: [designerRole.id] });
  const qian = await createUser(db, {
    username: 'dsg_c_qian',
    roleIds: [designerRole.id, otherRole.id],
  });
  await nameUser(zhao, 'Zhao 设计');
  await nameUser(li, 'Li 设计');
  await nameUser(qian, 'Li 设计');
  designers = [li, qian, zhao];

  disabledDesigner = await createUser(db, {
    username: 'dsg_d_off',
    status: 0,
    roleIds: [designerRole.id],
  });
  operator = await createUser(db, { username: 'dsg_e_operator', roleIds: [otherRole.id] });
});
afterAll(async () => {
  await t.close();
});

/** `token` null sends no session. */
const designerList = (query: Record<string, string> = {}, token: string | null = root) =>
  t.call<DesignerOptions>({
    method: 'GET',
    url: DESIGNER_LIST_PATH,
    query,
    token: token ?? undefined,
  });

describe('GET /api/user/designers (spec 001 §7 designer list)', () => {
  it('lists only enabled holders of the designer role, by nick name then user name', async () => {
    const res = await designerList();
    expect(res).toMatchObject({ code: 0 });
    expect(res.data.designers).toEqual([
      { id: designers[0]?.id, nick_name: 'Li 设计', username: 'dsg_b_li' },
      { id: designers[1]?.id, nick_name: 'Li 设计', username: 'dsg_c_qian' },
      { id: designers[2]?.id, nick_name: 'Zhao 设计', username: 'dsg_a_zhao' },
    ]);
    const ids = res.data.designers.map((d) => d.id);
    expect(ids).not.toContain(disabledDesigner.id);
    expect(ids).not.toContain(operator.id);
  });

  it('drops a designer once disabled', async () => {
    const [first] = designers;
    if (!first) throw new Error('no designer');
    await t.call({
      method: 'POST',
      url: '/api/user/status',
      payload: { id: first.id, status: 0 },
      token: root,
    });
    expect((await designerList()).data.designers.map((d) => d.id)).not.toContain(first.id);
    await t.call({
      method: 'POST',
      url: '/api/user/status',
      payload: { id: first.id, status: 1 },
      token: root,
    });
    expect((await designerList()).data.designers.map((d) => d.id)).toContain(first.id);
  });

  it('filters by part of the nick name or the user name, wildcards taken literally', async () => {
    const byNick = await designerList({ keyword: 'zhao 设' });
    expect(byNick.data.designers.map((d) => d.username)).toEqual(['dsg_a_zhao']);
    const byUsername = await designerList({ keyword: 'C_QIAN' });
    expect(byUsername.data.designers.map((d) => d.username)).toEqual(['dsg_c_qian']);
    expect((await designerList({ keyword: 'dsg_d' })).data.designers).toEqual([]);
    expect((await designerList({ keyword: 'dsg%' })).data.designers).toEqual([]);
    expect((await designerList({ keyword: '  ' })).data.designers).toHaveLength(3);
  });

  it('opens to a holder of any delivery report or the library ability, not to others', async () => {
    const kuaishou = await createUser(t.database.db, { abilities: ['kuaishou:unit:reports'] });
    const kuaishouToken = await t.login(kuaishou.username, kuaishou.password);
    expect((await designerList({}, kuaishouToken)).data.designers).toHaveLength(3);
    const library = await createUser(t.database.db, { abilities: ['material:list'] });
    const libraryToken = await t.login(library.username, library.password);
    expect((await designerList({}, libraryToken)).data.designers).toHaveLength(3);

    const plain = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const plainToken = await t.login(plain.username, plain.password);
    expect(await designerList({}, plainToken)).toMatchObject({
      code: ERROR_CODES.ABILITY_REQUIRED.code,
      data: null,
    });
  });

  it('answers -100 (signed out) without a session', async () => {
    const res = await designerList({}, null);
    expect(res.status).toBe(200);
    expect(res).toMatchObject({ code: ERROR_CODES.SESSION_INVALID.code });
  });
});
