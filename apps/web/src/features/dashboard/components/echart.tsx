import { BarChart, LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the parts of ECharts the dashboard draws, so its chunk stays small.
echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

export interface EChartProps {
  option: ChartOption;
  height: number;
  /** The accessible name of the chart (a canvas says nothing by itself). */
  label: string;
  /** A click on a data item, by its index in the series' data. */
  onItemClick?: (dataIndex: number) => void;
}

/** One ECharts instance on a div: options replaced on change, resized with its box, disposed. */
export function EChart({ option, height, label, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const click = useRef(onItemClick);
  useEffect(() => {
    click.current = onItemClick;
  }, [onItemClick]);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas', locale: 'ZH' });
    chart.current = instance;
    instance.on('click', (params) => click.current?.(params.dataIndex));
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      style={{ width: '100%', height, cursor: onItemClick ? 'pointer' : undefined }}
    />
  );
}
