import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreationConfigRow, CreationItemRow, TaskItemStatus } from '@toufang/contracts';
import { TASK_ITEM_STATUSES } from '@toufang/contracts';
import { App, Button, Drawer, Flex, Progress, Select, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag } from '../../../components/value-tag';
import {
  formatEta,
  isFinished,
  ITEM_STATUS,
  progressStatus,
  progressText,
} from '../../feed-batches';
import { creationKey, fetchTask, listItems, retryTask } from '../api';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { ItemEditModal } from './item-edit-modal';

const POLL_MS = 3000;
const yuan = (value: number | null) => (value === null ? '-' : `${value} 元`);

/** The items of one creation task: each object's outcome with the medium's message. */
export function TaskItemsDrawer({
  definition,
  taskId,
  config,
  onClose,
  onChanged,
}: {
  definition: WizardDefinition;
  taskId: number;
  config: CreationConfigRow | undefined;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [status, setStatus] = useState<TaskItemStatus>();
  const [editing, setEditing] = useState<CreationItemRow>();
  const task = useQuery({
    queryKey: creationKey(definition.medium, 'task', taskId),
    queryFn: ({ signal }) => fetchTask(taskId, signal),
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data.status) ? false : POLL_MS),
  });
  const running = task.data !== undefined && !isFinished(task.data.status);
  const items = usePagedQuery<CreationItemRow>({
    queryKey: creationKey(definition.medium, 'items', taskId),
    fetchPage: (p, signal) => listItems(definition.medium, p, signal),
    filters: { task_id: taskId, status },
    defaultPerPage: 50,
    refetchInterval: () => (running ? POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: () => retryTask(definition.medium, taskId),
    onSuccess: (answer) => {
      void message.success(`已重新提交 ${answer.retried} 个失败项`);
      void task.refetch();
      items.refetch();
      onChanged();
    },
  });

  const progress = task.data?.progress;
  const columns: TableColumnsType<CreationItemRow> = [
    { title: '序号', dataIndex: 'seq', width: 70 },
    { title: '账户', dataIndex: 'advertiser_id', width: 150 },
    { title: '上级名称', dataIndex: 'parent_name', width: 200 },
    { title: '名称', dataIndex: 'name', width: 220 },
    {
      title: '素材',
      key: 'materials',
      width: 180,
      render: (_, row) =>
        [...row.materials, ...(row.media_materials ?? [])].map((m) => m.name).join('、'),
    },
    { title: '标题', key: 'titles', width: 220, render: (_, row) => row.titles.join(' / ') },
    { title: '预算', dataIndex: 'budget', width: 90, render: yuan },
    { title: '出价', dataIndex: 'bid', width: 90, render: yuan },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      fixed: 'right',
      render: (value: TaskItemStatus) => <ValueTag map={ITEM_STATUS} value={value} />,
    },
    {
      title: '结果',
      key: 'result',
      width: 240,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'failed' ? (
          <Typography.Text type="danger">
            {row.error_message ?? '创建失败'}
            {row.error_code ? `（${row.error_code}）` : ''}
          </Typography.Text>
        ) : row.object_id ? (
          <Typography.Text copyable>{row.object_id}</Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, row) =>
        row.status === 'failed' ? (
          <Button size="small" type="link" onClick={() => setEditing(row)}>
            修改
          </Button>
        ) : null,
    },
  ];

  return (
    <Drawer
      open
      width={1100}
      title={config?.title ?? task.data?.title ?? `任务 ${taskId}`}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button
            disabled={!progress || progress.counts.failed === 0 || running}
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            重试失败项
          </Button>
          <Button
            disabled={!progress || progress.counts.succeeded === 0}
            onClick={() => navigate(definition.deliveryPath(taskId))}
          >
            在投放管理中查看
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {task.data && progress ? (
          <Flex vertical>
            <Progress
              percent={progress.percent}
              status={progressStatus(task.data.status, progress)}
              aria-label="任务进度"
            />
            <Typography.Text type="secondary" aria-label="任务统计">
              {progressText(progress)}
              {running && formatEta(progress.eta_seconds)
                ? ` · 剩余${formatEta(progress.eta_seconds)}`
                : ''}
            </Typography.Text>
          </Flex>
        ) : null}
        <Select<TaskItemStatus>
          allowClear
          placeholder="状态"
          aria-label="明细状态"
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={TASK_ITEM_STATUSES.map((value) => ({ value, label: ITEM_STATUS[value].text }))}
        />
        <Table<CreationItemRow>
          rowKey="item_id"
          size="small"
          columns={columns}
          dataSource={items.rows}
          loading={items.isLoading}
          scroll={{ x: 1500 }}
          locale={{ emptyText: items.isError ? '明细加载失败' : '没有明细' }}
          pagination={{
            current: items.page,
            pageSize: items.perPage,
            total: items.total,
            showSizeChanger: false,
            showTotal: (total) => `共 ${total} 项`,
            onChange: items.changePage,
          }}
        />
      </Flex>
      {editing ? (
        <ItemEditModal
          definition={definition}
          taskId={taskId}
          item={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void task.refetch();
            items.refetch();
            onChanged();
          }}
        />
      ) : null}
    </Drawer>
  );
}
