import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, operatorName } from './change-values';

describe('changeLines', () => {
  it.each([
    {
      name: 'a budget confirmed by the medium, in yuan',
      row: {
        action: 'update_budget',
        before: { optStatus: 'ENABLE', budgetMode: 'BUDGET_MODE_DAY', budgetFen: 30_000 },
        after: { budgetMode: 'BUDGET_MODE_DAY', budgetFen: 50_050 },
        request: null,
      },
      lines: [{ label: '预算', before: '¥300.00', after: '¥500.50' }],
    },
    {
      name: 'an unlimited budget',
      row: {
        action: 'update_budget',
        before: { budgetMode: 'BUDGET_MODE_DAY', budgetFen: 100_000 },
        after: { budgetMode: 'BUDGET_MODE_INFINITE', budgetFen: null },
        request: null,
      },
      lines: [{ label: '预算', before: '¥1,000.00', after: '不限' }],
    },
    {
      name: 'an audience and placements from the edit page',
      row: {
        action: 'update_audience',
        before: { audience: { gender: 'NONE', age: [] }, placements: ['1'] },
        after: { audience: { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23'] } },
        request: null,
      },
      lines: [
        { label: '定向', before: '性别：不限；年龄：不限', after: '性别：男；年龄：18-23岁' },
      ],
    },
    {
      name: 'Tencent site sets asked for',
      row: {
        action: 'update_placements',
        before: { placements: [] },
        after: null,
        request: { change: { field: 'placements', placements: ['SITE_SET_WECHAT'] } },
      },
      lines: [{ label: '广告位', before: '系统优选', after: '微信' }],
    },
    {
      name: 'a switch with the screen’s labels',
      row: {
        action: 'update_status',
        before: { optStatus: 'ENABLE', rawStatus: 'OK' },
        after: { optStatus: 'DISABLE' },
        request: null,
      },
      lines: [{ label: '状态', before: '启用', after: '暂停' }],
    },
    {
      name: 'a failed bid change: what was asked for',
      row: {
        action: 'update_cpaBid',
        before: { cpaBidFen: 1_250 },
        after: null,
        request: { change: { field: 'cpaBid', fen: 1_500 }, before: { cpaBidFen: 1_250 } },
      },
      lines: [{ label: '出价', before: '¥12.50', after: '¥15.00' }],
    },
    {
      name: 'a deletion',
      row: { action: 'delete', before: { optStatus: 'DISABLE' }, after: null, request: {} },
      lines: [{ label: '状态', before: '暂停', after: '已删除' }],
    },
    {
      name: 'end date and schedule',
      row: {
        action: 'update_endTime',
        before: { scheduleType: 'SCHEDULE_FROM_NOW', endDate: null },
        after: { scheduleType: 'SCHEDULE_START_END', endDate: '2026-12-31' },
        request: null,
      },
      lines: [{ label: '投放结束日期', before: '长期投放', after: '2026-12-31' }],
    },
    {
      name: 'a name changed on an edit page',
      row: {
        action: 'update_name',
        before: { budgetFen: 30_000, name: '旧名称' },
        after: { name: '新名称' },
        request: null,
      },
      lines: [{ label: '名称', before: '旧名称', after: '新名称' }],
    },
    {
      name: 'a change without a recorded before',
      row: {
        action: 'update_weekSchedule',
        before: null,
        after: { scheduleTime: '1'.repeat(48) + '0'.repeat(288) },
        request: null,
      },
      lines: [{ label: '投放时段', before: '-', after: '每周 24 小时' }],
    },
  ])('reads $name', ({ row, lines }) => {
    expect(changeLines(row)).toEqual(lines);
  });

  it('shows nothing for a write of no known field', () => {
    expect(
      changeLines({ action: 'submit_avatar', before: null, after: null, request: {} }),
    ).toEqual([]);
  });
});

describe('labels', () => {
  it('names actions and operators; an unknown action is 未知 with its code in a tooltip', () => {
    expect(actionLabel('update_budget')).toBe('修改预算');
    expect(actionLabel('submit_avatar')).toBe('提交头像');
    const { container } = render(<>{actionLabel('merge_accounts')}</>);
    expect(container.textContent).toBe('未知');
    expect(operatorName({ user_id: 3, user_name: '张三' })).toBe('张三');
    expect(operatorName({ user_id: null, user_name: null })).toBe('系统');
  });
});
