import type { StarOrderRow, StarOrderStatus } from '@toufang/contracts';
import { Select, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag } from '../../../components/value-tag';
import { KS_STAR_KEY, listStarOrders } from '../api';
import { STAR_ORDER_STATUS, STAR_ORDER_STATUS_OPTIONS, formatYuan } from '../star-values';
import { StarAccountSelect } from './star-account-select';
import { StarPageFrame } from './star-page-frame';
import { useStarAccount } from './use-star-account';

/** The detail page of an order, keeping the account in the address. */
export const starOrderPath = (advertiserId: string, orderId: string): string =>
  `/landing/ksstar/order/${orderId}?advertiser_id=${advertiserId}`;

function columns(advertiserId: string): TableColumnsType<StarOrderRow> {
  const detail = (row: StarOrderRow) => starOrderPath(advertiserId, row.order_id);
  return [
    {
      title: '补单ID',
      dataIndex: 'order_id',
      width: 140,
      render: (v: string, row) => <Link to={detail(row)}>{v}</Link>,
    },
    {
      title: '聚星任务',
      key: 'task',
      width: 260,
      render: (_, row) => (
        <div>
          <div>{row.task_name}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            任务ID {row.task_id}
          </Typography.Text>
        </div>
      ),
    },
    { title: '达人', dataIndex: 'author_name', width: 140 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 110,
      render: (v: StarOrderStatus) => <ValueTag map={STAR_ORDER_STATUS} value={v} />,
    },
    { title: '视频数', dataIndex: 'video_num', align: 'right', width: 80 },
    { title: '金额', dataIndex: 'amount', align: 'right', render: formatYuan },
    { title: '创建时间', dataIndex: 'create_time', width: 170, render: formatDateTime },
    { title: '更新时间', dataIndex: 'update_time', width: 170, render: formatDateTime },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 70,
      render: (_, row) => <Link to={detail(row)}>详情</Link>,
    },
  ];
}

function OrderTable({ advertiserId }: { advertiserId: string }) {
  const [params] = useSearchParams();
  const [status, setStatus] = useState<StarOrderStatus>();
  const [taskId, setTaskId] = useState(params.get('task_id') ?? '');
  const task = useDebouncedValue(taskId.trim());
  const badTask = task !== '' && !/^\d{1,20}$/.test(task);
  const query = usePagedQuery<StarOrderRow>({
    queryKey: [...KS_STAR_KEY, 'orders'],
    fetchPage: listStarOrders,
    filters: { advertiser_id: advertiserId, status, task_id: badTask ? undefined : task },
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchInput
              aria-label="任务ID"
              placeholder="任务ID"
              width={200}
              status={badTask ? 'error' : undefined}
              value={taskId}
              onChange={setTaskId}
            />
            <Select
              allowClear
              aria-label="补单状态"
              placeholder="全部状态"
              style={{ width: 140 }}
              value={status}
              onChange={setStatus}
              options={STAR_ORDER_STATUS_OPTIONS}
            />
            {badTask ? <Typography.Text type="danger">任务ID应为数字</Typography.Text> : null}
          </>
        }
      />
      <PagedTable<StarOrderRow>
        rowKey="order_id"
        columns={columns(advertiserId)}
        query={query}
        scroll={{ x: 1300 }}
        emptyText="没有符合条件的补单"
      />
    </>
  );
}

/** 聚星补单 `/landing/ksstar/order` (spec 002 §2, ability `kuaishou:boost:supplement_order_list`). */
export function StarOrders() {
  const account = useStarAccount();
  return (
    <StarPageFrame
      title="聚星补单"
      account={account}
      extra={account.accounts.length > 0 ? <StarAccountSelect state={account} /> : null}
    >
      {(advertiserId) => <OrderTable advertiserId={advertiserId} />}
    </StarPageFrame>
  );
}
