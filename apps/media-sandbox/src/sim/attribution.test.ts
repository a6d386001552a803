import { describe, expect, it } from 'vitest';
import { CONVERSION_LAGS, MAX_CONVERSION_LAG_HOURS, shiftConversions } from './attribution';
import type { VisibleRow } from './reporting';

// Conversions on a later time basis: nothing but conversions moves, nothing is lost once the
// later hours have passed, nothing shows before its hour, and the same rows shift the same way.

const row = (id: number, hour: number, conv: number, deep = 0): VisibleRow => ({
  id,
  hour,
  show: 1_000,
  click: 40,
  cost: 5_000,
  conv,
  deep,
});

const total = (rows: readonly VisibleRow[], key: Exclude<keyof VisibleRow, 'id'>) =>
  rows.reduce((sum, r) => sum + r[key], 0);

describe('conversion time bases', () => {
  const rows = [row(1, 100, 30, 4), row(1, 101, 12), row(2, 100, 50, 9), row(2, 130, 7)];

  it('keeps request-time rows as they are', () => {
    expect(shiftConversions(rows, 'request', 7, 1_000)).toEqual(rows);
  });

  it('moves conversions up to three hours later and keeps every other metric in place', () => {
    for (const basis of ['active', 'reporting'] as const) {
      expect(CONVERSION_LAGS[basis].length - 1).toBeLessThanOrEqual(MAX_CONVERSION_LAG_HOURS);
      expect(CONVERSION_LAGS[basis].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
      const shifted = shiftConversions(rows, basis, 7, 1_000);
      for (const key of ['show', 'click', 'cost', 'conv', 'deep'] as const) {
        expect(total(shifted, key)).toBe(total(rows, key));
      }
      for (const r of shifted) {
        const own = rows.find((x) => x.id === r.id && x.hour === r.hour);
        expect(r.cost).toBe(own?.cost ?? 0);
        const sources = rows.filter(
          (x) => x.id === r.id && x.hour <= r.hour && r.hour - x.hour <= MAX_CONVERSION_LAG_HOURS,
        );
        expect(sources.length).toBeGreaterThan(0);
      }
      expect(shifted.some((r) => r.hour > 101 && r.id === 1 && r.conv > 0)).toBe(true);
      expect(shiftConversions(rows, basis, 7, 1_000)).toEqual(shifted);
      expect(shiftConversions(rows, basis, 8, 1_000)).not.toEqual(shifted);
    }
  });

  it('leaves out conversions whose hour has not passed yet', () => {
    const shifted = shiftConversions(rows, 'reporting', 7, 102);
    expect(shifted.every((r) => r.hour < 102 || r.conv === 0)).toBe(true);
    expect(total(shifted, 'conv')).toBeLessThan(total(rows, 'conv'));
    expect(total(shifted, 'cost')).toBe(total(rows, 'cost'));
  });
});
