import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { MemoryRateLimiter, RateRules } from './rate-limiter';

function limiter() {
  const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
  const slept: number[] = [];
  const rules = new RateRules({ ratePerSecond: 10, burst: 10 });
  rules.define('bytedance:', { ratePerSecond: 2, burst: 1 });
  rules.define('bytedance:app1:/project/status/update', { ratePerSecond: 20, burst: 20 });
  const sleep = (ms: number) => {
    slept.push(ms);
    clock.advance(ms);
    return Promise.resolve();
  };
  return { clock, slept, rules, limiter: new MemoryRateLimiter(rules, clock, sleep) };
}

describe('RateRules', () => {
  it('applies the longest matching prefix, else the fallback', () => {
    const { rules } = limiter();
    expect(rules.ruleFor('bytedance:app1:/project/status/update:adv9')).toEqual({
      ratePerSecond: 20,
      burst: 20,
    });
    expect(rules.ruleFor('bytedance:app1:/promotion/update')).toEqual({
      ratePerSecond: 2,
      burst: 1,
    });
    expect(rules.ruleFor('kuaishou:app1:/unit/update')).toEqual({ ratePerSecond: 10, burst: 10 });
  });

  it('refuses a rule that would never grant', () => {
    const { rules } = limiter();
    expect(() => rules.define('x', { ratePerSecond: 0, burst: 1 })).toThrow(/rate/);
    expect(() => rules.define('x', { ratePerSecond: 1, burst: 0 })).toThrow(/burst/);
  });
});

describe('MemoryRateLimiter', () => {
  it('holds each key to its rate with a manual clock', async () => {
    const { limiter: l, slept } = limiter();
    for (let i = 0; i < 4; i++) await l.acquire('bytedance:app1:/promotion/update');
    // burst 1, then one call every 500 ms; the sleeps advanced the clock in between.
    expect(slept).toEqual([500, 500, 500]);
  });

  it('keeps separate budgets per key', async () => {
    const { limiter: l, slept } = limiter();
    await l.acquire('bytedance:a');
    await l.acquire('bytedance:b');
    expect(slept).toEqual([]);
  });

  it('reports the time n calls would need', async () => {
    const { limiter: l, clock } = limiter();
    expect(await l.eta('bytedance:x', 1)).toBe(0);
    expect(await l.eta('bytedance:x', 5)).toBe(2);
    await l.acquire('bytedance:x');
    expect(await l.eta('bytedance:x', 1)).toBe(0.5);
    clock.advance(500);
    expect(await l.eta('bytedance:x', 1)).toBe(0);
  });
});
