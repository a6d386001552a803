import { describe, expect, it } from 'vitest';
import { permissionTabs } from './permission-abilities';

describe('permissionTabs', () => {
  it.each([
    [['user:ability:groups', 'user:roles'], { groups: true, roles: true }],
    [['user:roles'], { groups: false, roles: true }],
    [['admin:user:ability:groups'], { groups: true, roles: false }],
    [['user:roles:view', 'user'], { groups: false, roles: false }],
  ])('abilities %j', (privileges, expected) => {
    expect(permissionTabs(privileges)).toEqual(expected);
  });
});
