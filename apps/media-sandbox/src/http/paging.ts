/** page_info as Ocean Engine and Tencent return it. */
export interface PageInfo {
  page: number;
  page_size: number;
  total_number: number;
  total_page: number;
}

/** One page of a list (pages count from 1). */
export function paginate<T>(
  items: readonly T[],
  page = 1,
  pageSize = 10,
): { items: T[]; pageInfo: PageInfo } {
  const start = (page - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pageInfo: {
      page,
      page_size: pageSize,
      total_number: items.length,
      total_page: Math.ceil(items.length / pageSize),
    },
  };
}

/** Keeps only the requested `fields` (all when none are given), as the media's `fields` do. */
export function pickFields<T extends object>(item: T, fields?: readonly string[]): Partial<T> {
  if (!fields || fields.length === 0) return item;
  const wanted = new Set(fields);
  return Object.fromEntries(Object.entries(item).filter(([key]) => wanted.has(key))) as Partial<T>;
}
