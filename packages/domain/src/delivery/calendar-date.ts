// Calendar dates as "YYYY-MM-DD" text (spec 001 §5 "Saving a project"). Delivery days are days of
// the media's time zone, Asia/Shanghai (docs/glossary.md "Money and time"), which has no daylight
// saving: UTC+8 all year.

const MS_PER_DAY = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DATE_PREFIX = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?=$|[ T])/;

/** A calendar date "YYYY-MM-DD". */
export type CalendarDate = string;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function fromUtc(date: Date): CalendarDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function toUtc(date: CalendarDate): Date {
  const parsed = readCalendarDate(date);
  if (parsed === undefined) throw new RangeError(`not a calendar date: ${date}`);
  return new Date(`${parsed}T00:00:00Z`);
}

/** The date in Asia/Shanghai at an instant: the media's "today". */
export function shanghaiDate(instant: Date): CalendarDate {
  return fromUtc(new Date(instant.getTime() + SHANGHAI_OFFSET_MS));
}

/**
 * The calendar date at the start of a text: "2025-10-13", "2025-10-13 08:00:00", "2025/10/13" and
 * "2025-1-5" all read; undefined for anything else and for days that do not exist (2025-02-30).
 */
export function readCalendarDate(text: string): CalendarDate | undefined {
  const match = DATE_PREFIX.exec(text.trim());
  if (match === null) return undefined;
  const [, yearText = '', monthText = '', dayText = ''] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day) return undefined;
  return fromUtc(date);
}

export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && readCalendarDate(text) === text;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * MS_PER_DAY));
}

/**
 * Whole months later (negative: earlier); a day missing from the target month becomes that month's
 * last day, as in dayjs (2025-08-31 minus 6 months is 2025-02-28).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const start = toUtc(date);
  const firstOfTarget = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return fromUtc(firstOfTarget);
}

/** The later of two dates (text order is date order for "YYYY-MM-DD"). */
export function laterDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}
