import { hasAbilityEndingWith } from '@toufang/domain';

/** The abilities of the two tabs (spec 000 §2 /privilige, §6 administration capabilities). */
export const GROUPS_ABILITY = 'user:ability:groups';
export const ROLES_ABILITY = 'user:roles';

/** spec 000 §5: a specific-ability check is true when any held ability ends with the key. */
export function permissionTabs(privileges: readonly string[]) {
  return {
    groups: hasAbilityEndingWith(privileges, GROUPS_ABILITY),
    roles: hasAbilityEndingWith(privileges, ROLES_ABILITY),
  };
}
