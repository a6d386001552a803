import {
  parseSchedule,
  SCHEDULE_DAYS,
  SCHEDULE_SLOTS_PER_DAY,
  SCHEDULE_WEEKDAY_LABELS,
} from './weekly-schedule';

// The selected ranges per weekday the schedule picker lists under its grid (spec 001 §5,
// spec 002 §2): "周一 09:00-12:00、14:00-18:00". The last cell of a day ends at 24:00.

export interface TimeRange {
  /** "HH:mm" */
  start: string;
  /** "HH:mm", up to "24:00" */
  end: string;
}

export interface DayRanges {
  /** 0 = Monday */
  day: number;
  label: string;
  ranges: TimeRange[];
}

/** The time at which a half-hour slot starts; slot 48 is the end of the day, "24:00". */
export function slotTime(slot: number): string {
  const minutes = slot * 30;
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

function rangesOfDay(cells: readonly boolean[], day: number): TimeRange[] {
  const ranges: TimeRange[] = [];
  let start: number | undefined;
  for (let slot = 0; slot <= SCHEDULE_SLOTS_PER_DAY; slot += 1) {
    const on = slot < SCHEDULE_SLOTS_PER_DAY && cells[day * SCHEDULE_SLOTS_PER_DAY + slot] === true;
    if (on && start === undefined) start = slot;
    if (!on && start !== undefined) {
      ranges.push({ start: slotTime(start), end: slotTime(slot) });
      start = undefined;
    }
  }
  return ranges;
}

/** Selected ranges of each weekday that has any, Monday first. Accepts the string or the cells. */
export function scheduleRanges(schedule: string | readonly boolean[]): DayRanges[] {
  const cells = typeof schedule === 'string' ? parseSchedule(schedule) : parseCells(schedule);
  const days: DayRanges[] = [];
  for (let day = 0; day < SCHEDULE_DAYS; day += 1) {
    const ranges = rangesOfDay(cells, day);
    if (ranges.length > 0) days.push({ day, label: SCHEDULE_WEEKDAY_LABELS[day] ?? '', ranges });
  }
  return days;
}

function parseCells(cells: readonly boolean[]): readonly boolean[] {
  return parseSchedule(cells.map((cell) => (cell ? '1' : '0')).join(''));
}

/** One line per weekday with a selection: "周一 09:00-12:00、14:00-18:00". */
export function formatScheduleRanges(schedule: string | readonly boolean[]): string[] {
  return scheduleRanges(schedule).map(
    ({ label, ranges }) =>
      `${label} ${ranges.map((range) => `${range.start}-${range.end}`).join('、')}`,
  );
}
