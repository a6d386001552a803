import { describe, expect, it } from 'vitest';
import { batchSizeOf } from './batch-groups';
import { checkBudgetChange } from './budget-change';
import { familyMedium, familyOf } from './delivery-families';

describe('legacy family limits', () => {
  it('names the family of each screen of the contracts’ table', () => {
    expect(familyOf({ medium: 'bytedance', api: 'v2' })).toBe('bytedance_v2');
    expect(familyOf({ medium: 'tencent', api: 'v2' })).toBe('tencent_v2');
    expect(familyOf({ medium: 'kuaishou', api: 'v3' })).toBe('kuaishou');
    expect(() => familyOf({ medium: 'kuaishou', api: 'v2' })).toThrow();
  });

  it('names the medium of each family', () => {
    expect(familyMedium('bytedance_v2')).toBe('bytedance');
    expect(familyMedium('tencent_v2')).toBe('tencent');
    expect(familyMedium('kuaishou')).toBe('kuaishou');
  });

  it('takes the media’s ids per call: v2 switches by 100, v1.3 one object a call', () => {
    expect(batchSizeOf('bytedance_v2', 'promotion', 'status')).toBe(100);
    expect(batchSizeOf('bytedance_v2', 'promotion', 'bid')).toBe(100);
    expect(batchSizeOf('bytedance_v2', 'project', 'budget')).toBe(1);
    expect(batchSizeOf('bytedance_v2', 'project', 'bid')).toBeUndefined();
    expect(batchSizeOf('tencent_v2', 'promotion', 'budget')).toBe(1);
    expect(batchSizeOf('tencent_v2', 'material', 'budget')).toBeUndefined();
    expect(batchSizeOf('bytedance_v2', 'material', 'title')).toBe(1);
    expect(batchSizeOf('tencent_v2', 'material', 'title')).toBeUndefined();
  });

  it('checks a v2 ad’s budget as a day budget only, with the spend floor', () => {
    expect(
      checkBudgetChange('bytedance_v2', 'promotion', { budget_mode: 'BUDGET_MODE_INFINITE' }),
    ).toEqual({ ok: false, message: '计划预算不支持不限' });
    expect(
      checkBudgetChange(
        'bytedance_v2',
        'promotion',
        { budget_mode: 'BUDGET_MODE_DAY', budget: 400 },
        { todaySpendFen: 100_000 },
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('今日已消耗') });
    expect(
      checkBudgetChange('bytedance_v2', 'project', { budget_mode: 'BUDGET_MODE_INFINITE' }),
    ).toEqual({ ok: true, value: { budget_mode: 'BUDGET_MODE_INFINITE' } });
  });

  it('checks a v1.3 campaign’s daily budget range and its 1,000 changes a day', () => {
    expect(
      checkBudgetChange('tencent_v2', 'project', { budget_mode: 'BUDGET_MODE_DAY', budget: 49 }),
    ).toMatchObject({ ok: false });
    expect(
      checkBudgetChange('tencent_v2', 'project', { budget_mode: 'BUDGET_MODE_DAY', budget: 50 }),
    ).toEqual({ ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', fen: 5_000 } });
    expect(
      checkBudgetChange(
        'tencent_v2',
        'project',
        { budget_mode: 'BUDGET_MODE_DAY', budget: 60 },
        { changesToday: 1_000 },
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('每天最多 1000 次') });
  });
});
