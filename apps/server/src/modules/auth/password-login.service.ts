import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { dummyPasswordHash, verifyPassword } from '../../lib/secrets';
import type { AuthRepository } from './auth.repository';
import type { SessionService } from './session.service';

/** Guessing limits: per user name and, more loosely, per address (shared office NAT). */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxPerUser: 5,
  maxPerAddress: 30,
} as const;

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

export class PasswordLoginService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async login(rawUsername: string, password: string, client: ClientMeta): Promise<LoginResult> {
    // spec 000 §4: the user name is trimmed; matching is case-insensitive for throttling.
    const username = rawUsername.trim();
    const userKey = username.toLowerCase();
    await this.assertNotLocked('user', userKey, LOGIN_THROTTLE.maxPerUser);
    await this.assertNotLocked('ip', client.ip, LOGIN_THROTTLE.maxPerAddress);

    const user = await this.repo.findUserByUsername(username);
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid) {
      await this.repo.recordFailures(
        [
          { scope: 'user', subject: userKey },
          { scope: 'ip', subject: client.ip },
        ],
        this.clock.now(),
      );
      throw new AppError('LOGIN_FAILED');
    }
    if (user.status !== 1) throw new AppError('USER_DISABLED');
    await this.repo.clearFailures('user', [userKey]);
    const token = await this.sessions.create(user.id, client);
    return { token, uid: user.id, name: user.username, nick_name: user.nickName };
  }

  private async assertNotLocked(scope: string, subject: string, max: number): Promise<void> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
    const { count, oldest } = await this.repo.failureWindow(scope, subject, since);
    if (count < max || !oldest) return;
    const unlockAt = oldest.getTime() + LOGIN_THROTTLE.windowMs;
    const minutes = Math.max(1, Math.ceil((unlockAt - now.getTime()) / 60_000));
    throw new AppError('LOGIN_LOCKED', { params: { minutes } });
  }
}
