import { ROLE_STAR, type NoticeState } from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../db/schema';
import { CURRENT_NOTICE } from '../../seed/notices.seed';
import { createRole, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const VERSION: string = CURRENT_NOTICE.version;

let t: TestApp;
let starRoleId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [star] = await t.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, ROLE_STAR));
  if (!star) throw new Error('star role not seeded');
  starRoleId = star.id;
});
afterAll(() => t.close());

async function signIn(opts: { roleIds?: number[] } = {}) {
  const user = await createUser(t.database.db, opts);
  return t.login(user.username, user.password);
}

const check = (token: string, version = VERSION) =>
  t.call<NoticeState>({
    method: 'GET',
    url: `/api/user/version/notice?version=${encodeURIComponent(version)}`,
    token,
  });
const markRead = (token: string, version: string, type: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/version/notice/read',
    payload: { version, type },
    token,
  });

describe('version notice (spec 000 §4)', () => {
  it('shows the layer and the icon of the seeded notice to a user who has read neither', async () => {
    const res = await check(await signIn());
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      layer: 1,
      icon: 1,
      notice: {
        version: VERSION,
        title: CURRENT_NOTICE.title,
        items: [...CURRENT_NOTICE.items],
        published_at: CURRENT_NOTICE.publishedAt.toISOString(),
      },
    });
  });

  it('clears each surface only when that surface is read', async () => {
    const token = await signIn();
    expect((await markRead(token, VERSION, 'layer')).code).toBe(0);
    expect((await check(token)).data).toMatchObject({ layer: 0, icon: 1 });
    expect((await markRead(token, VERSION, 'icon')).code).toBe(0);
    expect((await check(token)).data).toMatchObject({ layer: 0, icon: 0 });
  });

  it('accepts the same read twice', async () => {
    const token = await signIn();
    expect((await markRead(token, VERSION, 'icon')).code).toBe(0);
    const again = await markRead(token, VERSION, 'icon');
    expect(again).toMatchObject({ code: 0, data: null });
    expect((await check(token)).data).toMatchObject({ layer: 1, icon: 0 });
  });

  it("keeps one user's reads from clearing another user's notice", async () => {
    const reader = await signIn();
    const other = await signIn();
    await markRead(reader, VERSION, 'layer');
    await markRead(reader, VERSION, 'icon');
    expect((await check(other)).data).toMatchObject({ layer: 1, icon: 1 });
  });

  it('answers 0/0 with no notice for an unknown version, and refuses to mark it read', async () => {
    const token = await signIn();
    expect((await check(token, '1999.01.01')).data).toEqual({ layer: 0, icon: 0, notice: null });
    const res = await markRead(token, '1999.01.01', 'layer');
    expect(res).toMatchObject({ code: 10004, message_cn: '版本公告不存在' });
  });

  it('skips the check for a user whose only role is star (spec 000 §5)', async () => {
    const res = await check(await signIn({ roleIds: [starRoleId] }));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ layer: 0, icon: 0 });
  });

  it('still shows the notice to a star user who holds another role too', async () => {
    const other = await createRole(t.database.db, []);
    const res = await check(await signIn({ roleIds: [starRoleId, other.id] }));
    expect(res.data).toMatchObject({ layer: 1, icon: 1 });
  });

  it('lists every problem of a malformed read and records nothing', async () => {
    const token = await signIn();
    const res = await markRead(token, '', 'banner');
    expect(res.code).toBe(10001);
    const fields = (res.message as string[]).map((m) => m.split('：')[0]);
    expect(fields).toEqual(expect.arrayContaining(['version', 'type']));
    expect((await check(token)).data).toMatchObject({ layer: 1, icon: 1 });

    const noVersion = await t.call({ method: 'GET', url: '/api/user/version/notice', token });
    expect(noVersion.code).toBe(10001);
  });
});
