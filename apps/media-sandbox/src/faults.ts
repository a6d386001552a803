import { z } from 'zod';
import { compileEndpointPattern, type EndpointMatcher } from './glob';
import { createRandom, type Random } from './prng';

// Fault knobs, set through PUT /_admin/faults so tests can inject faults
// per endpoint: transient errors, added latency, timeouts after the write was applied (the
// "unknown outcome" case) and silent no-op writes. With a `seed`, the same request sequence meets
// the same faults.

export const FaultRuleSchema = z.object({
  /** Endpoint pattern (see glob.ts), e.g. "POST /kuaishou/rest/openapi/v1/**". */
  endpoint: z.string().min(1),
  /**
   * Only calls naming one of these advertisers (the medium's advertiser_id / account_id), so a
   * batch over several accounts meets the fault on some rows only; absent: every call.
   */
  advertisers: z
    .array(z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]))
    .transform((ids) => ids.map(String))
    .optional(),
  /** Share of calls answered with the medium's transient system error, nothing applied. */
  errorRate: z.number().min(0).max(1).default(0),
  /** Added before the call is handled. */
  latencyMs: z.number().int().min(0).max(120_000).default(0),
  /** Share of calls that are applied and then answered only after `timeoutMs`. */
  timeoutRate: z.number().min(0).max(1).default(0),
  timeoutMs: z.number().int().min(0).max(600_000).default(30_000),
  /** Share of write calls answered with success without applying anything. */
  noopRate: z.number().min(0).max(1).default(0),
});
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultConfigSchema = z.object({
  /** Makes the random draws reproducible; null = Math.random. */
  seed: z.union([z.string(), z.number()]).nullable().default(null),
  /** First matching rule wins. */
  rules: z.array(FaultRuleSchema).default([]),
});
export type FaultConfig = z.infer<typeof FaultConfigSchema>;
export type FaultConfigInput = z.input<typeof FaultConfigSchema>;

export interface FaultDecision {
  latencyMs: number;
  error: boolean;
  /** Hold the answer this long after applying; null = answer at once. */
  holdMs: number | null;
  noop: boolean;
}

const NO_FAULT: FaultDecision = { latencyMs: 0, error: false, holdMs: null, noop: false };

export class Faults {
  private config: FaultConfig = FaultConfigSchema.parse({});
  private matchers: { match: EndpointMatcher; rule: FaultRule }[] = [];
  private random: Random = Math.random;
  private readonly waits = new Set<() => void>();
  private closed = false;

  getConfig(): FaultConfig {
    return this.config;
  }

  setConfig(input: FaultConfigInput): FaultConfig {
    this.config = FaultConfigSchema.parse(input);
    this.matchers = this.config.rules.map((rule) => ({
      match: compileEndpointPattern(rule.endpoint),
      rule,
    }));
    this.random = this.config.seed === null ? Math.random : createRandom(this.config.seed);
    return this.config;
  }

  reset(): void {
    this.setConfig({});
  }

  /**
   * Rolls the dice for one call (naming `advertiser`, if any); three draws per matching call keep
   * seeded runs aligned.
   */
  decide(method: string, path: string, advertiser: string | null = null): FaultDecision {
    const rule = this.matchers.find(
      (m) =>
        m.match(method, path) &&
        (m.rule.advertisers === undefined ||
          (advertiser !== null && m.rule.advertisers.includes(advertiser))),
    )?.rule;
    if (!rule) return NO_FAULT;
    const error = this.random() < rule.errorRate;
    const timeout = this.random() < rule.timeoutRate;
    const noop = this.random() < rule.noopRate;
    return {
      latencyMs: rule.latencyMs,
      error,
      holdMs: timeout ? rule.timeoutMs : null,
      noop,
    };
  }

  /** Waits `ms` of real time; after `releaseAll()` (on close) waits end at once. */
  wait(ms: number): Promise<void> {
    if (ms <= 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waits.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waits.add(done);
    });
  }

  releaseAll(): void {
    this.closed = true;
    for (const done of [...this.waits]) done();
  }
}
