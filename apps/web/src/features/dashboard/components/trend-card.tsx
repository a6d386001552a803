import type { DashboardOverview } from '@toufang/contracts';
import { Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FIGURES, formatFigure, trendOption, type FigureKey } from '../chart-options';
import { EChart } from './echart';

const OPTIONS = (Object.keys(FIGURES) as FigureKey[]).map((key) => ({
  value: key,
  label: FIGURES[key].label,
}));

/** The range's figures by day, one figure at a time, with the range's totals above. */
export function TrendCard({ overview }: { overview: DashboardOverview }) {
  const [key, setKey] = useState<FigureKey>('cost');
  const option = useMemo(() => trendOption(overview.trend, key), [overview.trend, key]);
  const empty = overview.trend.every((d) => d.cost === 0 && d.conversions === 0);
  return (
    <Card
      size="small"
      title="每日趋势"
      extra={<Segmented size="small" options={OPTIONS} value={key} onChange={setKey} />}
    >
      <Flex gap={24} wrap style={{ marginBottom: 8 }}>
        {OPTIONS.map(({ value, label }) => (
          <Typography.Text key={value} type="secondary">
            {label}合计{' '}
            <Typography.Text strong>{formatFigure(value, overview.totals)}</Typography.Text>
          </Typography.Text>
        ))}
      </Flex>
      {empty ? (
        <Empty description="所选日期内没有投放数据" style={{ padding: 48 }} />
      ) : (
        <EChart option={option} height={280} label={`每日${FIGURES[key].label}趋势图`} />
      )}
    </Card>
  );
}
