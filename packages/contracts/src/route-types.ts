/**
 * The route table of the web app (spec 000 §2) as data. The web app builds its router and menus from
 * it; the server seeds the ability catalog from the abilities it names.
 */
export interface RouteNode {
  /** Absolute hash path, e.g. `/transConfig/launchV3`; parameter segments as `:name`. */
  path: string;
  /** Chinese title, used in menus and the page title ("路由标题 - 游戏广告投放平台"). */
  title: string;
  /** Abilities needed to see the route (spec 000 §5: every one must match by substring). */
  abilities?: readonly string[];
  /** Hidden routes are reachable by URL but never listed in menus. */
  hidden?: boolean;
  /** Where a group path sends the user (e.g. `/project` → `/project/projectTt`). */
  redirect?: string;
  /** Hides the left sidebar on this page (home pages, login). */
  hideSidebar?: boolean;
  /** Public pages need no session (login, 404). */
  public?: boolean;
  children?: readonly RouteNode[];
}

/**
 * A top-level menu entry. `merge` gathers several groups under one top-menu item (spec 000 §2: the
 * three media groups under 媒体投放, other + desktop-game media under 媒体ID).
 */
export interface TopMenuMerge {
  key: string;
  title: string;
  /** Paths of the top-level groups gathered under this item. */
  groups: readonly string[];
}
