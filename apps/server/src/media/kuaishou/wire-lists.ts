import { z } from 'zod';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { nonEmptyPages, numberedPages } from '../mirror/pages';
import { keepingRaw, type Listed } from '../mirror/raw-list';

// Kuaishou list reads (reference §2.1, §2.6): POST JSON with `page` from 1 and `page_size`,
// answered `{total_count, details[]}` without a page count; the video library's full read by
// cursor (`cursor`, `limit`). Each item is validated and kept as
// the JSON object it arrived as, so `raw` holds fields the schemas do not name.

export type { Listed };

export interface ListRead<T extends z.ZodType> {
  path: string;
  params: Record<string, unknown>;
  item: T;
  pageSize: number;
}

export interface ListTarget {
  client: MediaClient;
  token: TokenSource;
  advertiserId: string;
}

/** Every non-empty page of one list call, in the medium's order. */
export function wirePages<T extends z.ZodType>(
  target: ListTarget,
  read: ListRead<T>,
): AsyncGenerator<Listed<z.output<T>>[]> {
  const data = z.object({ total_count: z.number().int(), details: z.array(keepingRaw(read.item)) });
  return nonEmptyPages(
    numberedPages(async (page) => {
      const answer = await target.client.call({
        medium: 'kuaishou',
        // A read sent as POST (reference §2.1).
        method: 'POST',
        path: read.path,
        params: { ...read.params, page, page_size: read.pageSize },
        data,
        effect: 'read',
        token: target.token,
        advertiserId: target.advertiserId,
      });
      const { details, total_count: total } = answer.data;
      return {
        items: details,
        more: details.length >= read.pageSize && page * read.pageSize < total,
      };
    }),
  );
}

export interface CursorRead<T extends z.ZodType> {
  path: string;
  params: Record<string, unknown>;
  /** An item carrying its `cursor`. */
  item: T;
  limit: number;
}

/**
 * Every non-empty batch of a cursor read (gw/dsp/video/listByCursor, DOC 2640): from cursor 0, each
 * call asks for the items above the largest cursor of the last batch; a short batch is the last.
 */
export async function* cursorBatches<T extends z.ZodType<{ cursor: number }>>(
  target: ListTarget,
  read: CursorRead<T>,
): AsyncGenerator<Listed<z.output<T>>[]> {
  const data = z.object({
    total_count: z.number().int(),
    details: z.array(keepingRaw(read.item)).default([]),
  });
  let cursor = 0;
  for (;;) {
    const answer = await target.client.call({
      medium: 'kuaishou',
      method: 'POST',
      path: read.path,
      params: { ...read.params, cursor, limit: read.limit },
      data,
      effect: 'read',
      token: target.token,
      advertiserId: target.advertiserId,
    });
    const { details } = answer.data;
    if (details.length > 0) yield details;
    if (details.length < read.limit) return;
    cursor = Math.max(...details.map((d) => d.wire.cursor));
  }
}
