import { DEFAULT_REPORT_FIELDS, REPORT_FIELD_KEYS } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { METRIC_FORMULAS, metricsOf, metricValue, sumsNeeded } from './report-metrics';

describe('report metrics (spec 001 §3)', () => {
  const sums = {
    cost: 36_000,
    impressions: 6100,
    clicks: 101,
    conversions: 16,
    activations: 20,
    registrations: 5,
    pay_count: 4,
    pay_amount: 72_000,
    plays: 80,
    valid_plays: 30,
  };

  it.each([
    ['stat_cost', 360],
    ['show_cnt', 6100],
    ['cpm_platform', 59.02],
    ['click_cnt', 101],
    ['ctr', 1.66],
    ['cpc_platform', 3.56],
    ['convert_cnt', 16],
    ['conversion_cost', 22.5],
    ['convert_rate', 15.84],
    ['active_cost', 18],
    ['active_register_rate', 25],
    ['pay_cost', 90],
    ['pay_amount', 720],
    ['roi', 2],
    ['pay_rate', 20],
    ['valid_play_rate', 0.49],
  ] as const)('computes %s from the sums', (key, expected) => {
    expect(metricValue(key, sums)).toBe(expected);
  });

  it('answers 0 for a rate over nothing, as the medium shows it', () => {
    expect(metricValue('conversion_cost', { cost: 500, conversions: 0 })).toBe(0);
    expect(metricValue('ctr', {})).toBe(0);
  });

  it('has a formula for every report column', () => {
    expect(Object.keys(METRIC_FORMULAS).sort()).toEqual([...REPORT_FIELD_KEYS].sort());
  });

  it('reads only the sums the columns and the sort need', () => {
    expect(sumsNeeded(['ctr'], 'create_time')).toEqual(['impressions', 'clicks']);
    expect(sumsNeeded(['show_cnt'], 'conversion_cost')).toEqual([
      'cost',
      'impressions',
      'conversions',
    ]);
    expect(sumsNeeded(DEFAULT_REPORT_FIELDS, 'create_time')).toEqual([
      'cost',
      'impressions',
      'clicks',
      'conversions',
    ]);
  });

  it('answers exactly the requested columns', () => {
    expect(metricsOf(['stat_cost', 'roi'], sums)).toEqual({ stat_cost: 360, roi: 2 });
  });
});
