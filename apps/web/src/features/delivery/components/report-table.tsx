import type { PinnedColumn, PinSide, ReportFieldDef } from '@toufang/contracts';
import { Button, Empty } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { metricColumns, metricTotals } from '../columns/metric-columns';
import type { MetricPins } from '../columns/metric-columns';
import type { DeliveryRow } from '../delivery-definition';
import type { ReportSort } from '../filters/report-request';
import type { GridColumn } from '../grid/grid-column';
import type { GridSort } from '../grid/grid-header';
import { pinColumns } from '../grid/pin-columns';
import { ReportGrid } from '../grid/report-grid';
import type { ReportQuery } from '../hooks/use-report-query';
import { useBodyHeight } from './use-body-height';

export interface ReportTableProps {
  label: string;
  query: ReportQuery<DeliveryRow>;
  /** The tab's own columns (the first is fixed on the left). */
  entityColumns: readonly GridColumn<DeliveryRow>[];
  catalog: readonly ReportFieldDef[];
  fields: readonly string[];
  rowKey: (row: DeliveryRow) => string;
  rowHeight: number;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort | undefined) => void;
  /** The selected rows, of any page. */
  selectedRows: readonly DeliveryRow[];
  onSelect: (rows: DeliveryRow[]) => void;
  /** The metric columns the user keeps in view on a side (spec 001 §3 key metrics). */
  pinned: readonly PinnedColumn[];
  /** Changes the pins from a column's title; without it the titles offer no pin. */
  onPin?: (pinned: PinnedColumn[]) => void;
}

/** The order field of a create-time column (spec 001 §7). */
const CREATE_TIME = 'create_time';

/** The server's order field of a column: create-time columns sort by `create_time`. */
export function sortField(columnKey: string): string {
  return columnKey.endsWith(CREATE_TIME) ? CREATE_TIME : columnKey;
}

/**
 * A tab's sortable table (spec 001 §2, §3): entity columns, the chosen metric columns with a totals
 * row over the whole filtered set, the fixed first column and the pinned metrics, side scrolling,
 * its body as tall as the window allows; the selection holds rows of every page visited. Its
 * pager (ReportPager) sits above it, so the rows reach the bottom of the window.
 */
export function ReportTable({
  label,
  query,
  entityColumns,
  catalog,
  fields,
  rowKey,
  rowHeight,
  sort,
  onSort,
  selectedRows,
  onSelect,
  pinned,
  onPin,
}: ReportTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const height = useBodyHeight(box);
  const pins = useMemo<MetricPins | undefined>(() => {
    if (onPin === undefined) return undefined;
    return {
      sides: new Map(pinned.map((pin) => [pin.key, pin.side])),
      onPin: (key: string, side: PinSide | undefined) => {
        const others = pinned.filter((pin) => pin.key !== key);
        onPin(side === undefined ? others : [...others, { key, side }]);
      },
    };
  }, [pinned, onPin]);
  const columns = useMemo(
    () =>
      pinColumns(
        [
          ...entityColumns.map((column) =>
            column.key.endsWith(CREATE_TIME) ? { ...column, sortable: true } : column,
          ),
          ...metricColumns<DeliveryRow>(catalog, fields, pins),
        ],
        pinned,
      ),
    [entityColumns, catalog, fields, pins, pinned],
  );
  const { rows, totals } = query;
  const totalsRow = useMemo(
    () => ({ label: '合计', values: metricTotals(catalog, fields, totals) }),
    [catalog, fields, totals],
  );

  const gridSort = useMemo<GridSort | undefined>(() => {
    if (sort === undefined) return undefined;
    const column = columns.find((item) => item.sortable && sortField(item.key) === sort.field);
    return column ? { key: column.key, order: sort.order } : undefined;
  }, [columns, sort]);
  const changeSort = useCallback(
    (next: GridSort | undefined) =>
      onSort(next ? { field: sortField(next.key), order: next.order } : undefined),
    [onSort],
  );

  const selectedKeys = useMemo(() => new Set(selectedRows.map(rowKey)), [selectedRows, rowKey]);
  const onToggle = useCallback(
    (row: DeliveryRow, selected: boolean) => {
      const key = rowKey(row);
      const others = selectedRows.filter((item) => rowKey(item) !== key);
      onSelect(selected ? [...others, row] : others);
    },
    [selectedRows, rowKey, onSelect],
  );
  const onToggleAll = useCallback(
    (selected: boolean) => {
      const onPage = new Set(rows.map(rowKey));
      const others = selectedRows.filter((item) => !onPage.has(rowKey(item)));
      onSelect(selected ? [...others, ...rows] : others);
    },
    [rows, selectedRows, rowKey, onSelect],
  );

  const failed = query.isError && rows.length === 0;
  const empty = query.isLoading ? null : failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="数据加载失败">
      <Button size="small" onClick={() => void query.reload()}>
        重新加载
      </Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
  );

  return (
    <div ref={box}>
      <ReportGrid<DeliveryRow>
        label={label}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowHeight={rowHeight}
        height={height}
        loading={query.isLoading || query.isFetching}
        empty={empty}
        sort={gridSort}
        onSort={changeSort}
        selectedKeys={selectedKeys}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
        totals={totalsRow}
      />
    </div>
  );
}
