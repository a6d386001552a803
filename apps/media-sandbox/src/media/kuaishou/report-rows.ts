import { fenToYuan, type kuaishou } from '@toufang/media-wire';
import { noise } from '../../sim/hash';
import type { HourRow } from '../../sim/model';
import type { KuaishouCreativeRecord } from '../../state/records';

// Kuaishou report rows from summed engine rows (reference §2.8): money in yuan, ratios as
// fractions; `show`/`aclick` are impressions, `photo_click`/`bclick` clicks, `activation` the
// conversions and `event_pay` the deep conversions of the game accounts' install goals.

const yuan = (fen: number): number => fenToYuan(Math.round(fen));
const per = (num: number, den: number): number => (den > 0 ? num / den : 0);
const ratio = (num: number, den: number): number => Math.round(per(num, den) * 10_000) / 10_000;

type Metrics = Pick<
  kuaishou.ReportRow,
  | 'charge'
  | 'show'
  | 'photo_click'
  | 'aclick'
  | 'bclick'
  | 'photo_click_ratio'
  | 'action_ratio'
  | 'impression_1k_cost'
  | 'photo_click_cost'
  | 'action_cost'
  | 'activation'
  | 'event_pay'
>;

export function reportMetrics(row: HourRow): Metrics {
  return {
    charge: yuan(row.cost),
    show: row.show,
    photo_click: row.click,
    aclick: row.show,
    bclick: row.click,
    photo_click_ratio: ratio(row.click, row.show),
    action_ratio: ratio(row.click, row.show),
    impression_1k_cost: yuan(per(row.cost, row.show) * 1000),
    photo_click_cost: yuan(per(row.cost, row.click)),
    action_cost: yuan(per(row.cost, row.click)),
    activation: row.conv,
    event_pay: row.deep,
  };
}

/**
 * Level 3: a unit's hourly row shared among its creatives by stable per-creative weights, every
 * count split exactly so the creative rows add up to the unit's. Follows the current creatives.
 */
export function splitByCreative(
  seed: number,
  creatives: readonly Readonly<KuaishouCreativeRecord>[],
  row: HourRow,
): { creative: Readonly<KuaishouCreativeRecord> | null; row: HourRow }[] {
  if (creatives.length === 0) return [{ creative: null, row }];
  const weights = creatives.map((c) => 0.5 + noise(seed, c.id, 31));
  const total = weights.reduce((a, b) => a + b, 0);
  const parts = creatives.map((creative) => ({
    creative,
    row: { show: 0, click: 0, cost: 0, conv: 0, deep: 0 },
  }));
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
