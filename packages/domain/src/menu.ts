import type { RouteNode, TopMenuMerge } from '@toufang/contracts';
import { routeAllowed } from './ability-match';

/** One entry of the menu tree shown in the top menu and the sidebar. */
export interface MenuItem {
  path: string;
  title: string;
  children?: MenuItem[];
}

/**
 * One item of the top menu: a group of the menu tree, or a merge item gathering several groups
 * (spec 000 §2 "Shell layout"). `path` is absent on merge items: they only open a dropdown.
 */
export interface TopMenuItem {
  key: string;
  title: string;
  path?: string;
  children?: MenuItem[];
}

/** A route matched against a concrete path, with its ancestors (outermost first). */
export interface RouteMatch {
  node: RouteNode;
  ancestors: RouteNode[];
  params: Record<string, string>;
}

function hasParams(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith(':'));
}

function visibleItem(
  node: RouteNode,
  userAbilities: readonly string[],
  isBuilt: (path: string) => boolean,
): MenuItem | undefined {
  if (node.public || node.hidden) return undefined;
  if (node.children !== undefined && node.children.length > 0) {
    // A group shows when it has a visible child and, if it lists abilities itself, they match too.
    if (node.abilities?.length && !routeAllowed(node.abilities, userAbilities)) return undefined;
    const children = buildMenu(node.children, userAbilities, isBuilt);
    return children.length > 0 ? { path: node.path, title: node.title, children } : undefined;
  }
  // A leaf with parameter segments cannot be linked from a menu.
  if (hasParams(node.path) || !isBuilt(node.path)) return undefined;
  if (!routeAllowed(node.abilities, userAbilities)) return undefined;
  return { path: node.path, title: node.title };
}

/**
 * The menu tree a user sees (spec 000 §5): leaves that are not hidden, whose page exists
 * (`isBuilt`) and whose abilities all match; groups without a visible child are dropped; public
 * routes never appear.
 */
export function buildMenu(
  routes: readonly RouteNode[],
  userAbilities: readonly string[],
  isBuilt: (path: string) => boolean,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const node of routes) {
    const item = visibleItem(node, userAbilities, isBuilt);
    if (item !== undefined) items.push(item);
  }
  return items;
}

/**
 * The top menu (spec 000 §2): the visible groups, with each merge's groups gathered under one item
 * placed where the first of them appears. A merge item whose groups are all invisible is dropped.
 */
export function buildTopMenu(
  menu: readonly MenuItem[],
  merges: readonly TopMenuMerge[],
): TopMenuItem[] {
  const top: TopMenuItem[] = [];
  const emitted = new Set<string>();
  for (const item of menu) {
    const merge = merges.find((candidate) => candidate.groups.includes(item.path));
    if (merge === undefined) {
      top.push({ key: item.path, title: item.title, path: item.path, ...childrenOf(item) });
      continue;
    }
    if (emitted.has(merge.key)) continue;
    emitted.add(merge.key);
    const children = menu.filter((group) => merge.groups.includes(group.path));
    top.push({ key: merge.key, title: merge.title, children });
  }
  return top;
}

function childrenOf(item: MenuItem): Pick<TopMenuItem, 'children'> {
  return item.children === undefined ? {} : { children: item.children };
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(actual);
    else if (segment !== actual) return undefined;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function literalCount(pattern: string): number {
  return pattern.split('/').filter((segment) => segment !== '' && !segment.startsWith(':')).length;
}

/**
 * The route a concrete path (no query string) belongs to. Parameter segments (`:name`) match any
 * one segment; when several patterns match, the one with the most literal segments wins.
 */
export function findRoute(routes: readonly RouteNode[], path: string): RouteMatch | undefined {
  let best: RouteMatch | undefined;
  const visit = (nodes: readonly RouteNode[], ancestors: RouteNode[]): void => {
    for (const node of nodes) {
      const params = matchPattern(node.path, path);
      if (
        params !== undefined &&
        (best === undefined || literalCount(node.path) > literalCount(best.node.path))
      ) {
        best = { node, ancestors, params };
      }
      if (node.children !== undefined) visit(node.children, [...ancestors, node]);
    }
  };
  visit(routes, []);
  return best;
}

/** The first page of a menu tree, depth first: where to land after login or on a merge item. */
export function firstAllowedPath(menu: readonly MenuItem[]): string | undefined {
  for (const item of menu) {
    if (item.children === undefined || item.children.length === 0) return item.path;
    const inner = firstAllowedPath(item.children);
    if (inner !== undefined) return inner;
  }
  return undefined;
}
