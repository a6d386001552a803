import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { dummyPasswordHash, verifyPassword } from '../../lib/secrets';
import type { AuthRepository } from './auth.repository';
import {
  addressKey,
  LOGIN_THROTTLE,
  throttleVerdict,
  type ThrottleVerdict,
} from './login-throttle';
import type { LoginThrottleRepository } from './login-throttle.repository';
import type { SessionService } from './session.service';

export interface LoginResult {
  token: string;
  uid: number;
  name: string;
  nick_name: string;
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** The error of an attempt the throttle holds back (docs/adr/0008). */
export function throttleError(verdict: Exclude<ThrottleVerdict, { kind: 'allow' }>): AppError {
  if (verdict.kind === 'locked') {
    return new AppError('LOGIN_LOCKED', {
      params: { minutes: Math.max(1, Math.ceil(verdict.waitMs / 60_000)) },
    });
  }
  return new AppError('LOGIN_THROTTLED', {
    params: { seconds: Math.max(1, Math.ceil(verdict.waitMs / 1000)) },
  });
}

/**
 * Password sign-in (spec 000 §4, §7 `/auth/login`). An attacker learns nothing about a user name
 * without its password: unknown users, disabled users and wrong passwords get the same answer after
 * the same hashing work, and the throttle counts user names whether or not they exist.
 */
export class PasswordLoginService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly throttle: LoginThrottleRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async login(rawUsername: string, password: string, client: ClientMeta): Promise<LoginResult> {
    // spec 000 §4: the user name is trimmed; matching is case-insensitive for throttling.
    const username = rawUsername.trim();
    const userKey = username.toLowerCase();
    const address = addressKey(client.ip);

    const user = await this.repo.findUserByUsername(username);
    const knownAddress = await this.throttle.isKnownAddress(username, address);
    const failureId = await this.reserveAttempt(userKey, address, knownAddress);

    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    // The reserved failure stays: a wrong password, and also an unknown user name.
    if (!user || !valid) throw new AppError('LOGIN_FAILED');
    await this.throttle.deleteFailure(failureId);
    // Only the right password learns that the account is disabled (nothing for a guesser).
    if (user.status !== 1) throw new AppError('USER_DISABLED');
    await this.throttle.clearPair(userKey, address);
    const token = await this.sessions.create(user.id, client);
    await this.throttle.rememberAddress(user.id, address, this.clock.now());
    return { token, uid: user.id, name: user.username, nick_name: user.nickName };
  }

  /**
   * Decides whether the password may be checked now and, if so, records the attempt as a failure
   * before checking it (removed again on success): concurrent guesses each see the ones before them.
   */
  private async reserveAttempt(
    userKey: string,
    address: string,
    knownAddress: boolean,
  ): Promise<number> {
    const now = this.clock.now();
    const outcome = await this.throttle.transaction(async (tx) => {
      await tx.lockSubjects([`login:user:${userKey}`, `login:address:${address}`]);
      const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
      const history = await tx.failureHistory(userKey, address, since);
      const verdict = throttleVerdict({
        now: now.getTime(),
        address,
        knownAddress,
        accountFailures: history.account,
        addressFailures: history.address,
      });
      if (verdict.kind !== 'allow') return verdict;
      return tx.insertFailure({ userKey, address, knownAddress, at: now });
    });
    if (typeof outcome !== 'number') throw throttleError(outcome);
    return outcome;
  }
}
