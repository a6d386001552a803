import { formatYuan } from './metric-format';

/** A budget as the lists show it (spec 001 §4 "Budget modes"): 不限 for BUDGET_MODE_INFINITE. */
export function budgetText(mode: string | null, budget: number | null): string {
  if (mode === 'BUDGET_MODE_INFINITE') return '不限';
  return formatYuan(budget);
}
