import type { DashboardDay, DashboardFigures, DashboardSlice } from '@toufang/contracts';
import { formatCompact, formatCompactYuan } from '@toufang/domain';
import type { ChartOption } from './components/echart';

/** The figures a chart or card shows, with how each is read and printed. */
export const FIGURES = {
  cost: { label: '消耗', value: (f: DashboardFigures) => f.cost / 100, money: true },
  conversions: { label: '转化数', value: (f: DashboardFigures) => f.conversions, money: false },
  conversion_cost: {
    label: '转化成本',
    value: (f: DashboardFigures) => (f.conversion_cost === null ? null : f.conversion_cost / 100),
    money: true,
  },
  roi: { label: 'ROI', value: (f: DashboardFigures) => f.roi, money: false },
} as const;
export type FigureKey = keyof typeof FIGURES;

/** A figure as a card or tooltip prints it: 万 and 亿 (zh-CN), ROI with two decimals. */
export function formatFigure(key: FigureKey, figures: DashboardFigures): string {
  const value = FIGURES[key].value(figures);
  if (value === null) return '-';
  if (key === 'roi') return value.toFixed(2);
  return FIGURES[key].money ? formatCompactYuan(Math.round(value * 100)) : formatCompact(value);
}

const axisLabel = (key: FigureKey) => ({
  formatter: (value: number) => (key === 'roi' ? value.toFixed(2) : formatCompact(value)),
});

/** The trend of one figure by day. */
export function trendOption(days: readonly DashboardDay[], key: FigureKey): ChartOption {
  const figure = FIGURES[key];
  return {
    grid: { left: 56, right: 24, top: 24, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) =>
        typeof value === 'number'
          ? key === 'roi'
            ? value.toFixed(2)
            : figure.money
              ? `¥${formatCompact(value)}`
              : formatCompact(value)
          : '-',
    },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)), boundaryGap: false },
    yAxis: { type: 'value', axisLabel: axisLabel(key) },
    series: [
      {
        name: figure.label,
        type: 'line',
        smooth: true,
        areaStyle: { opacity: 0.12 },
        data: days.map((d) => figure.value(d)),
      },
    ],
  };
}

/** The slices of a dimension as horizontal bars of cost, the biggest on top. */
export function breakdownOption(slices: readonly DashboardSlice[]): ChartOption {
  const ordered = [...slices].reverse();
  return {
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? `¥${formatCompact(value)}` : '-'),
    },
    xAxis: { type: 'value', axisLabel: axisLabel('cost') },
    yAxis: {
      type: 'category',
      data: ordered.map((s) => s.label),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name: '消耗',
        type: 'bar',
        barMaxWidth: 18,
        data: ordered.map((s) => s.cost / 100),
        label: {
          show: true,
          position: 'right',
          formatter: ({ value }) => (typeof value === 'number' ? formatCompact(value) : ''),
        },
      },
    ],
  };
}
