import type { RouteNode, TopMenuMerge } from '@toufang/contracts';
import { findRoute } from '@toufang/domain';
import type { MenuItem } from '@toufang/domain';

/** Where the current path sits in the menus: what is highlighted, and what the sidebar lists. */
export interface MenuLocation {
  /** Keys to highlight: the top-menu item (merge key or group path) and every route on the way. */
  selectedKeys: string[];
  /** Groups on the way to the page, for the sidebar's open submenus. */
  openKeys: string[];
  /** The menu tree of the current top-level group (spec 000 §2 sidebar). */
  sideItems: MenuItem[];
  /** No sidebar on home pages, public pages, or where the group lists nothing. */
  hideSidebar: boolean;
}

const NOWHERE: MenuLocation = { selectedKeys: [], openKeys: [], sideItems: [], hideSidebar: true };

export function locateInMenu(
  routes: readonly RouteNode[],
  menu: readonly MenuItem[],
  merges: readonly TopMenuMerge[],
  pathname: string,
): MenuLocation {
  const match = findRoute(routes, pathname);
  if (match === undefined) return NOWHERE;
  const chain = [...match.ancestors, match.node];
  const top = chain[0] ?? match.node;
  const merge = merges.find((candidate) => candidate.groups.includes(top.path));
  const sideItems = menu.find((item) => item.path === top.path)?.children ?? [];
  const hideSidebar =
    sideItems.length === 0 ||
    chain.some((node) => node.hideSidebar === true || node.public === true);
  return {
    selectedKeys: [...(merge === undefined ? [] : [merge.key]), ...chain.map((node) => node.path)],
    openKeys: match.ancestors.map((node) => node.path),
    sideItems,
    hideSidebar,
  };
}
