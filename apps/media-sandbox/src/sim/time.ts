import { formatDate } from '../clock';

// Hour arithmetic of the delivery engine. Hours are whole hours since the epoch (`Math.floor(ms /
// HOUR_MS)`); days, weekdays and half-hour schedule cells are in Asia/Shanghai, like the media's
// report days (reference §1.11, §3.7).

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_HOURS = 8;

export const hourOf = (epochMs: number): number => Math.floor(epochMs / HOUR_MS);
export const hourStart = (hour: number): number => hour * HOUR_MS;

/** Local (Shanghai) hour of day 0–23. */
export const localHour = (hour: number): number =>
  (((hour + SHANGHAI_OFFSET_HOURS) % 24) + 24) % 24;

/** Days since the epoch in Shanghai: hours with the same value belong to one report day. */
export const localDay = (hour: number): number => Math.floor((hour + SHANGHAI_OFFSET_HOURS) / 24);

/** First hour of a local day. */
export const dayFirstHour = (day: number): number => day * 24 - SHANGHAI_OFFSET_HOURS;

/** Weekday 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export const weekday = (hour: number): number => (localDay(hour) + 3) % 7;

/** "yyyy-MM-dd" of a local day number. */
export const dayKey = (day: number): string => formatDate(dayFirstHour(day) * HOUR_MS);

/** Local day number of a "yyyy-MM-dd". */
export const parseDayKey = (key: string): number =>
  localDay(hourOf(Date.parse(`${key}T00:00:00+08:00`)));

/**
 * Share of an hour a weekly mask allows: each hour has two half-hour cells (336-cell masks) or
 * one (168-cell masks); null means "all day".
 */
export function scheduleShare(mask: string | null, hour: number): number {
  if (mask === null) return 1;
  const day = weekday(hour);
  const h = localHour(hour);
  if (mask.length === 168) return mask[day * 24 + h] === '1' ? 1 : 0;
  const first = mask[day * 48 + h * 2] === '1' ? 0.5 : 0;
  const second = mask[day * 48 + h * 2 + 1] === '1' ? 0.5 : 0;
  return first + second;
}

/** Whether the half-hour cell containing `epochMs` is scheduled. */
export function scheduledAt(mask: string | null, epochMs: number): boolean {
  if (mask === null) return true;
  const hour = hourOf(epochMs);
  const day = weekday(hour);
  const h = localHour(hour);
  if (mask.length === 168) return mask[day * 24 + h] === '1';
  const half = Math.floor((epochMs % HOUR_MS) / 1_800_000);
  return mask[day * 48 + h * 2 + half] === '1';
}
