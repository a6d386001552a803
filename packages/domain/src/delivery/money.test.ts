import { describe, expect, it } from 'vitest';
import { centsToYuan, formatYuan, yuanToCents } from './money';

describe('yuanToCents', () => {
  it.each([
    { yuan: '300', cents: 30000 },
    { yuan: 300.1, cents: 30010 },
    { yuan: 0.29, cents: 29 },
    { yuan: '9999999.99', cents: 999999999 },
    { yuan: 1.005, cents: undefined },
    { yuan: '', cents: undefined },
    { yuan: 'abc', cents: undefined },
  ])('$yuan yuan → $cents 分', ({ yuan, cents }) => {
    expect(yuanToCents(yuan)).toBe(cents);
  });
});

describe('centsToYuan and formatYuan', () => {
  it.each([
    { cents: 30000, yuan: 300, text: '300.00' },
    { cents: 29, yuan: 0.29, text: '0.29' },
    { cents: 5, yuan: 0.05, text: '0.05' },
    { cents: 0, yuan: 0, text: '0.00' },
    { cents: -150, yuan: -1.5, text: '-1.50' },
    { cents: 999999999, yuan: 9999999.99, text: '9999999.99' },
  ])('$cents 分 → $yuan', ({ cents, yuan, text }) => {
    expect(centsToYuan(cents)).toBe(yuan);
    expect(formatYuan(cents)).toBe(text);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => centsToYuan(1.5)).toThrow(RangeError);
    expect(() => formatYuan(Number.NaN)).toThrow(RangeError);
  });
});
