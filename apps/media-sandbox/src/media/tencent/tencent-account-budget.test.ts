import { tencent } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// advertiser/update_daily_budget over HTTP (reference §3.4; TSDK
// model_advertiser_update_daily_budget_*): per-account codes while the outer code is 0, 分,
// 0 = 不限 or 5,000–1,000,000,000, at most 5 changes an account a day.

describe('Tencent account daily budget', () => {
  let s: TencentSession;
  beforeEach(async () => {
    s = await startTencent();
  });
  afterEach(() => s.running.close());

  const update = async (specs: { account_id: number; daily_budget: number }[]) => {
    const answer = await s.post('advertiser/update_daily_budget', {
      update_daily_budget_spec: specs,
    });
    expect(answer.code).toBe(0);
    return tencent.AccountBatchResultSchema.parse(answer.data);
  };
  const budgetOf = (id: number) => s.running.sandbox.state.tencent.advertisers.get(id).dailyBudget;

  it('answers each account: applied, out of range, outside the grant', async () => {
    const [a = 0, b = 0] = s.accounts;
    const result = await update([
      { account_id: a, daily_budget: 1_000_000 },
      { account_id: b, daily_budget: 4_999 },
      { account_id: 999_999_001, daily_budget: 1_000_000 },
    ]);
    expect(result.list.map((i) => [i.account_id, i.code])).toEqual([
      [a, 0],
      [b, tencent.ErrorCode.PARAM_INVALID],
      [999_999_001, tencent.ErrorCode.OUT_OF_SCOPE],
    ]);
    expect(result.fail_id_list).toEqual([b, 999_999_001]);
    expect(result.list[1]?.message_cn).toMatch(/5,000–1,000,000,000 分/);
    expect(budgetOf(a)).toBe(1_000_000);
  });

  it('takes 5 changes an account a day, then again the next day', async () => {
    const [a = 0] = s.accounts;
    for (const fen of [0, 10_000, 20_000, 30_000, 40_000]) {
      expect((await update([{ account_id: a, daily_budget: fen }])).fail_id_list).toEqual([]);
    }
    const sixth = await update([{ account_id: a, daily_budget: 50_000 }]);
    expect(sixth.list[0]?.message_cn).toMatch(/最多修改 5 次/);
    expect(budgetOf(a)).toBe(40_000);
    // From Wednesday 10:20 to Thursday 00:20, within the token's 24 hours.
    await s.advance(14 * 3600_000);
    expect((await update([{ account_id: a, daily_budget: 50_000 }])).fail_id_list).toEqual([]);
  });

  it('takes at most 100 specs', async () => {
    const answer = await s.post('advertiser/update_daily_budget', {
      update_daily_budget_spec: Array.from({ length: 101 }, (_, i) => ({
        account_id: i + 1,
        daily_budget: 0,
      })),
    });
    expect(answer.code).not.toBe(0);
  });
});
