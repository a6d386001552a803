import { scheduleCellIndex, SCHEDULE_CELL_COUNT } from './weekly-schedule';

// Drag selection on the schedule grid (spec 001 §5 "drag to toggle"): the rectangle between the
// cell where the pointer went down and the one it is over now (days × half-hours) takes the
// opposite of the first cell's value, so a drag that starts on a selected cell clears.

export interface ScheduleCell {
  /** 0 = Monday */
  day: number;
  /** 0–47, half-hours from 00:00 */
  slot: number;
}

/** Indexes of every cell in the rectangle spanned by two corners, in either order. */
export function dragRectangle(from: ScheduleCell, to: ScheduleCell): number[] {
  const indexes: number[] = [];
  const [firstDay, lastDay] = [Math.min(from.day, to.day), Math.max(from.day, to.day)];
  const [firstSlot, lastSlot] = [Math.min(from.slot, to.slot), Math.max(from.slot, to.slot)];
  for (let day = firstDay; day <= lastDay; day += 1) {
    for (let slot = firstSlot; slot <= lastSlot; slot += 1) {
      indexes.push(scheduleCellIndex(day, slot));
    }
  }
  return indexes;
}

/** The cells after a drag from `from` to `to`; the input array is not changed. */
export function applyDrag(
  cells: readonly boolean[],
  from: ScheduleCell,
  to: ScheduleCell,
): boolean[] {
  if (cells.length !== SCHEDULE_CELL_COUNT) {
    throw new RangeError(`a weekly schedule has ${SCHEDULE_CELL_COUNT} cells, got ${cells.length}`);
  }
  const value = cells[scheduleCellIndex(from.day, from.slot)] !== true;
  const next = [...cells];
  for (const index of dragRectangle(from, to)) next[index] = value;
  return next;
}
