import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { SMS_RULES, startOfChinaDay } from './sms-login.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let mobileSeq = 0;
async function userWithMobile(status: 0 | 1 = 1) {
  const mobile = `1390000${String(++mobileSeq).padStart(4, '0')}`;
  await createUser(t.database.db, { mobile, status });
  return mobile;
}

const requestCode = (mobile: string) =>
  t.call<{ retry_after: number }>({
    method: 'POST',
    url: '/api/public/user/smscode',
    payload: { mobile },
  });
const smsLogin = (mobile: string, code: string) =>
  t.call<{ token: string }>({
    method: 'POST',
    url: '/api/public/user/login',
    payload: { mobile, code },
  });

/**
 * Reads the newest code sent to `mobile` from the admin outbox, as an operator would. The message is
 * sent after the request has been answered, so it is waited for.
 */
async function codeFromOutbox(mobile: string): Promise<string> {
  // A fresh session: tests move the clock past the idle limit.
  const token = await t.login(ROOT_USER.username, ROOT_USER.password);
  let content = '';
  await expect
    .poll(async () => {
      const res = await t.call<{ list: { content: string }[] }>({
        method: 'GET',
        url: `/api/sms/outbox?mobile=${mobile}`,
        token,
      });
      content = res.data.list[0]?.content ?? '';
      return content;
    })
    .toMatch(/\d{6}/);
  return /(\d{6})/.exec(content)?.[1] ?? '';
}

describe('SMS sign-in', () => {
  it('sends a 6-digit code to the outbox and signs in once with it', async () => {
    const mobile = await userWithMobile();
    expect(await requestCode(mobile)).toMatchObject({ code: 0, data: { retry_after: 60 } });
    const code = await codeFromOutbox(mobile);
    const first = await smsLogin(mobile, code);
    expect(first.code).toBe(0);
    expect(
      (await t.call({ method: 'GET', url: '/api/user/info', token: first.data.token })).code,
    ).toBe(0);
    expect((await smsLogin(mobile, code)).code).toBe(20013);
  });

  it('rejects an expired code', async () => {
    const mobile = await userWithMobile();
    await requestCode(mobile);
    const code = await codeFromOutbox(mobile);
    t.clock.advance(SMS_RULES.ttlMs + 1000);
    expect((await smsLogin(mobile, code)).code).toBe(20013);
  });

  it('allows one code per minute per number', async () => {
    const mobile = await userWithMobile();
    expect((await requestCode(mobile)).code).toBe(0);
    const again = await requestCode(mobile);
    expect(again.code).toBe(20011);
    expect(again.message_cn).toMatch(/60 秒/);
    t.clock.advance(SMS_RULES.minIntervalMs);
    expect((await requestCode(mobile)).code).toBe(0);
  });

  it('allows at most 10 codes a day per number', async () => {
    const mobile = await userWithMobile();
    // An hour into the next China day, so all ten codes fall within one day whenever this runs.
    const now = t.clock.now();
    t.clock.advance(startOfChinaDay(now).getTime() + 25 * 3_600_000 - now.getTime());
    for (let i = 0; i < SMS_RULES.maxPerDay; i++) {
      expect((await requestCode(mobile)).code).toBe(0);
      t.clock.advance(SMS_RULES.minIntervalMs);
    }
    expect((await requestCode(mobile)).code).toBe(20012);
    t.clock.advance(86_400_000);
    expect((await requestCode(mobile)).code).toBe(0);
  });

  it('locks a code after 5 wrong tries, even for the right code', async () => {
    const mobile = await userWithMobile();
    await requestCode(mobile);
    const code = await codeFromOutbox(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < SMS_RULES.maxWrongTries; i++)
      expect((await smsLogin(mobile, wrong)).code).toBe(20013);
    expect((await smsLogin(mobile, wrong)).code).toBe(20014);
    expect((await smsLogin(mobile, code)).code).toBe(20014);
  });

  it('refuses malformed input, listing every problem', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/api/public/user/login',
      payload: { mobile: '123', code: '12' },
    });
    expect(bad.code).toBe(10001);
    expect(bad.message).toHaveLength(2);
  });

  it('keeps the outbox to holders of sms:outbox', async () => {
    const user = await createUser(t.database.db, { abilities: ['user:roles'] });
    const token = await t.login(user.username, user.password);
    expect((await t.call({ method: 'GET', url: '/api/sms/outbox', token })).code).toBe(10003);
  });
});
