import { ROUTE_TABLE, TOP_MENU_MERGES } from '@toufang/contracts';
import { buildMenu, buildTopMenu } from '@toufang/domain';
import type { MenuItem, TopMenuItem } from '@toufang/domain';
import { useMemo } from 'react';
import { useSessionStore } from '../stores/session-store';
import { isBuilt } from './pages';

/** The user's menu tree and top menu, from the route table, abilities and built pages. */
export function useMenu(): { menu: MenuItem[]; topMenu: TopMenuItem[] } {
  const privileges = useSessionStore((state) => state.privileges);
  return useMemo(() => {
    const menu = buildMenu(ROUTE_TABLE, privileges, isBuilt);
    return { menu, topMenu: buildTopMenu(menu, TOP_MENU_MERGES) };
  }, [privileges]);
}
