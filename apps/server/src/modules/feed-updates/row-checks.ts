import type { FeedUpdateError } from '@toufang/contracts';
import {
  checkAutoExtendTraffic,
  checkBudgetChange,
  checkBatchBidRows,
  checkBudget,
  checkEndTimeChange,
  checkNumber,
  checkScheduleTimeChange,
  earliestEndDate,
  normalizeSchedule,
  PROJECT_COST_STABLE_LABEL,
  yuanToCents,
  type BudgetChangeFacts,
  type BudgetLevel,
  type CalendarDate,
  type NumberRule,
  type NumericInput,
} from '@toufang/domain';
import type { ValueChange } from '../../media/bytedance/value-writes';

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

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** Collects each row's change or its error. */
export function checkRows<T extends { advertiser_id: string }>(
  items: readonly T[],
  idOf: (item: T) => string,
  check: (item: T) => Check<ValueChange>,
): RowChecks {
  const out: RowChecks = { rows: [], errors: [] };
  for (const item of items) {
    const result = check(item);
    if (result.ok) {
      out.rows.push({
        advertiserId: item.advertiser_id,
        objectId: idOf(item),
        change: result.value,
      });
    } else {
      out.errors.push({ ids: [idOf(item)], error_message: result.message, error_code: null });
    }
  }
  return out;
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
  level: BudgetLevel,
  input: { budget_mode: 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DAY'; budget?: NumericInput },
  current: { budgetMode?: string | null; budgetFen?: number | null } | undefined,
  facts: Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'> = {},
): Check<ValueChange> {
  const check = checkBudgetChange(
    'bytedance',
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

/**
 * Conversion bids of promotions (spec 001 §5): a promotion whose project has project_custom ON
 * (as the mirror knows it) fails with 项目成本稳投 whatever was typed; nothing is sent for it.
 */
export function promotionBidRows(
  items: readonly { advertiser_id: string; promotion_id: string; cpa_bid?: NumericInput }[],
  projectCustomOf: (promotionId: string) => 'ON' | 'OFF' | null | undefined,
): RowChecks {
  const results = checkBatchBidRows(
    items.map((i) => ({
      key: i.promotion_id,
      value: i.cpa_bid,
      project_custom: projectCustomOf(i.promotion_id) ?? null,
    })),
  );
  const out: RowChecks = { rows: [], errors: [] };
  items.forEach((item, n) => {
    const result = results[n];
    if (result?.ok) {
      out.rows.push({
        advertiserId: item.advertiser_id,
        objectId: item.promotion_id,
        change: { field: 'cpaBid', fen: cents(result.value) },
      });
    } else {
      const message = result?.message ?? PROJECT_COST_STABLE_LABEL;
      out.errors.push({ ids: [item.promotion_id], error_message: message, error_code: null });
    }
  });
  return out;
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
