import { describe, expect, it } from 'vitest';
import { formatChange, formatCompact, formatCompactYuan, relativeChange } from './compact-number';

describe('formatCompact', () => {
  it('keeps numbers below 10,000 grouped', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(9999)).toBe('9,999');
    expect(formatCompact(12.345)).toBe('12.35');
  });
  it('switches to 万 at 10,000 and to 亿 at 10^8', () => {
    expect(formatCompact(10_000)).toBe('1万');
    expect(formatCompact(123_456)).toBe('12.35万');
    expect(formatCompact(100_000_000)).toBe('1亿');
    expect(formatCompact(2_345_000_000)).toBe('23.45亿');
  });
  it('rounds 9,999.999 万 up to 亿 instead of 10000万', () => {
    expect(formatCompact(99_999_999)).toBe('1亿');
  });
  it('keeps the sign and marks what is not a number', () => {
    expect(formatCompact(-25_000)).toBe('-2.5万');
    expect(formatCompact(Number.NaN)).toBe('-');
  });
});

describe('formatCompactYuan', () => {
  it('reads 分 and prints yuan', () => {
    expect(formatCompactYuan(1_234_500)).toBe('¥1.23万');
    expect(formatCompactYuan(-50)).toBe('-¥0.5');
  });
});

describe('changes', () => {
  it('is relative to the earlier value, null without one', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(5, 0)).toBeNull();
    expect(formatChange(0.125)).toBe('+12.5%');
    expect(formatChange(-0.03)).toBe('-3%');
    expect(formatChange(null)).toBe('-');
  });
});
