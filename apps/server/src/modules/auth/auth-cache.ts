import type { AuthContext } from '../../http/access';

export interface CachedSession {
  auth: AuthContext;
  expiresAt: number;
  /** last_seen_at as stored in the database. */
  storedLastSeenAt: number;
  /** Last request seen by this process. */
  lastUsedAt: number;
}

const MAX_ENTRIES = 20_000;

/**
 * Resolved sessions by token hash, so a request does not re-read session, roles and abilities.
 * It is only used while change notices are being received (docs/adr/0002): every change to users,
 * roles, abilities or revocations clears it in every process. When the notice connection drops the
 * cache switches off until it is back.
 */
export class AuthCache {
  private readonly entries = new Map<string, CachedSession>();
  private listening = false;

  setListening(listening: boolean): void {
    this.listening = listening;
    this.entries.clear();
  }

  get(tokenHash: string): CachedSession | undefined {
    return this.listening ? this.entries.get(tokenHash) : undefined;
  }

  set(tokenHash: string, entry: CachedSession): void {
    if (!this.listening) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(tokenHash, entry);
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
