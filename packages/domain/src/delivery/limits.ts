import { z } from 'zod';
import { checkNumber, type NumberRule, type NumericInput } from './decimal';

// Limits of spec 001 §5 and §9 (also spec 002 §5). Values are yuan as operators type them; the
// same rules run in the dialogs and on the server.

/** The four tabs of the delivery screen (spec 001 §2). */
export const DeliveryLevelSchema = z.enum(['account', 'project', 'promotion', 'material']);
export type DeliveryLevel = z.infer<typeof DeliveryLevelSchema>;

/** Levels that carry budgets, bids and ROI goals (spec 001 §3). */
export type BidLevel = 'project' | 'promotion';

export const BudgetModeSchema = z.enum(['BUDGET_MODE_INFINITE', 'BUDGET_MODE_DAY']);
export type BudgetMode = z.infer<typeof BudgetModeSchema>;

export const BUDGET_MODE_LABELS: Record<BudgetMode, string> = {
  BUDGET_MODE_INFINITE: '不限',
  BUDGET_MODE_DAY: '日预算',
};

export const BUDGET_EMPTY_MESSAGE = '预算不能为空';
export const BID_EMPTY_MESSAGE = '出价不能为空';
export const DEEP_BID_EMPTY_MESSAGE = '深度转化出价不能为空';

/** Largest budget the batch modify dialog takes (spec 001 §5). */
export const MAX_BUDGET = 9_999_999.99;
/** Spinner step of budget inputs (spec 001 §5 "Single edit dialogs", §9). */
export const BUDGET_STEP = 100;

export const ACCOUNT_DAILY_BUDGET_RULE: NumberRule = {
  label: '账户日预算',
  min: 1000,
  max: MAX_BUDGET,
  decimals: 2,
  emptyMessage: BUDGET_EMPTY_MESSAGE,
};

export const PROJECT_BUDGET_RULE: NumberRule = {
  label: '项目预算',
  min: 300,
  max: MAX_BUDGET,
  decimals: 2,
  emptyMessage: BUDGET_EMPTY_MESSAGE,
};

export const PROMOTION_BUDGET_RULE: NumberRule = {
  label: '广告预算',
  min: 300,
  max: MAX_BUDGET,
  decimals: 2,
  emptyMessage: BUDGET_EMPTY_MESSAGE,
};

/** Conversion bid (转化出价) of a project or a promotion in batch modify. */
export const CONVERSION_BID_RULE: NumberRule = {
  label: '转化出价',
  min: 0.01,
  max: 10_000,
  decimals: 2,
  emptyMessage: BID_EMPTY_MESSAGE,
};

export const DEEP_BID_RULE: NumberRule = {
  label: '深度转化出价',
  min: 0.1,
  max: 10_000,
  decimals: 2,
  emptyMessage: DEEP_BID_EMPTY_MESSAGE,
};

/** ROI coefficient: the promotion level accepts a smaller minimum than the project level. */
export const ROI_GOAL_RULES: Record<BidLevel, NumberRule> = {
  project: { label: 'ROI系数', min: 0.01, max: 5, decimals: 4 },
  promotion: { label: 'ROI系数', min: 0.0001, max: 5, decimals: 4 },
};

/**
 * Budget of the single edit dialog of projects and ads: min 300, 2 decimals; the step of 100 only
 * moves the spinner (a typed 350 is valid). The dialog states no maximum; it uses the batch modify
 * maximum so one budget cannot pass one dialog and fail the other or the server.
 */
export const SINGLE_EDIT_BUDGET_RULE: NumberRule = {
  label: '预算',
  min: 300,
  max: MAX_BUDGET,
  decimals: 2,
  emptyMessage: BUDGET_EMPTY_MESSAGE,
};

/** Ad bid of the single edit dialog (spec 001 §5, §9: 0.1 to 10000). */
export const SINGLE_EDIT_BID_RULE: NumberRule = {
  label: '出价',
  min: 0.1,
  max: 10_000,
  decimals: 2,
  emptyMessage: BID_EMPTY_MESSAGE,
};

export const BUDGET_RULES: Record<'account' | BidLevel, NumberRule> = {
  account: ACCOUNT_DAILY_BUDGET_RULE,
  project: PROJECT_BUDGET_RULE,
  promotion: PROMOTION_BUDGET_RULE,
};

export interface BudgetInput {
  budget_mode: BudgetMode;
  budget?: NumericInput;
}

export type BudgetValue =
  { budget_mode: 'BUDGET_MODE_INFINITE' } | { budget_mode: 'BUDGET_MODE_DAY'; budget: number };

export type BudgetCheck = { ok: true; value: BudgetValue } | { ok: false; message: string };

/**
 * A budget change: an unlimited budget needs no amount (any typed amount is dropped), a day budget
 * needs one within the rule.
 */
export function checkBudget(input: BudgetInput, rule: NumberRule): BudgetCheck {
  if (input.budget_mode === 'BUDGET_MODE_INFINITE') {
    return { ok: true, value: { budget_mode: 'BUDGET_MODE_INFINITE' } };
  }
  const check = checkNumber(input.budget, rule);
  if (!check.ok) return check;
  return { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: check.value } };
}
