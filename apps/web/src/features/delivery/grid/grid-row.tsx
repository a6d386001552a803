import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { FixedColumns, GridColumn } from './grid-column';

export interface GridRowProps<Row> {
  row: Row;
  rowKey: string;
  index: number;
  height: number;
  columns: readonly GridColumn<Row>[];
  fixed: FixedColumns;
  selected: boolean;
  onToggle: (row: Row, selected: boolean) => void;
}

/** The class of a cell: fixed on a side, aligned right, cut with an ellipsis. */
export function cellClass(column: GridColumn<never>, fixed: FixedColumns): string {
  let name = '';
  if (fixed.left.has(column.key) || fixed.right.has(column.key)) name += ' tf-grid-fixed';
  if (fixed.last === column.key) name += ' tf-grid-fixed-last';
  if (fixed.firstRight === column.key) name += ' tf-grid-fixed-first-right';
  if (column.align === 'right') name += ' tf-grid-right';
  if (column.ellipsis) name += ' tf-grid-ellipsis';
  return name.trim();
}

export function fixedStyle(
  column: GridColumn<never>,
  fixed: FixedColumns,
): CSSProperties | undefined {
  const left = fixed.left.get(column.key);
  if (left !== undefined) return { left };
  const right = fixed.right.get(column.key);
  return right === undefined ? undefined : { right };
}

function GridRowInner<Row>({
  row,
  rowKey,
  index,
  height,
  columns,
  fixed,
  selected,
  onToggle,
}: GridRowProps<Row>) {
  const values = row as Record<string, unknown>;
  return (
    <tr
      className={selected ? 'tf-grid-row is-selected' : 'tf-grid-row'}
      data-row-key={rowKey}
      style={{ height }}
    >
      <td className="tf-grid-fixed tf-grid-select" style={{ left: 0 }}>
        <input
          type="checkbox"
          aria-label="选择此行"
          checked={selected}
          onChange={(event) => onToggle(row, event.target.checked)}
        />
      </td>
      {columns.map((column) => {
        const content = column.render(values[column.key], row, index);
        return (
          <td
            key={column.key}
            className={cellClass(column, fixed) || undefined}
            style={fixedStyle(column, fixed)}
            title={column.ellipsis && typeof content === 'string' ? content : undefined}
          >
            {content}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One body row: a checkbox and the columns' cells. Memoized, so scrolling and page loads render
 * only the rows that are new to the view.
 */
export const GridRow = memo(GridRowInner) as typeof GridRowInner;
