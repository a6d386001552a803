import { describe, expect, it } from 'vitest';
import {
  absentValueReason,
  allRowsPass,
  BATCH_MODIFY_MODE_LABELS,
  batchBudgetRule,
  batchModifyEntries,
  batchNumberRule,
  checkBatchBidRows,
  checkBatchRows,
  isBatchMenuItemDisabled,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  rowHasValue,
  type BatchModifyRow,
  type BatchValueItem,
} from './batch-modify';
import { checkNumber, type NumericInput } from './decimal';
import { checkBudget, type BudgetInput } from './limits';

describe('batch menu items (spec 001 §4: disabled when no selected row has the value)', () => {
  it.each<{ item: BatchValueItem; has: BatchModifyRow; lacks: BatchModifyRow }>([
    { item: 'budget', has: { budget: 500 }, lacks: { cpa_bid: 1 } },
    { item: 'budget', has: { budget_mode: 'BUDGET_MODE_INFINITE' }, lacks: { budget: null } },
    { item: 'bid', has: { cpa_bid: '1.2' }, lacks: { cpa_bid: '' } },
    { item: 'bid', has: { cpa_bid: 0 }, lacks: { cpa_bid: 3, project_custom: 'ON' } },
    { item: 'roi_goal', has: { roi_goal: 1.2 }, lacks: { roi_goal: null } },
    { item: 'deep_bid', has: { deep_cpabid: 20 }, lacks: { cpa_bid: 20 } },
    { item: 'auto_extend_traffic', has: { auto_extend_traffic: 'OFF' }, lacks: {} },
  ])('$item: enabled by $has, not by $lacks', ({ item, has, lacks }) => {
    expect(rowHasValue(has, item)).toBe(true);
    expect(rowHasValue(lacks, item)).toBe(false);
    expect(isBatchMenuItemDisabled([lacks], item)).toBe(true);
    expect(isBatchMenuItemDisabled([lacks, has], item)).toBe(false);
  });

  it('disables every item when nothing is selected', () => {
    expect(isBatchMenuItemDisabled([], 'budget')).toBe(true);
  });
});

describe('project bid lock (spec 001 §5: project_custom ON, 项目成本稳投)', () => {
  it.each([
    { custom: 'ON' as const, locked: true },
    { custom: 'OFF' as const, locked: false },
    { custom: null, locked: false },
    { custom: undefined, locked: false },
  ])('project_custom $custom → locked $locked', ({ custom, locked }) => {
    expect(isProjectBidLocked({ project_custom: custom })).toBe(locked);
  });

  it('fails locked rows with 项目成本稳投 and checks the others', () => {
    expect(PROJECT_COST_STABLE_LABEL).toBe('项目成本稳投');
    expect(
      checkBatchBidRows([
        { key: 'a', value: '2', project_custom: 'ON' },
        { key: 'b', value: '2', project_custom: 'OFF' },
        { key: 'c', value: '0.009' },
        { key: 'd', value: '' },
      ]),
    ).toEqual([
      { key: 'a', ok: false, message: '项目成本稳投' },
      { key: 'b', ok: true, value: 2 },
      { key: 'c', ok: false, message: '转化出价不能小于0.01' },
      { key: 'd', ok: false, message: '出价不能为空' },
    ]);
  });
});

describe('unified and separate modify', () => {
  it('gives every row the unified value', () => {
    expect(batchModifyEntries('unified', ['a', 'b'], '500', { a: '1' })).toEqual([
      { key: 'a', value: '500' },
      { key: 'b', value: '500' },
    ]);
  });

  it('gives each row its own value in separate mode, nothing when left empty', () => {
    expect(batchModifyEntries('separate', ['a', 'b'], '500', { a: '1' })).toEqual([
      { key: 'a', value: '1' },
      { key: 'b', value: undefined },
    ]);
  });

  it('labels the modes', () => {
    expect(BATCH_MODIFY_MODE_LABELS).toEqual({ unified: '统一修改', separate: '分别修改' });
  });

  it('checks each row and tells whether all passed', () => {
    const rule = batchBudgetRule('account');
    const results = checkBatchRows<BudgetInput | undefined, unknown>(
      [
        { key: 'a', value: { budget_mode: 'BUDGET_MODE_DAY', budget: '999.99' } },
        { key: 'b', value: { budget_mode: 'BUDGET_MODE_DAY', budget: '1000' } },
        { key: 'c', value: { budget_mode: 'BUDGET_MODE_INFINITE' } },
        { key: 'd', value: undefined },
      ],
      (value) =>
        value === undefined ? { ok: false, message: '预算不能为空' } : checkBudget(value, rule),
    );
    expect(results).toEqual([
      { key: 'a', ok: false, message: '账户日预算不能小于1000' },
      { key: 'b', ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 1000 } },
      { key: 'c', ok: true, value: { budget_mode: 'BUDGET_MODE_INFINITE' } },
      { key: 'd', ok: false, message: '预算不能为空' },
    ]);
    expect(allRowsPass(results)).toBe(false);
    expect(allRowsPass(results.slice(1, 3))).toBe(true);
  });
});

describe('batchNumberRule', () => {
  it.each([
    { field: 'bid' as const, level: 'project' as const, below: '0.009', lowest: '0.01' },
    { field: 'bid' as const, level: 'promotion' as const, below: '0.009', lowest: '0.01' },
    { field: 'deep_bid' as const, level: 'promotion' as const, below: '0.09', lowest: '0.1' },
    { field: 'roi_goal' as const, level: 'project' as const, below: '0.0099', lowest: '0.01' },
    { field: 'roi_goal' as const, level: 'promotion' as const, below: '0.00009', lowest: '0.0001' },
  ])('$field at $level starts at $lowest', ({ field, level, below, lowest }) => {
    const rule = batchNumberRule(field, level);
    const check = (value: NumericInput): boolean => checkNumber(value, rule).ok;
    expect(check(below)).toBe(false);
    expect(check(lowest)).toBe(true);
  });
});

describe('absentValueReason', () => {
  it.each([
    ['budget', 'promotion', {}, '该广告无广告预算，预算在项目上'],
    ['budget', 'project', {}, '该项目无项目预算，预算在广告上'],
    ['budget', 'account', {}, '该账户无日预算'],
    ['bid', 'promotion', { project_custom: 'ON' as const }, '项目成本稳投'],
    ['bid', 'promotion', {}, '该广告无转化出价'],
    ['deep_bid', 'project', {}, '该项目无深度转化出价'],
    ['roi_goal', 'promotion', {}, '该广告无ROI系数'],
    ['auto_extend_traffic', 'promotion', {}, '该广告无智能放量设置'],
  ] as const)('%s of a %s row', (item, level, row, reason) => {
    expect(absentValueReason(item, level, row)).toBe(reason);
  });
});
