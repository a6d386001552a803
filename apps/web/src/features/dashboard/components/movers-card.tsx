import type { DashboardMover, DashboardOverview, MediumKey } from '@toufang/contracts';
import { formatChange, formatCompactYuan, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Card, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DrillLink } from './drill-link';

const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatCompactYuan(cents)}`;
const yuan = (cents: number | null) => (cents === null ? '-' : formatCompactYuan(cents));

/** Accounts whose cost or cost per conversion moved most on the range's last day. */
export function MoversCard({
  overview,
  media,
}: {
  overview: DashboardOverview;
  media: readonly MediumKey[];
}) {
  const day = overview.end_date;
  const link = (m: DashboardMover) => (
    <DrillLink
      media={media.includes(m.medium) ? [m.medium] : []}
      filter={{ from: day, to: day, advertiserId: m.advertiser_id }}
    />
  );
  const account: ColumnsType<DashboardMover>[number] = {
    title: '账户',
    ellipsis: true,
    render: (_, m) => (
      <>
        {m.label}
        <Typography.Text type="secondary" style={{ marginLeft: 6, fontSize: 12 }}>
          {MATERIAL_MEDIUM_NAMES[m.medium]}
        </Typography.Text>
      </>
    ),
  };
  const costColumns: ColumnsType<DashboardMover> = [
    account,
    { title: '前一日消耗', align: 'right', render: (_, m) => yuan(m.previous_cost) },
    { title: '当日消耗', align: 'right', render: (_, m) => yuan(m.cost) },
    {
      title: '变化',
      align: 'right',
      render: (_, m) => (
        <span style={{ color: m.cost_change > 0 ? '#cf1322' : '#389e0d' }}>
          {signed(m.cost_change)}
        </span>
      ),
    },
    { title: '操作', width: 90, render: (_, m) => link(m) },
  ];
  const cpaColumns: ColumnsType<DashboardMover> = [
    account,
    { title: '前一日转化成本', align: 'right', render: (_, m) => yuan(m.previous_conversion_cost) },
    { title: '当日转化成本', align: 'right', render: (_, m) => yuan(m.conversion_cost) },
    {
      title: '变化',
      align: 'right',
      render: (_, m) => (
        <span style={{ color: (m.conversion_cost_change ?? 0) > 0 ? '#cf1322' : '#389e0d' }}>
          {formatChange(m.conversion_cost_change)}
        </span>
      ),
    },
    { title: '操作', width: 90, render: (_, m) => link(m) },
  ];
  const table = (rows: DashboardMover[], columns: ColumnsType<DashboardMover>, empty: string) => (
    <Table<DashboardMover>
      size="small"
      rowKey={(m) => `${m.medium}:${m.advertiser_id}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: empty }}
    />
  );
  return (
    <Card size="small" title={`变化最大的账户（${day} 较前一日）`}>
      <Tabs
        size="small"
        items={[
          {
            key: 'cost',
            label: '消耗变化',
            children: table(overview.movers.cost, costColumns, '没有消耗变化的账户'),
          },
          {
            key: 'conversion_cost',
            label: '转化成本变化',
            children: table(
              overview.movers.conversion_cost,
              cpaColumns,
              '两日都有转化的账户中没有转化成本变化',
            ),
          },
        ]}
      />
    </Card>
  );
}
