import { formatDate } from '../../clock';
import { mediumError } from '../../http/medium-error';
import { paginate, type PageInfo } from '../../http/paging';

// Paging and `fields` of Ocean Engine object lists (reference §1.6): page from 1, page_size
// default 10 and at most 100; only the requested fields come back, the id always.

export const MAX_OBJECT_PAGE_SIZE = 100;

export function pageOf<T>(
  items: readonly T[],
  page: number | undefined,
  pageSize: number | undefined,
): { items: T[]; pageInfo: PageInfo } {
  if (pageSize !== undefined && pageSize > MAX_OBJECT_PAGE_SIZE) {
    throw mediumError('param', `page_size 取值范围为 1-${MAX_OBJECT_PAGE_SIZE}`);
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
  a: { createdAt: number; id: number },
  b: { createdAt: number; id: number },
): number => b.createdAt - a.createdAt || b.id - a.id;
