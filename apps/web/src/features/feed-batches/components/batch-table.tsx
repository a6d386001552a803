import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssetBatchRow, AvatarBatchRow, TaskStatus } from '@toufang/contracts';
import { App, Button, Flex, Progress, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Key } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { ValueTag } from '../../../components/value-tag';
import { FEED_BATCH_KEYS, listBatches, retryBatch, type BatchKind, type BatchRows } from '../api';
import {
  APP_TYPE_LABEL,
  BATCH_STATUS,
  formatBytes,
  formatEta,
  isFinished,
  MINI_PROGRAM_TYPE_LABEL,
  progressStatus,
  progressText,
} from '../batch-labels';
import { usePolledPage } from '../hooks/use-polled-page';
import { BatchItems } from './batch-items';

const POLL_MS = 2_000;

function assetContent(row: AssetBatchRow) {
  const { asset } = row;
  const detail =
    asset.kind === 'app'
      ? `${APP_TYPE_LABEL[asset.app_type]} · ${asset.package_name}`
      : `${MINI_PROGRAM_TYPE_LABEL[asset.mini_program_type]} · ${asset.mini_program_id} · 资产ID ${asset.instance_id}`;
  return (
    <Flex vertical>
      <Typography.Text strong>{asset.name}</Typography.Text>
      <Typography.Text type="secondary">{detail}</Typography.Text>
    </Flex>
  );
}

function avatarContent(row: AvatarBatchRow) {
  const { image } = row;
  return (
    <Flex vertical>
      <Typography.Text strong>{image.filename}</Typography.Text>
      <Typography.Text type="secondary">
        {image.width}×{image.height} · {formatBytes(image.size)}
      </Typography.Text>
    </Flex>
  );
}

export interface BatchTableProps<K extends BatchKind> {
  kind: K;
  /** 我的任务: only the user's own batches. */
  mine: boolean;
  status?: TaskStatus;
  /** The user may retry failed items (auth:transfer). */
  canRetry: boolean;
  expandedKeys: Key[];
  onExpandedChange: (keys: Key[]) => void;
}

/**
 * Batches of one kind, newest first: progress bars that move while a batch runs (the list reloads
 * itself until every shown batch ended), per-account results when a row is opened, 重试失败项.
 */
export function BatchTable<K extends BatchKind>({
  kind,
  mine,
  status,
  canRetry,
  expandedKeys,
  onExpandedChange,
}: BatchTableProps<K>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = usePolledPage<BatchRows[K]>({
    queryKey: FEED_BATCH_KEYS.batches(kind),
    fetchPage: (params, signal) => listBatches(kind, params, signal),
    filters: { mine: mine ? 1 : 0, status },
    pollMs: (rows) => (rows.some((r) => !isFinished(r.status)) ? POLL_MS : false),
  });
  const retry = useMutation({
    mutationFn: (batchId: number) => retryBatch(kind, batchId),
    onSuccess: async (result, batchId) => {
      message.success(`已重新提交 ${result.retried} 个失败的账户`);
      onExpandedChange([...new Set([...expandedKeys, batchId])]);
      await queryClient.invalidateQueries({ queryKey: FEED_BATCH_KEYS.all });
    },
  });

  const columns: TableColumnsType<BatchRows[K]> = [
    {
      title: kind === 'asset' ? '资产' : '头像图片',
      key: 'content',
      render: (_, row) =>
        kind === 'asset'
          ? assetContent(row as AssetBatchRow)
          : avatarContent(row as AvatarBatchRow),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 96,
      render: (value: TaskStatus) => <ValueTag map={BATCH_STATUS} value={value} />,
    },
    {
      title: '进度',
      key: 'progress',
      width: 280,
      render: (_, row) => {
        const eta = isFinished(row.status) ? null : formatEta(row.progress.eta_seconds);
        return (
          <Flex vertical>
            <Progress
              percent={row.progress.percent}
              size="small"
              status={progressStatus(row.status, row.progress)}
              aria-label="任务进度"
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {progressText(row.progress)}
              {eta ? ` · 预计剩余${eta}` : ''}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      title: '创建人',
      dataIndex: 'created_by_name',
      width: 110,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 170,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: '完成时间',
      dataIndex: 'finished_at',
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      fixed: 'right',
      render: (_, row) =>
        canRetry && isFinished(row.status) && row.progress.counts.failed > 0 ? (
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={retry.isPending && retry.variables === row.id}
            onClick={() => retry.mutate(row.id)}
          >
            重试失败项
          </Button>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <PagedTable<BatchRows[K]>
      rowKey="id"
      columns={columns}
      query={query}
      scroll={{ x: 'max-content' }}
      emptyText={mine ? '您还没有创建过任务' : '暂无任务'}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedChange([...keys]),
        expandedRowRender: (row) => (
          <BatchItems kind={kind} batchId={row.id} running={!isFinished(row.status)} />
        ),
      }}
    />
  );
}
