import { formatDate } from '../../clock';
import { mediumError } from '../../http/medium-error';
import { paginate, type PageInfo } from '../../http/paging';
import { compareIds, type ObjectId } from '../../state/collection';

// Paging and `fields` of Ocean Engine object lists (reference §1.6): page from 1, page_size
// default 10 and at most 100; only the requested fields come back, the id always.

export const MAX_OBJECT_PAGE_SIZE = 100;

export function pageOf<T>(
  items: readonly T[],
  page: number | undefined,
  pageSize: number | undefined,
  maxPageSize = MAX_OBJECT_PAGE_SIZE,
): { items: T[]; pageInfo: PageInfo } {
  if (pageSize !== undefined && pageSize > maxPageSize) {
    throw mediumError('param', `page_size 取值范围为 1-${maxPageSize}`);
  }
  return paginate(items, page ?? 1, pageSize ?? 10);
}

export function project<T extends object>(
  item: T,
  fields: readonly string[] | undefined,
  idField: string,
): Partial<T> {
  if (!fields || fields.length === 0) return item;
  const wanted = new Set([...fields, idField]);
  return Object.fromEntries(Object.entries(item).filter(([key]) => wanted.has(key))) as Partial<T>;
}

/** Whether an epoch-ms time falls on a "yyyy-MM-dd" day (Asia/Shanghai). */
export const onDay = (epochMs: number, day: string | undefined): boolean =>
  day === undefined || formatDate(epochMs) === day;

/** Newest first, as the media list objects. */
export const newestFirst = (
  a: { createdAt: number; id: ObjectId },
  b: { createdAt: number; id: ObjectId },
): number => b.createdAt - a.createdAt || compareIds(b.id, a.id);

/** Whether a "yyyy-MM-dd HH:mm:ss" modify time lies in the inclusive range (both ends or none). */
export function inModifyRange(modified: string, start?: string, end?: string): boolean {
  if (start === undefined || end === undefined) return true;
  return modified >= start && modified <= end;
}

/**
 * Where a cursor-paged list resumes (ad_open_sdk_go promotion/list `cursor` + `count`): the cursor
 * is the id of the last object handed out, so objects added meanwhile (they list first) neither
 * repeat nor shift the pages. No cursor or 0 starts at the beginning.
 */
export function afterCursor(
  ordered: readonly { id: ObjectId }[],
  cursor: bigint | undefined,
): number {
  if (cursor === undefined || cursor === 0n) return 0;
  const at = ordered.findIndex((r) => r.id === cursor);
  if (at < 0) throw mediumError('param', `cursor ${cursor} 无效`);
  return at + 1;
}

/** One cursor page of what follows the cursor: `count` items (default 10, at most 100). */
export function cursorPage<T>(
  rest: readonly T[],
  count: number | undefined,
  idOf: (item: T) => bigint,
): { items: T[]; cursorInfo: { cursor: bigint; count: number; has_more: boolean } } {
  const size = count ?? 10;
  const items = rest.slice(0, size);
  const last = items[items.length - 1];
  return {
    items,
    cursorInfo: {
      cursor: last === undefined ? 0n : idOf(last),
      count: items.length,
      has_more: rest.length > size,
    },
  };
}
