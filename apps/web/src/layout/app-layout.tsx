import { ROUTE_TABLE, TOP_MENU_MERGES } from '@toufang/contracts';
import { Layout } from 'antd';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMenu } from '../app/use-menu';
import { TokenExpiryDialog } from '../features/auth';
import { AppHeader } from './app-header';
import { AppSider } from './app-sider';
import { locateInMenu } from './menu-location';
import { SignedInProviders } from './signed-in-providers';

/** The shell of every signed-in page (spec 000 §2): top menu, group sidebar, content. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { menu, topMenu } = useMenu();
  const where = useMemo(
    () => locateInMenu(ROUTE_TABLE, menu, TOP_MENU_MERGES, pathname),
    [menu, pathname],
  );
  return (
    <SignedInProviders>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader
          topMenu={topMenu}
          selectedKeys={where.selectedKeys}
          hasSider={!where.hideSidebar}
        />
        <Layout hasSider={!where.hideSidebar}>
          {where.hideSidebar ? null : (
            <AppSider
              items={where.sideItems}
              selectedKeys={where.selectedKeys}
              openKeys={where.openKeys}
            />
          )}
          <Layout.Content style={{ padding: 16, minWidth: 0 }}>
            <Outlet />
          </Layout.Content>
        </Layout>
        <TokenExpiryDialog />
      </Layout>
    </SignedInProviders>
  );
}
