import type { ReactNode } from 'react';

/** One column of the report grid (spec 001 §2 table): entity columns and metric columns alike. */
export interface GridColumn<Row> {
  key: string;
  title: ReactNode;
  /** In px; the grid lays out with fixed widths, so every column has one. */
  width: number;
  /**
   * Kept in view while the grid scrolls sideways: a tab's first column on the left, and the
   * columns the user pinned to either side.
   */
  fixed?: 'left' | 'right';
  align?: 'left' | 'right';
  /** One line cut with an ellipsis. */
  ellipsis?: boolean;
  /** The server sorts by the column (spec 001 §7 order_field). */
  sortable?: boolean;
  /** The order of the first click: ascending unless said otherwise (metrics sort descending). */
  firstSort?: 'asc' | 'desc';
  render: (value: unknown, row: Row, index: number) => ReactNode;
}

/** The width of the selection column. */
export const SELECTION_WIDTH = 32;

/** The grid's width: the selection column and every column's width. */
export function gridWidth(columns: readonly GridColumn<never>[]): number {
  return columns.reduce((sum, column) => sum + column.width, SELECTION_WIDTH);
}

/** The columns fixed on either side, kept in view with `position: sticky`. */
export interface FixedColumns {
  /** The left offset of each left one, by key (the selection column comes first). */
  left: ReadonlyMap<string, number>;
  /** The last of them, which draws the edge against the scrolling columns. */
  last: string | undefined;
  /** The right offset of each right one, by key. */
  right: ReadonlyMap<string, number>;
  /** The first of them, which draws the edge against the scrolling columns. */
  firstRight: string | undefined;
}

/** The leading columns marked `fixed: 'left'` and the trailing ones marked `fixed: 'right'`. */
export function fixedColumns(columns: readonly GridColumn<never>[]): FixedColumns {
  const left = new Map<string, number>();
  let offset = SELECTION_WIDTH;
  let last: string | undefined;
  for (const column of columns) {
    if (column.fixed !== 'left') break;
    left.set(column.key, offset);
    offset += column.width;
    last = column.key;
  }
  const right = new Map<string, number>();
  let firstRight: string | undefined;
  offset = 0;
  for (const column of [...columns].reverse()) {
    if (column.fixed !== 'right' || left.has(column.key)) break;
    right.set(column.key, offset);
    offset += column.width;
    firstRight = column.key;
  }
  return { left, last, right, firstRight };
}
