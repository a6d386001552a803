import { describe, expect, it } from 'vitest';
import { groupOrderProblems, sortPositions } from './group-order';

describe('groupOrderProblems', () => {
  const existing = [1, 2, 3];

  it('accepts any permutation of the existing groups', () => {
    expect(groupOrderProblems([3, 1, 2], existing)).toEqual([]);
  });

  it.each([
    { requested: [1, 2, 3, 3], problems: ['ids：分组 3 重复'] },
    { requested: [1, 2, 3, 9], problems: ['ids：分组 9 不存在'] },
    { requested: [2, 1], problems: ['ids：缺少分组 3'] },
    {
      requested: [2, 2, 8],
      problems: ['ids：分组 2 重复', 'ids：分组 8 不存在', 'ids：缺少分组 1、3'],
    },
  ])('lists every problem of $requested', ({ requested, problems }) => {
    expect(groupOrderProblems(requested, existing)).toEqual(problems);
  });
});

describe('sortPositions', () => {
  it('gives each group its 1-based position', () => {
    expect(sortPositions([7, 3, 5])).toEqual([
      { id: 7, sort: 1 },
      { id: 3, sort: 2 },
      { id: 5, sort: 3 },
    ]);
  });
});
