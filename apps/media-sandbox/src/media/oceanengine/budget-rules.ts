import { fenToYuanString } from '@toufang/media-wire';
import type { Pricing } from '../../sim/model';
import { ItemError } from './write-support';

// Ocean Engine promotion budget rules (reference §1.4; bububa model/v3/promotion/update.go):
// oCPM budgets ≥ 300 yuan; each change ≥ 100 yuan; ≤ 20 changes per natural day; the new budget
// ≥ 105 % of today's spend, rounded up to whole hundreds. Project day budgets ≥ 300 yuan, as the v2
// campaign rule (reference §1.10). Failures are 40001-family business errors on the BUDGET part.

export const MIN_OCPM_BUDGET_FEN = 30_000;
export const MIN_BUDGET_CHANGE_FEN = 10_000;
export const MAX_BUDGET_CHANGES_PER_DAY = 20;
export const MIN_PROJECT_DAY_BUDGET_FEN = 30_000;

export interface PromotionBudgetChange {
  pricing: Pricing;
  oldFen: number;
  newFen: number;
  spentTodayFen: number;
  changesToday: number;
}

export function checkPromotionBudget(change: PromotionBudgetChange): void {
  const fail = (message: string) => new ItemError(message, 40001, 'BUDGET');
  if (change.pricing === 'OCPM' && change.newFen < MIN_OCPM_BUDGET_FEN) {
    throw fail('出价方式为OCPM时，预算不少于300元');
  }
  if (change.oldFen > 0 && Math.abs(change.newFen - change.oldFen) < MIN_BUDGET_CHANGE_FEN) {
    throw fail('单次修改预算幅度不能低于100元');
  }
  if (change.changesToday >= MAX_BUDGET_CHANGES_PER_DAY) {
    throw fail('24小时内修改预算操作不能超过20次');
  }
  const floor = Math.ceil((change.spentTodayFen * 1.05) / 10_000) * 10_000;
  if (change.newFen < floor) {
    throw fail(`修改后预算不能低于当前已消费金额的105%（${fenToYuanString(floor)}元）`);
  }
}

export function checkProjectBudget(mode: string, fen: number | undefined): void {
  if (mode !== 'BUDGET_MODE_DAY') return;
  if (fen === undefined || fen < MIN_PROJECT_DAY_BUDGET_FEN) {
    throw new ItemError('日预算不少于300元', 40001, 'BUDGET');
  }
}
