import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';

export interface ActionsColumnOptions<Row> {
  width: number;
  /** Keeps the column in view while a wide table scrolls sideways. */
  fixed?: 'right';
  /** The row's actions, usually `RowActionButton`s. */
  render: (row: Row) => ReactNode;
}

/** The 操作 column of an administration list. */
export function actionsColumn<Row>({
  width,
  fixed,
  render,
}: ActionsColumnOptions<Row>): TableColumnType<Row> {
  return { title: '操作', key: 'actions', width, fixed, render: (_value, row) => render(row) };
}
