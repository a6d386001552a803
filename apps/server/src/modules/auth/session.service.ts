import type { AuthContext, Authenticator } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/secrets';
import type { AuthRepository } from './auth.repository';

export interface SessionPolicy {
  /** Sliding idle expiry (default 12 h). */
  idleMs: number;
  /** Absolute lifetime regardless of activity. */
  maxMs: number;
}

// Writing last_seen_at on every request would make each read a write; a minute of slack is plenty
// against a 12-hour idle limit.
const TOUCH_INTERVAL_MS = 60_000;

/** Random 256-bit session tokens stored as SHA-256, with idle and absolute expiry (spec 000 §4). */
export class SessionService implements Authenticator {
  constructor(
    private readonly repo: AuthRepository,
    private readonly policy: SessionPolicy,
    private readonly clock: Clock,
  ) {}

  async create(userId: number, meta: { ip: string; userAgent: string }): Promise<string> {
    const token = newSessionToken();
    const now = this.clock.now();
    await this.repo.insertSession({
      tokenHash: sha256(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.policy.maxMs),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 300),
    });
    await this.repo.setLastLogin(userId, now);
    return token;
  }

  async authenticate(token: string): Promise<AuthContext> {
    const session = await this.repo.findSession(sha256(token));
    const now = this.clock.now();
    if (
      !session ||
      session.revokedAt ||
      session.status !== 1 ||
      session.expiresAt.getTime() <= now.getTime() ||
      now.getTime() - session.lastSeenAt.getTime() >= this.policy.idleMs
    ) {
      throw new AppError('SESSION_INVALID');
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.repo.touchSession(session.id, now);
    }
    const [roles, abilities] = await Promise.all([
      this.repo.listRoleNames(session.userId),
      this.repo.listAbilityKeys(session.userId),
    ]);
    return {
      userId: session.userId,
      username: session.username,
      nickName: session.nickName,
      sessionId: session.id,
      roles,
      abilities: new Set(abilities),
    };
  }

  revoke(sessionId: number): Promise<void> {
    return this.repo.revokeSession(sessionId, this.clock.now());
  }

  /** Disabling a user signs them out everywhere at once. */
  revokeAllForUser(userId: number): Promise<void> {
    return this.repo.revokeUserSessions(userId, this.clock.now());
  }
}
