import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoruleRow, AutoruleStatus } from '@toufang/contracts';
import type { AutoruleMedium } from '@toufang/domain';
import { App, Button, Flex, Popconfirm, Select, Space, Switch, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { RowActionButton } from '../../../components/row-action-button';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { AUTORULE_KEYS, deleteRule, listRules, setRuleStatus, submitRule } from '../api';
import { OwnerSelect } from './owner-select';
import { RuleEditor } from './rule-editor';

/** The rules of a medium: sentence, status, owner, last run; edit, run now, delete. */
export function RuleList({
  medium,
  onShowRuns,
}: {
  medium: AutoruleMedium;
  /** Opens the run history of a rule. */
  onShowRuns: (ruleId: number) => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [uid, setUid] = useState<number | undefined>();
  const [status, setStatus] = useState<AutoruleStatus | undefined>();
  const [editing, setEditing] = useState<AutoruleRow | 'new' | null>(null);
  const query = usePagedQuery<AutoruleRow>({
    queryKey: AUTORULE_KEYS.rules(medium),
    fetchPage: (params, signal) => listRules({ ...params, platform: medium }, signal),
    filters: { keyword: useDebouncedValue(keyword), uid, status },
  });
  const refresh = () => client.invalidateQueries({ queryKey: AUTORULE_KEYS.all });
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      setRuleStatus(id, on ? 'enabled' : 'disabled'),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: deleteRule,
    onSuccess: async () => {
      await refresh();
      void message.success('规则已删除');
    },
  });
  const run = useMutation({
    mutationFn: submitRule,
    onSuccess: async (result, ruleId) => {
      await refresh();
      void message.success(
        `已执行：检查 ${result.checked} 个对象，满足条件 ${result.matched} 个，执行 ${result.acted} 个`,
      );
      onShowRuns(ruleId);
    },
  });

  const columns: TableColumnsType<AutoruleRow> = [
    { title: '规则名称', dataIndex: ['rule', 'name'], width: 160 },
    {
      title: '规则说明',
      dataIndex: 'summary',
      render: (summary: string, row) => (
        <Flex vertical gap={4}>
          <Typography.Paragraph
            style={{ margin: 0 }}
            ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
          >
            {summary}
          </Typography.Paragraph>
          {row.conflicts.map((c) => (
            <Typography.Text key={c.rule_id} type="warning" style={{ fontSize: 12 }}>
              ⚠ {c.message}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (s: AutoruleStatus, row) => (
        <Switch
          checked={s === 'enabled'}
          checkedChildren="启用"
          unCheckedChildren="停用"
          aria-label={`启用规则${row.rule.name}`}
          loading={toggle.isPending && toggle.variables.id === row.id}
          onChange={(on) => toggle.mutate({ id: row.id, on })}
        />
      ),
    },
    { title: '负责人', dataIndex: 'owner_name', width: 110 },
    { title: '上次执行', dataIndex: 'last_run_at', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 230,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <RowActionButton onClick={() => setEditing(row)}>编辑</RowActionButton>
          <Popconfirm
            title="立即执行该规则？"
            description="满足条件的对象会立即被修改"
            okText="执行"
            cancelText="取消"
            onConfirm={() => run.mutateAsync(row.id)}
          >
            <RowActionButton loading={run.isPending && run.variables === row.id}>
              立即执行
            </RowActionButton>
          </Popconfirm>
          <RowActionButton onClick={() => onShowRuns(row.id)}>执行记录</RowActionButton>
          <Popconfirm
            title="确认删除该规则？"
            description="规则的执行记录一并删除，已做的修改不会撤销"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove.mutateAsync(row.id)}
          >
            <RowActionButton danger>删除</RowActionButton>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListToolbar
        filters={
          <Space wrap>
            <SearchInput placeholder="规则名称" value={keyword} onChange={setKeyword} width={200} />
            <OwnerSelect medium={medium} value={uid} onChange={setUid} />
            <Select
              allowClear
              placeholder="状态"
              aria-label="规则状态"
              style={{ width: 100 }}
              value={status}
              onChange={setStatus}
              options={[
                { value: 'enabled', label: '启用' },
                { value: 'disabled', label: '停用' },
              ]}
            />
          </Space>
        }
        actions={
          <Tooltip title="按条件自动暂停、启用或调整预算和出价">
            <Button type="primary" onClick={() => setEditing('new')}>
              新建规则
            </Button>
          </Tooltip>
        }
      />
      <PagedTable<AutoruleRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1200 }}
        emptyText="暂无规则，点击「新建规则」让系统按条件自动处理广告"
      />
      {editing && (
        <RuleEditor
          medium={medium}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
