/**
 * Token-bucket arithmetic shared by the in-memory limiter and (as SQL) the PostgreSQL one.
 *
 * A bucket holds up to `burst` tokens and refills at `ratePerSecond`. A caller reserves `cost`
 * tokens at once, even when the bucket holds fewer: the balance goes negative and the caller waits
 * until the debt would have been refilled. Reserving instead of polling keeps callers in arrival
 * order and costs one state change per call (one UPDATE in PostgreSQL).
 */
export interface BucketRule {
  ratePerSecond: number;
  burst: number;
}

export interface BucketState {
  tokens: number;
  updatedAtMs: number;
}

/** Tokens the bucket holds at `nowMs` (negative while reservations are outstanding). */
export function tokensAt(state: BucketState | undefined, rule: BucketRule, nowMs: number): number {
  if (!state) return rule.burst;
  const elapsedMs = Math.max(0, nowMs - state.updatedAtMs);
  return Math.min(rule.burst, state.tokens + (rule.ratePerSecond * elapsedMs) / 1000);
}

/** Takes `cost` tokens; `waitMs` is how long the caller must wait before using them. */
export function reserve(
  state: BucketState | undefined,
  rule: BucketRule,
  nowMs: number,
  cost = 1,
): { state: BucketState; waitMs: number } {
  const tokens = tokensAt(state, rule, nowMs) - cost;
  const updatedAtMs = Math.max(nowMs, state?.updatedAtMs ?? nowMs);
  return { state: { tokens, updatedAtMs }, waitMs: waitForDebt(tokens, rule) };
}

/** Milliseconds until a balance of `tokens` is back to zero. */
export function waitForDebt(tokens: number, rule: BucketRule): number {
  return tokens >= 0 ? 0 : Math.ceil((-tokens / rule.ratePerSecond) * 1000);
}

/** Seconds until `n` more tokens could be taken from the bucket without waiting past them. */
export function etaSeconds(
  state: BucketState | undefined,
  rule: BucketRule,
  nowMs: number,
  n: number,
): number {
  const shortfall = n - tokensAt(state, rule, nowMs);
  return shortfall <= 0 ? 0 : shortfall / rule.ratePerSecond;
}
