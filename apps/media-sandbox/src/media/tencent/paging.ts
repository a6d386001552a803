import type { tencent } from '@toufang/media-wire';
import { mediumError } from '../../http/medium-error';
import { pickFields, type PageInfo } from '../../http/paging';
import { pageWithFields } from './filtering';

// The two paging modes of adgroups/get and dynamic_creatives/get (v3.0 doc pages of both):
// PAGINATION_MODE_NORMAL answers `page_info` for `page`/`page_size`, newest first;
// PAGINATION_MODE_CURSOR walks by id, highest first, and answers `cursor_page_info` with
// `next_cursor` and `previous_cursor` (empty when there is no such page). A cursor is "n" or "p"
// and the base-36 id of the last or first item of the page it came from, so the walk neither
// repeats nor skips objects when others are added or deleted meanwhile. Cursors are at most 10
// characters (the doc's limit).

interface ListQuery {
  page?: number | undefined;
  page_size?: number | undefined;
  fields?: string[] | undefined;
  pagination_mode?: tencent.PaginationMode | undefined;
  cursor?: string | number | undefined;
}

type Picked<T, K extends keyof T> = Partial<T> & Pick<T, K>;

const CURSOR = /^([np])([0-9a-z]{1,9})$/;

/** The page's position in `ids` (highest first) that a cursor points at. */
function cursorStart(ids: readonly number[], cursor: string, pageSize: number): number {
  if (cursor === '') return 0;
  const match = CURSOR.exec(cursor);
  const id = match?.[2] === undefined ? Number.NaN : parseInt(match[2], 36);
  if (!match || !Number.isSafeInteger(id)) throw mediumError('param', `cursor 无效: ${cursor}`);
  const after = ids.findIndex((x) => x < id);
  if (match[1] === 'n') return after < 0 ? ids.length : after;
  // Backwards: the page that ends right before the object the cursor names.
  const before = ids.findIndex((x) => x <= id);
  const end = before < 0 ? ids.length : before;
  return Math.max(0, end - pageSize);
}

export function pageOrCursor<
  R extends { id: number; createdAt: number },
  T extends object,
  K extends keyof T & string,
>(
  records: readonly R[],
  query: ListQuery,
  idField: K,
  toItem: (record: R) => T | null,
):
  | { list: Picked<T, K>[]; page_info: PageInfo }
  | { list: Picked<T, K>[]; cursor_page_info: tencent.CursorPageInfo } {
  const cursorMode = query.pagination_mode === 'PAGINATION_MODE_CURSOR';
  const sorted = [...records].sort((a, b) =>
    cursorMode ? b.id - a.id : b.createdAt - a.createdAt || b.id - a.id,
  );
  const items = sorted.flatMap((r) => toItem(r) ?? []);
  if (!cursorMode) return pageWithFields(items, query, idField);
  const pageSize = query.page_size ?? 10;
  const ids = items.map((item) => Number(item[idField]));
  const start = cursorStart(ids, String(query.cursor ?? ''), pageSize);
  const page = items.slice(start, start + pageSize);
  const firstId = ids[start];
  const lastId = ids[start + page.length - 1];
  const fields = query.fields && query.fields.length > 0 ? [...query.fields, idField] : undefined;
  return {
    list: page.map(
      (item) => ({ ...pickFields(item, fields), [idField]: item[idField] }) as Picked<T, K>,
    ),
    cursor_page_info: {
      page_size: pageSize,
      total_number: items.length,
      next_cursor:
        lastId !== undefined && start + page.length < items.length ? `n${lastId.toString(36)}` : '',
      previous_cursor: firstId !== undefined && start > 0 ? `p${firstId.toString(36)}` : '',
    },
  };
}
