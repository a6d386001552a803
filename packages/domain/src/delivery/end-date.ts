import { z } from 'zod';
import {
  addDays,
  isCalendarDate,
  laterDate,
  readCalendarDate,
  type CalendarDate,
} from './calendar-date';

// End-date rules of batch modify (spec 001 §5): the picker disables every date before the later of
// tomorrow and the project's start date; a unified modify of several rows uses the latest start
// date among them, so the one end date suits every row.

export const ScheduleTypeSchema = z.enum(['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END']);
export type ScheduleType = z.infer<typeof ScheduleTypeSchema>;

export const SCHEDULE_TYPE_LABELS: Record<ScheduleType, string> = {
  SCHEDULE_FROM_NOW: '长期投放',
  SCHEDULE_START_END: '设置开始和结束日期',
};

export const END_DATE_EMPTY_MESSAGE = '请选择结束日期';
export const END_DATE_FORMAT_MESSAGE = '结束日期格式不正确';

/** Start dates may carry a time ("2025-10-13 08:00:00"); ones that cannot be read are ignored. */
function startDates(starts: readonly (string | null | undefined)[]): CalendarDate[] {
  return starts.flatMap((start) => {
    const date = start === null || start === undefined ? undefined : readCalendarDate(start);
    return date === undefined ? [] : [date];
  });
}

/** The first end date a row accepts: the later of tomorrow and its start date. */
export function earliestEndDate(today: CalendarDate, start?: string | null): CalendarDate {
  return earliestUnifiedEndDate(today, [start]);
}

/** The first end date of a unified modify: the later of tomorrow and the latest start date. */
export function earliestUnifiedEndDate(
  today: CalendarDate,
  starts: readonly (string | null | undefined)[],
): CalendarDate {
  return startDates(starts).reduce(laterDate, addDays(today, 1));
}

/** Whether the picker greys out a date. */
export function isEndDateDisabled(date: CalendarDate, earliest: CalendarDate): boolean {
  return date < earliest;
}

export function endDateTooEarlyMessage(earliest: CalendarDate): string {
  return `结束日期不能早于${earliest}`;
}

export type EndTimeChange =
  | { schedule_type: 'SCHEDULE_FROM_NOW' }
  | { schedule_type: 'SCHEDULE_START_END'; end_time: CalendarDate };

export type EndTimeCheck = { ok: true; value: EndTimeChange } | { ok: false; message: string };

/**
 * The end-time change of a row (POST …/project end time: schedule_type, end_time). Long-term
 * delivery needs no date; a start-end schedule needs a "YYYY-MM-DD" on or after `earliest`.
 */
export function checkEndTimeChange(
  input: { schedule_type: ScheduleType; end_time?: string | null },
  earliest: CalendarDate,
): EndTimeCheck {
  if (input.schedule_type === 'SCHEDULE_FROM_NOW') {
    return { ok: true, value: { schedule_type: 'SCHEDULE_FROM_NOW' } };
  }
  const endTime = input.end_time?.trim() ?? '';
  if (endTime === '') return { ok: false, message: END_DATE_EMPTY_MESSAGE };
  if (!isCalendarDate(endTime)) return { ok: false, message: END_DATE_FORMAT_MESSAGE };
  if (isEndDateDisabled(endTime, earliest)) {
    return { ok: false, message: endDateTooEarlyMessage(earliest) };
  }
  return { ok: true, value: { schedule_type: 'SCHEDULE_START_END', end_time: endTime } };
}
