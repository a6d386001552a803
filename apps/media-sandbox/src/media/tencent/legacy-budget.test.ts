import { tencent } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { campaignBudgetChange } from './legacy-budget';

const { LEGACY_CAMPAIGN_DAILY_BUDGET_MIN: MIN, LEGACY_CAMPAIGN_DAILY_BUDGET_MAX: MAX } = tencent;
const PER_DAY = tencent.LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY;

describe('legacy campaign daily budget', () => {
  it.each([
    [0, true],
    [MIN - 1, false],
    [MIN, true],
    [MAX, true],
    [MAX + 1, false],
  ])('takes %i 分: %s', (fen, ok) => {
    const run = () => campaignBudgetChange(fen, undefined, 100);
    if (ok) expect(run()).toEqual({ day: 100, count: 1 });
    else expect(run).toThrow('5,000–400,000,000');
  });

  it('counts changes per natural day and refuses the one over 1,000', () => {
    expect(campaignBudgetChange(MIN, { day: 100, count: PER_DAY - 1 }, 100)).toEqual({
      day: 100,
      count: PER_DAY,
    });
    expect(() => campaignBudgetChange(MIN, { day: 100, count: PER_DAY }, 100)).toThrow('1000');
    expect(campaignBudgetChange(MIN, { day: 99, count: PER_DAY }, 100)).toEqual({
      day: 100,
      count: 1,
    });
  });
});
