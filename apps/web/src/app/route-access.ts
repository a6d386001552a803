import type { RouteNode } from '@toufang/contracts';
import { findRoute, routeAllowed } from '@toufang/domain';

export type RouteAccess = 'allowed' | 'forbidden' | 'unknown';

/**
 * Whether a signed-in user may open a path. Every route on the way (group and page) that lists
 * abilities must match them (spec 000 §5); a page listing none (e.g. /userList/userTask) only needs
 * a session — it is reachable by URL though never shown in a menu.
 */
export function routeAccess(
  routes: readonly RouteNode[],
  pathname: string,
  userAbilities: readonly string[],
): RouteAccess {
  const match = findRoute(routes, pathname);
  if (match === undefined) return 'unknown';
  if (match.node.public) return 'allowed';
  const gated = [...match.ancestors, match.node].filter(
    (node) => (node.abilities?.length ?? 0) > 0,
  );
  return gated.every((node) => routeAllowed(node.abilities, userAbilities))
    ? 'allowed'
    : 'forbidden';
}
