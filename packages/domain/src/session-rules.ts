import { ROLE_STAR } from '@toufang/contracts';

const MS_PER_DAY = 86_400_000;
/** Epoch values below this are seconds, not milliseconds (1e11 ms is March 1973). */
const SECONDS_EPOCH_LIMIT = 100_000_000_000;

/** The star role alone hides the home link and skips notices and token-expiry checks (spec 000 §5). */
export function isStarOnly(roles: readonly string[]): boolean {
  return roles.length === 1 && roles[0] === ROLE_STAR;
}

function toEpochMs(value: string | number | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < SECONDS_EPOCH_LIMIT ? value * 1000 : value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return toEpochMs(Number(text));
  // "YYYY-MM-DD HH:mm:ss" is read as local time, like an ISO date-time without an offset.
  return Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2'));
}

/**
 * Whole days left until `expireTime` (spec 000 §4, §9: 86,400,000 ms a day, rounded down), 0 when
 * already past. An unreadable expiry counts as expired so the user is asked to authenticate again.
 */
export function daysUntil(expireTime: string | number | Date, now: Date): number {
  const expireMs = toEpochMs(expireTime);
  if (!Number.isFinite(expireMs)) return 0;
  const days = Math.floor((expireMs - now.getTime()) / MS_PER_DAY);
  return Math.max(0, days);
}

/**
 * The long-text helper (spec 000 §9): at most `length` characters, followed by '...' only when the
 * text was longer. Counts code points so an emoji is never cut in half.
 */
export function truncateText(text: string, length: number): string {
  const limit = Number.isNaN(length) ? 0 : Math.max(0, Math.floor(length));
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join('')}...`;
}
