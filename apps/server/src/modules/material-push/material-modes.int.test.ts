import { ERROR_CODES } from '@toufang/contracts';
import type { MaterialMode } from '@toufang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// `GET material/modes` through HTTP (spec 002 §7): the material modes each medium takes.

let t: TestApp;

async function tokenWith(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return t.login(user.username, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/material/modes', () => {
  it('answers each medium’s kinds, formats, largest file and Kuaishou’s video types', async () => {
    const token = await tokenWith(['material:list']);
    const res = await t.call<{ list: MaterialMode[] }>({
      method: 'GET',
      url: '/api/material/modes',
      token,
    });
    expect(res.code).toBe(0);
    const list = res.data?.list ?? [];
    expect(list.map((m) => m.medium)).toEqual(['bytedance', 'kuaishou', 'tencent']);
    const kuaishou = list.find((m) => m.medium === 'kuaishou');
    expect(kuaishou?.push_types.map((p) => p.value)).toEqual([0, 1, 2]);
    expect(kuaishou?.kinds.find((k) => k.kind === 'image')?.formats).toEqual(['jpeg', 'png']);
    const tencent = list.find((m) => m.medium === 'tencent');
    expect(tencent?.kinds.find((k) => k.kind === 'video')?.formats).toEqual(['mp4', 'mov', 'avi']);
  });

  it('refuses a caller without the library’s ability', async () => {
    const token = await tokenWith(['material:title:list']);
    const res = await t.call({ method: 'GET', url: '/api/material/modes', token });
    expect(res.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    expect(res.data ?? null).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    const res = await t.call({ method: 'GET', url: '/api/material/modes' });
    expect(res.code).toBe(ERROR_CODES.SESSION_INVALID.code);
  });
});
