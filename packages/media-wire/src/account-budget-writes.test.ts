import { describe, expect, it } from 'vitest';
import { AdvertiserBudgetUpdateRequestSchema } from './kuaishou/advertiser-budget';
import {
  AccountBatchResultSchema,
  AdvertiserUpdateDailyBudgetRequestSchema,
} from './tencent/writes';

// The accounts' day budget writes: Kuaishou v1/advertiser/update/budget (厘, bububa
// model/advertiser/update_budget_request.go) and Tencent advertiser/update_daily_budget (分, TSDK
// model_advertiser_update_daily_budget_*).

describe('Kuaishou v1/advertiser/update/budget', () => {
  it.each([
    { day_budget: 0, ok: true },
    { day_budget: 500_000, ok: true },
    { day_budget: 100_000_000_000, ok: true },
    { day_budget: 499_999, ok: false },
    { day_budget: 100_000_000_001, ok: false },
  ])('day_budget $day_budget 厘: $ok', ({ day_budget, ok }) => {
    const parsed = AdvertiserBudgetUpdateRequestSchema.safeParse({ advertiser_id: 1, day_budget });
    expect(parsed.success).toBe(ok);
  });

  it('takes a day budget or a week of them, not both, not neither', () => {
    const week = Array.from({ length: 7 }, () => 600_000);
    expect(
      AdvertiserBudgetUpdateRequestSchema.safeParse({ advertiser_id: 1, day_budget_schedule: week })
        .success,
    ).toBe(true);
    expect(
      AdvertiserBudgetUpdateRequestSchema.safeParse({
        advertiser_id: 1,
        day_budget: 600_000,
        day_budget_schedule: week,
      }).success,
    ).toBe(false);
    expect(AdvertiserBudgetUpdateRequestSchema.safeParse({ advertiser_id: 1 }).success).toBe(false);
    expect(
      AdvertiserBudgetUpdateRequestSchema.safeParse({
        advertiser_id: 1,
        day_budget_schedule: week.slice(1),
      }).success,
    ).toBe(false);
  });
});

describe('Tencent advertiser/update_daily_budget', () => {
  it('takes 1–100 accounts with a budget each', () => {
    const spec = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ account_id: i + 1, daily_budget: 5_000 }));
    const parse = (n: number) =>
      AdvertiserUpdateDailyBudgetRequestSchema.safeParse({ update_daily_budget_spec: spec(n) });
    expect(parse(1).success).toBe(true);
    expect(parse(100).success).toBe(true);
    expect(parse(0).success).toBe(false);
    expect(parse(101).success).toBe(false);
  });

  it('answers each account with its code', () => {
    const answer = {
      list: [
        { code: 0, message: '', message_cn: '', account_id: 1 },
        { code: 31001, message: 'invalid', message_cn: '参数错误', account_id: 2 },
      ],
      fail_id_list: [2],
    };
    expect(AccountBatchResultSchema.parse(answer)).toEqual(answer);
  });
});
