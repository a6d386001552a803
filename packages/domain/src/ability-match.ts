/**
 * Ability checks of the web app (spec 000 §5). Menu gating is a convenience: the server checks the
 * exact ability on every call (ARCHITECTURE §5), so these rules may be generous.
 */

/**
 * A specific-ability check: true when any ability the user holds ends with `key` (spec 000 §5).
 * An empty key asks for nothing in particular and grants nothing.
 */
export function hasAbilityEndingWith(userAbilities: readonly string[], key: string): boolean {
  if (key === '') return false;
  return userAbilities.some((ability) => ability.endsWith(key));
}

/**
 * Menu visibility of one route (spec 000 §5): every ability the route lists must be contained, as a
 * substring, in some ability the user holds. A route listing no ability is never shown in a menu.
 */
export function routeAllowed(
  routeAbilities: readonly string[] | undefined,
  userAbilities: readonly string[],
): boolean {
  if (routeAbilities === undefined || routeAbilities.length === 0) return false;
  return routeAbilities.every((needed) => userAbilities.some((held) => held.includes(needed)));
}
