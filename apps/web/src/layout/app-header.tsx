import { PRODUCT_TITLE } from '@toufang/contracts';
import type { TopMenuItem } from '@toufang/domain';
import { Layout, Menu } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { MonitorBell } from '../features/monitoring/components/monitor-bell';
import { VersionNoticeBell } from '../features/notice';
import { SiderToggle } from './app-sider';
import { HEADER_HEIGHT } from './header-height';
import { toTopMenuItems } from './menu-items';
import { UserMenu } from './user-menu';

export function AppHeader({
  topMenu,
  selectedKeys,
  hasSider,
}: {
  topMenu: readonly TopMenuItem[];
  selectedKeys: string[];
  hasSider: boolean;
}) {
  const items = useMemo(() => toTopMenuItems(topMenu), [topMenu]);
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        height: HEADER_HEIGHT,
        lineHeight: `${HEADER_HEIGHT}px`,
        paddingInline: 16,
      }}
    >
      {hasSider ? <SiderToggle /> : null}
      <Link to="/" style={{ color: '#fff', fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {PRODUCT_TITLE}
      </Link>
      <Menu
        theme="dark"
        mode="horizontal"
        items={items}
        selectedKeys={selectedKeys}
        triggerSubMenuAction="hover"
        style={{ flex: 1, minWidth: 0, lineHeight: `${HEADER_HEIGHT}px` }}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <MonitorBell />
        <VersionNoticeBell />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
