import { describe, expect, it } from 'vitest';
import { etaSeconds, reserve, tokensAt, type BucketState } from './token-bucket';

const rule = { ratePerSecond: 2, burst: 4 };

describe('token bucket', () => {
  it('starts full and grants a burst without waiting', () => {
    let state: BucketState | undefined;
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const granted = reserve(state, rule, 0);
      state = granted.state;
      waits.push(granted.waitMs);
    }
    expect(waits).toEqual([0, 0, 0, 0]);
    expect(state?.tokens).toBe(0);
  });

  it('queues callers past the burst at the refill rate, in arrival order', () => {
    let state: BucketState | undefined = { tokens: 0, updatedAtMs: 0 };
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const granted = reserve(state, rule, 0);
      state = granted.state;
      waits.push(granted.waitMs);
    }
    expect(waits).toEqual([500, 1000, 1500]);
    expect(state?.tokens).toBe(-3);
  });

  it('refills with elapsed time up to the burst and no further', () => {
    const empty = { tokens: 0, updatedAtMs: 1_000 };
    expect(tokensAt(empty, rule, 1_500)).toBe(1);
    expect(tokensAt(empty, rule, 2_000)).toBe(2);
    expect(tokensAt(empty, rule, 60_000)).toBe(4);
  });

  it('pays back a debt before granting again', () => {
    const indebted = { tokens: -2, updatedAtMs: 0 };
    expect(reserve(indebted, rule, 1_000).waitMs).toBe(500);
    expect(reserve(indebted, rule, 2_000).waitMs).toBe(0);
  });

  it('charges the cost of a call that takes several tokens', () => {
    expect(reserve(undefined, rule, 0, 6)).toEqual({
      state: { tokens: -2, updatedAtMs: 0 },
      waitMs: 1000,
    });
  });

  it('never refills backwards when a caller clock lags the stored time', () => {
    const state = { tokens: 1, updatedAtMs: 10_000 };
    const granted = reserve(state, rule, 9_000);
    expect(granted.state).toEqual({ tokens: 0, updatedAtMs: 10_000 });
  });

  it('estimates the time n more calls need at the rate', () => {
    expect(etaSeconds(undefined, rule, 0, 4)).toBe(0);
    expect(etaSeconds(undefined, rule, 0, 10)).toBe(3);
    expect(etaSeconds({ tokens: -2, updatedAtMs: 0 }, rule, 0, 2)).toBe(2);
  });
});
