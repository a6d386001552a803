import { describe, expect, it } from 'vitest';
import {
  addDays,
  dailyStatsPlan,
  fullSyncDue,
  hourlyStatsRange,
  incrementalSince,
  parseDay,
  scheduleSlot,
  shanghaiDay,
} from './sync-windows';

const settings = { restateDays: 3, historyDays: 30 };

describe('shanghaiDay', () => {
  it.each([
    ['2025-03-09T15:59:59.999Z', '2025-03-09'],
    ['2025-03-09T16:00:00.000Z', '2025-03-10'],
    ['2025-12-31T16:00:00.000Z', '2026-01-01'],
    ['2024-02-28T20:00:00.000Z', '2024-02-29'],
  ])('puts %s on the Shanghai day %s', (instant, day) => {
    expect(shanghaiDay(new Date(instant))).toBe(day);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-06-15', 0, '2025-06-15'],
    ['2025-01-10', -29, '2024-12-12'],
  ])('%s %+d days is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected);
  });
});

describe('parseDay', () => {
  it.each([
    ['2025-06-15', '2025-06-15'],
    [null, null],
    [undefined, null],
    ['', null],
    ['2025-6-15', null],
    ['2025-13-40', null],
    ['cursor-abc', null],
  ])('reads %s as %s', (value, expected) => {
    expect(parseDay(value)).toBe(expected);
  });
});

describe('dailyStatsPlan', () => {
  const today = '2025-06-15';

  it('reads the history at the first sync of an advertiser', () => {
    expect(dailyStatsPlan(today, null, settings)).toEqual({
      from: '2025-05-17',
      to: today,
      finalThrough: '2025-06-12',
    });
  });

  it('reads only the restatement window (the last 3 days) on a later run the same day', () => {
    expect(dailyStatsPlan(today, '2025-06-12', settings)).toEqual({
      from: '2025-06-13',
      to: today,
      finalThrough: '2025-06-12',
    });
  });

  it('reads a day that left the window once more, then never again', () => {
    const nextDay = dailyStatsPlan('2025-06-16', '2025-06-12', settings);
    expect(nextDay).toEqual({ from: '2025-06-13', to: '2025-06-16', finalThrough: '2025-06-13' });
    expect(dailyStatsPlan('2025-06-16', nextDay.finalThrough, settings).from).toBe('2025-06-14');
  });

  it('catches up every day missed while no run happened', () => {
    expect(dailyStatsPlan(today, '2025-06-01', settings).from).toBe('2025-06-02');
  });

  it('never reads further back than the history', () => {
    expect(dailyStatsPlan(today, '2024-01-01', settings).from).toBe('2025-05-17');
  });

  it('keeps the window when the stored day is ahead of it (a clock set back)', () => {
    expect(dailyStatsPlan(today, '2025-06-20', settings).from).toBe('2025-06-13');
  });

  it('crosses month and year boundaries', () => {
    expect(dailyStatsPlan('2026-01-01', '2025-12-29', settings)).toEqual({
      from: '2025-12-30',
      to: '2026-01-01',
      finalThrough: '2025-12-29',
    });
  });

  it('reads only today with a window of one day', () => {
    expect(dailyStatsPlan(today, '2025-06-14', { restateDays: 1, historyDays: 30 })).toEqual({
      from: today,
      to: today,
      finalThrough: '2025-06-14',
    });
  });
});

describe('hourlyStatsRange', () => {
  it('covers yesterday and today', () => {
    expect(hourlyStatsRange('2025-03-01')).toEqual({ from: '2025-02-28', to: '2025-03-01' });
  });
});

describe('fullSyncDue', () => {
  const day = 86_400_000;
  const now = new Date('2025-06-15T08:00:00Z');
  it.each([
    [null, true],
    [new Date(now.getTime() - day), true],
    [new Date(now.getTime() - day + 1), false],
    [now, false],
  ])('after a full listing at %s: %s', (last, due) => {
    expect(fullSyncDue(last, now, day)).toBe(due);
  });
});

describe('incrementalSince', () => {
  it('starts before the newest modify time by the overlap', () => {
    expect(incrementalSince(new Date('2025-06-15T08:00:00Z'), 60_000)).toEqual(
      new Date('2025-06-15T07:59:00Z'),
    );
  });

  it('lists everything when no modify time was seen', () => {
    expect(incrementalSince(null, 60_000)).toBeNull();
  });
});

describe('scheduleSlot', () => {
  const ten = 600_000;
  it('aligns every process on the same boundaries', () => {
    const a = scheduleSlot(Date.parse('2025-06-15T08:03:10Z'), ten);
    const b = scheduleSlot(Date.parse('2025-06-15T08:09:59Z'), ten);
    expect(a).toEqual(b);
    expect(new Date(a.start).toISOString()).toBe('2025-06-15T08:00:00.000Z');
    expect(new Date(a.next).toISOString()).toBe('2025-06-15T08:10:00.000Z');
  });

  it('starts a new slot exactly at the boundary', () => {
    const at = Date.parse('2025-06-15T08:10:00Z');
    expect(scheduleSlot(at, ten).start).toBe(at);
  });
});
