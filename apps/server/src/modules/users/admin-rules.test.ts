import { describe, expect, it } from 'vitest';
import {
  distinctIds,
  editDropsOwnAdmin,
  missingIds,
  reassignDropsOwnAdmin,
  unknownIdsProblem,
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
