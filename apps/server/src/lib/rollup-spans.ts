// The dashboard's span rollup (`stats_rollup_spans`, docs/architecture/dashboard.md): besides each
// day, the rollup holds the sums of aligned spans of 2, 4, …, 256 days, so that a range of dates
// is read as a few spans instead of every day of it. A span of `n` days starts on a day whose
// number (days since 1970-01-01) is a multiple of `n`.

/** The span lengths kept, in days, shortest first; a span of 1 is the daily rollup. */
export const ROLLUP_SPANS = [2, 4, 8, 16, 32, 64, 128, 256] as const;

/** A span of `span` days starting on `start` (YYYY-MM-DD). */
export interface RollupSpan {
  span: number;
  start: string;
}

const DAY_MS = 86_400_000;

/** The day's number: days since 1970-01-01. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** The date (YYYY-MM-DD) of a day number. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the span of `span` days that holds `date`. */
export function spanStart(date: string, span: number): string {
  return dateOfDay(Math.floor(dayNumber(date) / span) * span);
}

/**
 * `from` through `to` as the fewest aligned spans (single days have span 1), in date order: from
 * each day on, the longest span kept that starts there and ends within the range.
 */
export function spansOf(from: string, to: string): RollupSpan[] {
  const last = dayNumber(to);
  const out: RollupSpan[] = [];
  let day = dayNumber(from);
  while (day <= last) {
    let span = 1;
    for (const n of ROLLUP_SPANS) {
      if (day % n !== 0 || day + n - 1 > last) break;
      span = n;
    }
    out.push({ span, start: dateOfDay(day) });
    day += span;
  }
  return out;
}
