import { describe, expect, it } from 'vitest';
import { auditPhase, submitAudit } from './audit';
import { DAYTIME_MASK } from './generator';
import { HourSeries } from './series';
import { hourOf, localHour, scheduledAt, scheduleShare, weekday } from './time';

// Pure parts of the delivery engine: hour arithmetic in Asia/Shanghai, schedule masks, compact
// rows and the review verdicts.

const at = (iso: string) => Date.parse(iso);

describe('engine time and schedules', () => {
  it('counts weekdays and hours in Asia/Shanghai', () => {
    const h = hourOf(at('2025-03-10T00:30:00+08:00'));
    expect(weekday(h)).toBe(0);
    expect(localHour(h)).toBe(0);
    expect(weekday(hourOf(at('2025-03-16T23:10:00+08:00')))).toBe(6);
  });

  it('reads the half-hours of a 336-cell mask and the hours of a 168-cell one', () => {
    const mask = '0'.repeat(20) + '10' + '0'.repeat(26) + '0'.repeat(288);
    const monday10 = hourOf(at('2025-03-10T10:00:00+08:00'));
    expect(scheduleShare(mask, monday10)).toBe(0.5);
    expect(scheduledAt(mask, at('2025-03-10T10:10:00+08:00'))).toBe(true);
    expect(scheduledAt(mask, at('2025-03-10T10:40:00+08:00'))).toBe(false);
    expect(scheduleShare(mask, monday10 + 24)).toBe(0);
    const hourly = '0'.repeat(10) + '1' + '0'.repeat(157);
    expect(scheduleShare(hourly, monday10)).toBe(1);
    expect(scheduleShare(null, monday10)).toBe(1);
    expect(scheduleShare(DAYTIME_MASK, hourOf(at('2025-03-15T03:00:00+08:00')))).toBe(1);
    expect(scheduleShare(DAYTIME_MASK, hourOf(at('2025-03-14T03:00:00+08:00')))).toBe(0);
  });
});

describe('hour series', () => {
  it('keeps rows compactly and round-trips the hours from a cut-off', () => {
    const series = new HourSeries(1000, 2);
    for (let h = 1000; h < 1100; h += 1) {
      series.set(h, { show: h * 10, click: h % 70, cost: h * 3, conv: h % 5, deep: h % 2 });
    }
    expect(series.costBetween(1000, 1002)).toBe(3000 + 3003);
    const json = series.toJson(1090);
    expect(json?.firstHour).toBe(1090);
    const copy = new HourSeries(1090);
    if (json) copy.merge(json);
    expect(copy.get(1095)).toEqual(series.get(1095));
    expect(copy.get(1080)).toEqual({ show: 0, click: 0, cost: 0, conv: 0, deep: 0 });
  });
});

describe('review verdicts', () => {
  const submission = {
    seed: 7,
    kind: 'create' as const,
    at: 0,
    elements: [{ kind: 'title' as const, item: 't' }],
    deliveredBefore: false,
  };

  it('decides by object and round, shown after the delay', () => {
    const config = { delayMs: 600_000, denyRate: 0.3 };
    const verdicts = Array.from({ length: 200 }, (_, id) =>
      submitAudit({ ...submission, id, round: 0 }, config),
    );
    const denied = verdicts.filter((v) => v.outcome === 'deny').length;
    expect(denied).toBeGreaterThan(30);
    expect(denied).toBeLessThan(90);
    expect(submitAudit({ ...submission, id: 5, round: 0 }, config)).toEqual(verdicts[5]);
    const one = verdicts[0];
    expect(auditPhase(one, 599_999)).toBe('pending');
    expect(auditPhase(one, 600_000)).toBe(one?.outcome);
    for (const v of verdicts.filter((x) => x.outcome === 'deny')) {
      expect(v.rejects[0]?.element).toBeNull();
      expect(v.rejects.length).toBeGreaterThan(1);
    }
  });
});
