import type { MenuItem } from '@toufang/domain';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { useMemo, useState } from 'react';
import { isSidebarCollapsed, useSidebarStore } from '../stores/sidebar-store';
import { HEADER_HEIGHT } from './header-height';
import { toMenuItems } from './menu-items';

/**
 * spec 000 §2: the current group's menu tree; collapsible, closed automatically below 992 px
 * (antd breakpoint `lg`), the user's choice remembered.
 */
export function AppSider({
  items,
  selectedKeys,
  openKeys,
}: {
  items: readonly MenuItem[];
  selectedKeys: string[];
  openKeys: string[];
}) {
  const collapsed = useSidebarStore(isSidebarCollapsed);
  const setNarrow = useSidebarStore((state) => state.setNarrow);
  const menuItems = useMemo(() => toMenuItems(items), [items]);
  const [open, setOpen] = useState<string[]>(openKeys);
  const openKey = openKeys.join('|');
  const [seenOpenKey, setSeenOpenKey] = useState(openKey);

  // Navigating into another submenu opens it; submenus the user opened stay open.
  if (openKey !== seenOpenKey) {
    setSeenOpenKey(openKey);
    setOpen((current) => [...new Set([...current, ...openKeys])]);
  }

  return (
    <Layout.Sider
      theme="light"
      width={208}
      collapsedWidth={0}
      collapsed={collapsed}
      // The toggle sits in the header (SiderToggle) so no trigger tab overlaps the page.
      trigger={null}
      breakpoint="lg"
      onBreakpoint={setNarrow}
      style={{
        position: 'sticky',
        top: HEADER_HEIGHT,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        borderInlineEnd: collapsed ? undefined : '1px solid #f0f0f0',
      }}
    >
      <div style={{ height: '100%', overflowY: 'auto' }}>
        <Menu
          mode="inline"
          items={menuItems}
          selectedKeys={selectedKeys}
          openKeys={open}
          onOpenChange={setOpen}
          style={{ borderInlineEnd: 0 }}
        />
      </div>
    </Layout.Sider>
  );
}

/** Opens and closes the sidebar; shown in the header only where a sidebar exists. */
export function SiderToggle() {
  const collapsed = useSidebarStore(isSidebarCollapsed);
  const toggle = useSidebarStore((state) => state.toggle);
  const Icon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Button
      type="text"
      aria-label={collapsed ? '展开侧边栏' : '收起侧边栏'}
      icon={<Icon style={{ color: '#fff', fontSize: 16 }} />}
      onClick={toggle}
    />
  );
}
