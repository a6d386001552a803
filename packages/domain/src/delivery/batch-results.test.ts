import { describe, expect, it } from 'vitest';
import { firstErrorMessage, rowErrors, rowsToRetry } from './batch-results';

describe('firstErrorMessage (spec 001 §8: single edit shows the first error_message)', () => {
  it.each([
    {
      name: 'the first message of error_list',
      answer: { error_list: [{ error_message: '预算修改次数超限' }, { error_message: '其他' }] },
      want: '预算修改次数超限',
    },
    {
      name: 'skipping items without a message',
      answer: { error_list: [{ error_message: '' }, { error_message: '出价过低' }] },
      want: '出价过低',
    },
    {
      name: 'from errors when there is no error_list',
      answer: { errors: [{ ids: [1], message: '广告不存在' }] },
      want: '广告不存在',
    },
    {
      name: 'a generic text for a bare error',
      answer: { errors: [{ ids: [1] }] },
      want: '更新失败',
    },
    { name: 'nothing for a success', answer: { error_list: [], errors: null }, want: undefined },
  ])('$name', ({ answer, want }) => {
    expect(firstErrorMessage(answer)).toBe(want);
  });
});

describe('rowErrors and rowsToRetry (spec 001 §4: only failing rows are retried)', () => {
  const answer = {
    errors: [
      { ids: [11, '12'], error_message: '预算低于已消耗' },
      { ids: ['12', 13], message: '出价超出范围' },
    ],
  };

  it('maps each failed id to its first message', () => {
    expect([...rowErrors(answer)]).toEqual([
      ['11', '预算低于已消耗'],
      ['12', '预算低于已消耗'],
      ['13', '出价超出范围'],
    ]);
  });

  it('retries the failed rows only, in their order', () => {
    const rows = [{ id: '10' }, { id: '11' }, { id: '13' }, { id: '14' }];
    expect(rowsToRetry(rows, (row) => row.id, rowErrors(answer))).toEqual([
      { id: '11' },
      { id: '13' },
    ]);
    expect(rowsToRetry(rows, (row) => row.id, new Set(['14']))).toEqual([{ id: '14' }]);
  });

  it('finds no failed row in a success', () => {
    expect(rowErrors({}).size).toBe(0);
  });
});
