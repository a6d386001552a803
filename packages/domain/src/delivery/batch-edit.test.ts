import { describe, expect, it } from 'vitest';
import { checkBatchEditRow, checkBatchEditRows } from './batch-edit';
import { EMPTY_SCHEDULE } from './weekly-schedule';

const SCHEDULE = '1'.repeat(48) + '0'.repeat(288);

describe('checkBatchEditRow (spec 001 §5 "Batch edit")', () => {
  it('requires a budget in day budget mode: 预算不能为空', () => {
    expect(checkBatchEditRow({ key: 'p1', budget_mode: 'BUDGET_MODE_DAY' }, 'project')).toEqual({
      key: 'p1',
      ok: false,
      errors: [{ field: 'budget', message: '预算不能为空' }],
      values: { budget_mode: 'BUDGET_MODE_DAY' },
    });
    expect(
      checkBatchEditRow({ key: 'p1', budget_mode: 'BUDGET_MODE_DAY', budget: '' }, 'project')
        .errors,
    ).toEqual([{ field: 'budget', message: '预算不能为空' }]);
  });

  it('needs no budget in unlimited mode and drops a typed one', () => {
    expect(
      checkBatchEditRow({ key: 'p1', budget_mode: 'BUDGET_MODE_INFINITE', budget: '5' }, 'project'),
    ).toEqual({ key: 'p1', ok: true, errors: [], values: { budget_mode: 'BUDGET_MODE_INFINITE' } });
  });

  it.each([
    { field: 'cpa_bid' as const },
    { field: 'roi_goal' as const },
    { field: 'bid' as const },
  ])('says 出价不能为空 for an emptied $field', ({ field }) => {
    for (const empty of [null, '', '  ']) {
      expect(checkBatchEditRow({ key: 'r', [field]: empty }, 'promotion').errors).toEqual([
        { field, message: '出价不能为空' },
      ]);
    }
  });

  it('says 深度转化出价不能为空 for an emptied deep bid', () => {
    expect(checkBatchEditRow({ key: 'r', deep_cpabid: null }, 'promotion').errors).toEqual([
      { field: 'deep_cpabid', message: '深度转化出价不能为空' },
    ]);
  });

  it('sends an empty or malformed schedule as 336 zeros', () => {
    for (const schedule of [null, '', '01', 'x'.repeat(336)]) {
      expect(checkBatchEditRow({ key: 'r', schedule_time: schedule }, 'project').values).toEqual({
        schedule_time: EMPTY_SCHEDULE,
      });
    }
    expect(checkBatchEditRow({ key: 'r', schedule_time: SCHEDULE }, 'project').values).toEqual({
      schedule_time: SCHEDULE,
    });
  });

  it('leaves fields the row does not edit alone', () => {
    expect(checkBatchEditRow({ key: 'r' }, 'project')).toEqual({
      key: 'r',
      ok: true,
      errors: [],
      values: {},
    });
  });

  it.each([
    {
      level: 'project' as const,
      field: 'budget' as const,
      input: '299.99',
      message: '项目预算不能小于300',
    },
    {
      level: 'promotion' as const,
      field: 'budget' as const,
      input: '299.99',
      message: '广告预算不能小于300',
    },
    {
      level: 'project' as const,
      field: 'cpa_bid' as const,
      input: '0.009',
      message: '转化出价不能小于0.01',
    },
    {
      level: 'project' as const,
      field: 'bid' as const,
      input: '10000.01',
      message: '出价不能大于10000',
    },
    {
      level: 'project' as const,
      field: 'roi_goal' as const,
      input: '0.005',
      message: 'ROI系数不能小于0.01',
    },
    {
      level: 'project' as const,
      field: 'deep_cpabid' as const,
      input: '0.09',
      message: '深度转化出价不能小于0.1',
    },
  ])('applies the $level limits to $field $input', ({ level, field, input, message }) => {
    expect(checkBatchEditRow({ key: 'r', [field]: input }, level).errors).toEqual([
      { field, message },
    ]);
  });

  it('takes a promotion ROI below the project minimum', () => {
    expect(checkBatchEditRow({ key: 'r', roi_goal: '0.005' }, 'promotion')).toMatchObject({
      ok: true,
      values: { roi_goal: 0.005 },
    });
  });

  it('collects every error of a row and the valid values', () => {
    const result = checkBatchEditRow(
      {
        key: 'r',
        budget_mode: 'BUDGET_MODE_DAY',
        budget: '500',
        cpa_bid: '',
        roi_goal: '1.5',
        deep_cpabid: '',
        schedule_time: SCHEDULE,
      },
      'promotion',
    );
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual([
      { field: 'cpa_bid', message: '出价不能为空' },
      { field: 'deep_cpabid', message: '深度转化出价不能为空' },
    ]);
    expect(result.values).toEqual({
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 500,
      roi_goal: 1.5,
      schedule_time: SCHEDULE,
    });
  });
});

