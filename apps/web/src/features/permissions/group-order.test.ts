import { NO_GROUP_ID } from '@toufang/contracts';
import type { AbilityGroupRow } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { applyOrder, displayOrder, moveGroup, sortIds } from './group-order';

const group = (id: number, name: string, sort = id): AbilityGroupRow => ({
  id,
  name,
  sort,
  ability_count: 1,
});
const ungrouped = group(NO_GROUP_ID, '未分组', 0);
const groups = [group(1, 'A'), ungrouped, group(2, 'B'), group(3, 'C')];

describe('displayOrder', () => {
  it('keeps real groups in server order and puts the pseudo group last', () => {
    expect(displayOrder(groups).map((g) => g.id)).toEqual([1, 2, 3, NO_GROUP_ID]);
  });
});

describe('moveGroup', () => {
  it.each([
    [1, 3, [2, 3, 1]],
    [3, 1, [3, 1, 2]],
    [2, 3, [1, 3, 2]],
  ])('moves group %i onto %i', (active, over, expected) => {
    expect(moveGroup(groups, active, over)?.map((g) => g.id)).toEqual(expected);
  });

  it.each([
    ['dropped on itself', 2, 2],
    ['dropped outside the list', 2, null],
    ['dropped on the pseudo group', 1, NO_GROUP_ID],
    ['the pseudo group dragged', NO_GROUP_ID, 1],
    ['an unknown group', 9, 1],
  ])('moves nothing when %s', (_label, active, over) => {
    expect(moveGroup(groups, active, over)).toBeNull();
  });
});

describe('sortIds', () => {
  it('lists every real group and never the pseudo group', () => {
    expect(sortIds(groups)).toEqual([1, 2, 3]);
  });
});

describe('applyOrder', () => {
  it('renumbers sort from 1 and keeps the pseudo group last', () => {
    const ordered = moveGroup(groups, 3, 1) ?? [];
    expect(applyOrder(groups, ordered).map((g) => [g.id, g.sort])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
      [NO_GROUP_ID, 0],
    ]);
  });
});
