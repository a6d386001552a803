import type { BasePushRow, BasePushStatus } from '@toufang/contracts';
import type { BasePushDefinition, BasePushObject } from '@toufang/domain';
import { Button, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag, type ValueMap } from '../../../components/value-tag';
import { OptimizedGoalsModal } from './optimized-goals-modal';

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

const columnsOf = (
  definition: BasePushDefinition,
  showGoals: ((advertiserId: string) => void) | null,
): TableColumnsType<BasePushRow> => [
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
  ...(showGoals
    ? [
        {
          title: '优化目标',
          key: 'goals',
          width: 100,
          render: (_: unknown, r: BasePushRow) =>
            r.status === 'succeeded' ? (
              <Button type="link" size="small" onClick={() => showGoals(r.advertiser_id)}>
                查看
              </Button>
            ) : (
              '—'
            ),
        },
      ]
    : []),
];

/** What each account holds of a base on the medium (`convert/read`). */
export function PushResults({
  rows,
  loading,
  definition,
  baseId,
}: {
  rows: BasePushRow[];
  loading?: boolean;
  definition: BasePushDefinition;
  /** Given where the medium's optimization goals of each account may be opened. */
  baseId?: number;
}) {
  const [goalsOf, setGoalsOf] = useState<string | null>(null);
  const withGoals = definition.optimizedGoals && baseId !== undefined;
  const columns = useMemo(
    () => columnsOf(definition, withGoals ? setGoalsOf : null),
    [definition, withGoals],
  );
  return (
    <>
      {goalsOf !== null && baseId !== undefined && (
        <OptimizedGoalsModal
          baseId={baseId}
          advertiserId={goalsOf}
          onClose={() => setGoalsOf(null)}
        />
      )}
      <Table<BasePushRow>
        size="small"
        rowKey="advertiser_id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: '尚未推送到任何账户' }}
      />
    </>
  );
}
