import { useMutation } from '@tanstack/react-query';
import type { RoleRow } from '@toufang/contracts';
import { Alert, App, Button, Drawer, Empty, Flex, Skeleton, Space, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import {
  filterSections,
  knownSelection,
  replaceInSection,
  sectionAbilities,
} from '../ability-selection';
import { setRoleAbilities } from '../api';
import { useAbilities, useAbilityGroups, useRefreshRoles } from '../hooks/use-permission-data';
import { holdsAllAbilities } from '../role-rules';
import { AbilitySectionBlock } from './ability-section-block';

export interface RoleAbilitiesDrawerProps {
  open: boolean;
  role: RoleRow | null;
  onClose: () => void;
}

/** 分配权限: the role's abilities as checkboxes grouped by ability group; saving replaces them. */
export function RoleAbilitiesDrawer({ open, role, onClose }: RoleAbilitiesDrawerProps) {
  return (
    <Drawer
      open={open}
      title={role === null ? '分配权限' : `分配权限：${role.title}`}
      size={720}
      onClose={onClose}
      destroyOnHidden
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      {role === null ? null : <RoleAbilitiesEditor key={role.id} role={role} onClose={onClose} />}
    </Drawer>
  );
}

function RoleAbilitiesEditor({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const divider = `1px solid ${token.colorSplit}`;
  // Readable here: the page itself requires user:ability:groups (spec 000 §2 /privilige).
  const groupsQuery = useAbilityGroups();
  const abilitiesQuery = useAbilities();
  const refresh = useRefreshRoles();
  const [search, setSearch] = useState('');
  // Null until the first change: the role's own abilities, once the ability list has loaded.
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const locked = holdsAllAbilities(role);

  const abilities = useMemo(() => abilitiesQuery.data ?? [], [abilitiesQuery.data]);
  const sections = useMemo(
    () => sectionAbilities(groupsQuery.data ?? [], abilities),
    [groupsQuery.data, abilities],
  );
  const visible = useMemo(() => filterSections(sections, search), [sections, search]);
  const selected = useMemo(() => {
    if (locked) return new Set(abilities.map((ability) => ability.id));
    return edited ?? knownSelection(role.ability_ids, abilities);
  }, [locked, abilities, edited, role.ability_ids]);

  const save = useMutation({
    mutationFn: () =>
      setRoleAbilities(
        role.id,
        [...selected].sort((a, b) => a - b),
      ),
    onSuccess: async () => {
      void message.success('权限已保存');
      await refresh();
      onClose();
    },
  });

  const loading = groupsQuery.isLoading || abilitiesQuery.isLoading;

  return (
    <>
      <div style={{ padding: '12px 24px', borderBottom: divider }}>
        {locked ? (
          <Alert
            type="info"
            showIcon
            title="超级管理员始终拥有全部权限"
            description="该角色的权限由系统维护，无需分配，也不能取消。"
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <Flex justify="space-between" align="center" gap={12}>
          <SearchInput
            placeholder="按权限标识或名称搜索"
            value={search}
            onChange={setSearch}
            width={280}
          />
          <Typography.Text type="secondary">
            已选 <Typography.Text strong>{selected.size}</Typography.Text> / {abilities.length} 项
          </Typography.Text>
        </Flex>
      </div>
      <div style={{ flex: 1, overflow: 'auto', padding: '12px 24px' }}>
        {loading ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : visible.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search.trim() ? '没有匹配的权限' : '暂无权限'}
          />
        ) : (
          visible.map((section) => (
            <AbilitySectionBlock
              key={section.id}
              section={section}
              selected={selected}
              disabled={locked}
              onChange={(ids, chosen) => setEdited(replaceInSection(selected, ids, chosen))}
            />
          ))
        )}
      </div>
      <Flex justify="flex-end" style={{ padding: '10px 24px', borderTop: divider }}>
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            disabled={locked || loading}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            保存
          </Button>
        </Space>
      </Flex>
    </>
  );
}
