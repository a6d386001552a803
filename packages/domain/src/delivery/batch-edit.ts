import { checkNumber, type NumberRule, type NumericInput } from './decimal';
import {
  BID_EMPTY_MESSAGE,
  BUDGET_RULES,
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  ROI_GOAL_RULES,
  type BidLevel,
  type BudgetMode,
} from './limits';
import { normalizeSchedule } from './weekly-schedule';

// The batch edit dialog (spec 001 §4 "Batch edit dialog", §5 "Batch edit"): every row is checked
// on its own and keeps its own errors, so the dialog can stay open on the failing rows only.
// A field left undefined is not edited on that row; null or blank text is a field emptied by the
// operator. Besides the emptiness rules of §5 the batch modify limits apply, as the server
// enforces those on the same calls.

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
function bidRules(level: BidLevel): Record<'cpa_bid' | 'roi_goal' | 'bid', NumberRule> {
  return {
    cpa_bid: CONVERSION_BID_RULE,
    roi_goal: { ...ROI_GOAL_RULES[level], emptyMessage: BID_EMPTY_MESSAGE },
    bid: { ...CONVERSION_BID_RULE, label: '出价' },
  };
}

/** Checks one row of the batch edit dialog of projects or promotions. */
export function checkBatchEditRow(row: BatchEditRow, level: BidLevel): BatchEditRowResult {
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

  if (row.budget_mode !== undefined) values.budget_mode = row.budget_mode;
  // A day budget needs an amount; an unlimited one drops whatever amount was typed.
  if (
    row.budget_mode === 'BUDGET_MODE_DAY' ||
    (row.budget_mode === undefined && row.budget !== undefined)
  ) {
    take('budget', row.budget, BUDGET_RULES[level]);
  }
  const rules = bidRules(level);
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
): BatchEditRowResult[] {
  return rows.map((row) => checkBatchEditRow(row, level));
}
