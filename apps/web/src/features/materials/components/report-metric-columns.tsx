import type { MaterialReportField, MaterialReportMetrics } from '@toufang/contracts';
import type { TableColumnsType } from 'antd';
import { formatMetric } from '../../delivery/columns/metric-format';

/** One right-aligned column per report metric, reading the row's `metrics`. */
export function reportMetricColumns<T extends { metrics: MaterialReportMetrics }>(
  fields: readonly MaterialReportField[],
): TableColumnsType<T> {
  return fields.map((field) => ({
    title: field.title,
    key: field.key,
    align: 'right' as const,
    width: 110,
    render: (_: unknown, row: T) => formatMetric(field.format, row.metrics[field.key]),
    sorter: (a: T, b: T) => a.metrics[field.key] - b.metrics[field.key],
  }));
}
