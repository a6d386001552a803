import {
  reportFieldOf,
  type ReportFieldKey,
  type ReportMetrics,
  type ReportOrderField,
} from '@toufang/contracts';
import { STAT_SUMS, type StatSum, type StatSums } from '../../lib/stat-sums';

// The report columns (spec 001 §3) as sums of the stats tables: a metric is one sum, or a ratio of
// two sums scaled to its unit. Rates are computed from the sums of the whole date range, never
// stored (docs/adr/0005), so they are right over any range.

export { STAT_SUMS, type StatSum, type StatSums };

export interface MetricFormula {
  numerator: StatSum;
  /** Absent: the sum itself. */
  denominator?: StatSum;
  /** Multiplies numerator / denominator into the column's unit (分 → yuan is 0.01). */
  factor: number;
}

const sum = (numerator: StatSum, factor = 1): MetricFormula => ({ numerator, factor });
const ratio = (numerator: StatSum, denominator: StatSum, factor: number): MetricFormula => ({
  numerator,
  denominator,
  factor,
});

const YUAN = 0.01;
const PERCENT = 100;

export const METRIC_FORMULAS: Record<ReportFieldKey, MetricFormula> = {
  stat_cost: sum('cost', YUAN),
  show_cnt: sum('impressions'),
  // 分 per impression × 1000 impressions → yuan.
  cpm_platform: ratio('cost', 'impressions', 1000 * YUAN),
  click_cnt: sum('clicks'),
  ctr: ratio('clicks', 'impressions', PERCENT),
  cpc_platform: ratio('cost', 'clicks', YUAN),
  convert_cnt: sum('conversions'),
  conversion_cost: ratio('cost', 'conversions', YUAN),
  convert_rate: ratio('conversions', 'clicks', PERCENT),
  deep_convert_cnt: sum('deep_conversions'),
  deep_convert_cost: ratio('cost', 'deep_conversions', YUAN),
  deep_convert_rate: ratio('deep_conversions', 'conversions', PERCENT),
  active: sum('activations'),
  active_cost: ratio('cost', 'activations', YUAN),
  active_rate: ratio('activations', 'clicks', PERCENT),
  active_register: sum('registrations'),
  active_register_cost: ratio('cost', 'registrations', YUAN),
  active_register_rate: ratio('registrations', 'activations', PERCENT),
  pay_count: sum('pay_count'),
  pay_cost: ratio('cost', 'pay_count', YUAN),
  pay_amount: sum('pay_amount', YUAN),
  // Both in 分: the ratio has no unit.
  roi: ratio('pay_amount', 'cost', 1),
  pay_rate: ratio('pay_count', 'activations', PERCENT),
  total_play: sum('plays'),
  valid_play: sum('valid_plays'),
  valid_play_rate: ratio('valid_plays', 'impressions', PERCENT),
  valid_play_cost: ratio('cost', 'valid_plays', YUAN),
};

/** The sums the requested columns and the sort need (fewer columns keep the scan index-only). */
export function sumsNeeded(fields: readonly ReportFieldKey[], order: ReportOrderField): StatSum[] {
  const needed = new Set<StatSum>();
  const keys: ReportFieldKey[] = order === 'create_time' ? [...fields] : [...fields, order];
  for (const key of keys) {
    const formula = METRIC_FORMULAS[key];
    needed.add(formula.numerator);
    if (formula.denominator !== undefined) needed.add(formula.denominator);
  }
  return STAT_SUMS.filter((s) => needed.has(s));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One column's value from the sums; a ratio over a zero denominator is 0, as the medium shows it. */
export function metricValue(key: ReportFieldKey, sums: Partial<StatSums>): number {
  const { numerator, denominator, factor } = METRIC_FORMULAS[key];
  const top = sums[numerator] ?? 0;
  if (denominator === undefined) {
    return reportFieldOf(key).format === 'count' ? top : round2(top * factor);
  }
  const bottom = sums[denominator] ?? 0;
  return bottom === 0 ? 0 : round2((top * factor) / bottom);
}

/** The requested columns of a row or of the totals. */
export function metricsOf(
  fields: readonly ReportFieldKey[],
  sums: Partial<StatSums>,
): ReportMetrics {
  const out: ReportMetrics = {};
  for (const key of fields) out[key] = metricValue(key, sums);
  return out;
}
