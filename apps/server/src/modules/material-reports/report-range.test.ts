import { MATERIAL_REPORT_MAX_DAYS } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { daysOf, reportRange } from './report-range';

// 2026-03-10 12:00 in Shanghai.
const NOW = new Date('2026-03-10T04:00:00Z');

/** The problems a refused range names. */
function problems(query: { sdate?: string; edate?: string }): string[] | undefined {
  try {
    reportRange(NOW, query);
  } catch (error) {
    if (error instanceof AppError) return error.details;
    throw error;
  }
  return undefined;
}

describe('reportRange', () => {
  it('defaults to the last 7 days through today in China', () => {
    expect(reportRange(NOW, {})).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    // 2026-03-10 16:30 UTC is already the 11th in Shanghai.
    expect(reportRange(new Date('2026-03-10T16:30:00Z'), {}).end).toBe('2026-03-11');
  });

  it('takes a start alone as one day, an end alone as the 7 days before it', () => {
    expect(reportRange(NOW, { sdate: '2026-03-01' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-01',
    });
    expect(reportRange(NOW, { edate: '2026-03-07' })).toEqual({
      start: '2026-03-01',
      end: '2026-03-07',
    });
  });

  it(`accepts ${MATERIAL_REPORT_MAX_DAYS} days and refuses one more`, () => {
    expect(reportRange(NOW, { sdate: '2025-01-01', edate: '2026-01-01' })).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
    });
    expect(problems({ sdate: '2025-01-01', edate: '2026-01-02' })).toEqual([
      `日期范围不能超过 ${MATERIAL_REPORT_MAX_DAYS} 天`,
    ]);
  });

  it('refuses a start after the end', () => {
    expect(problems({ sdate: '2026-03-02', edate: '2026-03-01' })).toEqual([
      '开始日期不能晚于结束日期',
    ]);
  });
});

describe('daysOf', () => {
  it('lists every day of the range across a month end', () => {
    expect(daysOf({ start: '2026-02-27', end: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
