import { z } from 'zod';
import { checkNumber, isBlankInput, type NumberRule, type NumericInput } from './decimal';
import type { DeliveryFamily } from './delivery-families';
import { MEDIA_BID_RULES } from './media-bid-rules';
import {
  BUDGET_RULES,
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  ROI_GOAL_RULES,
  type BidLevel,
  type BudgetMode,
} from './limits';

// Batch modify (spec 001 §4, §5; spec 002 §4, §5): one value for every selected row (unified) or
// one per row (separate), checked per row so each failing row shows its own error.

export const BatchModifyModeSchema = z.enum(['unified', 'separate']);
export type BatchModifyMode = z.infer<typeof BatchModifyModeSchema>;

export const BATCH_MODIFY_MODE_LABELS: Record<BatchModifyMode, string> = {
  unified: '统一修改',
  separate: '分别修改',
};

/** Menu items that need a value on at least one selected row. */
export const BatchValueItemSchema = z.enum([
  'budget',
  'bid',
  'roi_goal',
  'deep_bid',
  'auto_extend_traffic',
]);
export type BatchValueItem = z.infer<typeof BatchValueItemSchema>;

export const BATCH_VALUE_ITEM_LABELS: Record<BatchValueItem, string> = {
  budget: '修改预算',
  bid: '修改出价',
  roi_goal: '修改ROI系数',
  deep_bid: '修改深度转化出价',
  auto_extend_traffic: '修改智能放量',
};

/** Shown in place of a promotion's bid when its project has project_custom ON. */
export const PROJECT_COST_STABLE_LABEL = '项目成本稳投';

/** What the batch rules need to know of a selected row. */
export interface BatchModifyRow {
  budget_mode?: BudgetMode | null;
  budget?: NumericInput;
  cpa_bid?: NumericInput;
  roi_goal?: NumericInput;
  deep_cpabid?: NumericInput;
  auto_extend_traffic?: string | null;
  /** For promotions: project_custom of the project they belong to. */
  project_custom?: 'ON' | 'OFF' | null;
}

/** A promotion's bid is set by its project when the project has project_custom ON. */
export function isProjectBidLocked(row: Pick<BatchModifyRow, 'project_custom'>): boolean {
  return row.project_custom === 'ON';
}

/**
 * Whether a row has the value a menu item changes. A bid locked by the project counts as absent:
 * the row's bid cannot be changed here.
 */
export function rowHasValue(row: BatchModifyRow, item: BatchValueItem): boolean {
  switch (item) {
    case 'budget':
      return (
        (row.budget_mode !== undefined && row.budget_mode !== null) || !isBlankInput(row.budget)
      );
    case 'bid':
      return !isProjectBidLocked(row) && !isBlankInput(row.cpa_bid);
    case 'roi_goal':
      return !isBlankInput(row.roi_goal);
    case 'deep_bid':
      return !isBlankInput(row.deep_cpabid);
    case 'auto_extend_traffic':
      return row.auto_extend_traffic !== undefined && row.auto_extend_traffic !== null;
  }
}

/** A menu item is disabled when no selected row has its value (none selected: disabled too). */
export function isBatchMenuItemDisabled(
  rows: readonly BatchModifyRow[],
  item: BatchValueItem,
): boolean {
  return !rows.some((row) => rowHasValue(row, item));
}

export type BatchNumberField = 'bid' | 'roi_goal' | 'deep_bid';

/** The limits of a numeric batch modify field at a level. */
export function batchNumberRule(
  field: BatchNumberField,
  level: BidLevel,
  medium: DeliveryFamily = 'bytedance',
): NumberRule {
  switch (field) {
    case 'bid':
      return MEDIA_BID_RULES[medium];
    case 'roi_goal':
      return ROI_GOAL_RULES[level];
    case 'deep_bid':
      return DEEP_BID_RULE;
  }
}

export function batchBudgetRule(level: 'account' | BidLevel): NumberRule {
  return BUDGET_RULES[level];
}

export interface BatchEntry<V> {
  key: string;
  value: V;
}

/**
 * The value each row gets: the unified value for every row, or each row's own value in separate
 * mode (a row with nothing typed gets undefined and fails its check as empty).
 */
export function batchModifyEntries<V>(
  mode: BatchModifyMode,
  keys: readonly string[],
  unified: V,
  separate: Readonly<Record<string, V>>,
): BatchEntry<V | undefined>[] {
  return keys.map((key) => ({ key, value: mode === 'unified' ? unified : separate[key] }));
}

export type BatchRowResult<T> =
  { key: string; ok: true; value: T } | { key: string; ok: false; message: string };

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs one check per row and keeps each row's result, in row order. */
export function checkBatchRows<V, T>(
  entries: readonly BatchEntry<V>[],
  check: (value: V, key: string) => Check<T>,
): BatchRowResult<T>[] {
  return entries.map(({ key, value }) => {
    const result = check(value, key);
    return result.ok
      ? { key, ok: true, value: result.value }
      : { key, ok: false, message: result.message };
  });
}

/** Whether every row passed (what enables the confirm button and the submit). */
export function allRowsPass<T>(results: readonly BatchRowResult<T>[]): boolean {
  return results.every((result) => result.ok);
}

/**
 * Conversion bids of the selected rows; a promotion whose bid its project sets fails with
 * 项目成本稳投 whatever was typed.
 */
export function checkBatchBidRows(
  entries: readonly (BatchEntry<NumericInput> & Pick<BatchModifyRow, 'project_custom'>)[],
): BatchRowResult<number>[] {
  return entries.map((entry) => {
    if (isProjectBidLocked(entry)) {
      return { key: entry.key, ok: false, message: PROJECT_COST_STABLE_LABEL };
    }
    const check = checkNumber(entry.value, CONVERSION_BID_RULE);
    return check.ok
      ? { key: entry.key, ok: true, value: check.value }
      : { key: entry.key, ok: false, message: check.message };
  });
}

const LEVEL_NAMES = { account: '账户', project: '项目', promotion: '广告' } as const;
const VALUE_NAMES: Record<Exclude<BatchValueItem, 'budget'>, string> = {
  bid: '转化出价',
  roi_goal: 'ROI系数',
  deep_bid: '深度转化出价',
  auto_extend_traffic: '智能放量设置',
};

/**
 * Why a selected row takes no part in a modify: it has no such value (an ad whose budget is on its
 * project, a project without a deep bid …), or its project sets its bid (项目成本稳投).
 */
export function absentValueReason(
  item: BatchValueItem,
  level: keyof typeof LEVEL_NAMES,
  row: Pick<BatchModifyRow, 'project_custom'> = {},
): string {
  const name = LEVEL_NAMES[level];
  if (item === 'bid' && isProjectBidLocked(row)) return PROJECT_COST_STABLE_LABEL;
  if (item !== 'budget') return `该${name}无${VALUE_NAMES[item]}`;
  switch (level) {
    case 'promotion':
      return '该广告无广告预算，预算在项目上';
    case 'project':
      return '该项目无项目预算，预算在广告上';
    case 'account':
      return '该账户无日预算';
  }
}
