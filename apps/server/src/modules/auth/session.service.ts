import type { AuthContext, Authenticator } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/secrets';
import type { AuthCache } from './auth-cache';
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
    private readonly cache: AuthCache,
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
    const tokenHash = sha256(token);
    const now = this.clock.now().getTime();
    const cached = this.cache.get(tokenHash);
    // A cached session that looks idle may have been used through another replica: re-read it.
    if (cached && cached.expiresAt > now && now - cached.lastUsedAt < this.policy.idleMs) {
      cached.lastUsedAt = now;
      if (now - cached.storedLastSeenAt > TOUCH_INTERVAL_MS) {
        cached.storedLastSeenAt = now;
        await this.repo.touchSession(cached.auth.sessionId, new Date(now));
      }
      return cached.auth;
    }
    this.cache.delete(tokenHash);
    return this.load(tokenHash, now);
  }

  private async load(tokenHash: string, now: number): Promise<AuthContext> {
    const session = await this.repo.findSession(tokenHash);
    if (
      !session ||
      session.revokedAt ||
      session.status !== 1 ||
      session.expiresAt.getTime() <= now ||
      now - session.lastSeenAt.getTime() >= this.policy.idleMs
    ) {
      throw new AppError('SESSION_INVALID');
    }
    let storedLastSeenAt = session.lastSeenAt.getTime();
    if (now - storedLastSeenAt > TOUCH_INTERVAL_MS) {
      await this.repo.touchSession(session.id, new Date(now));
      storedLastSeenAt = now;
    }
    const [roles, abilities] = await Promise.all([
      this.repo.listRoleNames(session.userId),
      this.repo.listAbilityKeys(session.userId),
    ]);
    const auth: AuthContext = {
      userId: session.userId,
      username: session.username,
      nickName: session.nickName,
      ksBoostAdmin: session.ksBoostAdmin,
      sessionId: session.id,
      roles,
      abilities: new Set(abilities),
    };
    this.cache.set(tokenHash, {
      auth,
      expiresAt: session.expiresAt.getTime(),
      storedLastSeenAt,
      lastUsedAt: now,
    });
    return auth;
  }

  async revoke(sessionId: number): Promise<void> {
    await this.repo.revokeSession(sessionId, this.clock.now());
    this.cache.clear();
  }

  /** Disabling a user signs them out everywhere at once. */
  async revokeAllForUser(userId: number): Promise<void> {
    await this.repo.revokeUserSessions(userId, this.clock.now());
    this.cache.clear();
  }

  /** Drops every cached session of this process (access data changed). */
  forgetCachedSessions(): void {
    this.cache.clear();
  }
}
