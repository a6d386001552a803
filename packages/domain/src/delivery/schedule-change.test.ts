import { describe, expect, it } from 'vitest';
import { checkScheduleTimeChange, SCHEDULE_EFFECT_LABELS } from './schedule-change';
import { EMPTY_SCHEDULE } from './weekly-schedule';

const SCHEDULE = '1'.repeat(48) + '0'.repeat(288);

describe('checkScheduleTimeChange (spec 001 §4: REALTIME or NEXT_DAY)', () => {
  it.each(['REALTIME', 'NEXT_DAY'] as const)('takes effect %s', (effect) => {
    expect(checkScheduleTimeChange({ schedule_time: SCHEDULE, schedule_scene: effect })).toEqual({
      ok: true,
      value: { schedule_time: SCHEDULE, schedule_scene: effect },
    });
  });

  it.each([undefined, '', 'TOMORROW', 'realtime'])('refuses the effect %j', (effect) => {
    expect(checkScheduleTimeChange({ schedule_time: SCHEDULE, schedule_scene: effect })).toEqual({
      ok: false,
      message: '请选择生效时间',
    });
  });

  it('sends a malformed schedule as empty', () => {
    expect(checkScheduleTimeChange({ schedule_time: '101', schedule_scene: 'NEXT_DAY' })).toEqual({
      ok: true,
      value: { schedule_time: EMPTY_SCHEDULE, schedule_scene: 'NEXT_DAY' },
    });
  });

  it('labels the effects', () => {
    expect(SCHEDULE_EFFECT_LABELS).toEqual({ REALTIME: '立即生效', NEXT_DAY: '次日生效' });
  });
});
