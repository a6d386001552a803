import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

const policy = { baseMs: 1_000, maxMs: 10_000 };

describe('backoffDelayMs', () => {
  it.each([
    { attempt: 1, low: 500, high: 1_000 },
    { attempt: 2, low: 1_000, high: 2_000 },
    { attempt: 3, low: 2_000, high: 4_000 },
    { attempt: 4, low: 4_000, high: 8_000 },
    { attempt: 5, low: 5_000, high: 10_000 },
    { attempt: 40, low: 5_000, high: 10_000 },
  ])('doubles per attempt within [half, full] of the ceiling: attempt $attempt', (c) => {
    expect(backoffDelayMs(c.attempt, policy, () => 0)).toBe(c.low);
    expect(backoffDelayMs(c.attempt, policy, () => 0.999_999)).toBe(c.high);
  });

  it('spreads failures of the same attempt over the jitter window', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.9].map((r) => backoffDelayMs(3, policy, () => r)));
    expect(delays.size).toBe(4);
  });

  it('treats attempt 0 like the first attempt', () => {
    expect(backoffDelayMs(0, policy, () => 0)).toBe(500);
  });
});
