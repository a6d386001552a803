import type { Clock } from '../../lib/clock';
import { etaSeconds, reserve, type BucketRule, type BucketState } from './token-bucket';

/**
 * Protects each medium's quota (ARCHITECTURE §6: a limiter per (medium, app, endpoint) and per
 * advertiser). Keys are free-form strings such as `bytedance:<app>:<endpoint>`.
 */
export interface RateLimiter {
  /** Resolves when `cost` tokens of `key`'s bucket may be spent. */
  acquire(key: string, cost?: number): Promise<void>;
  /** Seconds until `n` more calls on `key` could start at its rate (0 when the bucket holds them). */
  eta(key: string, n: number): Promise<number>;
}

export type Sleep = (ms: number) => Promise<void>;

export const sleepFor: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rate of each key: the rule of the longest prefix defined for it, else the fallback. */
export class RateRules {
  private readonly rules = new Map<string, BucketRule>();

  constructor(private readonly fallback: BucketRule) {
    assertRule(fallback);
  }

  define(prefix: string, rule: BucketRule): void {
    assertRule(rule);
    this.rules.set(prefix, rule);
  }

  ruleFor(key: string): BucketRule {
    let best: { length: number; rule: BucketRule } | undefined;
    for (const [prefix, rule] of this.rules) {
      if (key.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { length: prefix.length, rule };
      }
    }
    return best?.rule ?? this.fallback;
  }
}

function assertRule(rule: BucketRule): void {
  if (!(rule.ratePerSecond > 0) || !(rule.burst >= 1)) {
    throw new Error(`Invalid rate rule ${JSON.stringify(rule)}: rate must be > 0 and burst >= 1`);
  }
}

/** Buckets in process memory: exact for the embedded single-process mode (PGlite). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, BucketState>();

  constructor(
    private readonly rules: RateRules,
    private readonly clock: Clock,
    private readonly sleep: Sleep = sleepFor,
  ) {}

  async acquire(key: string, cost = 1): Promise<void> {
    const granted = reserve(
      this.buckets.get(key),
      this.rules.ruleFor(key),
      this.clock.now().getTime(),
      cost,
    );
    this.buckets.set(key, granted.state);
    if (granted.waitMs > 0) await this.sleep(granted.waitMs);
  }

  eta(key: string, n: number): Promise<number> {
    const rule = this.rules.ruleFor(key);
    return Promise.resolve(etaSeconds(this.buckets.get(key), rule, this.clock.now().getTime(), n));
  }
}
