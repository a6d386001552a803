import type { ReportFieldDef } from '@toufang/contracts';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import type { TableColumnType } from 'antd';
import type { DeliveryRow } from '../delivery-definition';
import { formatMetric } from './metric-format';

/** The metric column keys are the field keys; sorting asks the server (spec 001 §7 order_field). */
export function metricColumns<Row extends DeliveryRow>(
  catalog: readonly ReportFieldDef[],
  fields: readonly string[],
  sort: { field: string; order: 'asc' | 'desc' } | undefined,
): TableColumnType<Row>[] {
  const byKey = new Map(catalog.map((field) => [field.key, field]));
  return fields.flatMap((key) => {
    const field = byKey.get(key);
    if (field === undefined) return [];
    return [
      {
        key: field.key,
        title: (
          <Space size={4}>
            {field.title}
            <Tooltip title={field.description}>
              <QuestionCircleOutlined style={{ color: 'rgba(0, 0, 0, 0.45)' }} />
            </Tooltip>
          </Space>
        ),
        width: Math.max(110, field.title.length * 14 + 56),
        align: 'right' as const,
        sorter: field.sortable,
        sortOrder: sort?.field === field.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (_: unknown, row: Row) =>
          formatMetric(field.format, (row as Record<string, unknown>)[field.key]),
      },
    ];
  });
}
