import { describe, expect, it } from 'vitest';
import { dataNotes, ruleRanges } from './data-notes';
import { testRule } from './test-rule';
import { describeRange, windowRange } from './windows';

// 2026-11-27 14:10 in Asia/Shanghai.
const now = new Date('2026-11-27T06:10:00Z');

describe('windowRange', () => {
  it('judges complete hours before the lag by default', () => {
    expect(windowRange('today', now, 2, true)).toEqual({
      start_date: '2026-11-27',
      end_date: '2026-11-27',
      end_hour: 12,
      incomplete: false,
    });
  });

  it('runs to now and flags the window without complete hours only', () => {
    expect(windowRange('today', now, 2, false)).toEqual({
      start_date: '2026-11-27',
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
});
