import { describe, expect, it } from 'vitest';
import { checkSingleEditBid, checkSingleEditBudget } from './single-edit';

describe('checkSingleEditBudget (spec 001 §5 "Single edit dialogs")', () => {
  it.each([
    { budget: '299.99', want: { ok: false, message: '预算不能小于300' } },
    { budget: '300', want: { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 300 } } },
    // The step of 100 moves the spinner; amounts between steps are valid.
    { budget: '350', want: { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 350 } } },
    {
      budget: '300.12',
      want: { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 300.12 } },
    },
    { budget: '300.123', want: { ok: false, message: '预算最多保留2位小数' } },
    {
      budget: '9999999.99',
      want: { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 9999999.99 } },
    },
    { budget: '10000000', want: { ok: false, message: '预算不能大于9999999.99' } },
    { budget: '', want: { ok: false, message: '预算不能为空' } },
  ])('day budget $budget', ({ budget, want }) => {
    expect(checkSingleEditBudget({ budget_mode: 'BUDGET_MODE_DAY', budget })).toEqual(want);
  });

  it('accepts an unlimited budget without an amount', () => {
    expect(checkSingleEditBudget({ budget_mode: 'BUDGET_MODE_INFINITE' })).toEqual({
      ok: true,
      value: { budget_mode: 'BUDGET_MODE_INFINITE' },
    });
  });
});

describe('checkSingleEditBid (spec 001 §5, §9: 0.1 to 10000)', () => {
  it.each([
    { bid: '0.09', want: { ok: false, message: '出价不能小于0.1' } },
    { bid: '0.1', want: { ok: true, value: 0.1 } },
    { bid: 10000, want: { ok: true, value: 10000 } },
    { bid: '10000.01', want: { ok: false, message: '出价不能大于10000' } },
    { bid: '1.25', want: { ok: true, value: 1.25 } },
    { bid: '1.255', want: { ok: false, message: '出价最多保留2位小数' } },
    { bid: null, want: { ok: false, message: '出价不能为空' } },
  ])('bid $bid', ({ bid, want }) => {
    expect(checkSingleEditBid(bid)).toEqual(want);
  });
});
