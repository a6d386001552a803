import type { CalendarDate } from '@toufang/domain';
import { earliestEndDate } from '@toufang/domain';
import { Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { rowTitle, type EditRow } from './edit-row';
import type { PreviewRow } from './modify-calls';
import type { ModifyItemDef, ModifyValue } from './modify-items';
import { NAME_COLUMN } from './modify-preview';
import { ModifyValueEditor } from './modify-value-editor';
import { WeeklySchedulePicker } from './weekly-schedule-picker';

export interface ModifyRowsTableProps {
  item: ModifyItemDef;
  rows: readonly EditRow[];
  /** Each row's preview (its reason when left out), by row key. */
  preview: ReadonlyMap<string, PreviewRow>;
  /** Each failing row's error, by row key. */
  errors: ReadonlyMap<string, string>;
  /** Whether a row's error shows yet (typed into, or 下一步 tried). */
  showError: (key: string) => boolean;
  valueOf: (row: EditRow) => ModifyValue;
  onChange: (row: EditRow, value: ModifyValue) => void;
  today: CalendarDate;
  /** Offers 不限 beside a day budget. */
  unlimited: boolean;
}

/**
 * 分别修改 (spec 001 §4): one input per row with its current value, its error under it, and the
 * reason of a row that takes no part; a schedule row expands into its weekly grid.
 */
export function ModifyRowsTable({
  item,
  rows,
  preview,
  errors,
  showError,
  valueOf,
  onChange,
  today,
  unlimited,
}: ModifyRowsTableProps) {
  const columns: TableColumnsType<{ row: EditRow }> = [
    NAME_COLUMN,
    { title: '当前值', key: 'before', render: (_, { row }) => item.before(row) },
    {
      title: '修改为',
      key: 'value',
      render: (_, { row }) => {
        const entry = preview.get(row.key);
        if (entry?.skipped && entry.value === undefined) return <Tag>{entry.reason}</Tag>;
        if (item.editor === 'schedule') {
          return <Typography.Text type="secondary">展开行设置投放时段</Typography.Text>;
        }
        const error = showError(row.key) ? errors.get(row.key) : undefined;
        return (
          <Flex vertical gap={2}>
            <ModifyValueEditor
              compact
              item={item}
              ariaLabel={`${rowTitle(row)} ${item.label}`}
              value={valueOf(row)}
              earliest={earliestEndDate(today, row.start_time)}
              invalid={error !== undefined}
              unlimited={unlimited}
              onChange={(value) => onChange(row, value)}
            />
            {error !== undefined ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            ) : entry?.skipped ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {entry.reason}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
  ];
  return (
    <Table<{ row: EditRow }>
      size="small"
      rowKey={(entry) => entry.row.key}
      columns={columns}
      dataSource={rows.map((row) => ({ row }))}
      pagination={false}
      scroll={{ y: 420 }}
      expandable={
        item.editor === 'schedule'
          ? {
              rowExpandable: ({ row }) => !preview.get(row.key)?.reason,
              expandedRowRender: ({ row }) => (
                <WeeklySchedulePicker
                  value={valueOf(row).schedule_time}
                  onChange={(schedule_time) => onChange(row, { ...valueOf(row), schedule_time })}
                />
              ),
            }
          : undefined
      }
    />
  );
}
