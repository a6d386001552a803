import type { AutoruleWindow } from '@toufang/contracts';
import { addDays, shanghaiDate, type CalendarDate } from '../delivery/calendar-date';

// The time a condition's window covers, and whether its figures are complete (issue: late
// conversions). The media keep adding conversions to an hour for some hours after it (their
// reporting lag, AUTORULE_MEDIUM_DEFS): by default a rule judges complete hours only, up to the
// last hour before the lag; a window that reaches into the lag is flagged.

const HOUR_MS = 3_600_000;
const SHANGHAI_OFFSET_MS = 8 * HOUR_MS;

export const WINDOW_LABELS: Readonly<Record<AutoruleWindow, string>> = {
  today: '今日',
  last_3_days: '近3天',
  last_7_days: '近7天',
  lifetime: '累计',
};

/**
 * Days `start_date` … `end_date`: whole days before `end_date`, and the hours `[0, end_hour)` of
 * `end_date` (24: the whole day). `start_date` null: from the object's first day.
 */
export interface WindowRange {
  start_date: CalendarDate | null;
  end_date: CalendarDate;
  end_hour: number;
  /** The window reaches into the reporting lag: its latest conversions may still arrive. */
  incomplete: boolean;
}

/** The hour (Asia/Shanghai) an instant falls in, 0–23. */
export function shanghaiHour(instant: Date): number {
  return new Date(instant.getTime() + SHANGHAI_OFFSET_MS).getUTCHours();
}

/**
 * The range of `window` at `now`. With `completeOnly` the range ends at the start of the hour
 * `lagHours` before the current one; otherwise it runs to now and is flagged when the medium has a
 * lag at all.
 */
export function windowRange(
  window: AutoruleWindow,
  now: Date,
  lagHours: number,
  completeOnly: boolean,
): WindowRange {
  const today = shanghaiDate(now);
  const cutoff = completeOnly ? new Date(now.getTime() - lagHours * HOUR_MS) : now;
  // Complete hours only: the hour the cutoff falls in is not counted.
  const cutoffDate = shanghaiDate(cutoff);
  const endHour = completeOnly ? shanghaiHour(cutoff) : shanghaiHour(now) + 1;
  const incomplete = !completeOnly && lagHours > 0;
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
    return { start_date: today, end_date: today, end_hour: 0, incomplete };
  }
  return { start_date: start, end_date: cutoffDate, end_hour: endHour, incomplete };
}

/** The range in words: 今日 00:00–14:00, 11-25 00:00 至 11-27 14:00. */
export function describeRange(range: WindowRange): string {
  const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const md = (d: CalendarDate) => d.slice(5);
  const from = range.start_date === null ? '投放开始' : `${md(range.start_date)} 00:00`;
  return `${from} 至 ${md(range.end_date)} ${hh(range.end_hour)}`;
}
