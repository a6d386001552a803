import { Spin } from 'antd';
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import type { GridColumn } from './grid-column';
import { fixedColumns, gridWidth, SELECTION_WIDTH } from './grid-column';
import { GridHeader } from './grid-header';
import type { GridHeaderProps, GridSort } from './grid-header';
import { GridRow } from './grid-row';
import { useRowWindow } from './use-row-window';
import './report-grid.css';

export interface ReportGridProps<Row> {
  label: string;
  columns: readonly GridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowHeight: number;
  /** The scrolling area's height; undefined (no layout yet): as tall as all rows. */
  height: number | undefined;
  loading: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  sort: GridSort | undefined;
  onSort: (sort: GridSort | undefined) => void;
  selectedKeys: ReadonlySet<string>;
  onToggle: (row: Row, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  totals?: GridHeaderProps<Row>['totals'];
}

/**
 * The delivery screen's table (spec 001 §2): a plain HTML table with the titles and totals kept
 * at the top, the selection and first columns kept on the left, and only the rows in view
 * rendered. Cells render what their column gives and nothing more, so a page of 500 rows shows
 * as fast as the rows in view.
 */
export function ReportGrid<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowHeight,
  height,
  loading,
  empty,
  sort,
  onSort,
  selectedKeys,
  onToggle,
  onToggleAll,
  totals,
}: ReportGridProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const fixed = useMemo(() => fixedColumns(columns), [columns]);
  const width = useMemo(() => gridWidth(columns), [columns]);
  const view = useRowWindow(scroller, rows, rows.length, rowHeight, height);
  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey]);
  const chosen = keys.filter((key) => selectedKeys.has(key)).length;
  const selection = chosen === 0 ? 'none' : chosen === keys.length ? 'all' : 'some';
  const span = columns.length + 1;

  return (
    <div className="tf-grid" aria-busy={loading}>
      {loading ? (
        <div className="tf-grid-loading">
          <Spin />
        </div>
      ) : null}
      <div
        ref={scroller}
        className="tf-grid-scroll"
        style={height === undefined ? undefined : { maxHeight: height }}
        onScroll={view.onScroll}
      >
        <table className="tf-grid-table" style={{ width }} aria-label={label}>
          <colgroup>
            <col style={{ width: SELECTION_WIDTH }} />
            {columns.map((column) => (
              <col key={column.key} style={{ width: column.width }} />
            ))}
          </colgroup>
          <GridHeader
            columns={columns}
            fixed={fixed}
            sort={sort}
            onSort={onSort}
            selection={selection}
            onSelectAll={onToggleAll}
            totals={rows.length > 0 ? totals : undefined}
          />
          <tbody>
            {rows.length === 0 ? (
              <tr className="tf-grid-empty">
                <td colSpan={span}>{empty}</td>
              </tr>
            ) : null}
            {view.before > 0 ? (
              <tr className="tf-grid-spacer" aria-hidden style={{ height: view.before }}>
                <td colSpan={span} />
              </tr>
            ) : null}
            {rows.slice(view.start, view.end).map((row, offset) => {
              const key = keys[view.start + offset] ?? '';
              return (
                <GridRow
                  key={key}
                  row={row}
                  rowKey={key}
                  index={view.start + offset}
                  height={rowHeight}
                  columns={columns}
                  fixed={fixed}
                  selected={selectedKeys.has(key)}
                  onToggle={onToggle}
                />
              );
            })}
            {view.after > 0 ? (
              <tr className="tf-grid-spacer" aria-hidden style={{ height: view.after }}>
                <td colSpan={span} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
