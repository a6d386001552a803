import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isCalendarDate,
  laterDate,
  readCalendarDate,
  shanghaiDate,
} from './calendar-date';

describe('shanghaiDate', () => {
  it.each([
    { instant: '2025-10-12T15:59:59Z', want: '2025-10-12' },
    { instant: '2025-10-12T16:00:00Z', want: '2025-10-13' },
    { instant: '2025-12-31T16:00:00Z', want: '2026-01-01' },
  ])('$instant is $want in Asia/Shanghai', ({ instant, want }) => {
    expect(shanghaiDate(new Date(instant))).toBe(want);
  });
});

describe('readCalendarDate', () => {
  it.each([
    { text: '2025-10-13', want: '2025-10-13' },
    { text: '2025-10-13 08:00:00', want: '2025-10-13' },
    { text: '2025-10-13T08:00:00Z', want: '2025-10-13' },
    { text: '2025/1/5', want: '2025-01-05' },
    { text: ' 2024-02-29 ', want: '2024-02-29' },
    { text: '2025-02-29', want: undefined },
    { text: '2025-13-01', want: undefined },
    { text: '2025-00-10', want: undefined },
    { text: '20251013', want: undefined },
    { text: '2025-10-13x', want: undefined },
    { text: '', want: undefined },
  ])('$text → $want', ({ text, want }) => {
    expect(readCalendarDate(text)).toBe(want);
  });

  it.each([
    { text: '2025-10-13', want: true },
    { text: '2025-1-3', want: false },
    { text: '2025-10-13 00:00:00', want: false },
    { text: '2025-02-30', want: false },
  ])('isCalendarDate($text) = $want', ({ text, want }) => {
    expect(isCalendarDate(text)).toBe(want);
  });
});

describe('date arithmetic', () => {
  it.each([
    { date: '2025-10-13', days: 1, want: '2025-10-14' },
    { date: '2025-12-31', days: 1, want: '2026-01-01' },
    { date: '2024-02-28', days: 1, want: '2024-02-29' },
    { date: '2025-03-01', days: -1, want: '2025-02-28' },
  ])('$date + $days days = $want', ({ date, days, want }) => {
    expect(addDays(date, days)).toBe(want);
  });

  it.each([
    { date: '2025-10-13', months: -6, want: '2025-04-13' },
    { date: '2025-08-31', months: -6, want: '2025-02-28' },
    { date: '2024-08-31', months: -6, want: '2024-02-29' },
    { date: '2025-03-15', months: -6, want: '2024-09-15' },
    { date: '2025-01-31', months: 1, want: '2025-02-28' },
  ])('$date + $months months = $want', ({ date, months, want }) => {
    expect(addMonths(date, months)).toBe(want);
  });

  it('refuses text that is no date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
  });

  it('picks the later date', () => {
    expect(laterDate('2025-10-13', '2025-10-14')).toBe('2025-10-14');
    expect(laterDate('2025-11-01', '2025-10-14')).toBe('2025-11-01');
  });
});
