import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newSmsCode, safeEqual, sha256 } from '../../lib/secrets';
import type { AuthRepository } from '../auth/auth.repository';
import { addressKey } from '../auth/login-throttle';
import type { LoginThrottleRepository } from '../auth/login-throttle.repository';
import type { ClientMeta, LoginResult } from '../auth/password-login.service';
import type { SessionService } from '../auth/session.service';
import type { SmsProvider } from './sms.provider';
import type { SmsRepository } from './sms.repository';

/** Mobile sign-in codes (spec 000 §7 `/public/user/smscode`, `/public/user/login`). */
export const SMS_RULES = {
  digits: 6,
  ttlMs: 5 * 60_000,
  minIntervalMs: 60_000,
  maxPerDay: 10,
  maxWrongTries: 5,
} as const;

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Midnight of the current day in Asia/Shanghai (no DST), for the daily limit. */
export function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % 86_400_000) - CHINA_OFFSET_MS);
}

const codeHash = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

/**
 * An attacker holding a mobile number learns nothing from these calls: unknown, disabled and enabled
 * numbers get the same answers and the same limits; only the holder of the phone, with a right code,
 * may learn that the account is disabled.
 */
export class SmsLoginService {
  constructor(
    private readonly sms: SmsRepository,
    private readonly users: AuthRepository,
    private readonly throttle: Pick<LoginThrottleRepository, 'rememberAddress'>,
    private readonly sessions: SessionService,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  async requestCode(mobile: string): Promise<{ retry_after: number }> {
    const user = await this.users.findUserByMobile(mobile);
    const now = this.clock.now();
    const latest = await this.sms.latestCode(mobile);
    if (latest) {
      const wait = latest.createdAt.getTime() + SMS_RULES.minIntervalMs - now.getTime();
      if (wait > 0) {
        throw new AppError('SMS_TOO_FREQUENT', { params: { seconds: Math.ceil(wait / 1000) } });
      }
    }
    if ((await this.sms.countSince(mobile, startOfChinaDay(now))) >= SMS_RULES.maxPerDay) {
      throw new AppError('SMS_DAILY_LIMIT');
    }
    // A code is stored for every number, bound or not, so the limits above answer alike for all;
    // one that is never sent can never be entered.
    const code = newSmsCode();
    await this.sms.insertCode({
      mobile,
      codeHash: codeHash(mobile, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_RULES.ttlMs),
    });
    // Sent after the answer: a gateway's latency (or failure) would tell bound numbers apart.
    if (user) this.deliver(mobile, code);
    return { retry_after: SMS_RULES.minIntervalMs / 1000 };
  }

  async login(mobile: string, code: string, client: ClientMeta): Promise<LoginResult> {
    const now = this.clock.now();
    // Only the newest code counts: requesting a new code invalidates older ones.
    const latest = await this.sms.latestCode(mobile);
    if (!latest || latest.usedAt || latest.expiresAt.getTime() <= now.getTime()) {
      throw new AppError('SMS_CODE_INVALID');
    }
    if (latest.attempts >= SMS_RULES.maxWrongTries) throw new AppError('SMS_CODE_LOCKED');
    if (!safeEqual(latest.codeHash, codeHash(mobile, code))) {
      await this.sms.recordAttempt(latest.id);
      if (latest.attempts + 1 >= SMS_RULES.maxWrongTries) throw new AppError('SMS_CODE_LOCKED');
      throw new AppError('SMS_CODE_INVALID');
    }
    if (!(await this.sms.consume(latest.id, now))) throw new AppError('SMS_CODE_INVALID');
    const user = await this.users.findUserByMobile(mobile);
    // The number was unbound after the code was sent (or the unsent code was guessed).
    if (!user) throw new AppError('SMS_CODE_INVALID');
    if (user.status !== 1) throw new AppError('USER_DISABLED');
    const token = await this.sessions.create(user.id, client);
    await this.throttle.rememberAddress(user.id, addressKey(client.ip), now);
    return { token, uid: user.id, name: user.username, nick_name: user.nickName };
  }

  private deliver(mobile: string, code: string): void {
    const text = `【投放平台】您的登录验证码为 ${code}，5 分钟内有效，请勿泄露给他人。`;
    this.provider.send(mobile, text).catch((error: unknown) => {
      this.log.error({ err: error, mobile }, 'sms could not be sent');
    });
  }
}
