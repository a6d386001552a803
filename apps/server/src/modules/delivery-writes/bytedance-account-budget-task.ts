import type { AccountBudgetState } from '../../media/bytedance/value-reads';
import type { BudgetModeValue } from '../../media/bytedance/value-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import { sendGroup } from './bytedance-object-tasks';
import { advertiserOfGroup, targetOf } from './bytedance-switch-tasks';
import type { ValueWriteDeps } from './bytedance-value-tasks';
import { writeError } from './call-outcomes';
import { engineBuckets } from './delivery-write-deps';

// The account's daily budget (spec 001 §4 batch modify on the accounts tab): one account per call,
// read back after the write, mirrored when the medium carries it.

export interface AccountBudgetRequest {
  budgetMode: BudgetModeValue;
  budgetFen: number | null;
  before?: unknown;
}

const budgetCarried = (state: AccountBudgetState | null, request: AccountBudgetRequest) =>
  state !== null &&
  state.budgetMode === request.budgetMode &&
  (request.budgetMode === 'BUDGET_MODE_INFINITE' || state.budgetFen === request.budgetFen);

export function accountBudgetTaskType(
  type: string,
  deps: ValueWriteDeps,
): TaskTypeDefinition<AccountBudgetRequest, AccountBudgetState> {
  return defineTaskType<AccountBudgetRequest, AccountBudgetState>({
    type,
    action: 'update_budget',
    isCreation: false,
    // One account per call.
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) =>
      engineBuckets(deps.values.limiterKeys('accountBudget', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<AccountBudgetRequest, AccountBudgetState>(
        group.items,
        deps,
        async (token, advertiserId, rows) => {
          const [row] = rows;
          if (!row) return [];
          await deps.values.updateAccountBudget(token, advertiserId, row.item.request);
          return [{ id: row.id, ok: true }];
        },
        async (token, advertiserId, rows, outcomes) => {
          const state = await deps.values.readAccountBudget(token, advertiserId);
          for (const { item } of rows) {
            const { before } = item.request;
            if (!state || !budgetCarried(state, item.request)) {
              outcomes.set(item.id, {
                ...writeError('MEDIA_NOT_APPLIED'),
                before,
                response: state,
              });
              continue;
            }
            outcomes.set(item.id, { status: 'succeeded', result: state, before, after: state });
          }
          if (state && rows.every((r) => budgetCarried(state, r.item.request))) {
            await deps.mirror.accountBudget(advertiserId, state);
          }
        },
      ),

    async reconcile(item): Promise<ReconcileOutcome<AccountBudgetState>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', target.advertiserId);
      const state = await deps.values.readAccountBudget(token, target.advertiserId);
      if (!budgetCarried(state, item.request)) return { status: 'not_applied' };
      return { status: 'succeeded', result: state ?? undefined, after: state };
    },
  });
}
