import { oceanengine } from '@toufang/media-wire';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';
import { BYTEDANCE_CREATION_READS } from './creation-reads';

// A 图文 on an Ocean Engine v3 promotion is a 图集 (docs/architecture/materials.md, 图文): a
// carousel of its images in order, named as the 图文. Making one is reconciled against the
// medium like the promotion is by its name: before 2/carousel/create/ the account's carousels of
// that name are listed (the name filter is a substring match, so every page is read) and one
// holding the same images in the same order is taken instead. A promotion that failed or a
// worker that died after the carousel was made thus finds it again on the retry; a carousel
// equal in name and images made by another task is the same 图集 and is shared.

const MEDIUM = 'bytedance' as const;
const PAGE_SIZE = 100;
/** The wizard's 图集 read: its endpoint and how a name and page become the medium's filtering. */
const CAROUSEL_LIST = BYTEDANCE_CREATION_READS.carouselTemplates;

export interface GroupCarousel {
  /** The 图文's name, the carousel's `file_name`. */
  name: string;
  /** The images' ids on the account, in the 图文's order. */
  imageIds: string[];
}

/** The account's carousel of the 图文's name and images, in order; null when it has none. */
export async function findGroupCarousel(
  client: MediaClient,
  token: TokenSource,
  advertiserId: string,
  group: GroupCarousel,
): Promise<string | null> {
  for (let page = 1; ; page += 1) {
    const { data } = await client.call({
      medium: MEDIUM,
      ...CAROUSEL_LIST.endpoint,
      params: {
        advertiser_id: numericId(advertiserId),
        ...CAROUSEL_LIST.params({
          advertiser_id: advertiserId,
          keyword: group.name,
          page,
          per_page: PAGE_SIZE,
        }),
      },
      data: oceanengine.CarouselListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    const found = data.carousels.find(
      (c) =>
        c.file_name === group.name &&
        c.images.length === group.imageIds.length &&
        c.images.every((image, k) => image.image_id === group.imageIds[k]),
    );
    if (found) return String(found.id);
    if (page * PAGE_SIZE >= data.page_info.total_count) return null;
  }
}

/** The 图文's carousel on the account: the one it holds already, else one made now. */
export async function groupCarouselId(
  client: MediaClient,
  token: TokenSource,
  advertiserId: string,
  group: GroupCarousel,
): Promise<string> {
  const found = await findGroupCarousel(client, token, advertiserId, group);
  if (found) return found;
  const { data } = await client.call({
    medium: MEDIUM,
    method: 'POST',
    path: '2/carousel/create/',
    params: {
      advertiser_id: numericId(advertiserId),
      file_name: group.name,
      images: group.imageIds.map((image_id) => ({ image_id })),
    } satisfies oceanengine.CarouselCreateRequest,
    data: oceanengine.CarouselCreateDataSchema,
    effect: 'write',
    token,
    advertiserId,
  });
  return String(data.carousel.carousel_id);
}
