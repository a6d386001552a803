import { formatCompactYuan } from '@toufang/domain';

/** A rate (0.756) as 75.6%; '-' without one. */
export function percentOf(rate: number | null): string {
  return rate === null ? '-' : `${Number((rate * 100).toFixed(1))}%`;
}

/** Money in 分 the Chinese way; '-' without a value. */
export function yuanOf(cents: number | null): string {
  return cents === null ? '-' : formatCompactYuan(cents);
}
