import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { KeyboardEvent, ReactNode } from 'react';
import type { FixedColumns, GridColumn } from './grid-column';
import { cellClass, fixedStyle } from './grid-row';

export type SortOrder = 'asc' | 'desc';

export interface GridSort {
  key: string;
  order: SortOrder;
}

/**
 * A sortable header's next order: the column's first order, the other one, then none. Columns
 * start ascending as antd's tables do; metrics start descending (the largest cost first).
 */
export function nextSort(
  current: GridSort | undefined,
  key: string,
  first: SortOrder = 'asc',
): GridSort | undefined {
  if (current?.key !== key) return { key, order: first };
  if (current.order !== first) return undefined;
  return { key, order: first === 'asc' ? 'desc' : 'asc' };
}

export interface GridHeaderProps<Row> {
  columns: readonly GridColumn<Row>[];
  fixed: FixedColumns;
  sort: GridSort | undefined;
  onSort: (sort: GridSort | undefined) => void;
  /** The page's rows are all selected, some of them, or none. */
  selection: 'all' | 'some' | 'none';
  onSelectAll: (selected: boolean) => void;
  /** The totals row under the titles: the label cell and a value per column key. */
  totals?: { label: ReactNode; values: ReadonlyMap<string, ReactNode> };
}

function SortMark({ order }: { order: SortOrder | undefined }) {
  return (
    <span className="tf-grid-sorter" aria-hidden>
      <CaretUpOutlined className={order === 'asc' ? 'is-active' : undefined} />
      <CaretDownOutlined className={order === 'desc' ? 'is-active' : undefined} />
    </span>
  );
}

/** The titles (sortable ones sort on click or Enter) and the totals row, kept at the top. */
export function GridHeader<Row>({
  columns,
  fixed,
  sort,
  onSort,
  selection,
  onSelectAll,
  totals,
}: GridHeaderProps<Row>) {
  const sortBy = (column: GridColumn<Row>) => onSort(nextSort(sort, column.key, column.firstSort));
  const onKey = (event: KeyboardEvent, column: GridColumn<Row>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    sortBy(column);
  };
  const [first] = columns;
  return (
    <thead>
      <tr>
        <th className="tf-grid-fixed tf-grid-select" style={{ left: 0 }}>
          <input
            type="checkbox"
            aria-label="全选本页"
            checked={selection === 'all'}
            ref={(input) => {
              if (input) input.indeterminate = selection === 'some';
            }}
            onChange={(event) => onSelectAll(event.target.checked)}
          />
        </th>
        {columns.map((column) => {
          const order = sort?.key === column.key ? sort.order : undefined;
          const base = cellClass(column, fixed);
          return column.sortable ? (
            <th
              key={column.key}
              className={`${base} tf-grid-sortable`.trim()}
              style={fixedStyle(column, fixed)}
              aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
              tabIndex={0}
              onClick={() => sortBy(column)}
              onKeyDown={(event) => onKey(event, column)}
            >
              <span className="tf-grid-title">
                {column.title}
                <SortMark order={order} />
              </span>
            </th>
          ) : (
            <th key={column.key} className={base || undefined} style={fixedStyle(column, fixed)}>
              <span className="tf-grid-title">{column.title}</span>
            </th>
          );
        })}
      </tr>
      {totals && first ? (
        <tr className="tf-grid-totals">
          <td className="tf-grid-fixed tf-grid-select" style={{ left: 0 }} />
          {columns.map((column) => (
            <td
              key={column.key}
              className={cellClass(column, fixed) || undefined}
              style={fixedStyle(column, fixed)}
            >
              {column === first ? totals.label : totals.values.get(column.key)}
            </td>
          ))}
        </tr>
      ) : null}
    </thead>
  );
}
