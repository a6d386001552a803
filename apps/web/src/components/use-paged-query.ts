import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@toufang/contracts';
import { useState } from 'react';
import type { QueryParams } from '../api/client';

/** The page sizes every administration list offers. */
export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZE_OPTIONS[0];

/** A filter value as the list calls take it; empty values are left out of the request. */
export type FilterValue =
  string | number | boolean | readonly (string | number)[] | null | undefined;
export type Filters = Readonly<Record<string, FilterValue>>;

/**
 * The query of one page: `page`, `per_page` and every filter that holds a value. Strings are
 * trimmed; empty strings, empty arrays, null and undefined mean "no filter" and are not sent.
 */
export function buildPageParams(filters: Filters, page: number, perPage: number): QueryParams {
  const params: Record<string, QueryParams[string]> = {};
  for (const [key, raw] of Object.entries(filters)) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    params[key] = value;
  }
  params.page = page;
  params.per_page = perPage;
  return params;
}

/** A stable text of the filters, so a change of any filter can be told from a re-render. */
export function filtersKey(filters: Filters): string {
  return JSON.stringify(buildPageParams(filters, 1, 1));
}

export interface UsePagedQueryOptions<Row, Page extends Paged<Row> = Paged<Row>> {
  /**
   * Prefix of the query key, e.g. `['users', 'list']`. Invalidate it after a change to refresh the
   * table; the page, page size and filters are appended to it.
   */
  queryKey: readonly unknown[];
  /** Loads one page from the built params (see `buildPageParams`). */
  fetchPage: (params: QueryParams, signal: AbortSignal) => Promise<Paged<Row> & Page>;
  /** Current filters, already debounced by the caller where typed (see `useDebouncedValue`). */
  filters?: Filters;
  defaultPerPage?: number;
  /**
   * Milliseconds until the shown page is read again, from its last answer, or false to stop: for
   * pages whose rows change on the server by themselves (e.g. while a task creates them).
   */
  refetchInterval?: (page: Page | undefined) => number | false;
}

export interface PagedQuery<Row, Page extends Paged<Row> = Paged<Row>> {
  rows: Row[];
  /** The whole answer of the shown page, for what a call answers beside the rows (e.g. counts). */
  data?: Page;
  total: number;
  page: number;
  perPage: number;
  /** First load of this key: nothing to show yet. */
  isLoading: boolean;
  /** Any load, including a refresh that keeps the previous rows on screen. */
  isFetching: boolean;
  isError: boolean;
  /** Go to a page; a new page size starts from page 1. */
  changePage: (page: number, perPage: number) => void;
  refetch: () => void;
}

/**
 * Server-side paging for a list call returning `Paged<Row>`. Changing any filter returns to page 1;
 * the previous page stays on screen while the next one loads.
 */
export function usePagedQuery<Row, Page extends Paged<Row> = Paged<Row>>({
  queryKey,
  fetchPage,
  filters = {},
  defaultPerPage = DEFAULT_PAGE_SIZE,
  refetchInterval,
}: UsePagedQueryOptions<Row, Page>): PagedQuery<Row, Page> {
  const key = filtersKey(filters);
  // The page belongs to the filters it was chosen under: new filters mean page 1, without an effect.
  const [position, setPosition] = useState({ page: 1, perPage: defaultPerPage, key });
  const page = position.key === key ? position.page : 1;
  const perPage = position.perPage;
  const params = buildPageParams(filters, page, perPage);

  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refetchInterval && ((q) => refetchInterval(q.state.data)),
  });

  // Rows left the last page (e.g. filtered out after a status change): show the new last page.
  // Adjusting state while rendering is React's pattern for state derived from a previous result.
  const totalPage = query.data?.page_info.total_page ?? 0;
  if (!query.isPlaceholderData && query.data !== undefined && page > 1 && page > totalPage) {
    setPosition({ page: Math.max(totalPage, 1), perPage, key });
  }

  return {
    rows: query.data?.list ?? [],
    data: query.data,
    total: query.data?.page_info.total_number ?? 0,
    page,
    perPage,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    changePage: (nextPage, nextPerPage) =>
      setPosition({ page: nextPerPage === perPage ? nextPage : 1, perPage: nextPerPage, key }),
    refetch: () => void query.refetch(),
  };
}