describe('checkBatchEditRows', () => {
  it('keeps one result per row, in order, so only failing rows are shown and retried', () => {
    const results = checkBatchEditRows(
      [
        { key: 'a', cpa_bid: '1.5' },
        { key: 'b', cpa_bid: '' },
        { key: 'c', budget_mode: 'BUDGET_MODE_DAY', budget: '300' },
      ],
      'project',
    );
    expect(results.map((result) => [result.key, result.ok])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(results[1]?.errors).toEqual([{ field: 'cpa_bid', message: '出价不能为空' }]);
  });
});

describe('checkBatchEditRow with a medium’s limits', () => {
  const day = (budget: string) => ({ key: 'r', budget_mode: 'BUDGET_MODE_DAY' as const, budget });

  it('takes a Kuaishou unit budget from 100 元 and a campaign budget from 500 元', () => {
    expect(checkBatchEditRow(day('100'), 'promotion', 'kuaishou').ok).toBe(true);
    expect(checkBatchEditRow(day('99.99'), 'promotion', 'kuaishou').errors[0]?.message).toMatch(
      /^广告组预算.*100/,
    );
    expect(checkBatchEditRow(day('499'), 'project', 'kuaishou').errors[0]?.message).toMatch(
      /^计划预算.*500/,
    );
  });

  it('takes a Tencent adgroup budget from 50 元 to 4,000,000 元, and no level-1 budget', () => {
    expect(checkBatchEditRow(day('50'), 'promotion', 'tencent').ok).toBe(true);
    expect(checkBatchEditRow(day('4000000.01'), 'promotion', 'tencent').ok).toBe(false);
    expect(checkBatchEditRow(day('49'), 'promotion', 'tencent').errors[0]?.message).toMatch(
      /^广告日预算/,
    );
    expect(checkBatchEditRow(day('600'), 'project', 'tencent').errors).toEqual([
      { field: 'budget', message: '该媒体此层级无预算' },
    ]);
  });

  it('checks the bid against the medium’s range (Kuaishou from 0.2 元, Tencent from 0.1 元)', () => {
    expect(checkBatchEditRow({ key: 'r', cpa_bid: '0.1' }, 'promotion', 'kuaishou').ok).toBe(false);
    expect(checkBatchEditRow({ key: 'r', cpa_bid: '0.2' }, 'promotion', 'kuaishou').ok).toBe(true);
    expect(checkBatchEditRow({ key: 'r', cpa_bid: '0.1' }, 'promotion', 'tencent').ok).toBe(true);
  });

  it('refuses 不限 where the medium takes none (an Ocean Engine v2 ad)', () => {
    expect(
      checkBatchEditRow(
        { key: 'r', budget_mode: 'BUDGET_MODE_INFINITE' },
        'promotion',
        'bytedance_v2',
      ).errors,
    ).toEqual([{ field: 'budget', message: '计划预算不支持不限' }]);
  });
});
