import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, signInAddresses, userAuditLog, users } from '../../db/schema';
import type { LoginFailure } from './login-throttle';

export interface FailureHistory {
  /** Failures of the user name, from any address. */
  account: LoginFailure[];
  /** Times of the failures from the address, for any user name. */
  address: number[];
}

export interface NewFailure {
  userKey: string;
  address: string;
  knownAddress: boolean;
  at: Date;
}

/** The state behind sign-in throttling: failures, known addresses, and unlocks. */
export class LoginThrottleRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: LoginThrottleRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new LoginThrottleRepository(tx)));
  }

  /**
   * Serialises decisions about the same user name and address across connections and replicas
   * until the transaction ends, so concurrent attempts cannot all pass one free slot. Locks are
   * taken in one global order (sorted keys), which rules out deadlocks.
   */
  async lockSubjects(keys: readonly string[]): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
  }

  async failureHistory(userKey: string, address: string, since: Date): Promise<FailureHistory> {
    const rows = await this.db
      .select({
        userKey: loginFailures.userKey,
        address: loginFailures.address,
        knownAddress: loginFailures.knownAddress,
        at: loginFailures.createdAt,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.createdAt, since),
          or(eq(loginFailures.userKey, userKey), eq(loginFailures.address, address)),
        ),
      );
    return {
      account: rows
        .filter((r) => r.userKey === userKey)
        .map((r) => ({ at: r.at.getTime(), address: r.address, knownAddress: r.knownAddress })),
      address: rows.filter((r) => r.address === address).map((r) => r.at.getTime()),
    };
  }

  /** Failures per user name (lower case) since `since`, for the administration's lock state. */
  async failuresOfAccounts(
    userKeys: readonly string[],
    since: Date,
  ): Promise<Map<string, LoginFailure[]>> {
    const byKey = new Map<string, LoginFailure[]>();
    if (userKeys.length === 0) return byKey;
    const rows = await this.db
      .select()
      .from(loginFailures)
      .where(
        and(inArray(loginFailures.userKey, [...userKeys]), gt(loginFailures.createdAt, since)),
      );
    for (const r of rows) {
      const list = byKey.get(r.userKey) ?? [];
      list.push({ at: r.createdAt.getTime(), address: r.address, knownAddress: r.knownAddress });
      byKey.set(r.userKey, list);
    }
    return byKey;
  }

  async insertFailure(failure: NewFailure): Promise<number> {
    const [row] = await this.db
      .insert(loginFailures)
      .values({
        userKey: failure.userKey,
        address: failure.address,
        knownAddress: failure.knownAddress,
        createdAt: failure.at,
      })
      .returning({ id: loginFailures.id });
    if (!row) throw new Error('login failure insert returned nothing');
    return row.id;
  }

  /** Forgets the failures of a user name at one address (the user signed in there). */
  async clearPair(userKey: string, address: string): Promise<void> {
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.userKey, userKey), eq(loginFailures.address, address)));
  }

  async deleteFailure(id: number): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, id));
  }

  /**
   * Whether the user with this user name has signed in from the address before. By user name, so
   * an unknown user name costs the same query as a real one.
   */
  async isKnownAddress(username: string, address: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: signInAddresses.userId })
      .from(signInAddresses)
      .innerJoin(users, eq(users.id, signInAddresses.userId))
      .where(and(eq(users.username, username), eq(signInAddresses.address, address)))
      .limit(1);
    return row !== undefined;
  }

  async rememberAddress(userId: number, address: string, at: Date): Promise<void> {
    await this.db
      .insert(signInAddresses)
      .values({ userId, address, firstSeenAt: at, lastSeenAt: at })
      .onConflictDoUpdate({
        target: [signInAddresses.userId, signInAddresses.address],
        set: { lastSeenAt: at },
      });
  }

  /**
   * An administrator's unlock: every failure of the user name goes, and the audit log says who
   * unlocked whom and when, in one transaction.
   */
  async unlock(entry: {
    userKey: string;
    targetUserId: number;
    actorId: number;
    at: Date;
  }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const cleared = await tx
        .delete(loginFailures)
        .where(eq(loginFailures.userKey, entry.userKey))
        .returning({ id: loginFailures.id });
      await tx.insert(userAuditLog).values({
        at: entry.at,
        actorId: entry.actorId,
        targetUserId: entry.targetUserId,
        action: 'sign_in.unlock',
        detail: { failures_cleared: cleared.length },
      });
      return cleared.length;
    });
  }
}
