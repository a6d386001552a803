import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreationConfigRow, TaskStatus } from '@toufang/contracts';
import { TASK_STATUSES } from '@toufang/contracts';
import { App, Button, Card, Flex, Progress, Select, Table, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag } from '../../../components/value-tag';
import { usePagedQuery } from '../../../components/use-paged-query';
import {
  BATCH_STATUS,
  formatEta,
  isFinished,
  progressStatus,
  progressText,
} from '../../feed-batches';
import { cancelTask, creationKey, listConfigs, listCreators, retryTask } from '../api';
import type { WizardDefinition } from '../wizard/wizard-definition';
import { configProgress } from './config-progress';
import { TaskItemsDrawer } from './task-items-drawer';

const POLL_MS = 3000;
type Scope = 'mine' | 'all';

/**
 * 批量任务 of one medium (spec 002 §7 task/configs, task/list, users): the submitted drafts with
 * their status, counts and progress; drill into the items, retry the failed ones, cancel what has
 * not started, open the created objects on the delivery screen, start a new batch from one.
 */
export function CreationTaskPage({ definition }: { definition: WizardDefinition }) {
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [scope, setScope] = useState<Scope>('mine');
  const [status, setStatus] = useState<TaskStatus>();
  const [creator, setCreator] = useState<number>();
  const openTask = Number(params.get('task')) || undefined;

  const creators = useQuery({
    queryKey: creationKey(definition.medium, 'users'),
    queryFn: ({ signal }) => listCreators(definition.medium, signal),
    enabled: scope === 'all',
  });
  const query = usePagedQuery<CreationConfigRow>({
    queryKey: creationKey(definition.medium, 'configs'),
    fetchPage: (p, signal) => listConfigs(definition.medium, p, signal),
    filters: { scope, status, created_by: scope === 'all' ? creator : undefined },
    refetchInterval: (page) =>
      page?.list.some((row) => !isFinished(row.status)) ? POLL_MS : false,
  });
  const refresh = () =>
    client.invalidateQueries({ queryKey: creationKey(definition.medium, 'configs') });

  const retry = useMutation({
    mutationFn: (row: CreationConfigRow) => retryTask(definition.medium, row.task_id),
    onSuccess: async (answer) => {
      void message.success(`已重新提交 ${answer.retried} 个失败项`);
      await refresh();
    },
  });
  const cancel = (row: CreationConfigRow) =>
    modal.confirm({
      title: `取消任务「${row.title}」？`,
      content: '尚未开始的项将被取消，正在创建的项会继续完成。',
      okText: '取消任务',
      okButtonProps: { danger: true },
      cancelText: '不取消',
      onOk: async () => {
        const answer = await cancelTask(definition.medium, row.task_id);
        void message.success(`已取消 ${answer.cancelled} 项`);
        await refresh();
      },
    });
  const show = (taskId: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (taskId === undefined) next.delete('task');
        else next.set('task', String(taskId));
        return next;
      },
      { replace: true },
    );

  const columns: TableColumnsType<CreationConfigRow> = [
    {
      title: '任务',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => show(row.task_id)}>
          {title || `任务 ${row.task_id}`}
        </Button>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (value: TaskStatus) => <ValueTag map={BATCH_STATUS} value={value} />,
    },
    {
      title: '进度',
      key: 'progress',
      width: 300,
      render: (_, row) => {
        const progress = configProgress(row);
        const eta = isFinished(row.status) ? null : formatEta(row.eta_seconds);
        return (
          <Flex vertical>
            <Progress
              size="small"
              percent={row.percent}
              status={progressStatus(row.status, progress)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {progressText(progress)}
              {eta ? ` · 剩余${eta}` : ''}
            </Typography.Text>
          </Flex>
        );
      },
    },
    { title: '上级对象', dataIndex: 'parents', width: 90 },
    { title: '创建人', dataIndex: 'created_by_name', width: 100 },
    { title: '提交时间', dataIndex: 'created_at', width: 170, render: formatDateTime },
    { title: '完成时间', dataIndex: 'finished_at', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      width: 300,
      render: (_, row) => (
        <Flex gap={4} wrap>
          <Button size="small" type="link" onClick={() => show(row.task_id)}>
            明细
          </Button>
          {row.counts.failed > 0 && isFinished(row.status) ? (
            <Button
              size="small"
              type="link"
              loading={retry.isPending && retry.variables.task_id === row.task_id}
              onClick={() => retry.mutate(row)}
            >
              重试失败项
            </Button>
          ) : null}
          {!isFinished(row.status) ? (
            <Button size="small" type="link" danger onClick={() => cancel(row)}>
              取消
            </Button>
          ) : null}
          {row.counts.succeeded > 0 ? (
            <Button
              size="small"
              type="link"
              onClick={() => navigate(definition.deliveryPath(row.task_id))}
            >
              查看创建的对象
            </Button>
          ) : null}
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`${definition.path}/${row.task_id}`)}
          >
            复制为新任务
          </Button>
        </Flex>
      ),
    },
  ];

  const shown = query.rows.find((row) => row.task_id === openTask);
  return (
    <Card
      variant="borderless"
      title="批量任务"
      extra={
        <Button type="primary" onClick={() => navigate(`${definition.path}/0`)}>
          {definition.title}
        </Button>
      }
    >
      <Tabs
        activeKey={scope}
        onChange={(key) => setScope(key as Scope)}
        items={[
          { key: 'mine', label: '我的任务' },
          { key: 'all', label: '全部任务' },
        ]}
      />
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select<TaskStatus>
          allowClear
          placeholder="状态"
          aria-label="任务状态"
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={TASK_STATUSES.map((value) => ({ value, label: BATCH_STATUS[value].text }))}
        />
        {scope === 'all' ? (
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="创建人"
            aria-label="创建人"
            style={{ width: 160 }}
            value={creator}
            onChange={setCreator}
            loading={creators.isLoading}
            options={(creators.data?.list ?? []).map((user) => ({
              value: user.id,
              label: user.name,
            }))}
          />
        ) : null}
        <Button onClick={() => query.refetch()}>刷新</Button>
      </Flex>
      <Table<CreationConfigRow>
        rowKey="config_id"
        size="middle"
        columns={columns}
        dataSource={query.rows}
        loading={query.isLoading}
        locale={{ emptyText: query.isError ? '任务加载失败' : '还没有批量任务' }}
        pagination={{
          current: query.page,
          pageSize: query.perPage,
          total: query.total,
          showTotal: (total) => `共 ${total} 条`,
          onChange: query.changePage,
        }}
      />
      {openTask !== undefined ? (
        <TaskItemsDrawer
          definition={definition}
          taskId={openTask}
          config={shown}
          onClose={() => show(undefined)}
          onChanged={refresh}
        />
      ) : null}
    </Card>
  );
}
