import type { AutoruleSchedule } from '@toufang/contracts';
import { shanghaiDate } from '../delivery/calendar-date';

// When a rule runs (Asia/Shanghai): its slots. The scheduler starts a rule once per slot; the
// slot's start is the run's key, so several processes ticking at once start it once.

const MINUTE_MS = 60_000;
const SHANGHAI_OFFSET_MS = 8 * 60 * MINUTE_MS;

const floorTo = (now: Date, minutes: number) =>
  new Date(Math.floor(now.getTime() / (minutes * MINUTE_MS)) * minutes * MINUTE_MS);

/** The start of the slot `now` is in, when the rule runs in it; null outside its dates or before today's time. */
export function dueSlot(schedule: AutoruleSchedule, now: Date): Date | null {
  const today = shanghaiDate(now);
  if (schedule.start_date !== null && today < schedule.start_date) return null;
  if (schedule.end_date !== null && today > schedule.end_date) return null;
  switch (schedule.frequency) {
    case 'every_30_min':
      return floorTo(now, 30);
    case 'hourly':
      return floorTo(now, 60);
    case 'daily': {
      if (schedule.at === null) return null;
      const [h, m] = schedule.at.split(':').map(Number);
      const at = new Date(
        Date.parse(`${today}T00:00:00Z`) -
          SHANGHAI_OFFSET_MS +
          ((h ?? 0) * 60 + (m ?? 0)) * MINUTE_MS,
      );
      return now.getTime() >= at.getTime() ? at : null;
    }
  }
}

/** The start of `now`'s day in Asia/Shanghai (max runs per day count from it). */
export function shanghaiDayStart(now: Date): Date {
  return new Date(Date.parse(`${shanghaiDate(now)}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
}

/** The next midnight in Asia/Shanghai: when objects paused for today are switched on again. */
export function nextShanghaiMidnight(now: Date): Date {
  return new Date(shanghaiDayStart(now).getTime() + 24 * 60 * MINUTE_MS);
}
