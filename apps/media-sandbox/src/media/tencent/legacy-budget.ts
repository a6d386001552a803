import { tencent } from '@toufang/media-wire';
import type { SimMeta } from '../../sim/model';
import { ItemError } from './write-support';

// The daily budget rule of a legacy v1.x campaign (reference §3.9, normal campaigns): 0 = 不限,
// else 5,000–400,000,000 分, changed at most 1,000 times a natural day.

type Counter = SimMeta['budgetChanges'];

/** Checks a new campaign daily budget and returns the day's change counter after it. */
export function campaignBudgetChange(fen: number, counter: Counter, day: number): Counter {
  if (
    fen !== 0 &&
    (fen < tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MIN ||
      fen > tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MAX)
  ) {
    throw new ItemError('推广计划日预算须为 0（不限）或 50–4,000,000 元（5,000–400,000,000 分）');
  }
  const count = counter?.day === day ? counter.count : 0;
  if (count >= tencent.LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY) {
    throw new ItemError(
      `推广计划日预算每天最多修改 ${tencent.LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY} 次`,
    );
  }
  return { day, count: count + 1 };
}
