import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dayWindows,
  fromShanghaiDateTime,
  shanghaiDay,
} from './shanghai-time';

describe('Asia/Shanghai days and times', () => {
  it('reads a date-time as Shanghai wall-clock time', () => {
    const at = fromShanghaiDateTime('2025-03-12 00:30:00', 'a test date-time');
    expect(at).toEqual(new Date('2025-03-11T16:30:00Z'));
  });

  it('reads an absent or empty date-time as null', () => {
    expect(fromShanghaiDateTime(undefined, 'a test date-time')).toBeNull();
    expect(fromShanghaiDateTime(null, 'a test date-time')).toBeNull();
    expect(fromShanghaiDateTime('', 'a test date-time')).toBeNull();
  });

  it('refuses a malformed date-time, naming what was expected', () => {
    expect(() => fromShanghaiDateTime('12/03/2025', 'a test date-time')).toThrow(
      'not a test date-time: 12/03/2025',
    );
  });

  it('names the Shanghai day of an instant', () => {
    expect(shanghaiDay(new Date('2025-03-11T15:59:59Z'))).toBe('2025-03-11');
    expect(shanghaiDay(new Date('2025-03-11T16:00:00Z'))).toBe('2025-03-12');
  });

  it('adds days across month and year ends, and subtracts them', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('lists days inclusively across a month end', () => {
    expect(daysBetween('2025-02-27', '2025-03-01')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
    ]);
    expect(daysBetween('2025-03-01', '2025-03-01')).toEqual(['2025-03-01']);
    expect(daysBetween('2025-03-02', '2025-03-01')).toEqual([]);
  });
});

describe('report windows', () => {
  it('splits a range into windows of at most 7 dates', () => {
    expect(dayWindows({ from: '2025-02-25', to: '2025-03-10' }, 7)).toEqual([
      { from: '2025-02-25', to: '2025-03-03' },
      { from: '2025-03-04', to: '2025-03-10' },
    ]);
    expect(dayWindows({ from: '2025-03-10', to: '2025-03-10' }, 7)).toEqual([
      { from: '2025-03-10', to: '2025-03-10' },
    ]);
    expect(dayWindows({ from: '2025-03-01', to: '2025-03-08' }, 7)).toHaveLength(2);
    expect(dayWindows({ from: '2025-03-10', to: '2025-03-09' }, 7)).toEqual([]);
  });

  it('makes one window a day for windows of 1 day', () => {
    expect(dayWindows({ from: '2025-02-28', to: '2025-03-02' }, 1)).toEqual([
      { from: '2025-02-28', to: '2025-02-28' },
      { from: '2025-03-01', to: '2025-03-01' },
      { from: '2025-03-02', to: '2025-03-02' },
    ]);
  });

  it('keeps a month-long range in one window of 31 days', () => {
    expect(dayWindows({ from: '2025-03-01', to: '2025-03-31' }, 31)).toEqual([
      { from: '2025-03-01', to: '2025-03-31' },
    ]);
    expect(dayWindows({ from: '2025-03-01', to: '2025-04-01' }, 31)).toEqual([
      { from: '2025-03-01', to: '2025-03-31' },
      { from: '2025-04-01', to: '2025-04-01' },
    ]);
  });
});
