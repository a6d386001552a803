import type { tencent } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { tencentLibrary } from './library-files';
import { ItemError } from './write-support';

// What a creative's 组图 (`image_list`: a v3 component's `value.list[]{image_id}`, a v1.3
// adcreative element's image ids; marketing-api-go-sdk ImageListStruct, AdcreativeCreativeElements)
// must hold: 3–9 images (modelled — the per-template counts are not in our sources; the text is
// ours). A creative changed by dynamic_creatives/update takes library images only; one added takes
// its files with it, as for its other components.

export const IMAGE_LIST_SIZE = { min: 3, max: 9 } as const;

/** Throws the refusal of the first 组图 whose count or images the medium does not take. */
export function checkImageLists(
  ctx: MediumContext,
  req: EndpointRequest,
  lists: readonly (readonly string[])[],
  fromLibrary: boolean,
): void {
  if (lists.length === 0) return;
  const { min, max } = IMAGE_LIST_SIZE;
  for (const ids of lists) {
    if (ids.length < min || ids.length > max) {
      throw new ItemError(`组图图片数量须为 ${min}-${max} 张（当前 ${ids.length} 张）`);
    }
  }
  if (!fromLibrary) return;
  const library = tencentLibrary(ctx.state, ctx.advertiser(req), req.now);
  for (const ids of lists) {
    const missing = ids.find((id) => !library.images.some((i) => String(i.image_id) === id));
    if (missing !== undefined) throw new ItemError(`图片 ${missing} 不存在或不属于该账户`);
  }
}

/** The image ids of each `image_list` component sent (deleted ones left out). */
export function imageListsOf(components: tencent.CreativeComponents | undefined): string[][] {
  return (components?.image_list ?? []).flatMap((c) => {
    if (c.is_deleted) return [];
    const list = (c.value as { list?: unknown }).list;
    const items: unknown[] = Array.isArray(list) ? list : [];
    return [
      items.map((item) => {
        const id = (item as { image_id?: unknown } | null)?.image_id;
        return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
      }),
    ];
  });
}
