import { oceanengine } from '@toufang/media-wire';
import { z } from 'zod';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { nonEmptyPages, numberedPages } from '../mirror/pages';
import { keepingRaw, type Listed } from '../mirror/raw-list';

// Page-numbered GET lists of Ocean Engine (reference §1.6): `page` from 1, `data.list` and
// `data.page_info.total_page`. Each item is validated and kept as the JSON object it arrived as.

export { keepingRaw };

export function listDataOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(keepingRaw(item)), page_info: oceanengine.PageInfoSchema });
}

export interface PagedRead<T extends z.ZodType> {
  path: string;
  params: Record<string, unknown>;
  item: T;
  pageSize: number;
}

/** Every non-empty page of one list call, in the medium's order. */
export function wirePages<T extends z.ZodType>(
  client: MediaClient,
  read: PagedRead<T>,
  token: TokenSource,
  advertiserId: string,
): AsyncGenerator<Listed<z.output<T>>[]> {
  const data = listDataOf(read.item);
  return nonEmptyPages(
    numberedPages(async (page) => {
      const answer = await client.call({
        medium: 'bytedance',
        method: 'GET',
        path: read.path,
        params: { ...read.params, page, page_size: read.pageSize },
        data,
        effect: 'read',
        token,
        advertiserId,
      });
      const { list, page_info: info } = answer.data;
      return { items: list, more: page < info.total_page };
    }),
  );
}
