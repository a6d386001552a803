import type {
  DashboardDimension,
  DashboardOverview,
  DashboardSlice,
  MediumKey,
} from '@toufang/contracts';
import { Card, Empty, Segmented, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { breakdownOption, formatFigure } from '../chart-options';
import { deliveryLink, type DrillFilter } from '../delivery-links';
import { DrillLink } from './drill-link';
import { EChart } from './echart';

const DIMENSIONS: { value: DashboardDimension; label: string }[] = [
  { value: 'medium', label: '媒体' },
  { value: 'game', label: '游戏' },
  { value: 'account', label: '账户' },
  { value: 'designer', label: '设计师' },
  { value: 'operator', label: '授权人' },
];

/**
 * Where a slice drills through to: a medium or an account on its own medium's screen; a game or
 * designer on any screen the user may open; an operator has no filter on the delivery screens.
 */
function drillOf(
  dimension: DashboardDimension,
  slice: DashboardSlice,
  range: { from: string; to: string },
  media: readonly MediumKey[],
): { media: MediumKey[]; filter: DrillFilter } | undefined {
  const own = slice.medium !== null && media.includes(slice.medium) ? [slice.medium] : [];
  switch (dimension) {
    case 'medium':
      return { media: own, filter: range };
    case 'account':
      return { media: own, filter: { ...range, advertiserId: slice.key } };
    case 'game':
      return slice.gad_cfg_game_id === null
        ? undefined
        : { media: [...media], filter: { ...range, gameId: slice.gad_cfg_game_id } };
    case 'designer':
      return slice.key === null
        ? undefined
        : { media: [...media], filter: { ...range, designerId: Number(slice.key) } };
    case 'operator':
      return undefined;
  }
}

export interface BreakdownCardProps {
  overview: DashboardOverview;
  /** The media whose delivery screen the user may open. */
  media: readonly MediumKey[];
}

/** The figures by medium, game, account, designer or operator: the top values by cost. */
export function BreakdownCard({ overview, media }: BreakdownCardProps) {
  const navigate = useNavigate();
  const [dimension, setDimension] = useState<DashboardDimension>('medium');
  const breakdown = overview.breakdowns.find((b) => b.dimension === dimension);
  const slices = useMemo(() => breakdown?.slices ?? [], [breakdown]);
  const option = useMemo(() => breakdownOption(slices), [slices]);
  const range = { from: overview.start_date, to: overview.end_date };
  const drill = (slice: DashboardSlice) => drillOf(dimension, slice, range, media);

  const columns: ColumnsType<DashboardSlice> = [
    {
      title: DIMENSIONS.find((d) => d.value === dimension)?.label,
      dataIndex: 'label',
      ellipsis: true,
    },
    { title: '消耗', align: 'right', render: (_, s) => formatFigure('cost', s) },
    { title: '转化数', align: 'right', render: (_, s) => formatFigure('conversions', s) },
    { title: '转化成本', align: 'right', render: (_, s) => formatFigure('conversion_cost', s) },
    { title: 'ROI', align: 'right', render: (_, s) => formatFigure('roi', s) },
    {
      title: '操作',
      width: 110,
      render: (_, s) => {
        const to = drill(s);
        return to ? <DrillLink media={to.media} filter={to.filter} /> : '-';
      },
    },
  ];

  const onBar = (index: number) => {
    // The chart lists the biggest value on top: its index counts from the smallest.
    const slice = slices[slices.length - 1 - index];
    const to = slice && drill(slice);
    const [medium] = to?.media ?? [];
    if (to && medium) void navigate(deliveryLink(medium, to.filter));
  };

  return (
    <Card
      size="small"
      title="消耗分布"
      extra={
        <Segmented size="small" options={DIMENSIONS} value={dimension} onChange={setDimension} />
      }
    >
      {slices.length === 0 ? (
        <Empty description="所选日期内没有投放数据" style={{ padding: 48 }} />
      ) : (
        <>
          <EChart
            option={option}
            height={Math.max(160, slices.length * 32)}
            label={`按${DIMENSIONS.find((d) => d.value === dimension)?.label}的消耗分布图`}
            onItemClick={onBar}
          />
          <Table<DashboardSlice>
            size="small"
            rowKey={(s) => `${s.medium ?? ''}:${s.key ?? 'none'}`}
            columns={columns}
            dataSource={slices}
            pagination={false}
          />
          {breakdown && breakdown.total > slices.length ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              共 {breakdown.total} 项，按消耗显示前 {slices.length} 项
            </Typography.Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
