import type { Clock } from '../../lib/clock';
import { accountLockWaitMs, LOGIN_THROTTLE } from './login-throttle';
import type { LoginThrottleRepository } from './login-throttle.repository';

export interface SignInLockState {
  /** Wrong passwords within the throttle window, from any address. */
  failures: number;
  /** Until when addresses the user never signed in from are refused; null when not locked. */
  lockedUntil: Date | null;
}

/** The administration's view of sign-in throttling, and its unlock (docs/adr/0008). */
export class SignInLocksService {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly clock: Clock,
  ) {}

  /** The state of each user name given (absent: no recent failures). */
  async statesOf(usernames: readonly string[]): Promise<Map<string, SignInLockState>> {
    const now = this.clock.now().getTime();
    const keys = new Map(usernames.map((name) => [name, name.toLowerCase()]));
    const failures = await this.repo.failuresOfAccounts(
      [...new Set(keys.values())],
      new Date(now - LOGIN_THROTTLE.windowMs),
    );
    const states = new Map<string, SignInLockState>();
    for (const [name, key] of keys) {
      const list = failures.get(key);
      if (!list?.length) continue;
      const waitMs = accountLockWaitMs(list, now);
      states.set(name, {
        failures: list.length,
        lockedUntil: waitMs > 0 ? new Date(now + waitMs) : null,
      });
    }
    return states;
  }

  /** Clears every failure of the user's name and records who unlocked whom; the count cleared. */
  unlock(actorId: number, user: { id: number; username: string }): Promise<number> {
    return this.repo.unlock({
      userKey: user.username.toLowerCase(),
      targetUserId: user.id,
      actorId,
      at: this.clock.now(),
    });
  }
}
