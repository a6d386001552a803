import { describe, expect, it } from 'vitest';
import { dueSlot, nextShanghaiMidnight, shanghaiDayStart } from './schedule';

const at = (iso: string) => new Date(iso);
const schedule = (patch: object) => ({
  frequency: 'hourly' as const,
  at: null,
  start_date: null,
  end_date: null,
  ...patch,
});

describe('dueSlot', () => {
  it('every 30 minutes and hourly: the slot now is in', () => {
    expect(dueSlot(schedule({ frequency: 'every_30_min' }), at('2026-11-27T06:47:12Z'))).toEqual(
      at('2026-11-27T06:30:00Z'),
    );
    expect(dueSlot(schedule({}), at('2026-11-27T06:47:12Z'))).toEqual(at('2026-11-27T06:00:00Z'));
  });

  it('daily at a time (Asia/Shanghai): due from that time on, not before', () => {
    const daily = schedule({ frequency: 'daily', at: '09:30' });
    expect(dueSlot(daily, at('2026-11-27T01:29:00Z'))).toBeNull();
    expect(dueSlot(daily, at('2026-11-27T01:31:00Z'))).toEqual(at('2026-11-27T01:30:00Z'));
  });

  it('not outside its date range', () => {
    const ranged = schedule({ start_date: '2026-11-28', end_date: '2026-11-30' });
    expect(dueSlot(ranged, at('2026-11-27T06:00:00Z'))).toBeNull();
    expect(dueSlot(ranged, at('2026-11-28T06:00:00Z'))).not.toBeNull();
    expect(dueSlot(ranged, at('2026-12-01T06:00:00Z'))).toBeNull();
  });

  it('the day starts at midnight in Shanghai', () => {
    expect(shanghaiDayStart(at('2026-11-27T06:00:00Z'))).toEqual(at('2026-11-26T16:00:00Z'));
  });

  it('paused for today means until the next midnight in Shanghai', () => {
    expect(nextShanghaiMidnight(at('2026-11-27T06:00:00Z'))).toEqual(at('2026-11-27T16:00:00Z'));
    // 23:59 and 00:00 in Shanghai: a minute apart, a day apart in midnights.
    expect(nextShanghaiMidnight(at('2026-11-27T15:59:00Z'))).toEqual(at('2026-11-27T16:00:00Z'));
    expect(nextShanghaiMidnight(at('2026-11-27T16:00:00Z'))).toEqual(at('2026-11-28T16:00:00Z'));
  });
});
