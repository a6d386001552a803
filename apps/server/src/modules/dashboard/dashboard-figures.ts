import type { DashboardDay, DashboardFigures, DashboardMover } from '@toufang/contracts';
import { relativeChange } from '@toufang/domain';
import type { AccountDayRow, FigureSums } from './dashboard.repository';

/** Rates from sums: never stored, so they are right over any range (docs/adr/0005). */
export function figuresOf(sums: FigureSums | undefined): DashboardFigures {
  const cost = sums?.cost ?? 0;
  const conversions = sums?.conversions ?? 0;
  const payAmount = sums?.pay_amount ?? 0;
  return {
    cost,
    conversions,
    pay_amount: payAmount,
    conversion_cost: conversions > 0 ? Math.round(cost / conversions) : null,
    roi: cost > 0 ? Math.round((payAmount / cost) * 10_000) / 10_000 : null,
  };
}

export function addSums(rows: readonly FigureSums[]): FigureSums {
  return rows.reduce(
    (sum, row) => ({
      cost: sum.cost + row.cost,
      conversions: sum.conversions + row.conversions,
      pay_amount: sum.pay_amount + row.pay_amount,
    }),
    { cost: 0, conversions: 0, pay_amount: 0 },
  );
}

export const dayOf = (date: string, sums: FigureSums | undefined): DashboardDay => ({
  date,
  ...figuresOf(sums),
});

/**
 * Accounts on `day` against `before`: those whose cost changed most either way, and those whose
 * cost per conversion changed most (relative, both days with conversions), `top` of each.
 */
export function moversOf(
  rows: readonly AccountDayRow[],
  day: string,
  before: string,
  top: number,
): { cost: DashboardMover[]; conversion_cost: DashboardMover[] } {
  const pairs = new Map<string, { now?: AccountDayRow; then?: AccountDayRow }>();
  for (const row of rows) {
    if (row.advertiser_id === null || row.medium === null) continue;
    if (row.stat_date !== day && row.stat_date !== before) continue;
    const key = `${row.medium}:${row.advertiser_id}`;
    const pair = pairs.get(key) ?? {};
    if (row.stat_date === day) pair.now = row;
    else pair.then = row;
    pairs.set(key, pair);
  }
  const movers: DashboardMover[] = [];
  for (const { now, then } of pairs.values()) {
    const row = now ?? then;
    if (row?.advertiser_id == null || row.medium === null) continue;
    const current = figuresOf(now);
    const previous = figuresOf(then);
    movers.push({
      medium: row.medium,
      advertiser_id: row.advertiser_id,
      label: row.account_name ?? row.advertiser_id,
      cost: current.cost,
      previous_cost: previous.cost,
      cost_change: current.cost - previous.cost,
      conversion_cost: current.conversion_cost,
      previous_conversion_cost: previous.conversion_cost,
      conversion_cost_change:
        current.conversion_cost === null || previous.conversion_cost === null
          ? null
          : relativeChange(current.conversion_cost, previous.conversion_cost),
    });
  }
  const byKey = (a: DashboardMover, b: DashboardMover) =>
    a.medium.localeCompare(b.medium) || a.advertiser_id.localeCompare(b.advertiser_id);
  const cost = movers
    .filter((m) => m.cost_change !== 0)
    .sort((a, b) => Math.abs(b.cost_change) - Math.abs(a.cost_change) || byKey(a, b))
    .slice(0, top);
  const conversionCost = movers
    .filter((m) => m.conversion_cost_change !== null && m.conversion_cost_change !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.conversion_cost_change ?? 0) - Math.abs(a.conversion_cost_change ?? 0) ||
        byKey(a, b),
    )
    .slice(0, top);
  return { cost, conversion_cost: conversionCost };
}
