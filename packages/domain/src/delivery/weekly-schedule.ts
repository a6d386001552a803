// Weekly schedule (投放时段, spec 001 §5, spec 002 §5, docs/glossary.md "Money and time"): 7 days × 48
// half-hour cells = 336 characters of 0/1, Monday 00:00 first, '1' = deliver. A string that is not
// exactly that is treated as empty (all 0). A schedule whose cells all hold the same value is
// unrestricted: all 0 and all 1 both mean "all day, every day".

export const SCHEDULE_DAYS = 7;
export const SCHEDULE_SLOTS_PER_DAY = 48;
export const SCHEDULE_CELL_COUNT = SCHEDULE_DAYS * SCHEDULE_SLOTS_PER_DAY;
/** The empty schedule, also what the batch edit sends for a schedule left empty. */
export const EMPTY_SCHEDULE = '0'.repeat(SCHEDULE_CELL_COUNT);
export const SCHEDULE_WEEKDAY_LABELS = [
  '周一',
  '周二',
  '周三',
  '周四',
  '周五',
  '周六',
  '周日',
] as const;

const SCHEDULE_TEXT = /^[01]{336}$/;

/** Whether a value is a well-formed schedule string. */
export function isScheduleString(value: unknown): value is string {
  return typeof value === 'string' && SCHEDULE_TEXT.test(value);
}

/** A well-formed schedule string as it is; anything else (missing, wrong length, other characters) as empty. */
export function normalizeSchedule(value: unknown): string {
  return isScheduleString(value) ? value : EMPTY_SCHEDULE;
}

/** 336 cells, true = deliver; a malformed string gives all false. */
export function parseSchedule(value: unknown): boolean[] {
  return Array.from(normalizeSchedule(value), (cell) => cell === '1');
}

/** Cells back to the 336-character string; any other number of cells is a programming error. */
export function serializeSchedule(cells: readonly boolean[]): string {
  if (cells.length !== SCHEDULE_CELL_COUNT) {
    throw new RangeError(`a weekly schedule has ${SCHEDULE_CELL_COUNT} cells, got ${cells.length}`);
  }
  return cells.map((cell) => (cell ? '1' : '0')).join('');
}

/** Clear selection: every cell off. */
export function clearSchedule(): boolean[] {
  return new Array<boolean>(SCHEDULE_CELL_COUNT).fill(false);
}

/** Whether a schedule puts no limit on delivery: all cells equal (a malformed string is all 0). */
export function isUnrestrictedSchedule(value: unknown): boolean {
  const text = normalizeSchedule(value);
  return !text.includes('0') || !text.includes('1');
}

/** Index of a cell; day 0 = Monday, slot 0 = 00:00–00:30. */
export function scheduleCellIndex(day: number, slot: number): number {
  if (!Number.isInteger(day) || day < 0 || day >= SCHEDULE_DAYS) {
    throw new RangeError(`day must be 0–6, got ${day}`);
  }
  if (!Number.isInteger(slot) || slot < 0 || slot >= SCHEDULE_SLOTS_PER_DAY) {
    throw new RangeError(`slot must be 0–47, got ${slot}`);
  }
  return day * SCHEDULE_SLOTS_PER_DAY + slot;
}
