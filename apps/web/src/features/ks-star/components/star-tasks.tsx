import { KS_STAR_ABILITIES, type StarTaskRow, type StarTaskStatus } from '@toufang/contracts';
import { formatCompact, hasAbilityEndingWith } from '@toufang/domain';
import { Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag } from '../../../components/value-tag';
import { useSessionStore } from '../../../stores/session-store';
import { KS_STAR_KEY, listStarTasks } from '../api';
import { STAR_TASK_STATUS, STAR_TASK_STATUS_OPTIONS, formatYuan } from '../star-values';
import { StarAccountSelect } from './star-account-select';
import { StarPageFrame } from './star-page-frame';
import { useStarAccount } from './use-star-account';

/** How often a shown page is read again: tasks move on by themselves. */
const REFRESH_MS = 60_000;

function columns(advertiserId: string, canSeeOrders: boolean): TableColumnsType<StarTaskRow> {
  return [
    { title: '任务ID', dataIndex: 'task_id', width: 130 },
    { title: '任务名称', dataIndex: 'task_name', width: 240, ellipsis: true },
    { title: '达人', dataIndex: 'author_name', width: 140 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (v: StarTaskStatus) => <ValueTag map={STAR_TASK_STATUS} value={v} />,
    },
    { title: '预算', dataIndex: 'budget', align: 'right', render: formatYuan },
    { title: '已消耗', dataIndex: 'cost', align: 'right', render: formatYuan },
    {
      title: '播放量',
      dataIndex: 'play_num',
      align: 'right',
      render: (v: number) => formatCompact(v, 1),
    },
    { title: '创建时间', dataIndex: 'create_time', width: 170, render: formatDateTime },
    { title: '上线时间', dataIndex: 'launch_time', width: 170, render: formatDateTime },
    { title: '结束时间', dataIndex: 'end_time', width: 170, render: formatDateTime },
    ...(canSeeOrders
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 90,
            render: (_: unknown, row: StarTaskRow) => (
              <Link
                to={`/landing/ksstar/order?${new URLSearchParams({
                  advertiser_id: advertiserId,
                  task_id: row.task_id,
                }).toString()}`}
              >
                查看补单
              </Link>
            ),
          },
        ]
      : []),
  ];
}

function TaskTable({ advertiserId }: { advertiserId: string }) {
  const privileges = useSessionStore((state) => state.privileges);
  const [status, setStatus] = useState<StarTaskStatus>();
  const [name, setName] = useState('');
  const query = usePagedQuery<StarTaskRow>({
    queryKey: [...KS_STAR_KEY, 'tasks'],
    fetchPage: listStarTasks,
    filters: { advertiser_id: advertiserId, status, task_name: useDebouncedValue(name) },
    refetchInterval: () => REFRESH_MS,
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchInput
              aria-label="任务名称"
              placeholder="任务名称"
              width={220}
              value={name}
              onChange={setName}
            />
            <Select
              allowClear
              aria-label="任务状态"
              placeholder="全部状态"
              style={{ width: 140 }}
              value={status}
              onChange={setStatus}
              options={STAR_TASK_STATUS_OPTIONS}
            />
          </>
        }
      />
      <PagedTable<StarTaskRow>
        rowKey="task_id"
        columns={columns(advertiserId, hasAbilityEndingWith(privileges, KS_STAR_ABILITIES.orders))}
        query={query}
        scroll={{ x: 1600 }}
        emptyText="没有符合条件的聚星任务"
      />
    </>
  );
}

/** 聚星任务 `/landing/ksstar/taskks` (spec 002 §2, §4; ability `kuaishou:boost:task_list`). */
export function StarTasks() {
  const account = useStarAccount();
  return (
    <StarPageFrame
      title="聚星任务"
      account={account}
      extra={account.accounts.length > 0 ? <StarAccountSelect state={account} /> : null}
    >
      {(advertiserId) => <TaskTable advertiserId={advertiserId} />}
    </StarPageFrame>
  );
}
