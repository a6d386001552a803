import { ERROR_CODES, type ReportTablePreferenceData } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// spec 001 §9 (page size) and §3 (pinned metric columns): each user's table preference over HTTP.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SCREEN = 'launchV3';
const URL = '/api/user/preferences/report-table';

async function signIn() {
  const user = await createUser(t.database.db);
  return { ...user, token: await t.login(user.username, user.password) };
}

const read = (token: string | undefined, tab = 'promotion', screen = SCREEN) =>
  t.call<ReportTablePreferenceData>({
    method: 'GET',
    url: `${URL}?screen=${screen}&tab=${tab}`,
    token,
  });
const save = (token: string | undefined, payload: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: URL, payload: { screen: SCREEN, ...payload }, token });

describe('report table preferences', () => {
  it('answers null (the defaults) before anything is saved', async () => {
    const { token } = await signIn();
    expect(await read(token)).toMatchObject({ code: 0, data: null });
  });

  it('keeps each user their own page size and pinned columns per screen tab', async () => {
    const a = await signIn();
    const b = await signIn();
    const value = {
      per_page: 100,
      pinned: [
        { key: 'stat_cost', side: 'right' },
        { key: 'conversion_cost', side: 'left' },
      ],
    };
    expect((await save(a.token, { tab: 'promotion', value })).code).toBe(0);

    expect((await read(a.token, 'promotion')).data).toEqual(value);
    expect((await read(a.token, 'project')).data).toBeNull();
    expect((await read(a.token, 'promotion', 'launchKs')).data).toBeNull();
    expect((await read(b.token, 'promotion')).data).toBeNull();

    await save(a.token, { tab: 'promotion', value: { per_page: 500 } });
    expect((await read(a.token, 'promotion')).data).toEqual({ per_page: 500 });
  });

  it('refuses a page size the pager does not offer, a bad pin or an unknown part, keeping what was saved', async () => {
    const { token } = await signIn();
    await save(token, { tab: 'project', value: { per_page: 50 } });
    const bad = [
      { per_page: 30 },
      { per_page: '50' },
      { pinned: [{ key: 'stat_cost', side: 'top' }] },
      { pinned: [{ key: 'Stat Cost', side: 'left' }] },
      {
        pinned: [
          { key: 'stat_cost', side: 'left' },
          { key: 'stat_cost', side: 'right' },
        ],
      },
      { pinned: Array.from({ length: 7 }, (_, i) => ({ key: `field_${i}`, side: 'left' })) },
      { per_page: 50, theme: 'dark' },
    ];
    for (const value of bad) {
      const res = await save(token, { tab: 'project', value });
      expect(res, JSON.stringify(value)).toMatchObject({
        code: ERROR_CODES.VALIDATION_FAILED.code,
      });
    }
    expect((await save(token, { tab: 'nowhere', value: {} })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
    expect((await read(token, 'project')).data).toEqual({ per_page: 50 });
  });

  it('needs a session', async () => {
    expect((await read(undefined)).code).toBe(ERROR_CODES.SESSION_INVALID.code);
    expect((await save(undefined, { tab: 'project', value: { per_page: 50 } })).code).toBe(
      ERROR_CODES.SESSION_INVALID.code,
    );
  });
});
