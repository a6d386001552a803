import type { StatsRange } from '../../media/media-mirror-types';

// What a sync run reads, decided from the clock and `sync_state` alone (no I/O). Report days are
// in the media's time zone, Asia/Shanghai, which has no daylight saving (docs/glossary.md
// "Money and time").

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Asia/Shanghai day of an instant, `YYYY-MM-DD`. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** A stored day, or null when the value is not one (a cursor written by something else). */
export function parseDay(value: string | null | undefined): string | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? null : value;
}

export interface DailyWindowSettings {
  /**
   * Days up to today read again on every run: the media restate the last day and report rows
   * arrive late (reference §1.11; the sandbox's restatement an hour after a day ends).
   */
  restateDays: number;
  /** How far back the first sync of an advertiser reads, today included. */
  historyDays: number;
}

export interface DailyPlan extends StatsRange {
  /** Every day up to this one has had its last read once this range is stored. */
  finalThrough: string;
}

/**
 * The range of daily stats a run reads: the restatement window up to today, preceded by the days
 * that left the window since the last run (each read one last time) or, at the first sync, the
 * history. `finalThrough` is the stored `sync_state.cursor` of `stats_daily`.
 */
export function dailyStatsPlan(
  today: string,
  finalThrough: string | null,
  settings: DailyWindowSettings,
): DailyPlan {
  const windowStart = addDays(today, -(settings.restateDays - 1));
  const earliest = addDays(today, -(settings.historyDays - 1));
  let from = finalThrough === null ? earliest : addDays(finalThrough, 1);
  if (from > windowStart) from = windowStart;
  if (from < earliest) from = earliest;
  return { from, to: today, finalThrough: addDays(windowStart, -1) };
}

/** Hourly stats are read for yesterday and today on every run: recent hours fill in late. */
export function hourlyStatsRange(today: string): StatsRange {
  return { from: addDays(today, -1), to: today };
}

/** A full listing (which also finds deletions) is due when none ran for `everyMs`. */
export function fullSyncDue(lastFullSyncAt: Date | null, now: Date, everyMs: number): boolean {
  return lastFullSyncAt === null || now.getTime() - lastFullSyncAt.getTime() >= everyMs;
}

/**
 * Where an incremental listing starts: the greatest modify time seen, less an overlap, since a
 * medium may stamp a change a moment before it becomes visible in its listings.
 */
export function incrementalSince(lastModifiedAt: Date | null, overlapMs: number): Date | null {
  return lastModifiedAt === null ? null : new Date(lastModifiedAt.getTime() - overlapMs);
}

/** The schedule slot an instant falls in: ticks of every process share the same boundaries. */
export function scheduleSlot(nowMs: number, intervalMs: number): { start: number; next: number } {
  const start = Math.floor(nowMs / intervalMs) * intervalMs;
  return { start, next: start + intervalMs };
}
