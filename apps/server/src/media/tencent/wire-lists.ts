import { tencent } from '@toufang/media-wire';
import { z } from 'zod';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { numberedPages as pagesByNumber } from '../mirror/pages';
import { keepingRaw, type Listed } from '../mirror/raw-list';

// Tencent `…/get` reads (reference §3.1, §3.5): GET with JSON-encoded `filtering` and `fields`,
// `page` 1–100 and `page_size` 1–100 (normal mode, `page_info`), or PAGINATION_MODE_CURSOR with
// `cursor` (`cursor_page_info.next_cursor`, empty on the last page) — the only way past 100
// pages. A medium that answers a cursor request with `page_info` is paged by number. Each item
// is validated and kept as the JSON object it arrived as.

export type { Listed };

export interface ListTarget {
  client: MediaClient;
  token: TokenSource;
  advertiserId: string;
}

export interface ListRead<T extends z.ZodType> {
  path: string;
  params: Record<string, unknown>;
  item: T;
  pageSize: number;
}

/**
 * One page and where the next one starts: a cursor, null after the last page, undefined when the
 * list is paged by number.
 */
export interface WirePage<T> {
  items: Listed<T>[];
  next: string | null | undefined;
}

const MAX_PAGE = 100;

async function get<T extends z.ZodType>(target: ListTarget, path: string, params: object, data: T) {
  const answer = await target.client.call({
    medium: 'tencent',
    method: 'GET',
    path,
    params: { ...params },
    data,
    effect: 'read',
    token: target.token,
    advertiserId: target.advertiserId,
  });
  return answer.data as z.output<T>;
}

/** Every page by number (the default mode), from `firstPage`; an empty last page too. */
export async function* numberedPages<T extends z.ZodType>(
  target: ListTarget,
  read: ListRead<T>,
  firstPage = 1,
): AsyncGenerator<WirePage<z.output<T>>> {
  const data = z.object({
    list: z.array(keepingRaw(read.item)),
    page_info: tencent.PageInfoSchema,
  });
  const pages = pagesByNumber(async (page) => {
    if (page > MAX_PAGE) {
      throw new Error(`tencent ${read.path} has more than ${MAX_PAGE} pages and no cursor paging`);
    }
    const params = { ...read.params, page, page_size: read.pageSize };
    const answer = await get(target, read.path, params, data);
    return { items: answer.list, more: page < answer.page_info.total_page };
  }, firstPage);
  for await (const items of pages) yield { items, next: undefined };
}

/** Every page from `cursor` ('' = the first page) in cursor mode. */
export async function* cursorPages<T extends z.ZodType>(
  target: ListTarget,
  read: ListRead<T>,
  cursor: string,
): AsyncGenerator<WirePage<z.output<T>>> {
  const list = z.array(keepingRaw(read.item));
  const data = z.union([
    z.object({ list, cursor_page_info: tencent.CursorPageInfoSchema }),
    z.object({ list, page_info: tencent.PageInfoSchema }),
  ]);
  for (let at = cursor; ;) {
    const answer = await get(
      target,
      read.path,
      {
        ...read.params,
        pagination_mode: 'PAGINATION_MODE_CURSOR',
        ...(at === '' ? {} : { cursor: at }),
        page_size: read.pageSize,
      },
      data,
    );
    if (!('cursor_page_info' in answer)) {
      // No cursor paging here: this was page 1 by number; go on by number.
      yield { items: answer.list, next: undefined };
      if (answer.list.length === 0 || answer.page_info.total_page <= 1) return;
      yield* numberedPages(target, read, 2);
      return;
    }
    const next = answer.cursor_page_info.next_cursor;
    yield { items: answer.list, next: next === '' ? null : next };
    if (next === '' || answer.list.length === 0) return;
    at = next;
  }
}
