export interface BackoffPolicy {
  /** Delay before the second attempt. */
  baseMs: number;
  /** Upper bound of any delay. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60_000 };

/**
 * Delay before attempt `attempt + 1` after `attempt` failed transiently: exponential, capped, with
 * "equal jitter" (half fixed, half random) so a burst of failures from one rate limit does not come
 * back as one burst. `random` is in [0, 1).
 */
export function backoffDelayMs(
  attempt: number,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponent = Math.max(0, attempt - 1);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 30));
  const half = ceiling / 2;
  return Math.round(half + half * random());
}
