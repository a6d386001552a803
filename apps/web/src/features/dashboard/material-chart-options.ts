import type { MaterialAgePoint, MaterialNewDay } from '@toufang/contracts';
import { formatCompact } from '@toufang/domain';
import type { ChartOption } from './components/echart';

// 素材概览's charts: counts and money printed the Chinese way (万, 亿), money from 分 as yuan.

const count = (value: unknown) => (typeof value === 'number' ? formatCompact(value) : '-');
const yuan = (value: unknown) => (typeof value === 'number' ? `¥${formatCompact(value)}` : '-');

/** New files by day as columns. */
export function newFilesOption(days: readonly MaterialNewDay[]): ChartOption {
  return {
    grid: { left: 48, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: count },
    xAxis: { type: 'category', data: days.map((d) => d.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
    series: [{ name: '新增素材', type: 'bar', barMaxWidth: 24, data: days.map((d) => d.count) }],
  };
}

export interface LabelledValue {
  label: string;
  value: number;
}

/** Values as horizontal bars, the first on top. */
export function horizontalBarsOption(
  items: readonly LabelledValue[],
  name: string,
  format: 'count' | 'percent',
): ChartOption {
  const ordered = [...items].reverse();
  const print = (value: unknown) =>
    typeof value !== 'number' ? '-' : format === 'percent' ? `${value}%` : formatCompact(value);
  return {
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: print },
    xAxis: {
      type: 'value',
      minInterval: 1,
      ...(format === 'percent' ? { max: 100 } : {}),
      axisLabel: { formatter: print },
    },
    yAxis: {
      type: 'category',
      data: ordered.map((item) => item.label),
      axisLabel: { width: 120, overflow: 'truncate' },
    },
    series: [
      {
        name,
        type: 'bar',
        barMaxWidth: 18,
        data: ordered.map((item) => item.value),
        label: { show: true, position: 'right', formatter: ({ value }) => print(value) },
      },
    ],
  };
}

const ageLabel = (point: MaterialAgePoint, last: number) =>
  point.age === last && last > 0 ? `第${point.age}天+` : `第${point.age}天`;

/** Cost per conversion (line, left axis) and cost (columns, right axis) by age. */
export function fatigueOption(curve: readonly MaterialAgePoint[], maxAge: number): ChartOption {
  return {
    grid: { left: 56, right: 56, top: 32, bottom: 32 },
    legend: { data: ['转化成本', '消耗'], top: 0 },
    tooltip: { trigger: 'axis', valueFormatter: yuan },
    xAxis: { type: 'category', data: curve.map((p) => ageLabel(p, maxAge)) },
    yAxis: [
      { type: 'value', name: '转化成本', axisLabel: { formatter: count } },
      { type: 'value', name: '消耗', axisLabel: { formatter: count }, splitLine: { show: false } },
    ],
    series: [
      {
        name: '转化成本',
        type: 'line',
        smooth: true,
        connectNulls: true,
        data: curve.map((p) => (p.conversion_cost === null ? null : p.conversion_cost / 100)),
      },
      {
        name: '消耗',
        type: 'bar',
        yAxisIndex: 1,
        barMaxWidth: 16,
        itemStyle: { opacity: 0.35 },
        data: curve.map((p) => p.cost / 100),
      },
    ],
  };
}
