import { z } from 'zod';

// Weekly schedules (reference §0, §4.8; docs/glossary.md "Money and time"): Ocean Engine
// `schedule_time` and Tencent `time_series` are 336 cells (48 half-hours × 7 days), Kuaishou
// `schedule_time` is 168 cells (24 hours × 7 days); both start Monday 00:00 and use '1' = deliver,
// '0' = pause.

export const HALF_HOURS_PER_WEEK = 336;
export const HOURS_PER_WEEK = 168;

export const HalfHourMaskSchema = z
  .string()
  .regex(/^[01]{336}$/, '投放时段须为 336 位 0/1 字符串（7 天 × 48 个半小时）');
export type HalfHourMask = z.infer<typeof HalfHourMaskSchema>;

export const HourMaskSchema = z
  .string()
  .regex(/^[01]{168}$/, '投放时段须为 168 位 0/1 字符串（7 天 × 24 小时）');
export type HourMask = z.infer<typeof HourMaskSchema>;

export const WEEKDAY_LABELS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'] as const;

export type ScheduleConversionReason = 'malformed' | 'split-hour';

/** A schedule that cannot be converted: a malformed mask, or a half-hour pattern Kuaishou cannot express. */
export class ScheduleConversionError extends Error {
  override readonly name = 'ScheduleConversionError';
  constructor(
    readonly reason: ScheduleConversionReason,
    message: string,
    /** For `split-hour`: the first offending cell, day 0 = Monday, hour 0–23. */
    readonly at?: { day: number; hour: number },
  ) {
    super(message);
  }
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * 336 half-hour cells → 168 hourly cells. Lossless only when both halves of every hour agree;
 * otherwise throws a `split-hour` error naming the first such hour (e.g. 周一 09:00–10:00).
 */
export function halfHourToHourMask(mask: string): HourMask {
  if (!HalfHourMaskSchema.safeParse(mask).success) {
    throw new ScheduleConversionError('malformed', '投放时段须为 336 位 0/1 字符串');
  }
  let hourly = '';
  for (let cell = 0; cell < HOURS_PER_WEEK; cell += 1) {
    const first = mask[cell * 2];
    const second = mask[cell * 2 + 1];
    if (first !== second) {
      const day = Math.floor(cell / 24);
      const hour = cell % 24;
      throw new ScheduleConversionError(
        'split-hour',
        `快手投放时段只能按整点设置：${WEEKDAY_LABELS[day] ?? ''} ${pad2(hour)}:00–${pad2(hour + 1)}:00 的前后半小时不一致`,
        { day, hour },
      );
    }
    hourly += first;
  }
  return hourly;
}

/** 168 hourly cells → 336 half-hour cells (always lossless). */
export function hourToHalfHourMask(mask: string): HalfHourMask {
  if (!HourMaskSchema.safeParse(mask).success) {
    throw new ScheduleConversionError('malformed', '投放时段须为 168 位 0/1 字符串');
  }
  let halfHourly = '';
  for (const cell of mask) halfHourly += cell + cell;
  return halfHourly;
}

/**
 * Whether a mask means "all day, every day". Ocean Engine treats an empty, all-0 or all-1
 * `schedule_time` as unrestricted (reference §1.7); Kuaishou and Tencent only all-1.
 */
export function isUnrestrictedSchedule(mask: string, emptyOrZeroMeansAll = false): boolean {
  if (/^1+$/.test(mask)) return true;
  return emptyOrZeroMeansAll && /^0*$/.test(mask);
}

/** Whether delivery is scheduled at a cell: day 0 = Monday, slot = half-hour (0–47) or hour (0–23). */
export function isScheduledAt(mask: string, day: number, slot: number): boolean {
  const perDay = mask.length === HALF_HOURS_PER_WEEK ? 48 : 24;
  return mask[day * perDay + slot] === '1';
}
