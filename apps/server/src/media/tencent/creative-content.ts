import type { tencent } from '@toufang/media-wire';
import type { MediumFile, ObjectState, ValueChange } from '../medium-writes';

// A Tencent v3 dynamic creative's files and titles in domain terms and on the wire
// (dynamic_creatives/update: `creative_components` change incrementally — a component sent with
// its component_id and `is_deleted` goes, one sent without an id is added, one not sent stays).
// Videos are `video[].value {video_id, cover_id}`, images `image[].value {image_id}`, a 图文's
// 组图 `image_list[].value {list[]{image_id}}` (its images in order, listed among the files after
// the single images), titles `title[].value {content}`.

type Components = tencent.CreativeComponents;

const valueOf = (c: tencent.Component, key: string): string | undefined => {
  const v = (c.value as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v) : undefined;
};

/** The image ids of an image_list component (a 图文's 组图), in its order. */
function listImageIds(c: tencent.Component): string[] {
  const list = (c.value as { list?: unknown }).list;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const id =
      typeof entry === 'object' && entry !== null
        ? (entry as Record<string, unknown>).image_id
        : undefined;
    return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
  });
}

/**
 * A creative's files and titles as its components list them: videos, then single images, then
 * the images of each image_list in order.
 */
export function contentOf(components: Components): Pick<ObjectState, 'materials' | 'titles'> {
  const files = (key: 'video' | 'image', id: string): MediumFile[] =>
    (components[key] ?? []).flatMap((c) => {
      const fileId = valueOf(c, id);
      if (fileId === undefined) return [];
      const cover = key === 'video' ? valueOf(c, 'cover_id') : undefined;
      return [{ kind: key, id: fileId, ...(cover ? { coverId: cover } : {}) }];
    });
  const grouped = (components.image_list ?? []).flatMap((c) =>
    listImageIds(c).map((id): MediumFile => ({ kind: 'image', id })),
  );
  return {
    materials: [...files('video', 'video_id'), ...files('image', 'image_id'), ...grouped],
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
      const wantedImages = new Set(
        change.materials.filter((f) => f.kind === 'image').map((f) => f.id),
      );
      // An image_list stays while all its images do; one losing an image goes, and its other
      // images are kept as single images.
      const lists = current.image_list ?? [];
      const keptLists = lists.filter((c) => listImageIds(c).every((id) => wantedImages.has(id)));
      const goneLists = lists.filter((c) => !keptLists.includes(c));
      const inKeptLists = new Set(keptLists.flatMap(listImageIds));
      const images = change.materials.filter((f) => f.kind === 'image' && !inKeptLists.has(f.id));
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
        ...(goneLists.length > 0
          ? {
              image_list: goneLists.map((c) => ({
                component_id: c.component_id,
                value: c.value,
                is_deleted: true,
              })),
            }
          : {}),
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
