import { z } from 'zod';
import { compileEndpointPattern, type EndpointMatcher } from './glob';

// Token buckets per (medium, app, endpoint) (reference §1.4, §2.4, §3.4): each endpoint of each app
// refills at `qps` tokens a second up to `burst`; an empty bucket answers the medium's rate-limit
// code (Ocean Engine 40100, Kuaishou configurable, Tencent 11017). Real time, not simulated: the
// limit protects against how fast a client really calls.

export const RateLimitRuleSchema = z.object({
  /** Endpoint pattern (see glob.ts), e.g. "POST /oceanengine/open_api/v3.0/project/status/update/". */
  endpoint: z.string().min(1),
  /** Requests per second; 0 = unlimited. */
  qps: z.number().min(0),
  /** Bucket size; defaults to max(1, qps). */
  burst: z.number().min(1).optional(),
});
export type RateLimitRule = z.infer<typeof RateLimitRuleSchema>;

export const RateLimitConfigSchema = z.object({
  /** For endpoints no rule matches; 0 = unlimited. */
  defaultQps: z.number().min(0),
  defaultBurst: z.number().min(1).optional(),
  /** First matching rule wins. */
  rules: z.array(RateLimitRuleSchema),
});
export type RateLimitConfig = z.infer<typeof RateLimitConfigSchema>;

/** Generous by default, so only tests and benches that ask for limits meet them. */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = { defaultQps: 50, rules: [] };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export interface RateLimitKey {
  medium: string;
  /** The calling app; undefined when a call names none that is known. */
  appId: number | undefined;
  method: string;
  /** The route path (not the URL with its query). */
  path: string;
}

export class RateLimiter {
  private config: RateLimitConfig = DEFAULT_RATE_LIMITS;
  private matchers: { match: EndpointMatcher; rule: RateLimitRule }[] = [];
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number,
    config: RateLimitConfig = DEFAULT_RATE_LIMITS,
  ) {
    this.setConfig(config);
  }

  getConfig(): RateLimitConfig {
    return this.config;
  }

  /** Replaces the limits; buckets start full again. */
  setConfig(config: RateLimitConfig): void {
    this.config = RateLimitConfigSchema.parse(config);
    this.matchers = this.config.rules.map((rule) => ({
      match: compileEndpointPattern(rule.endpoint),
      rule,
    }));
    this.buckets.clear();
  }

  /** Takes one token; false when the caller is over its limit. */
  take(key: RateLimitKey): boolean {
    const rule = this.matchers.find((m) => m.match(key.method, key.path))?.rule;
    const qps = rule?.qps ?? this.config.defaultQps;
    if (qps === 0) return true;
    const burst = rule?.burst ?? (rule ? undefined : this.config.defaultBurst) ?? Math.max(1, qps);
    const id = `${key.medium}|${key.appId ?? '-'}|${key.method} ${key.path}`;
    const now = this.now();
    const bucket = this.buckets.get(id) ?? { tokens: burst, updatedAt: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * qps);
    bucket.updatedAt = now;
    this.buckets.set(id, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
