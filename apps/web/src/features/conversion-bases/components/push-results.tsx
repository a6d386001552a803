import type { BasePushRow, BasePushStatus } from '@toufang/contracts';
import type { BasePushDefinition, BasePushObject } from '@toufang/domain';
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag, type ValueMap } from '../../../components/value-tag';

export const PUSH_STATUS: ValueMap<BasePushStatus> = {
  pushing: { text: '推送中', color: 'processing' },
  succeeded: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
};

const dash = (v: string | null) => v ?? '—';

/** The column of one object the medium's push makes, as its definition names it. */
const objectColumn = (o: BasePushObject): TableColumnsType<BasePushRow>[number] =>
  o.key === 'events'
    ? {
        title: o.label,
        key: 'events',
        render: (_, r) => (r.events.length > 0 ? r.events.map((e) => e.name).join('、') : '—'),
      }
    : {
        title: `${o.label}ID`,
        dataIndex: o.key === 'asset' ? 'asset_id' : 'track_url_group_id',
        render: dash,
      };

const columnsOf = (definition: BasePushDefinition): TableColumnsType<BasePushRow> => [
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
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status: BasePushStatus) => <ValueTag map={PUSH_STATUS} value={status} />,
  },
  ...definition.objects.map(objectColumn),
  {
    title: '说明',
    key: 'note',
    render: (_, r) =>
      r.error_message ? (
        <Typography.Text type={r.status === 'failed' ? 'danger' : 'secondary'}>
          {r.error_message}
        </Typography.Text>
      ) : r.pushed_at ? (
        `${formatDateTime(r.pushed_at)} 推送${r.pushed_by ? `（${r.pushed_by}）` : ''}`
      ) : (
        '—'
      ),
  },
];

/** What each account holds of a base on the medium (`convert/read`). */
export function PushResults({
  rows,
  loading,
  definition,
}: {
  rows: BasePushRow[];
  loading?: boolean;
  definition: BasePushDefinition;
}) {
  const columns = useMemo(() => columnsOf(definition), [definition]);
  return (
    <Table<BasePushRow>
      size="small"
      rowKey="advertiser_id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: '尚未推送到任何账户' }}
    />
  );
}
