import { AGE_BANDS, GENDERS } from '@toufang/contracts';
import type { EditAudience } from '@toufang/domain';
import type { oceanengine } from '@toufang/media-wire';
import type { ObjectState, ValueChange, WriteField } from '../medium-writes';
import type { V2AdPatch } from './legacy-writes';
import { regionOfWire, regionWire } from './region-wire';

// An Ocean Engine v2 ad's own settings in domain terms and on the wire of 2/ad/update/: its name,
// the audience's gender, age bands and regions (NONE and no bands are 不限, sent explicitly), the end date
// (`yyyy-MM-dd 23:59` under SCHEDULE_START_END; SCHEDULE_FROM_NOW is long-term) and the weekly time
// slots. An ad's placements are not among them: 2/ad/update/ takes no inventories.

/** The fields of an ad that 2/ad/update/ writes. */
export const AD_UPDATE_FIELDS: readonly WriteField[] = [
  'name',
  'audience',
  'endTime',
  'weekSchedule',
];

/** The wire patch of one change of an ad's settings. */
export function adPatch(change: ValueChange): V2AdPatch {
  switch (change.field) {
    case 'name':
      return { name: change.name };
    case 'audience':
      return {
        gender: change.audience.gender,
        age: [...change.audience.age],
        ...(change.audience.region ? regionWire(change.audience.region) : {}),
      };
    case 'endTime':
      return change.scheduleType === 'SCHEDULE_START_END' && change.endDate !== null
        ? { schedule_type: 'SCHEDULE_START_END', end_time: `${change.endDate} 23:59` }
        : { schedule_type: 'SCHEDULE_FROM_NOW' };
    case 'weekSchedule':
      return { schedule_time: change.scheduleTime };
    case 'budget':
    case 'cpaBid':
    case 'deepBid':
    case 'roiGoal':
    case 'autoExtend':
    case 'title':
    case 'placements':
    case 'materials':
    case 'titles':
      throw new RangeError(`2/ad/update/ takes no ${change.field} change`);
  }
}

/** The audience of an ad as 2/ad/get/ answers it: its gender and the bands the wizards know. */
export function audienceOfAd(audience: oceanengine.Ad['audience']): EditAudience {
  const gender = GENDERS.find((g) => g === audience?.gender) ?? 'NONE';
  const age = AGE_BANDS.filter((band) => (audience?.age ?? []).includes(band));
  return { gender, age, region: regionOfWire(audience) };
}

/** An ad's state with its audience and schedule type from the row as the medium listed it. */
export function withAdSettings(state: ObjectState): ObjectState {
  const raw = (state.mirror?.row as { raw?: unknown } | undefined)?.raw as
    Pick<Partial<oceanengine.Ad>, 'audience' | 'schedule_type'> | undefined;
  if (!raw) return state;
  return {
    ...state,
    audience: audienceOfAd(raw.audience),
    scheduleType: raw.schedule_type ?? null,
  };
}
