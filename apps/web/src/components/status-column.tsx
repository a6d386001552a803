import type { TableColumnType } from 'antd';
import { StatusSwitch } from './status-switch';
import type { EnableStatus } from './status-values';
import type { StatusChange } from './use-status-change';

export interface StatusColumnOptions<Row> {
  width: number;
  /** From `useStatusChange`. */
  statusChange: StatusChange;
  /** The question asked before disabling a row, e.g. '确认禁用该用户？'. */
  disableConfirm: string;
  /** What disabling does. */
  disableDescription: string;
  /** Why this row's switch cannot be used, if it cannot. */
  lockedReason?: (row: Row) => string | undefined;
}

/** The 状态 column of an administration list: the 启用/禁用 tag and switch of each row. */
export function statusColumn<Row extends { id: number; status: EnableStatus }>({
  width,
  statusChange,
  disableConfirm,
  disableDescription,
  lockedReason,
}: StatusColumnOptions<Row>): TableColumnType<Row> {
  return {
    title: '状态',
    dataIndex: 'status',
    width,
    render: (value: EnableStatus, row) => (
      <StatusSwitch
        status={value}
        onChange={(next) => statusChange.change(row.id, next)}
        loading={statusChange.pendingId === row.id}
        disableConfirm={disableConfirm}
        disableDescription={disableDescription}
        lockedReason={lockedReason?.(row)}
      />
    ),
  };
}
