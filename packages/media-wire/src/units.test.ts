import { describe, expect, it } from 'vitest';
import {
  fenToLi,
  fenToYuan,
  fenToYuanString,
  liToFen,
  liToYuan,
  MoneyUnitError,
  yuanToFen,
  yuanToLi,
} from './units';

describe('yuanToFen', () => {
  it.each([
    { yuan: 0, fen: 0 },
    { yuan: 300, fen: 30_000 },
    { yuan: 0.1, fen: 10 },
    { yuan: 0.29, fen: 29 },
    { yuan: 1.15, fen: 115 },
    { yuan: 19.99, fen: 1999 },
    { yuan: 123456.78, fen: 12_345_678 },
    { yuan: -12.5, fen: -1250 },
    { yuan: '88.80', fen: 8880 },
    { yuan: '0.07', fen: 7 },
    { yuan: ' 5 ', fen: 500 },
    { yuan: '1.50000', fen: 150 },
  ])('$yuan yuan → $fen 分', ({ yuan, fen }) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('does not inherit float drift of the yuan value (0.1 + 0.2)', () => {
    expect(yuanToFen(0.1) + yuanToFen(0.2)).toBe(30);
    // 0.1 + 0.2 is 0.30000000000000004 as a double: more than 2 decimals.
    expect(() => yuanToFen(0.1 + 0.2)).toThrow(MoneyUnitError);
    expect(yuanToFen(0.1 + 0.2, 'half-up')).toBe(30);
  });

  it.each([1.005, '2.001', 0.001, 1e-7])('refuses sub-分 amount %s when exact', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(MoneyUnitError);
  });

  it.each([
    { yuan: 1.005, fen: 101 },
    { yuan: 1.004, fen: 100 },
    { yuan: -1.005, fen: -101 },
    { yuan: 0.004, fen: 0 },
    { yuan: '12.3456', fen: 1235 },
    { yuan: 1e-7, fen: 0 },
  ])('rounds $yuan half away from zero → $fen', ({ yuan, fen }) => {
    expect(yuanToFen(yuan, 'half-up')).toBe(fen);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '12,5', '', 'abc', '1e3x'])(
    'refuses non-amount %s',
    (yuan) => {
      expect(() => yuanToFen(yuan)).toThrow(MoneyUnitError);
    },
  );

  it('refuses amounts beyond the safe integer range', () => {
    expect(() => yuanToFen('900719925474099.93')).toThrow(MoneyUnitError);
  });

  it('reads exponent notation', () => {
    expect(yuanToFen('1.5e2')).toBe(15_000);
    expect(yuanToFen('2.5E-1')).toBe(25);
    expect(() => yuanToFen(1e21)).toThrow(MoneyUnitError);
  });
});

describe('fenToYuan / fenToYuanString', () => {
  it.each([
    { fen: 0, yuan: 0, text: '0.00' },
    { fen: 5, yuan: 0.05, text: '0.05' },
    { fen: 1999, yuan: 19.99, text: '19.99' },
    { fen: 30_000, yuan: 300, text: '300.00' },
    { fen: -1234, yuan: -12.34, text: '-12.34' },
  ])('$fen 分 → $text', ({ fen, yuan, text }) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(fenToYuanString(fen)).toBe(text);
  });

  it('round-trips every 分 amount up to 100,000 yuan', () => {
    for (let fen = 0; fen <= 10_000_000; fen += 9_973) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      expect(yuanToFen(fenToYuanString(fen))).toBe(fen);
    }
  });

  it('refuses a fractional 分', () => {
    expect(() => fenToYuan(1.5)).toThrow(MoneyUnitError);
  });
});

describe('厘 conversions (Kuaishou)', () => {
  it.each([
    { li: 0, fen: 0 },
    { li: 500_000, fen: 50_000 },
    { li: 1230, fen: 123 },
    { li: -10, fen: -1 },
  ])('$li 厘 ↔ $fen 分', ({ li, fen }) => {
    expect(liToFen(li)).toBe(fen);
    expect(fenToLi(fen)).toBe(li);
  });

  it('refuses 厘 that are not whole 分 unless rounding', () => {
    expect(() => liToFen(1235)).toThrow(MoneyUnitError);
    expect(liToFen(1235, 'half-up')).toBe(124);
    expect(liToFen(1234, 'half-up')).toBe(123);
  });

  it('converts 厘 to yuan for reports and back', () => {
    expect(liToYuan(500_000)).toBe(500);
    expect(liToYuan(1)).toBe(0.001);
    expect(yuanToLi(0.001)).toBe(1);
    expect(yuanToLi(liToYuan(123_457))).toBe(123_457);
    expect(() => yuanToLi(0.0001)).toThrow(MoneyUnitError);
  });
});
