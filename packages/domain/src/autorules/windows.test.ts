import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dataNotes, ruleRanges } from './data-notes';
import { testRule } from './test-rule';
import {
  describeRange,
  windowHours,
  windowKey,
  windowLabel,
  windowRange,
  type WindowRange,
} from './windows';

// 2026-11-27 14:10 in Asia/Shanghai.
const now = new Date('2026-11-27T06:10:00Z');

describe('windowRange', () => {
  it('judges complete hours before the lag by default', () => {
    expect(windowRange('today', now, 2, true)).toEqual({
      start_date: '2026-11-27',
      start_hour: 0,
      end_date: '2026-11-27',
      end_hour: 12,
      incomplete: false,
    });
  });

  it('runs to now and flags the window without complete hours only', () => {
    expect(windowRange('today', now, 2, false)).toEqual({
      start_date: '2026-11-27',
      start_hour: 0,
      end_date: '2026-11-27',
      end_hour: 15,
      incomplete: true,
    });
  });

  it('a medium without lag is never flagged', () => {
    expect(windowRange('today', now, 0, false).incomplete).toBe(false);
  });

  it('covers the last days including today, and lifetime from the start', () => {
    expect(windowRange('last_3_days', now, 2, true).start_date).toBe('2026-11-25');
    expect(windowRange('last_7_days', now, 2, true).start_date).toBe('2026-11-21');
    expect(windowRange('lifetime', now, 2, true).start_date).toBeNull();
  });

  it('early in the day, today has no complete hour yet while longer windows end yesterday', () => {
    const early = new Date('2026-11-26T17:30:00Z'); // 01:30 on the 27th
    expect(windowRange('today', early, 2, true)).toMatchObject({
      end_date: '2026-11-27',
      end_hour: 0,
    });
    expect(windowRange('last_3_days', early, 2, true)).toMatchObject({
      start_date: '2026-11-25',
      end_date: '2026-11-26',
      end_hour: 23,
    });
  });

  it('describes the range', () => {
    expect(describeRange(windowRange('last_3_days', now, 2, true))).toBe(
      '11-25 00:00 至 11-27 12:00',
    );
    expect(describeRange(windowRange('lifetime', now, 2, true))).toBe('投放开始 至 11-27 12:00');
  });
});

const HOUR_MS = 3_600_000;
/** The instant a range's (date, hour) boundary stands for. */
const instant = (date: string, hour: number) =>
  new Date(`${date}T00:00:00+08:00`).getTime() + hour * HOUR_MS;

describe('the 近N小时 window', () => {
  it('is keyed and named by its hours', () => {
    expect(windowKey({ window: 'last_hours', hours: 6 })).toBe('last_6_hours');
    expect(windowKey({ window: 'today', hours: 6 })).toBe('today');
    expect(windowHours('last_6_hours')).toBe(6);
    expect(windowHours('last_3_days')).toBeNull();
    expect(windowLabel('last_6_hours')).toBe('近6小时');
    expect(windowLabel('last_3_days')).toBe('近3天');
  });

  it('covers the N complete hours before the lag', () => {
    expect(windowRange('last_6_hours', now, 2, true)).toEqual({
      start_date: '2026-11-27',
      start_hour: 6,
      end_date: '2026-11-27',
      end_hour: 12,
      incomplete: false,
    });
    expect(describeRange(windowRange('last_6_hours', now, 2, true))).toBe(
      '11-27 06:00 至 11-27 12:00',
    );
  });

  it('with live figures, runs to the end of the current hour and is flagged', () => {
    expect(windowRange('last_6_hours', now, 2, false)).toEqual({
      start_date: '2026-11-27',
      start_hour: 9,
      end_date: '2026-11-27',
      end_hour: 15,
      incomplete: true,
    });
  });

  it('reaches back across midnight', () => {
    const early = new Date('2026-11-26T17:30:00Z'); // 01:30 on the 27th
    expect(windowRange('last_6_hours', early, 2, true)).toEqual({
      start_date: '2026-11-26',
      start_hour: 17,
      end_date: '2026-11-26',
      end_hour: 23,
      incomplete: false,
    });
    expect(windowRange('last_72_hours', now, 3, true)).toMatchObject({
      start_date: '2026-11-24',
      start_hour: 11,
      end_date: '2026-11-27',
      end_hour: 11,
    });
  });

  it('always spans N whole hours ending at or before the lag (complete hours only)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 72 }),
        fc.integer({ min: 0, max: 6 }),
        (at, hours, lag) => {
          const range: WindowRange = windowRange(`last_${hours}_hours`, at, lag, true);
          const start = instant(range.start_date ?? '', range.start_hour);
          const end = instant(range.end_date, range.end_hour);
          expect(end - start).toBe(hours * HOUR_MS);
          const cutoff = at.getTime() - lag * HOUR_MS;
          expect(end).toBeLessThanOrEqual(cutoff);
          expect(cutoff - end).toBeLessThan(HOUR_MS);
          expect(range.incomplete).toBe(false);
          expect(range.start_hour).toBeGreaterThanOrEqual(0);
          expect(range.end_hour).toBeLessThan(24);
        },
      ),
    );
  });
});

describe('dataNotes', () => {
  it('notes each window the rule reads and flags those inside the lag', () => {
    const rule = testRule();
    expect(dataNotes(rule, ruleRanges(rule, now))).toEqual([
      '今日：11-27 00:00 至 11-27 12:00，按完整小时判断（巨量引擎报表约延迟 2 小时）',
    ]);
    const live = testRule({ complete_hours_only: false, medium: 'tencent' });
    expect(dataNotes(live, ruleRanges(live, now))[0]).toBe(
      '今日：11-27 00:00 至 11-27 15:00，含腾讯广告报表延迟的最近 3 小时，转化可能尚未回传完整',
    );
  });

  it('names the hours of a 近N小时 window', () => {
    const rule = testRule();
    rule.conditions.groups[0]!.conditions[1] = {
      metric: 'conversions',
      operator: 'lt',
      value: 1,
      window: 'last_hours',
      hours: 6,
    };
    expect(dataNotes(rule, ruleRanges(rule, now))).toEqual([
      '今日：11-27 00:00 至 11-27 12:00，按完整小时判断（巨量引擎报表约延迟 2 小时）',
      '近6小时：11-27 06:00 至 11-27 12:00，按完整小时判断（巨量引擎报表约延迟 2 小时）',
    ]);
  });
});
