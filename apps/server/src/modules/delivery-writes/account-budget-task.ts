import type { AccountBudgetState, BudgetModeValue } from '../../media/medium-writes';
import { ACCOUNT_LEVEL } from '../../media/medium-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import { writeError } from './call-outcomes';
import { type DeliveryWriteDeps } from './delivery-write-deps';
import { advertiserOfGroup, sendGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

// The account's daily budget (spec 001 §4 batch modify on the accounts tab), on every medium: one
// account per call, read back after the write, mirrored when the medium carries it.

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
  deps: DeliveryWriteDeps,
): TaskTypeDefinition<AccountBudgetRequest, AccountBudgetState> {
  const { writes } = deps;
  const tokenOf = (advertiserId: string) => deps.tokens(writes.medium, advertiserId);
  return defineTaskType<AccountBudgetRequest, AccountBudgetState>({
    type,
    action: 'update_budget',
    isCreation: false,
    // One account per call.
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) =>
      engineBuckets(writes.limiterKeys(ACCOUNT_LEVEL, 'budget', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<AccountBudgetRequest, AccountBudgetState>(
        group.items,
        tokenOf,
        async (token, advertiserId, rows) => {
          const [row] = rows;
          if (!row) return [];
          const result = await writes.updateAccountBudget(token, advertiserId, row.item.request);
          return [{ ...result, id: row.id }];
        },
        async (token, advertiserId, rows, outcomes) => {
          const state = await writes.readAccountBudget(token, advertiserId);
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
          if (deps.mirror && state && rows.every((r) => budgetCarried(state, r.item.request))) {
            await deps.mirror.accountBudget(writes.medium, advertiserId, state);
          }
        },
      ),

    async reconcile(item): Promise<ReconcileOutcome<AccountBudgetState>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await tokenOf(target.advertiserId);
      const state = await writes.readAccountBudget(token, target.advertiserId);
      if (!budgetCarried(state, item.request)) return { status: 'not_applied' };
      return { status: 'succeeded', result: state ?? undefined, after: state };
    },
  });
}
