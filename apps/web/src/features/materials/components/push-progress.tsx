import { useQuery } from '@tanstack/react-query';
import type {
  MaterialPushItemRequest,
  MaterialPushItemResult,
  MediumKey,
  TaskItemRow,
} from '@toufang/contracts';
import { MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Alert, Flex, Progress, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ValueTag } from '../../../components/value-tag';
import {
  formatEta,
  isFinished,
  ITEM_STATUS,
  progressStatus,
  progressText,
} from '../../feed-batches';
import { getPushTask, listPushItems, PUSH_KEYS } from '../push-api';

const POLL_MS = 1000;

const requestOf = (row: TaskItemRow) => row.request as MaterialPushItemRequest;
const resultOf = (row: TaskItemRow) => row.result as MaterialPushItemResult | null;

const COLUMNS: TableColumnsType<TaskItemRow> = [
  { title: '素材', key: 'file', ellipsis: true, render: (_, row) => requestOf(row).name },
  {
    title: '媒体',
    dataIndex: 'medium',
    width: 96,
    render: (medium: MediumKey) => MATERIAL_MEDIUM_NAMES[medium],
  },
  { title: '账户ID', dataIndex: 'advertiser_id', width: 170 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 84,
    render: (status: TaskItemRow['status']) => <ValueTag map={ITEM_STATUS} value={status} />,
  },
  {
    title: '媒体素材ID / 失败原因',
    key: 'outcome',
    render: (_, row) => {
      const result = resultOf(row);
      if (row.status === 'failed') {
        return <Typography.Text type="danger">{row.error_message ?? '推送失败'}</Typography.Text>;
      }
      if (!result) return <Typography.Text type="secondary">-</Typography.Text>;
      return (
        <Space size={4} wrap>
          <Typography.Text copyable>{result.media_file_id}</Typography.Text>
          {result.reused && <Tag>账户中已有</Tag>}
          {!result.ready && <Tag color="processing">媒体处理中</Tag>}
        </Space>
      );
    },
  },
];

export interface PushProgressProps {
  taskId: number;
}

/** A push while it runs and after: the task's progress and each (file, account)'s outcome. */
export function PushProgress({ taskId }: PushProgressProps) {
  const task = useQuery({
    queryKey: PUSH_KEYS.task(taskId),
    queryFn: ({ signal }) => getPushTask(taskId, signal),
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data.status) ? false : POLL_MS),
  });
  const running = !task.data || !isFinished(task.data.status);
  const items = useQuery({
    queryKey: PUSH_KEYS.items(taskId),
    queryFn: ({ signal }) => listPushItems(taskId, signal),
    refetchInterval: running ? POLL_MS : false,
  });
  if (task.isError || items.isError) {
    return <Alert type="error" showIcon message="推送进度读取失败，请稍后在推送记录中查看结果" />;
  }
  const progress = task.data?.progress;
  const eta = running ? formatEta(progress?.eta_seconds ?? null) : null;
  return (
    <Flex vertical gap={12}>
      <div>
        <Progress
          percent={progress?.percent ?? 0}
          status={task.data ? progressStatus(task.data.status, task.data.progress) : 'active'}
        />
        <Typography.Text type="secondary">
          {progress ? progressText(progress) : '读取中…'}
          {eta ? ` · 预计还需${eta}` : ''}
        </Typography.Text>
      </div>
      <Table<TaskItemRow>
        rowKey="id"
        size="small"
        columns={COLUMNS}
        dataSource={items.data?.list ?? []}
        loading={items.isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: '读取中…' }}
        aria-label="推送结果"
      />
    </Flex>
  );
}
