import { MATERIAL_REPORT_MAX_DAYS } from '@toufang/contracts';
import { addDays, shanghaiDate } from '@toufang/domain';
import { assertNoProblems } from '../../lib/app-error';

/** Days a material report covers without a range: the last 7 through today. */
export const DEFAULT_REPORT_DAYS = 7;

export interface ReportRange {
  start: string;
  end: string;
}

/**
 * The China dates a material report sums over: the given ones, or the last 7 days through today.
 * A reversed or over-long range is refused with its reason (the query schema refuses days that do
 * not exist).
 */
export function reportRange(
  now: Date,
  query: { sdate?: string | undefined; edate?: string | undefined },
): ReportRange {
  const end = query.edate ?? (query.sdate === undefined ? shanghaiDate(now) : query.sdate);
  const start = query.sdate ?? addDays(end, 1 - DEFAULT_REPORT_DAYS);
  const problems: string[] = [];
  if (start > end) problems.push('开始日期不能晚于结束日期');
  else if (addDays(start, MATERIAL_REPORT_MAX_DAYS) <= end) {
    problems.push(`日期范围不能超过 ${MATERIAL_REPORT_MAX_DAYS} 天`);
  }
  assertNoProblems(problems);
  return { start, end };
}

/** Every day of the range, oldest first. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}
