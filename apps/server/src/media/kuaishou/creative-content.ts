import type { ObjectState, ValueChange } from '../medium-writes';
import type { CreativeChange } from './writes';

// A Kuaishou custom creative's file and title in domain terms and on the wire (gw/dsp/creative/
// update: `photo_id` of a video creative, `image_tokens` of a picture one with the type saying
// which and its orientation — 1 竖版视频, 2 横版视频, 5 竖图, 6 横图 — and the description, the
// title the medium shows).

const VIDEO_TYPES: readonly number[] = [1, 2, 11];
const VERTICAL_TYPES: readonly number[] = [1, 5, 11, 12];

/** The creative change of one file or title change (one file and one title a creative). */
export function creativeChange(change: ValueChange): CreativeChange {
  switch (change.field) {
    case 'materials': {
      const [file] = change.materials;
      if (!file || change.materials.length !== 1) {
        throw new RangeError('a Kuaishou creative takes one file');
      }
      return file.kind === 'video'
        ? { materialType: file.vertical ? 1 : 2, photoId: file.id }
        : { materialType: file.vertical ? 5 : 6, imageTokens: [file.id] };
    }
    case 'titles': {
      const [title] = change.titles;
      if (title === undefined || change.titles.length !== 1) {
        throw new RangeError('a Kuaishou creative takes one description');
      }
      return { description: title };
    }
    case 'budget':
    case 'cpaBid':
    case 'deepBid':
    case 'roiGoal':
    case 'weekSchedule':
    case 'endTime':
    case 'autoExtend':
    case 'title':
    case 'name':
    case 'audience':
    case 'placements':
      throw new RangeError(`creatives take no ${change.field} change through creative/update`);
  }
}

interface ListedCreative {
  creative_material_type?: number;
  photo_id?: string;
  image_tokens?: string[];
  display_info?: { description?: string };
}

/** A creative's state with its file and title from the row as the medium listed it. */
export function withCreativeContent(state: ObjectState): ObjectState {
  const raw = (state.mirror?.row as { raw?: unknown } | undefined)?.raw as
    ListedCreative | undefined;
  if (!raw) return state;
  const type = raw.creative_material_type ?? 0;
  const vertical = VERTICAL_TYPES.includes(type);
  const materials = VIDEO_TYPES.includes(type)
    ? raw.photo_id
      ? [{ kind: 'video' as const, id: raw.photo_id, vertical }]
      : []
    : (raw.image_tokens ?? []).map((id) => ({ kind: 'image' as const, id, vertical }));
  const description = raw.display_info?.description;
  return { ...state, materials, titles: description ? [description] : [] };
}
