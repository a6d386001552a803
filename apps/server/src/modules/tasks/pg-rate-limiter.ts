import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sleepFor, type RateLimiter, type RateRules, type Sleep } from './rate-limiter';
import { etaSeconds, waitForDebt } from './token-bucket';

/**
 * Buckets in the `rate_limits` table, so every worker process draws on one budget per key
 * (ARCHITECTURE §3). Each reservation is one atomic upsert: refill by the time elapsed since the
 * row's last change, take the cost, return the balance; the row lock orders concurrent callers.
 * Times come from the injected clock (hosts are NTP-synchronized; a clock behind the row's time
 * refills nothing rather than going back).
 */
export class PostgresRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly rules: RateRules,
    private readonly clock: Clock,
    private readonly sleep: Sleep = sleepFor,
  ) {}

  async acquire(key: string, cost = 1): Promise<void> {
    const rule = this.rules.ruleFor(key);
    const now = this.clock.now();
    const at = sql`${now.toISOString()}::timestamptz`;
    const elapsedSeconds = sql`greatest(0, extract(epoch from (${at} - ${rateLimits.updatedAt}))::float8)`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, tokens: rule.burst - cost, updatedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          tokens: sql`least(${rule.burst}::float8, ${rateLimits.tokens} + ${rule.ratePerSecond}::float8 * ${elapsedSeconds}) - ${cost}::float8`,
          updatedAt: sql`greatest(${rateLimits.updatedAt}, ${at})`,
        },
      })
      .returning({ tokens: rateLimits.tokens });
    if (!row) throw new Error(`rate limit upsert of ${key} returned nothing`);
    const waitMs = waitForDebt(row.tokens, rule);
    if (waitMs > 0) await this.sleep(waitMs);
  }

  async eta(key: string, n: number): Promise<number> {
    const [row] = await this.db
      .select({ tokens: rateLimits.tokens, updatedAt: rateLimits.updatedAt })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const state = row ? { tokens: row.tokens, updatedAtMs: row.updatedAt.getTime() } : undefined;
    return etaSeconds(state, this.rules.ruleFor(key), this.clock.now().getTime(), n);
  }
}
