import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './window-limiter';

describe('WindowLimiter', () => {
  it('allows `limit` events per key and window, then again in the next window', () => {
    let now = 0;
    const limiter = new WindowLimiter(2, 1000, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('keeps at most maxKeys keys', () => {
    let now = 0;
    const limiter = new WindowLimiter(1, 1000, () => now, 2);
    limiter.take('a');
    limiter.take('b');
    now = 500;
    expect(limiter.take('c')).toBe(true);
    expect(limiter.take('c')).toBe(false);
  });
});
