import { NO_GROUP_ID } from '@toufang/contracts';
import type { AbilityGroupRow, AbilityRow } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkState,
  filterSections,
  knownSelection,
  matchesAbility,
  replaceInSection,
  sectionAbilities,
  toggleAll,
} from './ability-selection';

const groups: AbilityGroupRow[] = [
  { id: 0, name: '未分组', sort: 0, ability_count: 2 },
  { id: 2, name: '投放操作', sort: 2, ability_count: 1 },
  { id: 1, name: '系统管理', sort: 1, ability_count: 2 },
  { id: 3, name: '空分组', sort: 3, ability_count: 0 },
];
const ability = (id: number, key: string, name: string, groupId: number | null): AbilityRow => ({
  id,
  key,
  name,
  group_id: groupId,
  group_name: null,
});
const abilities = [
  ability(10, 'user:roles', '用户与角色管理', 1),
  ability(11, 'user:ability:groups', '权限管理', 1),
  ability(12, 'campaign:update', '修改项目', 2),
  ability(13, 'material:list', '素材库', null),
  ability(14, 'ad:update', '修改预算', 99),
];

describe('sectionAbilities', () => {
  it('follows the group list order, puts ungrouped last and drops empty groups', () => {
    const sections = sectionAbilities(groups, abilities);
    expect(sections.map((s) => [s.id, s.abilities.map((a) => a.id)])).toEqual([
      [2, [12]],
      [1, [10, 11]],
      [NO_GROUP_ID, [13, 14]],
    ]);
  });

  it('names the ungrouped block even when the list has no pseudo group', () => {
    const sections = sectionAbilities(groups.slice(1), abilities);
    expect(sections.at(-1)?.name).toBe('未分组');
  });
});

describe('matchesAbility', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['USER:', true],
    ['角色', true],
    ['campaign', false],
  ])('search %j → %s', (search, expected) => {
    expect(matchesAbility(abilities[0] ?? ability(0, '', '', null), search)).toBe(expected);
  });

  it('drops sections with no match', () => {
    const sections = filterSections(sectionAbilities(groups, abilities), 'update');
    expect(sections.map((s) => [s.id, s.abilities.map((a) => a.id)])).toEqual([
      [2, [12]],
      [NO_GROUP_ID, [14]],
    ]);
  });
});

describe('checkState', () => {
  it.each([
    [[], { checked: false, indeterminate: false }],
    [[1, 2], { checked: true, indeterminate: false }],
    [[1, 5], { checked: false, indeterminate: true }],
    [[5, 6], { checked: false, indeterminate: false }],
  ])('for %j', (ids, expected) => {
    expect(checkState(ids, new Set([1, 2, 3]))).toEqual(expected);
  });
});

describe('toggleAll and replaceInSection', () => {
  it('selects a whole block without touching other blocks', () => {
    expect([...toggleAll(new Set([1]), [2, 3], true)].sort()).toEqual([1, 2, 3]);
  });

  it('clears a whole block without touching other blocks', () => {
    expect([...toggleAll(new Set([1, 2, 3]), [2, 3], false)]).toEqual([1]);
  });

  it('replaces the choices of one block', () => {
    expect([...replaceInSection(new Set([1, 2, 3]), [2, 3, 4], [4])].sort()).toEqual([1, 4]);
  });
});

describe('knownSelection', () => {
  it('ignores ids of abilities that no longer exist', () => {
    expect([...knownSelection([10, 12, 999], abilities)]).toEqual([10, 12]);
  });
});
