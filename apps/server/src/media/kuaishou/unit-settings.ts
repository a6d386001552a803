import { AGE_BANDS, type AgeBand, type RegionTargeting } from '@toufang/contracts';
import {
  regionOfWire,
  regionWireIds,
  regionWireLocationType,
  type EditAudience,
} from '@toufang/domain';
import { halfHourToHourMask, type kuaishou } from '@toufang/media-wire';
import type { ObjectState, ValueChange } from '../medium-writes';

// A Kuaishou unit's audience, placements and time slots in domain terms and on the wire
// (gw/dsp/unit/update: `target.gender` 1 女 / 2 男, `target.ages_range` by each band's lower
// bound, `target.region` / `user_type`, `scene_id`, `schedule_time` of 168 hourly cells).

const AGE_LOWER: Record<AgeBand, 18 | 24 | 31 | 41 | 50> = {
  AGE_BETWEEN_18_23: 18,
  AGE_BETWEEN_24_30: 24,
  AGE_BETWEEN_31_40: 31,
  AGE_BETWEEN_41_49: 41,
  AGE_ABOVE_50: 50,
};
const GENDER_CODE = { NONE: 0, GENDER_FEMALE: 1, GENDER_MALE: 2 } as const;

/** A unit's wire targeting of the wizards' audience (creation and edit alike). */
export function targetOf(audience: EditAudience): kuaishou.UnitTarget {
  return {
    gender: GENDER_CODE[audience.gender],
    ages_range: audience.age.map((a) => AGE_LOWER[a]),
    ...(audience.region ? regionTarget(audience.region) : {}),
  };
}

/** A unit's wire regions (domain `REGION_MEDIA.kuaishou`): [] for 不限, so an update replaces them. */
export function regionTarget(
  region: RegionTargeting,
): Pick<kuaishou.UnitTarget, 'region' | 'user_type'> {
  const ids = regionWireIds('kuaishou', region);
  if (ids.length === 0) return { region: [] };
  return { region: ids, user_type: regionWireLocationType('kuaishou', region) as 0 | 1 | 2 };
}

/** The wire patch of one audience, placements or schedule change. */
export function unitPatch(
  change: ValueChange,
): Omit<kuaishou.UnitUpdateRequest, 'advertiser_id' | 'unit_id'> {
  if (change.field === 'audience') return { target: targetOf(change.audience) };
  if (change.field === 'placements') return { scene_id: change.placements.map(Number) };
  // Hourly only: a split hour is refused before anything is sent (edit-values).
  if (change.field === 'weekSchedule') {
    return { schedule_time: halfHourToHourMask(change.scheduleTime) };
  }
  throw new RangeError(`units take no ${change.field} change through unit/update`);
}

/** The audience of a unit's wire targeting. */
export function audienceOfTarget(target: Record<string, unknown> | undefined): EditAudience {
  const code = target?.gender;
  const gender = code === 1 ? 'GENDER_FEMALE' : code === 2 ? 'GENDER_MALE' : 'NONE';
  const lows = Array.isArray(target?.ages_range) ? (target.ages_range as unknown[]) : [];
  const region = Array.isArray(target?.region) ? (target.region as number[]) : [];
  return {
    gender,
    age: AGE_BANDS.filter((band) => lows.includes(AGE_LOWER[band])),
    region: regionOfWire('kuaishou', region, target?.user_type),
  };
}

/** A unit's state with its audience and placements from the row as the medium listed it. */
export function withUnitSettings(state: ObjectState): ObjectState {
  const raw = (state.mirror?.row as { raw?: unknown } | undefined)?.raw as
    { target?: Record<string, unknown>; scene_id?: unknown } | undefined;
  if (!raw) return state;
  return {
    ...state,
    audience: audienceOfTarget(raw.target),
    placements: Array.isArray(raw.scene_id) ? raw.scene_id.map(String) : [],
  };
}
