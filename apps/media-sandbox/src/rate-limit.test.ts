import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

const key = (
  path = '/oceanengine/open_api/2/advertiser/fund/get/',
  appId: number | undefined = 1,
) => ({
  medium: 'oceanengine',
  appId,
  method: 'GET',
  path,
});

describe('RateLimiter', () => {
  it('allows a burst, then refills at qps', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now, { defaultQps: 2, defaultBurst: 3, rules: [] });
    expect([1, 2, 3, 4].map(() => limiter.take(key()))).toEqual([true, true, true, false]);
    now += 500;
    expect(limiter.take(key())).toBe(true);
    expect(limiter.take(key())).toBe(false);
  });

  it('keeps one bucket per app and endpoint', () => {
    const limiter = new RateLimiter(() => 0, { defaultQps: 1, rules: [] });
    expect(limiter.take(key())).toBe(true);
    expect(limiter.take(key())).toBe(false);
    expect(limiter.take(key(undefined, 2))).toBe(true);
    expect(limiter.take(key('/oceanengine/open_api/2/advertiser/info/'))).toBe(true);
  });

  it('applies the first matching rule and treats qps 0 as unlimited', () => {
    const limiter = new RateLimiter(() => 0, {
      defaultQps: 1,
      rules: [
        { endpoint: 'GET /oceanengine/**', qps: 0 },
        { endpoint: '/**', qps: 1 },
      ],
    });
    for (let i = 0; i < 100; i += 1) expect(limiter.take(key())).toBe(true);
    const tencent = { ...key('/tencent/v3.0/funds/get'), medium: 'tencent' };
    expect(limiter.take(tencent)).toBe(true);
    expect(limiter.take(tencent)).toBe(false);
  });
});
