/** The additive stats columns (media-stats.ts), by their SQL names. */
export const STAT_SUMS = [
  'cost',
  'impressions',
  'clicks',
  'conversions',
  'deep_conversions',
  'activations',
  'registrations',
  'pay_count',
  'pay_amount',
  'plays',
  'valid_plays',
] as const;
export type StatSum = (typeof STAT_SUMS)[number];
export type StatSums = Record<StatSum, number>;
