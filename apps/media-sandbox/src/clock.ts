// The simulated clock (ARCHITECTURE §7). Business time — token and auth-code expiry, object
// timestamps, delivery and report days — runs on `now()`, which advances `speed` times faster than
// the wall clock and can jump with `advance()`. What faces the network (rate-limit buckets, added
// latency, Tencent's timestamp skew check against the caller's own clock) uses `realNow()`.

export interface Clock {
  /** Simulated time, epoch milliseconds. */
  now(): number;
  /** Jumps simulated time forward by `ms` (never backwards). */
  advance(ms: number): void;
  /** Simulated milliseconds per real millisecond; 0 freezes simulated time between advances. */
  readonly speed: number;
  /** Wall-clock time, epoch milliseconds. */
  realNow(): number;
  /** Simulated minus real time; persisted so simulated time resumes where it was. */
  offset(): number;
  /** Continues from a persisted offset (taken by `offset()` before a restart). */
  restoreOffset(offsetMs: number): void;
}

export interface ClockOptions {
  speed?: number;
  /** Simulated time at creation; defaults to the wall clock. */
  startAt?: number;
  /** Wall-clock source; tests pass a controllable one. */
  realNow?: () => number;
}

export function createClock(options: ClockOptions = {}): Clock {
  const speed = options.speed ?? 1;
  if (!Number.isFinite(speed) || speed < 0) {
    throw new RangeError(`clock speed must be a finite number ≥ 0, got ${speed}`);
  }
  const realNow = options.realNow ?? Date.now;
  let baseReal = realNow();
  let baseSim = options.startAt ?? baseReal;

  const now = (): number => Math.floor(baseSim + (realNow() - baseReal) * speed);

  return {
    speed,
    now,
    realNow,
    advance(ms: number): void {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(`the clock only moves forward: advance(${ms})`);
      }
      baseSim += ms;
    },
    offset: () => now() - realNow(),
    restoreOffset(offsetMs: number): void {
      baseReal = realNow();
      baseSim = baseReal + offsetMs;
    },
  };
}

/** Media time zone (Asia/Shanghai, no daylight saving): report days and wire date-times. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

const pad = (n: number): string => String(n).padStart(2, '0');

/** "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs + SHANGHAI_OFFSET_MS);
  return `${formatDate(epochMs)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "yyyy-MM-dd" in Asia/Shanghai. */
export function formatDate(epochMs: number): string {
  const d = new Date(epochMs + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Epoch ms of 00:00 Asia/Shanghai of a "yyyy-MM-dd" day. */
export function parseDate(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}
