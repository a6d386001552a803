// Material fatigue on 素材概览 (docs/architecture/dashboard.md): a file tires when what a
// conversion costs rises as it ages, age being the days since its first push to a medium.

/** A file's sums (分, count) on one day of its life. */
export interface AgeSums {
  /** Days since the file's first push. */
  age: number;
  cost: number;
  conversions: number;
}

/** Days with cost a file needs before it is judged. */
export const FATIGUE_MIN_DAYS = 4;
/** The rise of the later half's cost per conversion over the earlier half's that marks fatigue. */
export const FATIGUE_RISE = 0.3;

export interface FatigueVerdict {
  early_conversion_cost: number;
  late_conversion_cost: number;
  /** late / early − 1. */
  change: number;
  fatigued: boolean;
}

/** cost / conversions, rounded to 分; null without conversions. */
export function conversionCost(cost: number, conversions: number): number | null {
  return conversions > 0 ? Math.round(cost / conversions) : null;
}

function sum(days: readonly AgeSums[]): { cost: number; conversions: number } {
  return days.reduce(
    (total, day) => ({
      cost: total.cost + day.cost,
      conversions: total.conversions + day.conversions,
    }),
    { cost: 0, conversions: 0 },
  );
}

/**
 * Compares the cost per conversion of the earlier half of a file's days with cost (by age) with
 * that of the later half (the middle day of an odd count goes to neither). Null when it cannot be
 * judged: fewer than FATIGUE_MIN_DAYS days with cost, or a half without conversions.
 */
export function fatigueOf(days: readonly AgeSums[]): FatigueVerdict | null {
  const spent = days.filter((day) => day.cost > 0).toSorted((a, b) => a.age - b.age);
  if (spent.length < FATIGUE_MIN_DAYS) return null;
  const half = Math.floor(spent.length / 2);
  const early = sum(spent.slice(0, half));
  const late = sum(spent.slice(spent.length - half));
  const earlyCost = conversionCost(early.cost, early.conversions);
  const lateCost = conversionCost(late.cost, late.conversions);
  if (earlyCost === null || lateCost === null || earlyCost === 0) return null;
  const change = lateCost / earlyCost - 1;
  return {
    early_conversion_cost: earlyCost,
    late_conversion_cost: lateCost,
    change,
    fatigued: change >= FATIGUE_RISE,
  };
}

/**
 * The curve over all files: sums per age, ages beyond `maxAge` summed into `maxAge`, every age
 * from 0 through the oldest present (at most `maxAge`) listed.
 */
export function ageCurve(
  days: readonly AgeSums[],
  maxAge: number,
): { age: number; cost: number; conversions: number; conversion_cost: number | null }[] {
  if (days.length === 0) return [];
  const oldest = Math.min(maxAge, Math.max(...days.map((day) => Math.max(0, day.age))));
  const points = Array.from({ length: oldest + 1 }, (_, age) => ({ age, cost: 0, conversions: 0 }));
  for (const day of days) {
    const point = points[Math.min(Math.max(0, day.age), oldest)];
    if (point === undefined) continue;
    point.cost += day.cost;
    point.conversions += day.conversions;
  }
  return points.map((point) => ({
    ...point,
    conversion_cost: conversionCost(point.cost, point.conversions),
  }));
}

/** approved / (approved + rejected); null without a decision. */
export function reviewPassRate(approved: number, rejected: number): number | null {
  const decided = approved + rejected;
  return decided > 0 ? approved / decided : null;
}
