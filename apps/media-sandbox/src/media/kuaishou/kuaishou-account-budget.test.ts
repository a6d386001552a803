import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// The account's day budget over HTTP (reference §2.5; bububa model/advertiser/update_budget_request.go):
// 厘, 0 = 不限, 500 元 to 1e8 元, never below 120 % of the account's spend today, read back through
// v1/advertiser/budget/get.

describe('Kuaishou account day budget', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const budgetNow = () =>
    Promise.resolve(s.running.sandbox.state.kuaishou.advertisers.get(advertiserId).dailyBudget);
  const spentTodayLi = async () => {
    const today = '2025-03-12';
    const answer = await s.post('v1/report/account_report', {
      advertiser_id: advertiserId,
      start_date: today,
      end_date: today,
    });
    const rows = kuaishou.ReportDataSchema.parse(answer.data).details;
    return Math.round(rows.reduce((sum, r) => sum + r.charge, 0) * 1000);
  };

  it('sets the budget in 厘 and 不限 as 0', async () => {
    const set = await s.post('v1/advertiser/update/budget', {
      advertiser_id: advertiserId,
      day_budget: 90_000_000,
    });
    expect(set.code).toBe(0);
    expect(await budgetNow()).toBe(90_000_000);
    expect(
      (await s.post('v1/advertiser/update/budget', { advertiser_id: advertiserId, day_budget: 0 }))
        .code,
    ).toBe(0);
    expect(await budgetNow()).toBe(0);
  });

  it('refuses a budget out of range, and a week of budgets it does not simulate', async () => {
    const low = await s.post('v1/advertiser/update/budget', {
      advertiser_id: advertiserId,
      day_budget: 499_999,
    });
    expect(low.code).toBe(kuaishou.ErrorCode.PARAM_ERROR);
    const week = await s.post('v1/advertiser/update/budget', {
      advertiser_id: advertiserId,
      day_budget_schedule: Array.from({ length: 7 }, () => 600_000),
    });
    expect(week.code).toBe(kuaishou.ErrorCode.PARAM_ERROR);
    expect(week.message).toMatch(/分日预算/);
  });

  it('refuses a budget below 120 % of today’s spend', async () => {
    // 500 元 is in range, but below what the account has spent by 10:20.
    expect(await spentTodayLi()).toBeGreaterThan(500_000);
    const below = await s.post('v1/advertiser/update/budget', {
      advertiser_id: advertiserId,
      day_budget: 500_000,
    });
    expect(below.code).toBe(kuaishou.ErrorCode.PARAM_ERROR);
    expect(below.message).toMatch(/120%/);
    expect(await budgetNow()).not.toBe(500_000);
  });
});
