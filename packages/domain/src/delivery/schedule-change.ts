import { z } from 'zod';
import { normalizeSchedule } from './weekly-schedule';

// A weekly schedule change (POST …/updatescheduletime: schedule_time, schedule_scene) takes effect
// at once or from the next day (spec 001 §4 "Schedule type").

export const ScheduleEffectSchema = z.enum(['REALTIME', 'NEXT_DAY']);
export type ScheduleEffect = z.infer<typeof ScheduleEffectSchema>;

export const SCHEDULE_EFFECT_LABELS: Record<ScheduleEffect, string> = {
  REALTIME: '立即生效',
  NEXT_DAY: '次日生效',
};

export const SCHEDULE_EFFECT_EMPTY_MESSAGE = '请选择生效时间';

export interface ScheduleTimeChange {
  schedule_time: string;
  schedule_scene: ScheduleEffect;
}

export type ScheduleTimeCheck =
  { ok: true; value: ScheduleTimeChange } | { ok: false; message: string };

/**
 * A schedule change as sent: a malformed schedule becomes the empty one (spec 001 §5), the effect
 * must be REALTIME or NEXT_DAY.
 */
export function checkScheduleTimeChange(input: {
  schedule_time?: unknown;
  schedule_scene?: unknown;
}): ScheduleTimeCheck {
  const effect = ScheduleEffectSchema.safeParse(input.schedule_scene);
  if (!effect.success) return { ok: false, message: SCHEDULE_EFFECT_EMPTY_MESSAGE };
  return {
    ok: true,
    value: { schedule_time: normalizeSchedule(input.schedule_time), schedule_scene: effect.data },
  };
}
