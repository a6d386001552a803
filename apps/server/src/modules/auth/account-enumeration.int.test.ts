import { ERROR_CODES, type Envelope } from '@toufang/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Secrets from '../../lib/secrets';
import type * as Factories from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import type { SmsProvider } from '../sms/sms.provider';

// Without a password (or the phone), nobody may learn whether an account exists or is disabled: the
// answers, the limits and the work done are the same for unknown, disabled and enabled accounts.

vi.mock('../../lib/secrets', async (importOriginal) => {
  const original = await importOriginal<typeof Secrets>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
// The integration projects share modules between files: the app is imported afresh (below) so
// that it sees the mock.
let secrets: typeof Secrets;
let createUser: typeof Factories.createUser;
let verifyPassword: ReturnType<typeof vi.mocked<typeof Secrets.verifyPassword>>;

const sent: { mobile: string; text: string }[] = [];
const recordingProvider: SmsProvider = {
  send: (mobile, text) => {
    sent.push({ mobile, text });
    return Promise.resolve();
  },
};

let t: TestApp;
beforeAll(async () => {
  vi.resetModules();
  secrets = await import('../../lib/secrets');
  verifyPassword = vi.mocked(secrets.verifyPassword);
  ({ createUser } = await import('../../test/factories'));
  const { createTestApp } = await import('../../test/test-app');
  t = await createTestApp({ smsProvider: recordingProvider });
});
afterAll(() => t.close());
beforeEach(() => {
  verifyPassword.mockClear();
  sent.length = 0;
});

let seq = 0;
const nextAddress = () => `10.20.${++seq}.1`;
const nextMobile = () => `1370000${String(++seq).padStart(4, '0')}`;

/** The parts of an answer a caller sees. */
const visible = ({ code, message, msg, message_cn, data }: Envelope) => ({
  code,
  message,
  msg,
  message_cn,
  data,
});

const login = (username: string, password: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: nextAddress(),
  });
const requestCode = (mobile: string) =>
  t.call({ method: 'POST', url: '/api/public/user/smscode', payload: { mobile } });
const smsLogin = (mobile: string, code: string) =>
  t.call({ method: 'POST', url: '/api/public/user/login', payload: { mobile, code } });

describe('password sign-in', () => {
  it('answers a wrong password alike for enabled, disabled and unknown users, after the same hashing', async () => {
    const enabled = await createUser(t.database.db);
    const disabled = await createUser(t.database.db, { status: 0 });
    const answers = [
      await login(enabled.username, 'wrong-pass-1'),
      await login(disabled.username, 'wrong-pass-1'),
      await login('nobody-by-this-name', 'wrong-pass-1'),
    ].map(visible);
    expect(answers[0]).toMatchObject({ code: ERROR_CODES.LOGIN_FAILED.code });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // One argon2id verification each; the unknown user's against the dummy hash.
    expect(verifyPassword).toHaveBeenCalledTimes(3);
    const dummy = await secrets.dummyPasswordHash();
    expect(verifyPassword.mock.calls[2]?.[0]).toBe(dummy);
    expect(verifyPassword.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
    expect(verifyPassword.mock.calls[0]?.[0]).not.toBe(dummy);
  });

  it('tells only the right password that the account is disabled', async () => {
    const disabled = await createUser(t.database.db, { status: 0 });
    const res = await login(disabled.username, disabled.password);
    expect(res.code).toBe(ERROR_CODES.USER_DISABLED.code);
    expect(res.message_cn).toBe('账号已被禁用，请联系管理员');
  });

  it('throttles unknown user names exactly like real ones', async () => {
    const real = await createUser(t.database.db);
    const answersFor = async (username: string) => {
      const here = nextAddress();
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.call({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username, password: 'wrong-pass-1' },
          remoteAddress: here,
        });
        codes.push(res.code);
      }
      return codes;
    };
    const forReal = await answersFor(real.username);
    const { LOGIN_FAILED, LOGIN_THROTTLED } = ERROR_CODES;
    expect(forReal).toEqual([
      LOGIN_FAILED.code,
      LOGIN_FAILED.code,
      LOGIN_FAILED.code,
      LOGIN_THROTTLED.code,
      LOGIN_THROTTLED.code,
    ]);
    expect(await answersFor('ghost-user-name')).toEqual(forReal);
  });
});

describe('SMS codes', () => {
  it('answers an unbound number exactly like a bound one, and sends it nothing', async () => {
    const bound = nextMobile();
    await createUser(t.database.db, { mobile: bound });
    const unbound = nextMobile();
    const insertCode = vi.spyOn(t.services.smsRepository, 'insertCode');

    const first = [await requestCode(bound), await requestCode(unbound)].map(visible);
    expect(first[0]).toMatchObject({ code: 0, data: { retry_after: 60 } });
    expect(first[1]).toEqual(first[0]);
    expect(insertCode).toHaveBeenCalledTimes(2);
    expect(sent.map((s) => s.mobile)).toEqual([bound]);

    // The same limits apply to both numbers.
    const again = [await requestCode(bound), await requestCode(unbound)].map(visible);
    expect(again[0]).toMatchObject({ code: ERROR_CODES.SMS_TOO_FREQUENT.code });
    expect(again[1]).toEqual(again[0]);

    // Any code for the unbound number is wrong, just as a wrong code for the bound one.
    const wrong = [await smsLogin(bound, '000000'), await smsLogin(unbound, '000000')];
    expect(visible(wrong[1]!)).toEqual(visible(wrong[0]!));
    insertCode.mockRestore();
  });

  it('answers a disabled user’s number alike, and tells only the right code it is disabled', async () => {
    const mobile = nextMobile();
    await createUser(t.database.db, { mobile, status: 0 });
    expect(visible(await requestCode(mobile))).toMatchObject({
      code: 0,
      data: { retry_after: 60 },
    });
    const code = /(\d{6})/.exec(sent.find((s) => s.mobile === mobile)?.text ?? '')?.[1] ?? '';
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await smsLogin(mobile, wrongCode)).code).toBe(ERROR_CODES.SMS_CODE_INVALID.code);
    expect((await smsLogin(mobile, code)).code).toBe(ERROR_CODES.USER_DISABLED.code);
  });
});
