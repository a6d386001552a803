import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  assertKnownIds,
  distinctIds,
  editDropsOwnAdmin,
  missingIds,
  reassignDropsOwnAdmin,
  unknownIdsProblem,
  unknownIdsProblems,
} from './admin-rules';

describe('distinctIds and missingIds', () => {
  it('keeps the first occurrence of each id in request order', () => {
    expect(distinctIds([3, 1, 3, 2, 1])).toEqual([3, 1, 2]);
  });

  it.each([
    { requested: [], found: [], missing: [] },
    { requested: [1, 2, 3], found: [3, 1, 2], missing: [] },
    { requested: [5, 1, 9, 5], found: [1], missing: [5, 9] },
    { requested: [4], found: [], missing: [4] },
  ])('reports $missing missing from $requested', ({ requested, found, missing }) => {
    expect(missingIds(requested, found)).toEqual(missing);
  });

  it('names the field, the entity and every unknown id', () => {
    expect(unknownIdsProblem('role_ids', '角色', [7, 9])).toBe('role_ids：角色 7、9 不存在');
  });
});

describe('unknownIdsProblems and assertKnownIds', () => {
  const references = [
    { field: 'dept_id', entity: '部门', requested: [4], found: [] },
    { field: 'role_ids', entity: '角色', requested: [1, 2], found: [1, 2] },
    { field: 'game_ids', entity: '游戏', requested: [8, 5, 6], found: [6] },
  ];

  it('lists one line per reference with unknown ids, in the order given', () => {
    expect(unknownIdsProblems(references)).toEqual([
      'dept_id：部门 4 不存在',
      'game_ids：游戏 8、5 不存在',
    ]);
  });

  it('rejects with every problem at once', () => {
    let thrown: unknown;
    try {
      assertKnownIds(references);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).key).toBe('VALIDATION_FAILED');
    expect((thrown as AppError).details).toEqual(unknownIdsProblems(references));
  });

  it('passes when every id exists', () => {
    expect(() => assertKnownIds([references[1]!])).not.toThrow();
    expect(() => assertKnownIds([])).not.toThrow();
  });
});

describe('editDropsOwnAdmin', () => {
  const base = { actorId: 1, userId: 1, adminRoleId: 10, rolesBefore: [10, 20] };
  it.each([
    { case: 'own admin role removed', change: { rolesAfter: [20] }, drops: true },
    { case: 'own admin role kept', change: { rolesAfter: [10] }, drops: false },
    { case: 'another user demoted', change: { userId: 2, rolesAfter: [] }, drops: false },
    { case: 'actor was never admin', change: { rolesBefore: [20], rolesAfter: [] }, drops: false },
  ])('$case → $drops', ({ change, drops }) => {
    expect(editDropsOwnAdmin({ ...base, ...change })).toBe(drops);
  });
});

describe('reassignDropsOwnAdmin', () => {
  const base = { actorId: 1, isAdminRole: true, holdersBefore: [1, 2] };
  it.each([
    { case: 'actor left out of admin', change: { holdersAfter: [2] }, drops: true },
    { case: 'actor kept in admin', change: { holdersAfter: [1] }, drops: false },
    { case: 'another role', change: { isAdminRole: false, holdersAfter: [] }, drops: false },
    {
      case: 'actor was not a holder',
      change: { holdersBefore: [2], holdersAfter: [] },
      drops: false,
    },
  ])('$case → $drops', ({ change, drops }) => {
    expect(reassignDropsOwnAdmin({ ...base, ...change })).toBe(drops);
  });
});
