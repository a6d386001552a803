import { Card, Result, Tabs } from 'antd';
import type { TabsProps } from 'antd';
import { useSessionStore } from '../../../stores/session-store';
import { AbilityGroupsTab } from '../components/ability-groups-tab';
import { RolesTab } from '../components/roles-tab';
import { permissionTabs } from '../permission-abilities';

/** 权限管理 (`/privilige`): ability groups and roles, each tab shown only to holders of its ability. */
export function PermissionsPage() {
  const privileges = useSessionStore((state) => state.privileges);
  const allowed = permissionTabs(privileges);
  const items: TabsProps['items'] = [];
  if (allowed.groups)
    items.push({ key: 'groups', label: '权限分组', children: <AbilityGroupsTab /> });
  if (allowed.roles) items.push({ key: 'roles', label: '角色管理', children: <RolesTab /> });

  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      {items.length === 0 ? (
        <Result status="403" title="无权访问" subTitle="需要权限分组或角色管理权限" />
      ) : (
        <Tabs items={items} />
      )}
    </Card>
  );
}
