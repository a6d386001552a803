import { describe, expect, it } from 'vitest';
import type { MirrorSnapshot } from './delivery-mirror.repository';
import { changeIsUnchanged } from './unchanged-values';

const mirror: MirrorSnapshot = {
  optStatus: 'ENABLE',
  rawStatus: null,
  budgetMode: 'BUDGET_MODE_DAY',
  budgetFen: 350_000,
  cpaBidFen: 2_970,
};

describe('changeIsUnchanged', () => {
  it('finds a bid equal to the mirror unchanged, another bid changed', () => {
    expect(changeIsUnchanged({ field: 'cpaBid', fen: 2_970 }, mirror)).toBe(true);
    expect(changeIsUnchanged({ field: 'cpaBid', fen: 2_971 }, mirror)).toBe(false);
  });

  it('compares the budget mode and, for a day budget, the amount', () => {
    const day = { field: 'budget', budgetMode: 'BUDGET_MODE_DAY' } as const;
    expect(changeIsUnchanged({ ...day, budgetFen: 350_000 }, mirror)).toBe(true);
    expect(changeIsUnchanged({ ...day, budgetFen: 362_300 }, mirror)).toBe(false);
    const infinite = {
      field: 'budget',
      budgetMode: 'BUDGET_MODE_INFINITE',
      budgetFen: null,
    } as const;
    expect(changeIsUnchanged(infinite, mirror)).toBe(false);
    expect(changeIsUnchanged(infinite, { ...mirror, budgetMode: 'BUDGET_MODE_INFINITE' })).toBe(
      true,
    );
  });

  it('counts every change as a change when the mirror has no row', () => {
    expect(changeIsUnchanged({ field: 'cpaBid', fen: 2_970 }, undefined)).toBe(false);
  });

  it('leaves the other fields to the medium', () => {
    expect(changeIsUnchanged({ field: 'roiGoal', roiGoal: 1 }, { ...mirror, roiGoal: 1 })).toBe(
      false,
    );
  });
});
