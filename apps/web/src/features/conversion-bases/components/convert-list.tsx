import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConvertListItem } from '@toufang/contracts';
import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { ValueTag } from '../../../components/value-tag';
import { convertListKey, fetchConvertList } from '../api';
import { PUSH_STATUS } from './push-results';

const PER_PAGE = 20;

const COLUMNS: TableColumnsType<ConvertListItem> = [
  {
    title: '账户',
    key: 'account',
    render: (_, r) => (
      <>
        <div>{r.advertiser_name ?? '—'}</div>
        <Typography.Text type="secondary">{r.advertiser_id}</Typography.Text>
      </>
    ),
  },
  {
    title: '转化事件',
    key: 'event',
    render: (_, r) => (
      <>
        <div>{r.label}</div>
        <Typography.Text type="secondary">{r.event_type}</Typography.Text>
      </>
    ),
  },
  { title: '媒体转化ID', dataIndex: 'media_event_id' },
  {
    title: '回传',
    dataIndex: 'enabled',
    width: 90,
    render: (enabled: boolean) => (enabled ? <Tag color="success">回传中</Tag> : <Tag>已停止</Tag>),
  },
  {
    title: '推送状态',
    dataIndex: 'push_status',
    width: 100,
    render: (status: ConvertListItem['push_status']) => (
      <ValueTag map={PUSH_STATUS} value={status} />
    ),
  },
];

/** 已创建的转化 (`/convert/convertlist`): the conversions the base's pushes made, per account and event. */
export function ConvertList({ baseId }: { baseId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: convertListKey(baseId, page),
    queryFn: ({ signal }) => fetchConvertList(baseId, page, PER_PAGE, signal),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.page_info.total_number ?? 0;
  return (
    <Table<ConvertListItem>
      size="small"
      rowKey={(r) => `${r.advertiser_id}-${r.event_type}`}
      columns={COLUMNS}
      dataSource={list.data?.list ?? []}
      loading={list.isFetching}
      pagination={
        total > PER_PAGE
          ? { current: page, pageSize: PER_PAGE, total, showSizeChanger: false, onChange: setPage }
          : false
      }
      locale={{ emptyText: list.isError ? '转化列表加载失败' : '推送后在这里列出各账户创建的转化' }}
    />
  );
}
