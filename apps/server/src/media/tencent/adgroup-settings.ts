import { AGE_BANDS } from '@toufang/contracts';
import type { EditAudience } from '@toufang/domain';
import type { tencent } from '@toufang/media-wire';
import type { ObjectState, ValueChange } from '../medium-writes';
import { AGE_RANGES, audienceTargeting, regionOfGeoLocation } from './audience-wire';

// A Tencent v3 adgroup's audience and placements in domain terms and on the wire (adgroups/update:
// `targeting.gender` [MALE|FEMALE], `targeting.age` [{min, max}] by band, `site_set` with
// `automatic_site_enabled` false). Empty lists are 不限.

/** The wire patch of one audience or placements change. */
export function adgroupPatch(
  change: ValueChange,
): Omit<tencent.AdgroupUpdateRequest, 'account_id' | 'adgroup_id'> {
  if (change.field === 'audience') {
    return { targeting: audienceTargeting(change.audience) };
  }
  if (change.field === 'placements') {
    return { automatic_site_enabled: false, site_set: change.placements };
  }
  throw new RangeError(`adgroups take no ${change.field} change through adgroups/update`);
}

/** The audience of an adgroup's wire targeting: one gender, the bands whose range it lists. */
export function audienceOfTargeting(targeting: tencent.Targeting | undefined): EditAudience {
  const genders = targeting?.gender ?? [];
  const gender =
    genders.length === 1 && genders[0] === 'MALE'
      ? 'GENDER_MALE'
      : genders.length === 1 && genders[0] === 'FEMALE'
        ? 'GENDER_FEMALE'
        : 'NONE';
  const ages = targeting?.age ?? [];
  const age = AGE_BANDS.filter((band) =>
    ages.some((a) => a.min === AGE_RANGES[band].min && a.max === AGE_RANGES[band].max),
  );
  return { gender, age, region: regionOfGeoLocation(targeting?.geo_location) };
}

/** An adgroup's state with its audience and placements from the row as the medium listed it. */
export function withAdgroupSettings(state: ObjectState): ObjectState {
  const raw = (state.mirror?.row as { raw?: unknown } | undefined)?.raw as
    | { targeting?: tencent.Targeting; site_set?: string[]; automatic_site_enabled?: boolean }
    | undefined;
  if (!raw) return state;
  return {
    ...state,
    audience: audienceOfTargeting(raw.targeting),
    placements: raw.automatic_site_enabled === true ? [] : (raw.site_set ?? []),
  };
}
