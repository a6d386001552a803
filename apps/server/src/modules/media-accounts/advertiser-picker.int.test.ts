import { ADVERTISER_PICKER_PATH, ERROR_CODES, type AdvertiserPickerPage } from '@toufang/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, changeLog, mediaAuthorizations } from '../../db/schema';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authorizationOf, grantOf } from './test-fixtures';

// spec 002 §2 "Advertiser-account picker" and §7 "Account-picker call", over HTTP.

let t: TestApp;
let operator: CreatedUser & { token: string };
let outsider: CreatedUser & { token: string };
const tag = `选择器${Date.now() % 100_000}`;
/** The medium's id of each seeded account, by name. */
const idOf = new Map<string, string>();

async function signIn(): Promise<CreatedUser & { token: string }> {
  const user = await createUser(t.database.db);
  return { ...user, token: await t.login(user.username, user.password) };
}

async function grant(userId: number, names: string[], medium: 'bytedance' | 'tencent') {
  const grants = names.map((name) => grantOf(`${tag}${name}`));
  const { authorizationId } = await t.services.mediaAccounts.saveAuthorization(
    authorizationOf(t.clock, { userId, medium, advertisers: grants }),
  );
  grants.forEach((g, index) => idOf.set(names[index] ?? '', g.advertiserId));
  return authorizationId;
}

const pick = (token: string, query: Record<string, string | number> = {}) =>
  t.call<AdvertiserPickerPage>({
    method: 'GET',
    url: `${ADVERTISER_PICKER_PATH}?${new URLSearchParams(
      Object.entries({ kws: tag, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString()}`,
    token,
  });
const names = (list: { advertiser_name: string }[]) =>
  list.map((a) => a.advertiser_name.slice(tag.length));

beforeAll(async () => {
  t = await createTestApp();
  operator = await signIn();
  outsider = await signIn();
  await grant(operator.id, ['甲', '乙', '丙', '丁'], 'bytedance');
  await grant(operator.id, ['腾讯戊'], 'tencent');
  const lapsed = await grant(operator.id, ['过期己'], 'bytedance');
  await t.database.db
    .update(mediaAuthorizations)
    .set({ status: 'revoked' })
    .where(eq(mediaAuthorizations.id, lapsed));
  await t.database.db
    .update(advertisers)
    .set({ enabled: false })
    .where(eq(advertisers.advertiserId, idOf.get('丁') ?? ''));
  await t.database.db
    .update(advertisers)
    .set({ role: 'agency' })
    .where(eq(advertisers.advertiserId, idOf.get('丙') ?? ''));
  // The operator changed 乙 last, 甲 before it; someone else changed 丁.
  const change = (userId: number, name: string, at: string) => ({
    userId,
    medium: 'bytedance',
    advertiserId: idOf.get(name) ?? '',
    action: 'update_budget',
    outcome: 'succeeded' as const,
    at: new Date(at),
  });
  await t.database.db
    .insert(changeLog)
    .values([
      change(operator.id, '甲', '2026-11-01T01:00:00Z'),
      change(operator.id, '乙', '2026-11-02T01:00:00Z'),
      change(operator.id, '甲', '2026-10-01T01:00:00Z'),
      change(outsider.id, '丁', '2026-11-03T01:00:00Z'),
    ]);
});
afterAll(async () => {
  await t.database.db
    .delete(changeLog)
    .where(inArray(changeLog.userId, [operator.id, outsider.id]));
  await t.close();
});

describe('advertiser picker', () => {
  it("lists the ad accounts of the caller's scope and medium, with their recent ones first", async () => {
    const res = await pick(operator.token);
    expect(res.code).toBe(0);
    expect(names(res.data.advertiser_ids).sort()).toEqual(['丁', '乙', '甲', '过期己'].sort());
    expect(names(res.data.latest_using)).toEqual(['乙', '甲']);
    expect(res.data.page_info).toEqual({ current_page: 1, res_cnt: 4, total_page: 1 });
    expect((await pick(operator.token, { platform: 'tencent' })).data.advertiser_ids).toHaveLength(
      1,
    );
  });

  it('finds any of several whitespace-split keywords by name or id', async () => {
    const res = await pick(operator.token, { kws: `${tag}甲 \n ${idOf.get('乙')}  nothing-here` });
    expect(names(res.data.advertiser_ids).sort()).toEqual(['乙', '甲'].sort());
    const one = await pick(operator.token, { kws: `${tag}乙` });
    expect(names(one.data.latest_using)).toEqual(['乙']);
  });

  it('keeps enabled accounts with status=1 and deliverable ones with from_delivery=1', async () => {
    const enabled = await pick(operator.token, { status: 1 });
    expect(names(enabled.data.advertiser_ids)).not.toContain('丁');
    const deliverable = await pick(operator.token, { from_delivery: 1 });
    expect(names(deliverable.data.advertiser_ids)).not.toContain('过期己');
    expect(names(deliverable.data.advertiser_ids)).toContain('丁');
  });

  it('pages 100 at a time by default and as asked', async () => {
    const page = await pick(operator.token, { perpage: 3, page: 2 });
    expect(page.data.advertiser_ids).toHaveLength(1);
    expect(page.data.page_info).toEqual({ current_page: 2, res_cnt: 4, total_page: 2 });
  });

  it("shows nothing outside the caller's data scope", async () => {
    const res = await pick(outsider.token);
    expect(res.data.advertiser_ids).toEqual([]);
    expect(res.data.latest_using).toEqual([]);
  });

  it('refuses bad paging, an unknown medium and bad flags; needs a session', async () => {
    const bad: Record<string, string | number>[] = [
      { perpage: 101 },
      { page: 0 },
      { platform: 'weibo' },
      { status: 2 },
    ];
    for (const query of bad) {
      expect((await pick(operator.token, query)).code, JSON.stringify(query)).toBe(
        ERROR_CODES.VALIDATION_FAILED.code,
      );
    }
    const many = Array.from({ length: 51 }, (_, i) => `k${i}`).join(' ');
    expect((await pick(operator.token, { kws: many })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
    const anonymous = await t.call({ method: 'GET', url: ADVERTISER_PICKER_PATH });
    expect(anonymous.code).toBe(ERROR_CODES.SESSION_INVALID.code);
  });
});
