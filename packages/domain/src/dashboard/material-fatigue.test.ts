import { describe, expect, it } from 'vitest';
import {
  ageCurve,
  conversionCost,
  FATIGUE_MIN_DAYS,
  FATIGUE_RISE,
  fatigueOf,
  reviewPassRate,
  type AgeSums,
} from './material-fatigue';

const day = (age: number, cost: number, conversions: number): AgeSums => ({
  age,
  cost,
  conversions,
});

describe('fatigueOf', () => {
  it('marks a file whose cost per conversion rose by the threshold as fatigued', () => {
    // Early: 2000 / 20 = 100; late: 2600 / 20 = 130 → +30 %.
    const verdict = fatigueOf([
      day(0, 1000, 10),
      day(1, 1000, 10),
      day(2, 1300, 10),
      day(3, 1300, 10),
    ]);
    expect(verdict).toEqual({
      early_conversion_cost: 100,
      late_conversion_cost: 130,
      change: expect.closeTo(FATIGUE_RISE, 10) as number,
      fatigued: true,
    });
  });

  it('does not mark a rise below the threshold', () => {
    const verdict = fatigueOf([
      day(0, 1000, 10),
      day(1, 1000, 10),
      day(2, 1200, 10),
      day(3, 1200, 10),
    ]);
    expect(verdict?.change).toBeCloseTo(0.2);
    expect(verdict?.fatigued).toBe(false);
  });

  it('sees a falling cost per conversion as a negative change', () => {
    const verdict = fatigueOf([
      day(0, 2000, 10),
      day(1, 2000, 10),
      day(5, 1000, 10),
      day(9, 1000, 10),
    ]);
    expect(verdict?.change).toBeCloseTo(-0.5);
    expect(verdict?.fatigued).toBe(false);
  });

  it('orders the days by age and leaves the middle day of an odd count out', () => {
    const verdict = fatigueOf([
      day(4, 3000, 10),
      day(0, 1000, 10),
      day(2, 99_999, 1),
      day(3, 3000, 10),
      day(1, 1000, 10),
    ]);
    expect(verdict?.early_conversion_cost).toBe(100);
    expect(verdict?.late_conversion_cost).toBe(300);
    expect(verdict?.change).toBeCloseTo(2);
  });

  it(`judges nothing with fewer than ${FATIGUE_MIN_DAYS} days of cost`, () => {
    const days = [day(0, 1000, 10), day(1, 1000, 10), day(2, 5000, 10), day(3, 0, 0)];
    expect(fatigueOf(days)).toBeNull();
    expect(fatigueOf([])).toBeNull();
  });

  it('judges nothing when a half has no conversions', () => {
    expect(
      fatigueOf([day(0, 1000, 0), day(1, 1000, 0), day(2, 1300, 10), day(3, 1300, 10)]),
    ).toBeNull();
    expect(
      fatigueOf([day(0, 1000, 10), day(1, 1000, 10), day(2, 1300, 0), day(3, 1300, 0)]),
    ).toBeNull();
  });
});

describe('ageCurve', () => {
  it('sums the days of every file by age and lists every age up to the oldest', () => {
    expect(ageCurve([day(0, 100, 1), day(0, 300, 1), day(2, 500, 0)], 30)).toEqual([
      { age: 0, cost: 400, conversions: 2, conversion_cost: 200 },
      { age: 1, cost: 0, conversions: 0, conversion_cost: null },
      { age: 2, cost: 500, conversions: 0, conversion_cost: null },
    ]);
  });

  it('sums the ages beyond the last one into it', () => {
    const curve = ageCurve([day(1, 100, 1), day(3, 200, 1), day(40, 300, 1)], 3);
    expect(curve.map((point) => point.age)).toEqual([0, 1, 2, 3]);
    expect(curve[3]).toEqual({ age: 3, cost: 500, conversions: 2, conversion_cost: 250 });
  });

  it('is empty without stats', () => {
    expect(ageCurve([], 30)).toEqual([]);
  });
});

describe('reviewPassRate and conversionCost', () => {
  it('divides the approved by the decided files', () => {
    expect(reviewPassRate(3, 1)).toBe(0.75);
    expect(reviewPassRate(0, 2)).toBe(0);
    expect(reviewPassRate(0, 0)).toBeNull();
  });

  it('rounds the cost per conversion to 分 and has none without conversions', () => {
    expect(conversionCost(1000, 3)).toBe(333);
    expect(conversionCost(1000, 0)).toBeNull();
  });
});
