import type { AutoruleCondition, AutoruleWindow } from '@toufang/contracts';
import { addDays, shanghaiDate, type CalendarDate } from '../delivery/calendar-date';

// The time a condition's window covers, and whether its figures are complete (issue: late
// conversions). The media keep adding conversions to an hour for some hours after it (their
// reporting lag, AUTORULE_MEDIUM_DEFS): by default a rule judges complete hours only, up to the
// last hour before the lag; a window that reaches into the lag is flagged.

const HOUR_MS = 3_600_000;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

export const WINDOW_LABELS: Readonly<Record<AutoruleWindow, string>> = {
  today: '今日',
  last_hours: '近N小时',
  last_3_days: '近3天',
  last_7_days: '近7天',
  lifetime: '累计',
};

/**
 * The window a condition's figures are read over: the window itself, or `last_<N>_hours` for 近N小时
 * (two conditions over different N read different figures). Sums and snapshots are keyed by it.
 */
export type WindowKey = string;

const HOURS_KEY = /^last_(\d+)_hours$/;

export function windowKey(condition: Pick<AutoruleCondition, 'window' | 'hours'>): WindowKey {
  return condition.window === 'last_hours'
    ? `last_${condition.hours ?? 0}_hours`
    : condition.window;
}

/** The N of a `last_<N>_hours` key, null for the day windows. */
export function windowHours(key: WindowKey): number | null {
  const match = HOURS_KEY.exec(key);
  return match ? Number(match[1]) : null;
}

/** The window in words: 今日, 近3天, 近6小时. */
export function windowLabel(key: WindowKey): string {
  const hours = windowHours(key);
  if (hours !== null) return `近${hours}小时`;
  return WINDOW_LABELS[key as AutoruleWindow] ?? key;
}

/**
 * The hours from `start_date` `start_hour`:00 to `end_date` `end_hour`:00: whole days in between,
 * the hours `[start_hour, 24)` of `start_date` and `[0, end_hour)` of `end_date` (24: the whole
 * day). The day windows start at hour 0; `start_date` null: from the object's first day.
 */
export interface WindowRange {
  start_date: CalendarDate | null;
  start_hour: number;
  end_date: CalendarDate;
  end_hour: number;
  /** The window reaches into the reporting lag: its latest conversions may still arrive. */
  incomplete: boolean;
}

/** The hour (Asia/Shanghai) an instant falls in, 0–23. */
export function shanghaiHour(instant: Date): number {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).getUTCHours();
}

const floorHour = (instant: Date) => Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;

/**
 * The range of `window` at `now`. With `completeOnly` the range ends at the start of the hour
 * `lagHours` before the current one; otherwise it runs to now and is flagged when the medium has a
 * lag at all. 近N小时 is the N hours before that end, across midnight when they reach back.
 */
export function windowRange(
  window: WindowKey,
  now: Date,
  lagHours: number,
  completeOnly: boolean,
): WindowRange {
  const today = shanghaiDate(now);
  const cutoff = completeOnly ? new Date(now.getTime() - lagHours * HOUR_MS) : now;
  const incomplete = !completeOnly && lagHours > 0;
  const hours = windowHours(window);
  if (hours !== null) {
    // Asia/Shanghai is a whole number of hours from UTC: its hours start where UTC's do.
    const end = new Date(completeOnly ? floorHour(cutoff) : floorHour(now) + HOUR_MS);
    const start = new Date(end.getTime() - hours * HOUR_MS);
    return {
      start_date: shanghaiDate(start),
      start_hour: shanghaiHour(start),
      end_date: shanghaiDate(end),
      end_hour: shanghaiHour(end),
      incomplete,
    };
  }
  // Complete hours only: the hour the cutoff falls in is not counted.
  const cutoffDate = shanghaiDate(cutoff);
  const endHour = completeOnly ? shanghaiHour(cutoff) : shanghaiHour(now) + 1;
  const start =
    window === 'today'
      ? today
      : window === 'last_3_days'
        ? addDays(today, -2)
        : window === 'last_7_days'
          ? addDays(today, -6)
          : null;
  if (window === 'today' && cutoffDate < today) {
    // Before the lag has passed today's first hour, today has no complete hour yet.
    return { start_date: today, start_hour: 0, end_date: today, end_hour: 0, incomplete };
  }
  return { start_date: start, start_hour: 0, end_date: cutoffDate, end_hour: endHour, incomplete };
}

/** The range in words: 11-25 00:00 至 11-27 14:00. */
export function describeRange(range: WindowRange): string {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const md = (d: CalendarDate) => d.slice(5);
  const from =
    range.start_date === null ? '投放开始' : `${md(range.start_date)} ${hh(range.start_hour)}`;
  return `${from} 至 ${md(range.end_date)} ${hh(range.end_hour)}`;
}
