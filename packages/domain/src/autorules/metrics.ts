// The metrics a rule's conditions judge (spec 001 §3 metrics): counts and money are summed over a
// window, rates are computed from the sums, so they are right over any window.

/** Sums of one object over one window; money in 分. */
export interface MetricSums {
  costFen: number;
  impressions: number;
  clicks: number;
  conversions: number;
  activations: number;
  payAmountFen: number;
}

export const EMPTY_SUMS: MetricSums = {
  costFen: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  activations: 0,
  payAmountFen: 0,
};

export type MetricUnit = 'yuan' | 'count' | 'percent' | 'ratio';

export interface MetricDef {
  label: string;
  unit: MetricUnit;
  /** The value over the sums; null where it is undefined (a cost per nothing). */
  value(sums: MetricSums): number | null;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : a / b);
const yuan = (fen: number) => fen / 100;

export const RULE_METRICS = {
  cost: { label: '消耗', unit: 'yuan', value: (s) => yuan(s.costFen) },
  impressions: { label: '展示数', unit: 'count', value: (s) => s.impressions },
  clicks: { label: '点击数', unit: 'count', value: (s) => s.clicks },
  ctr: {
    label: '点击率',
    unit: 'percent',
    value: (s) => {
      const r = ratio(s.clicks, s.impressions);
      return r === null ? null : r * 100;
    },
  },
  cpm: {
    label: '千次展示成本',
    unit: 'yuan',
    value: (s) => {
      const r = ratio(yuan(s.costFen), s.impressions);
      return r === null ? null : r * 1000;
    },
  },
  cpc: { label: '点击成本', unit: 'yuan', value: (s) => ratio(yuan(s.costFen), s.clicks) },
  conversions: { label: '转化数', unit: 'count', value: (s) => s.conversions },
  conversion_cost: {
    label: '转化成本',
    unit: 'yuan',
    value: (s) => ratio(yuan(s.costFen), s.conversions),
  },
  conversion_rate: {
    label: '转化率',
    unit: 'percent',
    value: (s) => {
      const r = ratio(s.conversions, s.clicks);
      return r === null ? null : r * 100;
    },
  },
  activations: { label: '激活数', unit: 'count', value: (s) => s.activations },
  activation_cost: {
    label: '激活成本',
    unit: 'yuan',
    value: (s) => ratio(yuan(s.costFen), s.activations),
  },
  pay_amount: { label: '付费金额', unit: 'yuan', value: (s) => yuan(s.payAmountFen) },
  pay_roi: { label: '付费ROI', unit: 'ratio', value: (s) => ratio(s.payAmountFen, s.costFen) },
} as const satisfies Record<string, MetricDef>;

export type MetricKey = keyof typeof RULE_METRICS;
export const METRIC_KEYS = Object.keys(RULE_METRICS) as MetricKey[];

export const isMetricKey = (value: string): value is MetricKey =>
  (METRIC_KEYS as string[]).includes(value);

/** A metric's value as the rule pages show it: 12.35 元, 3.20%, 1,024. */
export function formatMetric(metric: MetricKey, value: number | null): string {
  if (value === null) return '—';
  const def: MetricDef = RULE_METRICS[metric];
  switch (def.unit) {
    case 'yuan':
      return `${value.toFixed(2)} 元`;
    case 'percent':
      return `${value.toFixed(2)}%`;
    case 'ratio':
      return value.toFixed(2);
    case 'count':
      return String(Math.round(value));
  }
}
