import { noise } from '../../sim/hash';
import type { HourRow } from '../../sim/model';

// Report arithmetic of Tencent (reference §3.7): metrics from summed hour rows — money in 分,
// ctr and conversion rate as fractions — and the split of an adgroup's row among its dynamic
// creatives (level 3) by stable per-creative weights, exact so the parts add up to the whole.

export const METRIC_FIELDS = [
  'view_count',
  'valid_click_count',
  'ctr',
  'cpc',
  'cost',
  'thousand_display_price',
  'conversions_count',
  'conversions_cost',
  'conversions_rate',
  'deep_conversions_count',
] as const;

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

export function metrics(row: HourRow): Record<(typeof METRIC_FIELDS)[number], number> {
  return {
    view_count: row.show,
    valid_click_count: row.click,
    ctr: round(ratio(row.click, row.show), 6),
    cpc: round(ratio(row.cost, row.click), 2),
    cost: row.cost,
    thousand_display_price: round(ratio(row.cost * 1000, row.show), 2),
    conversions_count: row.conv,
    conversions_cost: round(ratio(row.cost, row.conv), 2),
    conversions_rate: round(ratio(row.conv, row.click), 6),
    deep_conversions_count: row.deep,
  };
}

export function splitAmong(
  seed: number,
  ids: readonly number[],
  row: HourRow,
): { id: number; row: HourRow }[] {
  const weights = ids.map((id) => 0.5 + noise(seed, id, 31));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = ids.map((id) => ({ id, row: { show: 0, click: 0, cost: 0, conv: 0, deep: 0 } }));
  for (const field of ['show', 'click', 'cost', 'conv', 'deep'] as const) {
    let assigned = 0;
    parts.forEach((part, i) => {
      const value = Math.floor((row[field] * (weights[i] ?? 0)) / total);
      part.row[field] = value;
      assigned += value;
    });
    const first = parts[0];
    if (first) first.row[field] += row[field] - assigned;
  }
  return parts;
}
