import type { DashboardLandingDay } from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import type { ChartOption } from './components/echart';

/** A click rate as the panel prints it: a percentage with two decimals, `-` without views. */
export const formatClickRate = (rate: number | null): string =>
  rate === null ? '-' : `${(rate * 100).toFixed(2)}%`;

/** Views and clicks of our landing pages by day, two lines on one axis. */
export function landingTrendOption(days: readonly DashboardLandingDay[]): ChartOption {
  return {
    grid: { left: 56, right: 24, top: 32, bottom: 32 },
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formatCompact(value) : '-'),
    },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatCompact(value) } },
    series: [
      { name: '访问', type: 'line', smooth: true, data: days.map((d) => d.views) },
      { name: '点击', type: 'line', smooth: true, data: days.map((d) => d.clicks) },
    ],
  };
}
