import {
  checkBatchEditRow,
  groupForBatch,
  type DeliveryFamily,
  isBlankInput,
  isProjectBidLocked,
  normalizeSchedule,
  type BatchEditField,
  type BatchEditRow,
  type BatchEditRowResult,
  type BatchEditValues,
  type BudgetMode,
  type NumericInput,
} from '@toufang/domain';
import type { BatchUpdateCall } from './api';
import type { EditRow } from './edit-row';
import type { EditTab } from './edit-tab';

// The batch edit dialog's rows (spec 001 §4 "Batch edit dialog", §5 "Batch edit"): each row keeps
// what the operator typed; only changed fields are checked and sent, one request per field.

export type EditLevelWithBids = 'project' | 'promotion';

/** What the operator typed in one row; fields not touched keep the row's value. */
export interface RowDraft {
  budget_mode?: BudgetMode | null;
  budget?: NumericInput;
  cpa_bid?: NumericInput;
  roi_goal?: NumericInput;
  deep_cpabid?: NumericInput;
  schedule_time?: string | null;
}

/** The fields a request sends, each under its own path. */
export type SentField = 'budget' | 'cpa_bid' | 'roi_goal' | 'deep_cpabid' | 'schedule_time';

/** Whether the table offers a field on a row (a row without a deep bid has none to edit). */
export function rowEditable(row: EditRow, field: SentField, withSchedule: boolean): boolean {
  switch (field) {
    case 'budget':
      return true;
    case 'cpa_bid':
      return !isProjectBidLocked(row) && !isBlankInput(row.cpa_bid);
    case 'roi_goal':
      return !isBlankInput(row.roi_goal);
    case 'deep_cpabid':
      return !isBlankInput(row.deep_cpabid);
    case 'schedule_time':
      return withSchedule;
  }
}

const same = (a: NumericInput, b: NumericInput) =>
  (isBlankInput(a) && isBlankInput(b)) || String(a).trim() === String(b).trim();

/** The row as the domain checks it: only fields that changed, emptied ones as null. */
export function changedRow(row: EditRow, draft: RowDraft | undefined): BatchEditRow {
  const checked: BatchEditRow = { key: row.key };
  if (draft === undefined) return checked;
  const mode = draft.budget_mode ?? row.budget_mode ?? undefined;
  const budgetChanged =
    (draft.budget_mode !== undefined && draft.budget_mode !== row.budget_mode) ||
    (draft.budget !== undefined && !same(draft.budget, row.budget));
  if (budgetChanged && mode !== undefined) {
    checked.budget_mode = mode;
    if (mode === 'BUDGET_MODE_DAY') {
      checked.budget = draft.budget !== undefined ? draft.budget : (row.budget ?? null);
    }
  }
  for (const field of ['cpa_bid', 'roi_goal', 'deep_cpabid'] as const) {
    const typed = draft[field];
    if (typed !== undefined && !same(typed, row[field])) checked[field] = typed;
  }
  if (
    draft.schedule_time !== undefined &&
    normalizeSchedule(draft.schedule_time) !== normalizeSchedule(row.schedule_time)
  ) {
    checked.schedule_time = draft.schedule_time;
  }
  return checked;
}

/** The fields a checked row sends. */
export function sentFields(checked: BatchEditRow | BatchEditValues): SentField[] {
  const fields: SentField[] = [];
  if (checked.budget_mode !== undefined) fields.push('budget');
  for (const field of ['cpa_bid', 'roi_goal', 'deep_cpabid', 'schedule_time'] as const) {
    if (checked[field] !== undefined) fields.push(field);
  }
  return fields;
}

/** The key of one field of one row in the submission: failures and retries are per field. */
export const fieldKey = (rowKey: string, field: SentField) => `${rowKey}|${field}`;

/** Each row checked with the medium's limits of the level. */
export function checkRows(
  rows: readonly EditRow[],
  drafts: Readonly<Record<string, RowDraft>>,
  level: EditLevelWithBids,
  medium: DeliveryFamily,
): BatchEditRowResult[] {
  return rows.map((row) => checkBatchEditRow(changedRow(row, drafts[row.key]), level, medium));
}

/** The error of a field of a checked row, for its cell. */
export function fieldError(result: BatchEditRowResult | undefined, field: BatchEditField) {
  return result?.errors.find((error) => error.field === field)?.message;
}

/**
 * One request per field for the rows that passed; `only` narrows to some row|field keys (a retry of
 * the failed ones).
 */
export function buildEditCalls(
  rows: readonly EditRow[],
  results: readonly BatchEditRowResult[],
  tab: Pick<EditTab, 'keyFields' | 'batchEdit'>,
  only?: ReadonlySet<string>,
): BatchUpdateCall[] {
  const byField = new Map<SentField, { row: EditRow; item: Record<string, unknown> }[]>();
  rows.forEach((row, index) => {
    const result = results[index];
    if (result === undefined || !result.ok) return;
    const checked = result.values;
    for (const field of sentFields(checked)) {
      if (only !== undefined && !only.has(fieldKey(row.key, field))) continue;
      const value =
        field === 'budget'
          ? {
              budget_mode: checked.budget_mode,
              ...(checked.budget_mode === 'BUDGET_MODE_DAY' ? { budget: checked.budget } : {}),
            }
          : { [field]: checked[field] };
      const entries = byField.get(field) ?? [];
      entries.push({ row, item: { ...tab.keyFields(row), ...value } });
      byField.set(field, entries);
    }
  });
  return [...byField].flatMap(([field, entries]) => {
    const write = tab.batchEdit?.[field];
    if (write === undefined) return [];
    return [
      {
        path: write.path,
        body: { items: entries.map((entry) => entry.item) },
        rows: entries.map(({ row }) => ({ key: fieldKey(row.key, field), id: row.id })),
      },
    ];
  });
}

/**
 * The calls the medium gets for what a submission sends: per field, its rows of one advertiser in
 * groups of the medium's size for that write.
 */
export function mediumCallCount(
  calls: readonly BatchUpdateCall[],
  rows: readonly EditRow[],
  tab: Pick<EditTab, 'batchEdit'>,
): number {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return calls.reduce((count, call) => {
    const write = Object.values(tab.batchEdit ?? {}).find((entry) => entry.path === call.path);
    const callRows = call.rows.flatMap((entry) => {
      const row = byKey.get(entry.key.slice(0, entry.key.lastIndexOf('|')));
      return row === undefined ? [] : [{ advertiser_id: row.advertiser_id }];
    });
    return count + groupForBatch(callRows, 'advertiser', write?.groupSize ?? 1).length;
  }, 0);
}
