import type { PinnedColumn, PinSide } from '@toufang/contracts';
import type { GridColumn } from './grid-column';

/**
 * The columns in display order with the user's pins applied (spec 001 §3 report metrics): columns
 * pinned left follow the tab's own fixed columns, columns pinned right close the row, each side
 * in the order pinned. Pins of columns not shown, or already fixed by the tab, are ignored.
 */
export function pinColumns<Row>(
  columns: readonly GridColumn<Row>[],
  pinned: readonly PinnedColumn[],
): GridColumn<Row>[] {
  const firstFree = columns.findIndex((column) => column.fixed !== 'left');
  const ownFixed = firstFree === -1 ? [...columns] : columns.slice(0, firstFree);
  const free = firstFree === -1 ? [] : columns.slice(firstFree);
  const byKey = new Map(free.map((column) => [column.key, column]));
  const pins = pinned.filter((pin) => byKey.has(pin.key));
  const pinnedKeys = new Set(pins.map((pin) => pin.key));
  const to = (side: PinSide) =>
    pins.flatMap((pin) => {
      const column = byKey.get(pin.key);
      return pin.side === side && column ? [{ ...column, fixed: side }] : [];
    });
  return [
    ...ownFixed,
    ...to('left'),
    ...free.filter((column) => !pinnedKeys.has(column.key)),
    ...to('right'),
  ];
}
