import type { tencent } from '@toufang/media-wire';
import type { MediumFile, ObjectState, ValueChange } from '../medium-writes';

// A Tencent v3 dynamic creative's files and titles in domain terms and on the wire
// (dynamic_creatives/update: `creative_components` change incrementally — a component sent with
// its component_id and `is_deleted` goes, one sent without an id is added, one not sent stays).
// Videos are `video[].value {video_id, cover_id}`, images `image[].value {image_id}`, titles
// `title[].value {content}`.

type Components = tencent.CreativeComponents;

const valueOf = (c: tencent.Component, key: string): string | undefined => {
  const v = (c.value as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};

/** A creative's files (videos first) and titles as its components list them. */
export function contentOf(components: Components): Pick<ObjectState, 'materials' | 'titles'> {
  const files = (key: 'video' | 'image', id: string): MediumFile[] =>
    (components[key] ?? []).flatMap((c) => {
      const fileId = valueOf(c, id);
      if (fileId === undefined) return [];
      const cover = key === 'video' ? valueOf(c, 'cover_id') : undefined;
      return [{ kind: key, id: fileId, ...(cover ? { coverId: cover } : {}) }];
    });
  return {
    materials: [...files('video', 'video_id'), ...files('image', 'image_id')],
    titles: (components.title ?? []).flatMap((c) => {
      const content = valueOf(c, 'content');
      return content === undefined ? [] : [content];
    }),
  };
}

/**
 * The incremental components of one change: the current components of the kind whose value is
 * not in the new list deleted by id, the new values not there yet added, the others left alone.
 */
export function componentsPatch(current: Components, change: ValueChange): Components {
  const patch = (
    key: 'video' | 'image' | 'title',
    idKey: string,
    wanted: { id: string; value: Record<string, unknown> }[],
  ): tencent.Component[] => {
    const now = current[key] ?? [];
    const have = new Set(now.map((c) => valueOf(c, idKey)));
    const keep = new Set(wanted.map((w) => w.id));
    return [
      ...now
        .filter((c) => !keep.has(valueOf(c, idKey) ?? ''))
        .map((c) => ({ component_id: c.component_id, value: c.value, is_deleted: true })),
      ...wanted.filter((w) => !have.has(w.id)).map((w) => ({ value: w.value })),
    ];
  };
  switch (change.field) {
    case 'materials': {
      const videos = change.materials.filter((f) => f.kind === 'video');
      const images = change.materials.filter((f) => f.kind === 'image');
      return {
        video: patch(
          'video',
          'video_id',
          videos.map((f) => ({
            id: f.id,
            value: { video_id: f.id, ...(f.coverId ? { cover_id: f.coverId } : {}) },
          })),
        ),
        image: patch(
          'image',
          'image_id',
          images.map((f) => ({ id: f.id, value: { image_id: f.id } })),
        ),
      };
    }
    case 'titles':
      return {
        title: patch(
          'title',
          'content',
          change.titles.map((t) => ({ id: t, value: { content: t } })),
        ),
      };
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
      throw new RangeError(`dynamic creatives take no ${change.field} change`);
  }
}

/** The components of a creative's row as the medium listed it. */
export const componentsOfState = (state: ObjectState): Components =>
  (state.mirror?.row as { raw?: { creative_components?: Components } } | undefined)?.raw
    ?.creative_components ?? {};

/** A dynamic creative's state with its files and titles from the row as listed. */
export function withCreativeContent(state: ObjectState): ObjectState {
  if (!state.mirror) return state;
  return { ...state, ...contentOf(componentsOfState(state)) };
}
