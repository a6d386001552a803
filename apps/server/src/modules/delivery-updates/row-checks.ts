import type { FeedUpdateError } from '@toufang/contracts';
import {
  checkAutoExtendTraffic,
  checkBudgetChange,
  checkBudget,
  checkEndTimeChange,
  checkNumber,
  checkScheduleTimeChange,
  earliestEndDate,
  normalizeSchedule,
  yuanToCents,
  type BudgetChangeFacts,
  type BudgetLevel,
  type CalendarDate,
  type NumberRule,
  type NumericInput,
} from '@toufang/domain';
import type { MirrorSource } from '../../lib/media-mirror';
import type { ValueChange } from '../../media/medium-writes';
import type { Check } from './write-table';

// The spec 001 §5 limits applied row by row on the server, with the rules and Chinese messages
// of @toufang/domain: each row becomes a change for the medium (money in 分) or an error naming it.

export interface CheckedRow {
  advertiserId: string;
  objectId: string;
  change: ValueChange;
}

export interface RowChecks {
  rows: CheckedRow[];
  errors: FeedUpdateError[];
}

const cents = (yuan: number): number => {
  const value = yuanToCents(yuan);
  if (value === undefined) throw new RangeError(`not a whole number of cents: ${yuan}`);
  return value;
};

/** A budget change: unlimited, or a day budget within the rule. */
export function budgetChange(
  input: { budget_mode: 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DAY'; budget?: NumericInput },
  rule: NumberRule,
  allowUnlimited = true,
): Check<ValueChange> {
  if (input.budget_mode === 'BUDGET_MODE_INFINITE' && !allowUnlimited) {
    return { ok: false, message: `${rule.label}不支持不限` };
  }
  const check = checkBudget(input, rule);
  if (!check.ok) return check;
  const value = check.value;
  return {
    ok: true,
    value:
      value.budget_mode === 'BUDGET_MODE_DAY'
        ? { field: 'budget', budgetMode: 'BUDGET_MODE_DAY', budgetFen: cents(value.budget) }
        : { field: 'budget', budgetMode: 'BUDGET_MODE_INFINITE', budgetFen: null },
  };
}

/**
 * A day budget change against the medium's own rules (packages/domain media-budget-rules: range,
 * smallest change, today's spend, changes a day), with the object's budget as the mirror holds it.
 */
export function mediaBudgetChange(
  medium: MirrorSource,
  level: BudgetLevel,
  input: { budget_mode: 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DAY'; budget?: NumericInput },
  current: { budgetMode?: string | null; budgetFen?: number | null } | undefined,
  facts: Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'> = {},
): Check<ValueChange> {
  const check = checkBudgetChange(
    medium,
    level,
    input.budget_mode === 'BUDGET_MODE_INFINITE'
      ? { budget_mode: 'BUDGET_MODE_INFINITE' }
      : { budget_mode: 'BUDGET_MODE_DAY', budget: input.budget },
    {
      ...facts,
      current: {
        budget_mode: current?.budgetMode === 'BUDGET_MODE_DAY' ? 'BUDGET_MODE_DAY' : null,
        fen: current?.budgetFen ?? null,
      },
    },
  );
  if (!check.ok) return check;
  return {
    ok: true,
    value:
      check.value.budget_mode === 'BUDGET_MODE_DAY'
        ? { field: 'budget', budgetMode: 'BUDGET_MODE_DAY', budgetFen: check.value.fen }
        : { field: 'budget', budgetMode: 'BUDGET_MODE_INFINITE', budgetFen: null },
  };
}

/** 智能放量 ON/OFF (spec 001 §3 batch modify). */
export function autoExtendChange(input: unknown): Check<ValueChange> {
  const check = checkAutoExtendTraffic(input);
  return check.ok
    ? { ok: true, value: { field: 'autoExtend', autoExtendTraffic: check.value } }
    : check;
}

/** A bid or deep bid in yuan → 分. */
export function moneyChange(
  field: 'cpaBid' | 'deepBid',
  input: NumericInput,
  rule: NumberRule,
): Check<ValueChange> {
  const check = checkNumber(input, rule);
  return check.ok ? { ok: true, value: { field, fen: cents(check.value) } } : check;
}

export function roiChange(input: NumericInput, rule: NumberRule): Check<ValueChange> {
  const check = checkNumber(input, rule);
  return check.ok ? { ok: true, value: { field: 'roiGoal', roiGoal: check.value } } : check;
}

/** A weekly schedule; a malformed one is sent as the empty one (spec 001 §5). */
export function scheduleChange(input: {
  schedule_time?: string | null;
  schedule_scene?: unknown;
}): Check<ValueChange> {
  const check = checkScheduleTimeChange(input);
  if (!check.ok) return check;
  return {
    ok: true,
    value: {
      field: 'weekSchedule',
      scheduleTime: normalizeSchedule(check.value.schedule_time),
      scene: check.value.schedule_scene,
    },
  };
}

/** An end date no earlier than the later of tomorrow and the project's start date. */
export function endTimeChange(
  input: { schedule_type: 'SCHEDULE_FROM_NOW' | 'SCHEDULE_START_END'; end_time?: string | null },
  today: CalendarDate,
  startDate: string | null | undefined,
): Check<ValueChange> {
  const check = checkEndTimeChange(input, earliestEndDate(today, startDate));
  if (!check.ok) return check;
  return {
    ok: true,
    value:
      check.value.schedule_type === 'SCHEDULE_FROM_NOW'
        ? { field: 'endTime', scheduleType: 'SCHEDULE_FROM_NOW', endDate: null }
        : { field: 'endTime', scheduleType: 'SCHEDULE_START_END', endDate: check.value.end_time },
  };
}
