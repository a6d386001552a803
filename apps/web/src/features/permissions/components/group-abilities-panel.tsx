import { useMutation } from '@tanstack/react-query';
import type { AbilityGroupRow, AbilityRow } from '@toufang/contracts';
import { App, Button, Card, Empty, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import type { CSSProperties, Key } from 'react';
import { BatchActionBar } from '../../../components/batch-action-bar';
import { SearchInput } from '../../../components/search-input';
import { NO_GROUP_NAME, matchesAbility } from '../ability-selection';
import { moveAbilitiesToGroup } from '../api';
import { useRefreshAbilities } from '../hooks/use-permission-data';

export interface GroupAbilitiesPanelProps {
  group: AbilityGroupRow;
  /** Every group in display order, as move targets. */
  groups: AbilityGroupRow[];
  /** The abilities listed under `group`. */
  abilities: AbilityRow[];
  loading: boolean;
}

const MONO: CSSProperties = {
  fontFamily: "SFMono-Regular, Consolas, 'Liberation Mono', Menlo, monospace",
  fontSize: 12,
};

const columns: TableColumnsType<AbilityRow> = [
  {
    title: '权限标识',
    dataIndex: 'key',
    width: '42%',
    render: (key: string) => (
      <Typography.Text copyable={{ text: key, tooltips: ['复制', '已复制'] }} style={MONO}>
        {key}
      </Typography.Text>
    ),
  },
  { title: '名称', dataIndex: 'name', ellipsis: true },
  {
    title: '所属分组',
    dataIndex: 'group_name',
    width: 140,
    render: (name: string | null) =>
      name ? <Tag color="blue">{name}</Tag> : <Tag>{NO_GROUP_NAME}</Tag>,
  },
];

/** The abilities of one group: search, select and move them to another group. */
export function GroupAbilitiesPanel({
  group,
  groups,
  abilities,
  loading,
}: GroupAbilitiesPanelProps) {
  const { message } = App.useApp();
  const refresh = useRefreshAbilities();
  const [search, setSearch] = useState('');
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [target, setTarget] = useState<number | undefined>(undefined);

  const rows = useMemo(
    () => abilities.filter((ability) => matchesAbility(ability, search)),
    [abilities, search],
  );
  const targets = groups
    .filter((candidate) => candidate.id !== group.id)
    .map((candidate) => ({ value: candidate.id, label: candidate.name }));

  const move = useMutation({
    mutationFn: ({ groupId, ids }: { groupId: number; ids: number[] }) =>
      moveAbilitiesToGroup(groupId, ids),
    onSuccess: async (_data, { groupId, ids }) => {
      const name = groups.find((candidate) => candidate.id === groupId)?.name ?? NO_GROUP_NAME;
      void message.success(`已将 ${ids.length} 项权限移动到「${name}」`);
      setSelectedKeys([]);
      setTarget(undefined);
      await refresh();
    },
  });

  return (
    <Card
      title={
        <span>
          {group.name}
          <Typography.Text
            type="secondary"
            style={{ marginInlineStart: 8, fontWeight: 'normal', fontSize: 12 }}
          >
            共 {abilities.length} 项权限
          </Typography.Text>
        </span>
      }
      extra={
        <SearchInput
          placeholder="搜索权限标识或名称"
          value={search}
          onChange={setSearch}
          width={240}
        />
      }
      styles={{ body: { padding: 0 } }}
    >
      <Table<AbilityRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        rowSelection={{
          selectedRowKeys: selectedKeys,
          preserveSelectedRowKeys: true,
          onChange: setSelectedKeys,
        }}
        pagination={{
          defaultPageSize: 20,
          showSizeChanger: true,
          pageSizeOptions: ['20', '50', '100'],
          showTotal: (total) => `共 ${total} 条`,
          style: { marginInline: 16 },
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={search.trim() ? '没有匹配的权限' : '该分组下暂无权限'}
            />
          ),
        }}
      />
      <BatchActionBar count={selectedKeys.length} onClear={() => setSelectedKeys([])}>
        <Select
          placeholder="选择目标分组"
          options={targets}
          value={target}
          onChange={setTarget}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
        />
        <Button
          type="primary"
          disabled={target === undefined}
          loading={move.isPending}
          onClick={() => {
            if (target !== undefined)
              move.mutate({ groupId: target, ids: selectedKeys.map(Number) });
          }}
        >
          移动到分组
        </Button>
      </BatchActionBar>
    </Card>
  );
}
