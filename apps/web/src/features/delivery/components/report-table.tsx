import type { ReportFieldDef, ReportMetrics } from '@toufang/contracts';
import { PAGE_SIZES } from '@toufang/domain';
import { Button, Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Key } from 'react';
import { metricColumns } from '../columns/metric-columns';
import { formatMetric } from '../columns/metric-format';
import type { DeliveryRow } from '../delivery-definition';
import type { ReportSort } from '../filters/report-request';
import type { ReportQuery } from '../hooks/use-report-query';

export interface ReportTableProps {
  query: ReportQuery<DeliveryRow>;
  /** The tab's own columns (the first is fixed on the left). */
  entityColumns: TableColumnsType<DeliveryRow>;
  catalog: readonly ReportFieldDef[];
  fields: readonly string[];
  rowKey: (row: DeliveryRow) => string;
  rowHeight: number;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort | undefined) => void;
  selectedKeys: Key[];
  onSelect: (keys: Key[], rows: DeliveryRow[]) => void;
}

/** The order field of a create-time column (spec 001 §7). */
const CREATE_TIME = 'create_time';

/**
 * A tab's paged, sortable table (spec 001 §2, §9): entity columns, the chosen metric columns with
 * a totals row over the whole filtered set, page sizes 20–500, fixed first column, side scrolling.
 */
export function ReportTable({
  query,
  entityColumns,
  catalog,
  fields,
  rowKey,
  rowHeight,
  sort,
  onSort,
  selectedKeys,
  onSelect,
}: ReportTableProps) {
  const entities = entityColumns.map((column) =>
    String(column.key).endsWith(CREATE_TIME)
      ? {
          ...column,
          sorter: true,
          sortOrder:
            sort?.field === CREATE_TIME
              ? sort.order === 'asc'
                ? ('ascend' as const)
                : ('descend' as const)
              : null,
        }
      : column,
  );
  const metrics = metricColumns<DeliveryRow>(catalog, fields, sort);
  const byKey = new Map(catalog.map((field) => [field.key, field]));
  const metricKeys = fields.filter((key) => byKey.has(key));

  const failed = query.isError && query.rows.length === 0;
  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="数据加载失败">
      <Button size="small" onClick={() => void query.reload()}>
        重新加载
      </Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  );

  return (
    <Table<DeliveryRow>
      size="middle"
      rowKey={rowKey}
      columns={[...entities, ...metrics]}
      dataSource={query.rows}
      loading={query.isFetching}
      locale={{ emptyText: query.isLoading ? ' ' : empty }}
      scroll={{ x: 'max-content' }}
      onRow={() => ({ style: { height: rowHeight } })}
      rowSelection={{
        fixed: 'left',
        selectedRowKeys: selectedKeys,
        preserveSelectedRowKeys: true,
        onChange: onSelect,
      }}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const single = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = single?.columnKey === undefined ? undefined : String(single.columnKey);
        if (key === undefined || !single?.order) {
          onSort(undefined);
          return;
        }
        onSort({
          field: key.endsWith(CREATE_TIME) ? CREATE_TIME : key,
          order: single.order === 'ascend' ? 'asc' : 'desc',
        });
      }}
      pagination={{
        current: query.page,
        pageSize: query.perPage,
        total: query.total,
        showSizeChanger: true,
        showQuickJumper: true,
        pageSizeOptions: PAGE_SIZES.map(String),
        showTotal: (total) => `共 ${total} 条`,
        onChange: query.changePage,
      }}
      summary={() =>
        query.rows.length === 0 ? null : (
          <Table.Summary>
            <TotalsRow
              totals={query.totals}
              entityCount={entities.length}
              metricKeys={metricKeys}
              format={(key, value) => {
                const field = byKey.get(key);
                return field ? formatMetric(field.format, value) : '-';
              }}
            />
          </Table.Summary>
        )
      }
    />
  );
}

function TotalsRow({
  totals,
  entityCount,
  metricKeys,
  format,
}: {
  totals: ReportMetrics;
  entityCount: number;
  metricKeys: readonly string[];
  format: (key: string, value: unknown) => string;
}) {
  const values = totals as Record<string, unknown>;
  return (
    <Table.Summary.Row>
      {/* The selection column, then the first (fixed) column holds the label. */}
      <Table.Summary.Cell index={0} />
      <Table.Summary.Cell index={1}>
        <Typography.Text strong>合计</Typography.Text>
      </Table.Summary.Cell>
      {entityCount > 1 ? <Table.Summary.Cell index={2} colSpan={entityCount - 1} /> : null}
      {metricKeys.map((key, offset) => (
        <Table.Summary.Cell key={key} index={entityCount + 1 + offset} align="right">
          <Typography.Text strong>{format(key, values[key])}</Typography.Text>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
