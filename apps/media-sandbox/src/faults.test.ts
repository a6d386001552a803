import { describe, expect, it } from 'vitest';
import { Faults } from './faults';

describe('Faults', () => {
  it('draws the same decisions for the same seed', () => {
    const draw = () => {
      const faults = new Faults();
      faults.setConfig({
        seed: 7,
        rules: [{ endpoint: '/**', errorRate: 0.3, timeoutRate: 0.2, noopRate: 0.1 }],
      });
      return Array.from({ length: 50 }, () => faults.decide('POST', '/kuaishou/x'));
    };
    const first = draw();
    expect(draw()).toEqual(first);
    expect(first.some((d) => d.error)).toBe(true);
    expect(first.some((d) => !d.error)).toBe(true);
  });

  it('uses the first matching rule and leaves other endpoints alone', () => {
    const faults = new Faults();
    faults.setConfig({
      rules: [
        { endpoint: 'GET /tencent/**', latencyMs: 10 },
        { endpoint: '/tencent/**', errorRate: 1 },
      ],
    });
    expect(faults.decide('GET', '/tencent/v3.0/funds/get')).toEqual({
      latencyMs: 10,
      error: false,
      holdMs: null,
      noop: false,
    });
    expect(faults.decide('POST', '/tencent/v3.0/adgroups/add').error).toBe(true);
    expect(faults.decide('GET', '/kuaishou/rest/openapi/v1/advertiser/info').error).toBe(false);
  });

  it('faults only the calls of the advertisers a rule names', () => {
    const faults = new Faults();
    faults.setConfig({
      rules: [{ endpoint: 'POST /tencent/**', advertisers: ['1001', 1002], errorRate: 1 }],
    });
    expect(faults.decide('POST', '/tencent/v1.3/adgroups/update', '1001').error).toBe(true);
    expect(faults.decide('POST', '/tencent/v1.3/adgroups/update', '1002').error).toBe(true);
    expect(faults.decide('POST', '/tencent/v1.3/adgroups/update', '1003').error).toBe(false);
    expect(faults.decide('POST', '/tencent/v1.3/adgroups/update').error).toBe(false);
  });

  it('refuses rates outside 0–1', () => {
    expect(() => new Faults().setConfig({ rules: [{ endpoint: '/**', errorRate: 2 }] })).toThrow();
  });

  it('ends every held answer at once on release', async () => {
    const faults = new Faults();
    const started = Date.now();
    const held = faults.wait(60_000);
    faults.releaseAll();
    await held;
    await faults.wait(60_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
