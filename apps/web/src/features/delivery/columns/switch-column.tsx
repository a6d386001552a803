import { OptStatusSwitch } from '../components/opt-status-switch';
import type { GridColumn } from '../grid/grid-column';
import type { ColumnContext, DeliveryRow } from '../delivery-definition';

const NO_ABILITY = '没有开关权限';

/** The 开关 column (spec 001 §4 "Enable/disable"); `locked` names why a row's switch is off. */
export function switchColumn<Row extends DeliveryRow>(
  context: ColumnContext<Row>,
  rowKey: (row: Row) => string,
  optStatus: (row: Row) => string | null,
  locked?: (row: Row) => string | undefined,
): GridColumn<Row> {
  return {
    key: 'opt_status',
    title: '开关',
    width: 80,
    render: (_, row) => (
      <OptStatusSwitch
        optStatus={optStatus(row)}
        loading={context.pendingKey === rowKey(row)}
        lockedReason={context.canSwitch ? locked?.(row) : NO_ABILITY}
        onChange={(next) => context.switchRow(row, next)}
      />
    ),
  };
}
