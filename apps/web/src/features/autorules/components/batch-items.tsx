import type { AutoruleItemOutcome, AutoruleItemRow, TaskItemStatus } from '@toufang/contracts';
import { OUTCOME_LABELS, type AutoruleMedium } from '@toufang/domain';
import { Link } from 'react-router';
import { Flex, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { AUTORULE_KEYS, listItems } from '../api';
import { deliveryLink } from '../delivery-links';
import { OutcomeTag, SnapshotText } from './decision-cells';

const WRITE_LABELS: Record<TaskItemStatus, { text: string; color: string }> = {
  pending: { text: '排队中', color: 'default' },
  running: { text: '执行中', color: 'processing' },
  succeeded: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已取消', color: 'default' },
  unknown: { text: '确认中', color: 'warning' },
};

/** 今日暂停: when the object is switched on again, and how that went. */
function ResumeText({ row }: { row: AutoruleItemRow }) {
  const status = row.resume_task_item_status;
  const text = row.resume_note
    ? `未恢复：${row.resume_note}`
    : status
      ? `恢复投放：${WRITE_LABELS[status].text}`
      : `待 ${formatDateTime(row.resume_at)} 恢复投放`;
  return (
    <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
      {text}
    </Typography.Text>
  );
}

/** 复制优胜广告: each copy's name, its id on the medium (to the delivery screen) and write. */
function CopiesText({ row, medium }: { row: AutoruleItemRow; medium: AutoruleMedium }) {
  return (
    <Flex vertical gap={2}>
      {row.copies.map((c) => (
        <Flex key={c.name} vertical>
          <Typography.Text ellipsis style={{ maxWidth: 200, fontSize: 12 }}>
            {c.name}
          </Typography.Text>
          {c.object_id ? (
            <Link
              to={deliveryLink(medium, row.advertiser_id)}
              aria-label={`查看复制 ${c.object_id}`}
            >
              {c.object_id}
            </Link>
          ) : (
            <Typography.Text
              type={c.status === 'failed' ? 'danger' : 'secondary'}
              style={{ fontSize: 12 }}
            >
              {WRITE_LABELS[c.status].text}
              {c.error_message ? `：${c.error_message}` : ''}
            </Typography.Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

const columnsOf = (medium: AutoruleMedium): TableColumnsType<AutoruleItemRow> => [
  {
    title: '对象',
    key: 'object',
    width: 210,
    render: (_, r) => (
      <Flex vertical>
        <Typography.Text ellipsis style={{ maxWidth: 200 }}>
          {r.object_name || '-'}
        </Typography.Text>
        <Typography.Text type="secondary" copyable>
          {r.object_id}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          账户 {r.advertiser_id}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '判断',
    dataIndex: 'outcome',
    width: 90,
    render: (o: AutoruleItemOutcome) => <OutcomeTag outcome={o} />,
  },
  {
    title: '变更',
    key: 'change',
    width: 170,
    render: (_, r) => (r.before && r.after ? `${r.before} → ${r.after}` : '-'),
  },
  {
    title: '执行结果',
    key: 'write',
    width: 220,
    render: (_, r) => {
      if (!r.task_item_status) return '-';
      const label = WRITE_LABELS[r.task_item_status];
      return (
        <Flex vertical>
          <Tag color={label.color} style={{ alignSelf: 'flex-start' }}>
            {label.text}
          </Tag>
          {r.error_message && <Typography.Text type="danger">{r.error_message}</Typography.Text>}
          {r.created_task_id !== null && (
            <Typography.Text type="secondary">创建任务 #{r.created_task_id}</Typography.Text>
          )}
          {r.resume_at && <ResumeText row={r} />}
          {r.copies.length > 0 && <CopiesText row={r} medium={medium} />}
        </Flex>
      );
    },
  },
  { title: '原因', dataIndex: 'reason' },
  {
    title: '判断时的数据',
    key: 'snapshot',
    width: 200,
    render: (_, r) => <SnapshotText snapshot={r.snapshot} />,
  },
];

/** One run's items (`GET /autorule/task/list`): each object's snapshot, decision and write. */
export function BatchItems({
  medium,
  batchId,
  objectId,
}: {
  medium: AutoruleMedium;
  batchId: number;
  objectId?: string;
}) {
  const [outcome, setOutcome] = useState<AutoruleItemOutcome | undefined>();
  const [search, setSearch] = useState(objectId ?? '');
  const query = usePagedQuery<AutoruleItemRow>({
    queryKey: AUTORULE_KEYS.items(batchId),
    fetchPage: (params, signal) => listItems({ ...params, batch_id: batchId }, signal),
    filters: { outcome, object_id: useDebouncedValue(search) },
    refetchInterval: (page) =>
      page?.list.some((i) => i.task_item_status === 'pending' || i.task_item_status === 'running')
        ? 2000
        : false,
  });
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Select
          allowClear
          placeholder="判断结果"
          aria-label="判断结果"
          style={{ width: 140 }}
          value={outcome}
          onChange={setOutcome}
          options={Object.entries(OUTCOME_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <SearchInput placeholder="对象ID" value={search} onChange={setSearch} width={200} />
      </Flex>
      <PagedTable<AutoruleItemRow>
        rowKey="id"
        size="small"
        columns={columnsOf(medium)}
        query={query}
        scroll={{ x: 1100 }}
        emptyText="本次执行没有检查到对象"
      />
    </Flex>
  );
}
