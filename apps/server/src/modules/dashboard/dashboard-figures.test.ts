import { describe, expect, it } from 'vitest';
import { figuresOf, moversOf } from './dashboard-figures';
import type { AccountDayRow } from './dashboard.repository';

const row = (
  advertiserId: string | null,
  date: string,
  cost: number,
  conversions: number,
): AccountDayRow => ({
  stat_date: date,
  medium: advertiserId === null ? null : 'bytedance',
  advertiser_id: advertiserId,
  account_name: advertiserId === null ? null : `账户${advertiserId}`,
  cost,
  conversions,
  pay_amount: 0,
});

describe('figuresOf', () => {
  it('computes rates from sums, null without a divisor', () => {
    expect(figuresOf({ cost: 1000, conversions: 3, pay_amount: 2500 })).toEqual({
      cost: 1000,
      conversions: 3,
      pay_amount: 2500,
      conversion_cost: 333,
      roi: 2.5,
    });
    expect(figuresOf(undefined)).toMatchObject({ conversion_cost: null, roi: null });
  });
});

describe('moversOf', () => {
  const rows = [
    row(null, '2026-11-20', 99_999, 99),
    row('1', '2026-11-20', 500, 5),
    row('1', '2026-11-19', 1_500, 5),
    row('2', '2026-11-20', 2_000, 4),
    row('3', '2026-11-19', 700, 0),
    row('4', '2026-11-20', 300, 1),
    row('4', '2026-11-19', 300, 3),
    row('5', '2026-11-13', 9_000, 1),
  ];

  it('ranks cost changes either way, an account absent on one day as zero there', () => {
    const { cost } = moversOf(rows, '2026-11-20', '2026-11-19', 10);
    expect(cost.map((m) => [m.advertiser_id, m.cost_change])).toEqual([
      ['2', 2_000],
      ['1', -1_000],
      ['3', -700],
    ]);
  });

  it('ranks cost per conversion changes only where both days converted', () => {
    const { conversion_cost } = moversOf(rows, '2026-11-20', '2026-11-19', 10);
    expect(conversion_cost.map((m) => [m.advertiser_id, m.conversion_cost_change])).toEqual([
      ['4', 2],
      ['1', -2 / 3],
    ]);
  });

  it('keeps the top ones only', () => {
    expect(moversOf(rows, '2026-11-20', '2026-11-19', 1).cost).toHaveLength(1);
  });
});
