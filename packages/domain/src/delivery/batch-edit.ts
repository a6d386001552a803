import { checkNumber, type NumberRule, type NumericInput } from './decimal';
import type { DeliveryFamily } from './delivery-families';
import {
  BID_EMPTY_MESSAGE,
  DEEP_BID_RULE,
  ROI_GOAL_RULES,
  type BidLevel,
  type BudgetMode,
} from './limits';
import { noBudgetMessage } from './budget-change';
import { MEDIA_BID_RULES } from './media-bid-rules';
import { budgetNumberRule, findBudgetRules } from './media-budget-rules';
import { normalizeSchedule } from './weekly-schedule';

// The batch edit dialog (spec 001 §4 "Batch edit dialog", §5 "Batch edit"): every row is checked
// on its own and keeps its own errors, so the dialog can stay open on the failing rows only.
// A field left undefined is not edited on that row; null or blank text is a field emptied by the
// operator. Besides the emptiness rules of §5 the batch modify limits apply, as the server
// enforces those on the same calls. The budget's range and the bid's are the medium's own (the
// Ocean Engine's are spec 001 §5's).

export type BatchEditField =
  'budget' | 'cpa_bid' | 'roi_goal' | 'bid' | 'deep_cpabid' | 'schedule_time';

export interface BatchEditRow {
  key: string;
  budget_mode?: BudgetMode;
  budget?: NumericInput;
  cpa_bid?: NumericInput;
  roi_goal?: NumericInput;
  bid?: NumericInput;
  deep_cpabid?: NumericInput;
  schedule_time?: string | null;
}

export interface BatchEditValues {
  budget_mode?: BudgetMode;
  budget?: number;
  cpa_bid?: number;
  roi_goal?: number;
  bid?: number;
  deep_cpabid?: number;
  schedule_time?: string;
}

export interface FieldError {
  field: BatchEditField;
  message: string;
}

export interface BatchEditRowResult {
  key: string;
  ok: boolean;
  errors: FieldError[];
  /** The values to send; only complete when `ok`. */
  values: BatchEditValues;
}

/** cpa_bid, roi_goal and bid all say 出价不能为空 when emptied (spec 001 §5). */
function bidRules(
  level: BidLevel,
  medium: DeliveryFamily,
): Record<'cpa_bid' | 'roi_goal' | 'bid', NumberRule> {
  const bid = MEDIA_BID_RULES[medium];
  return {
    cpa_bid: bid,
    roi_goal: { ...ROI_GOAL_RULES[level], emptyMessage: BID_EMPTY_MESSAGE },
    bid: { ...bid, label: '出价' },
  };
}

/**
 * Checks one row of the batch edit dialog of level-1 or level-2 objects with the medium's limits
 * (the Ocean Engine's by default): a level without a budget on the medium refuses one.
 */
export function checkBatchEditRow(
  row: BatchEditRow,
  level: BidLevel,
  medium: DeliveryFamily = 'bytedance',
): BatchEditRowResult {
  const errors: FieldError[] = [];
  const values: BatchEditValues = {};
  const take = (
    field: Exclude<BatchEditField, 'schedule_time'>,
    input: NumericInput,
    rule: NumberRule,
  ): void => {
    const check = checkNumber(input, rule);
    if (check.ok) values[field] = check.value;
    else errors.push({ field, message: check.message });
  };

  const budgetRules = findBudgetRules(medium, level);
  const budgetTouched = row.budget_mode !== undefined || row.budget !== undefined;
  if (budgetTouched && budgetRules === undefined) {
    errors.push({ field: 'budget', message: noBudgetMessage(level) });
  } else if (budgetRules !== undefined) {
    if (row.budget_mode !== undefined) values.budget_mode = row.budget_mode;
    // A day budget needs an amount; an unlimited one drops whatever amount was typed.
    if (
      row.budget_mode === 'BUDGET_MODE_DAY' ||
      (row.budget_mode === undefined && row.budget !== undefined)
    ) {
      take('budget', row.budget, budgetNumberRule(budgetRules));
    } else if (row.budget_mode === 'BUDGET_MODE_INFINITE' && !budgetRules.unlimited) {
      errors.push({ field: 'budget', message: `${budgetRules.label}不支持不限` });
    }
  }
  const rules = bidRules(level, medium);
  for (const field of ['cpa_bid', 'roi_goal', 'bid'] as const) {
    if (row[field] !== undefined) take(field, row[field], rules[field]);
  }
  if (row.deep_cpabid !== undefined) take('deep_cpabid', row.deep_cpabid, DEEP_BID_RULE);
  // An empty weekly schedule is sent as 336 zeros.
  if (row.schedule_time !== undefined) values.schedule_time = normalizeSchedule(row.schedule_time);

  return { key: row.key, ok: errors.length === 0, errors, values };
}

export function checkBatchEditRows(
  rows: readonly BatchEditRow[],
  level: BidLevel,
  medium: DeliveryFamily = 'bytedance',
): BatchEditRowResult[] {
  return rows.map((row) => checkBatchEditRow(row, level, medium));
}
