import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { hourOf, localDay } from '../../sim/time';
import { ItemError, runItems } from './write-support';

// The accounts' daily budgets (reference §3.4; TSDK model_advertiser_update_daily_budget_*):
// `update_daily_budget_spec[]{account_id, daily_budget}` answered per account like the adgroup
// batches. 0 = 不限, else 5,000–1,000,000,000 分, at most 5 changes an account a natural day; an
// account outside the token's grant is refused as out of scope.

const API = '/tencent/v3.0';
const CHANGES_PER_DAY = 5;

export function registerTencentAccountBudget(ctx: MediumContext): void {
  const advertisers = ctx.state.tencent.advertisers;

  ctx.endpoint(
    'POST',
    `${API}/advertiser/update_daily_budget`,
    (req) => {
      const body = ctx.parse(tencent.AdvertiserUpdateDailyBudgetRequestSchema, req.input);
      const day = localDay(hourOf(req.now));
      return runItems(body.update_daily_budget_spec, 'account_id', (spec) => {
        const account = advertisers.find(spec.account_id);
        if (!account || !req.auth.scope.has(spec.account_id)) {
          throw new ItemError(
            `账户 ${spec.account_id} 不在授权范围内`,
            tencent.ErrorCode.OUT_OF_SCOPE,
          );
        }
        const fen = spec.daily_budget;
        if (
          fen !== 0 &&
          (fen < tencent.ACCOUNT_DAILY_BUDGET_MIN_FEN || fen > tencent.ACCOUNT_DAILY_BUDGET_MAX_FEN)
        ) {
          throw new ItemError(
            '账户日预算须为 0（不限）或 50–10,000,000 元（5,000–1,000,000,000 分）',
          );
        }
        const count = account.budgetChanges?.day === day ? account.budgetChanges.count : 0;
        if (count >= CHANGES_PER_DAY) {
          throw new ItemError(`账户日预算每天最多修改 ${CHANGES_PER_DAY} 次`);
        }
        advertisers.update(account.id, (a) => ({
          ...a,
          dailyBudget: fen,
          budgetChanges: { day, count: count + 1 },
        }));
      }) satisfies tencent.AccountBatchResult;
    },
    { write: true, advertiser: false },
  );
}
