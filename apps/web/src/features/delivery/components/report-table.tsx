import type { ReportFieldDef, ReportMetrics } from '@toufang/contracts';
import { PAGE_SIZES } from '@toufang/domain';
import { Button, Empty, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import type { Key } from 'react';
import { metricColumns } from '../columns/metric-columns';
import { formatMetric } from '../columns/metric-format';
import type { DeliveryRow } from '../delivery-definition';
import type { ReportSort } from '../filters/report-request';
import type { ReportQuery } from '../hooks/use-report-query';
import { useBodyHeight } from './use-body-height';

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
/** The row-selection column's width (antd's own for the middle size). */
const SELECTION_WIDTH = 32;

/**
 * The table's width from its columns' widths. A width the browser does not have to work out from
 * the cells (`max-content`) lets the table lay out with `table-layout: fixed`: on a page of 500
 * rows an automatic layout measures every cell again whenever any cell changes.
 */
export function tableWidth(columns: TableColumnsType<DeliveryRow>): number {
  return columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : 0),
    SELECTION_WIDTH,
  );
}

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
  const box = useRef<HTMLDivElement>(null);
  const bodyHeight = useBodyHeight(box);
  const entities = useMemo(() => sortableEntities(entityColumns, sort), [entityColumns, sort]);
  const metrics = useMemo(
    () => metricColumns<DeliveryRow>(catalog, fields, sort),
    [catalog, fields, sort],
  );
  const columns = useMemo(() => [...entities, ...metrics], [entities, metrics]);
  const byKey = useMemo(() => new Map(catalog.map((field) => [field.key, field])), [catalog]);
  const metricKeys = useMemo(() => fields.filter((key) => byKey.has(key)), [fields, byKey]);
  const { rows, totals } = query;
  const entityCount = entities.length;

  const onRow = useCallback(() => ({ role: 'row', style: { height: rowHeight } }), [rowHeight]);
  // Fixed at the top: a virtual table renders a fixed summary only (and the rows below it).
  const summary = useCallback(
    () =>
      rows.length === 0 ? null : (
        <Table.Summary fixed="top">
          <TotalsRow
            totals={totals}
            entityCount={entityCount}
            metricKeys={metricKeys}
            format={(key, value) => {
              const field = byKey.get(key);
              return field ? formatMetric(field.format, value) : '-';
            }}
          />
        </Table.Summary>
      ),
    [rows, totals, entityCount, metricKeys, byKey],
  );

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

  // Only the rows in view are rendered once the body has a height (a page holds up to 500 rows).
  const virtual = bodyHeight !== undefined;
  const width = tableWidth(columns);

  return (
    <div ref={box}>
      <Table<DeliveryRow>
        size="middle"
        virtual={virtual}
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText: query.isLoading ? ' ' : empty }}
        tableLayout="fixed"
        scroll={virtual ? { x: width, y: bodyHeight } : { x: width }}
        onRow={onRow}
        rowSelection={{
          fixed: 'left',
          columnWidth: SELECTION_WIDTH,
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
        summary={summary}
      />
    </div>
  );
}

/** The tab's columns with its create-time column sortable by the server. */
function sortableEntities(
  entityColumns: TableColumnsType<DeliveryRow>,
  sort: ReportSort | undefined,
): TableColumnsType<DeliveryRow> {
  return entityColumns.map((column) =>
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
