import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { PostgresRateLimiter } from './pg-rate-limiter';
import { MemoryRateLimiter, RateRules, type RateLimiter } from './rate-limiter';

/** Keys without a rule of their own: a conservative rate until an adapter defines the real one. */
export function defaultRateRules(config: Pick<Config, 'tasks'>): RateRules {
  const rate = config.tasks.defaultRatePerSecond;
  return new RateRules({ ratePerSecond: rate, burst: Math.max(1, Math.ceil(rate)) });
}

/**
 * Buckets in memory for the embedded single-process PGlite; in PostgreSQL otherwise, so every
 * worker process shares one budget per key (ARCHITECTURE §3).
 */
export function createRateLimiter(
  kind: Database['kind'],
  db: Db,
  rules: RateRules,
  clock: Clock,
): RateLimiter {
  return kind === 'postgres'
    ? new PostgresRateLimiter(db, rules, clock)
    : new MemoryRateLimiter(rules, clock);
}
