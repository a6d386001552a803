import type { RouteNode } from '@toufang/contracts';
import { routeAccess } from '../../app/route-access';

/**
 * The landing-page lists the dashboard's landing panel drills into, the first the user may open:
 * 建站 (every page, the builder's) or 其他落地页 (the published ones).
 */
const LANDING_LISTS = ['/landing/nonStream', '/landing/land/others'] as const;

/** The list the user may open, or undefined when neither. */
export function landingListPath(
  routes: readonly RouteNode[],
  privileges: readonly string[],
): string | undefined {
  return LANDING_LISTS.find((path) => routeAccess(routes, path, privileges) === 'allowed');
}

/** The list narrowed to one page by its name (`?keyword=`, which both lists read). */
export const landingPageLink = (list: string, name: string): string =>
  `${list}?${new URLSearchParams({ keyword: name }).toString()}`;
