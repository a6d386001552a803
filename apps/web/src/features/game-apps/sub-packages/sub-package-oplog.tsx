import { useQuery } from '@tanstack/react-query';
import type { SubPackageOplogItem, TaskStatus } from '@toufang/contracts';
import { Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag } from '../../../components/value-tag';
import { BATCH_STATUS } from '../../feed-batches/batch-labels';
import { listSubPackageOplog, listSubPackageOplogUsers, subPackageOplogKey } from '../api';

const columns: TableColumnsType<SubPackageOplogItem> = [
  { title: '任务ID', dataIndex: 'task_id', width: 90 },
  {
    title: '操作',
    dataIndex: 'kind',
    width: 100,
    render: (kind: SubPackageOplogItem['kind']) => (kind === 'retry' ? '重试失败分包' : '分包'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 110,
    render: (status: TaskStatus) => <ValueTag map={BATCH_STATUS} value={status} />,
  },
  {
    title: '广告ID数',
    key: 'counts',
    width: 200,
    render: (_, row) => `${row.item_count} 个（提交成功 ${row.succeeded}，失败 ${row.failed}）`,
  },
  {
    title: '操作人',
    dataIndex: 'created_by_name',
    width: 120,
    render: (v: string | null) => v ?? '—',
  },
  {
    title: '操作时间',
    dataIndex: 'created_at',
    width: 170,
    render: (v: string) => formatDateTime(v),
  },
];

/** 操作记录: the app's package tasks, filtered by who started them (`sub_package_oplog_user`). */
export function SubPackageOplog({ appId }: { appId: number }) {
  const [userId, setUserId] = useState<number>();
  const users = useQuery({
    queryKey: [...subPackageOplogKey(appId), 'users'],
    queryFn: ({ signal }) => listSubPackageOplogUsers(appId, signal),
  });
  const query = usePagedQuery<SubPackageOplogItem>({
    queryKey: subPackageOplogKey(appId),
    fetchPage: (params, signal) => listSubPackageOplog(appId, params, signal),
    filters: { user_id: userId },
  });
  return (
    <>
      <ListToolbar
        filters={
          <Space>
            <Select
              allowClear
              placeholder="操作人"
              aria-label="操作人"
              style={{ width: 160 }}
              loading={users.isLoading}
              value={userId}
              onChange={setUserId}
              options={(users.data ?? []).map((u) => ({ value: u.user_id, label: u.name }))}
            />
          </Space>
        }
      />
      <PagedTable<SubPackageOplogItem>
        rowKey="task_id"
        columns={columns}
        query={query}
        emptyText="暂无分包记录"
      />
    </>
  );
}
