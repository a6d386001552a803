import type { FeedUpdateAnswer } from '@toufang/contracts';
import {
  firstErrorMessage,
  isBlankInput,
  type BudgetMode,
  type NumericInput,
} from '@toufang/domain';
import { postBatchUpdate } from './api';
import type { EditRow } from './edit-row';
import type { EditTab, SingleEditWrites } from './edit-tab';

// The 预算/出价 dialog of a level whose medium writes budgets and bids as items (Kuaishou, Tencent,
// the legacy families): each changed value is one item of the level's budget or bid write, which
// answers inline for one row.

export interface SingleEditValues {
  budget_mode: BudgetMode;
  budget?: string | null;
  cpa_bid?: string | null;
}

const same = (a: NumericInput, b: NumericInput) =>
  (isBlankInput(a) && isBlankInput(b)) || String(a).trim() === String(b).trim();

interface ItemCall {
  path: string;
  item: Record<string, unknown>;
}

/** The item calls of what changed against the row: its budget, and its bid where it has one. */
export function singleItemCalls(
  writes: Extract<SingleEditWrites, { kind: 'items' }>,
  keyFields: EditTab['keyFields'],
  row: EditRow,
  values: SingleEditValues,
  sendsBid: boolean,
): ItemCall[] {
  const key = keyFields(row);
  const budgetChanged =
    values.budget_mode !== row.budget_mode ||
    (values.budget_mode === 'BUDGET_MODE_DAY' && !same(values.budget, row.budget));
  const budgetCall: ItemCall = {
    path: writes.budget,
    item: {
      ...key,
      budget_mode: values.budget_mode,
      ...(values.budget_mode === 'BUDGET_MODE_DAY' ? { budget: values.budget } : {}),
    },
  };
  const bidChanged = sendsBid && writes.bid !== undefined && !same(values.cpa_bid, row.cpa_bid);
  return [
    ...(budgetChanged ? [budgetCall] : []),
    ...(bidChanged && writes.bid !== undefined
      ? [{ path: writes.bid, item: { ...key, cpa_bid: values.cpa_bid } }]
      : []),
  ];
}

/**
 * Sends the calls one after the other, stopping at the first refused; the answer of the last sent,
 * or none when nothing changed.
 */
export async function sendSingleItems(
  calls: readonly ItemCall[],
  row: EditRow,
): Promise<FeedUpdateAnswer | undefined> {
  let last: FeedUpdateAnswer | undefined;
  for (const call of calls) {
    last = await postBatchUpdate({
      path: call.path,
      body: { items: [call.item] },
      rows: [{ key: row.key, id: row.id }],
    });
    if (firstErrorMessage(last) !== undefined) return last;
  }
  return last;
}
