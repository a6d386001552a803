import type { StatsRange } from '../media-mirror-types';

// The media's days and wall-clock times are in Asia/Shanghai (UTC+8, no daylight saving): days
// "yyyy-MM-dd", date-times "yyyy-MM-dd HH:mm:ss" (reference §1.7, §1.11, §2.6–§2.8, §3.7).

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * A Shanghai wall-clock date-time as an instant; null when absent or empty. `expected` names the
 * format in the error a malformed value raises ("an Ocean Engine date-time").
 */
export function fromShanghaiDateTime(
  value: string | null | undefined,
  expected: string,
): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const at = Date.parse(`${value.replace(' ', 'T')}+08:00`);
  if (Number.isNaN(at)) throw new Error(`not ${expected}: ${value}`);
  return new Date(at);
}

/** The Asia/Shanghai day of an instant, "yyyy-MM-dd". */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative), "yyyy-MM-dd". */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive ("yyyy-MM-dd"); empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Splits an inclusive day range into consecutive windows of at most `maxDays` days. */
export function dayWindows(range: StatsRange, maxDays: number): StatsRange[] {
  const windows: StatsRange[] = [];
  for (let from = range.from; from <= range.to; from = addDays(from, maxDays)) {
    const to = addDays(from, maxDays - 1);
    windows.push({ from, to: to < range.to ? to : range.to });
  }
  return windows;
}
