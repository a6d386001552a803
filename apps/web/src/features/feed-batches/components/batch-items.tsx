import type { AssetItemRow, AvatarItemRow, TaskItemStatus } from '@toufang/contracts';
import { Flex, Radio, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { ValueTag } from '../../../components/value-tag';
import { FEED_BATCH_KEYS, listBatchItems, type BatchKind, type ItemRows } from '../api';
import { AVATAR_REVIEW, ITEM_STATUS } from '../batch-labels';
import { usePolledPage } from '../hooks/use-polled-page';

const POLL_MS = 2_000;
/** Reviews take minutes on the medium. */
const REVIEW_POLL_MS = 15_000;

type StatusFilter = 'all' | Extract<TaskItemStatus, 'failed' | 'succeeded'>;

const isOpen = (status: TaskItemStatus) =>
  status === 'pending' || status === 'running' || status === 'unknown';

function assetResult(row: AssetItemRow): ReactNode {
  if (row.status !== 'succeeded') return '-';
  return (
    <Space size={4} wrap>
      <Typography.Text copyable={row.asset_id ? { text: row.asset_id } : false}>
        资产ID {row.asset_id ?? '-'}
      </Typography.Text>
      {row.existing ? (
        <Typography.Text type="secondary">（账户中已有，未重复创建）</Typography.Text>
      ) : null}
    </Space>
  );
}

function avatarResult(row: AvatarItemRow): ReactNode {
  if (row.status !== 'succeeded') return '-';
  if (!row.review) {
    return (
      <Typography.Text type="secondary">
        审核状态读取失败：{row.review_error ?? '-'}
      </Typography.Text>
    );
  }
  const { review } = row;
  const ours = review.image_in_review === row.image_id || review.image_in_use === row.image_id;
  return (
    <Space size={4} wrap>
      <ValueTag map={AVATAR_REVIEW} value={review.status} />
      {review.status === 'denied' && review.reason ? (
        <Typography.Text type="danger">{review.reason}</Typography.Text>
      ) : null}
      {!ours && review.status !== 'denied' ? (
        <Typography.Text type="secondary">（当前头像已是其他图片）</Typography.Text>
      ) : null}
    </Space>
  );
}

export interface BatchItemsProps {
  kind: BatchKind;
  batchId: number;
  /** The batch is still running: the items are reloaded until it ends. */
  running: boolean;
}

/** The accounts of one batch with how each went (状态, 结果, 失败原因). */
export function BatchItems<K extends BatchKind>({
  kind,
  batchId,
  running,
}: BatchItemsProps & { kind: K }) {
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = usePolledPage<ItemRows[K]>({
    queryKey: FEED_BATCH_KEYS.items(kind, batchId),
    fetchPage: (params, signal) => listBatchItems(kind, params, signal),
    filters: { batch_id: batchId, status: status === 'all' ? undefined : status },
    pollMs: (rows) => {
      if (running || rows.some((r) => isOpen(r.status))) return POLL_MS;
      const reviewing = rows.some((r) => 'review' in r && r.review?.status === 'reviewing');
      return reviewing ? REVIEW_POLL_MS : false;
    },
  });

  const columns: TableColumnsType<ItemRows[K]> = [
    {
      title: '账户',
      key: 'account',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.advertiser_name ?? '（账户已不在授权列表中）'}</Typography.Text>
          <Typography.Text type="secondary">{row.advertiser_id}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: TaskItemStatus) => <ValueTag map={ITEM_STATUS} value={value} />,
    },
    {
      title: kind === 'asset' ? '结果' : '头像审核',
      key: 'result',
      render: (_, row) =>
        kind === 'asset' ? assetResult(row as AssetItemRow) : avatarResult(row as AvatarItemRow),
    },
    {
      title: '失败原因',
      key: 'error',
      render: (_, row) =>
        row.error_message ? (
          <Typography.Text type={row.status === 'failed' ? 'danger' : 'warning'}>
            {row.error_code ? `${row.error_message}（${row.error_code}）` : row.error_message}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { title: '尝试次数', dataIndex: 'attempts', width: 90 },
    {
      title: '完成时间',
      dataIndex: 'finished_at',
      width: 170,
      render: (value: string | null) => formatDateTime(value),
    },
  ];

  return (
    <div style={{ padding: '4px 0' }}>
      <Radio.Group
        size="small"
        optionType="button"
        value={status}
        onChange={(event) => setStatus(event.target.value as StatusFilter)}
        options={[
          { value: 'all', label: '全部' },
          { value: 'failed', label: '失败' },
          { value: 'succeeded', label: '成功' },
        ]}
        style={{ marginBottom: 8 }}
      />
      <PagedTable<ItemRows[K]>
        size="small"
        rowKey="id"
        columns={columns}
        query={query}
        emptyText={status === 'all' ? '暂无明细' : '没有符合条件的账户'}
      />
    </div>
  );
}
