import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paged } from '@toufang/contracts';
import { useState } from 'react';
import type { QueryParams } from '../../../api/client';
import {
  buildPageParams,
  DEFAULT_PAGE_SIZE,
  filtersKey,
  type Filters,
} from '../../../components/use-paged-query';
import type { PagedQuery } from '../../../components/use-paged-query';

export interface UsePolledPageOptions<Row> {
  queryKey: readonly unknown[];
  fetchPage: (params: QueryParams, signal: AbortSignal) => Promise<Paged<Row>>;
  filters?: Filters;
  defaultPerPage?: number;
  /** How often to reload while the rows shown are still changing; false when they are settled. */
  pollMs: (rows: Row[]) => number | false;
}

/**
 * A server-paged list that reloads itself while its rows are in progress (batch progress, items,
 * reviews). Background reloads keep the table as it is; only a new page or filter shows the
 * spinner.
 */
export function usePolledPage<Row>({
  queryKey,
  fetchPage,
  filters = {},
  defaultPerPage = DEFAULT_PAGE_SIZE,
  pollMs,
}: UsePolledPageOptions<Row>): PagedQuery<Row> {
  const key = filtersKey(filters);
  const [position, setPosition] = useState({ page: 1, perPage: defaultPerPage, key });
  const page = position.key === key ? position.page : 1;
  const perPage = position.perPage;
  const params = buildPageParams(filters, page, perPage);
  const query = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => pollMs(current.state.data?.list ?? []),
  });
  return {
    rows: query.data?.list ?? [],
    total: query.data?.page_info.total_number ?? 0,
    page,
    perPage,
    isLoading: query.isLoading,
    isFetching: query.isLoading || (query.isFetching && query.isPlaceholderData),
    isError: query.isError,
    changePage: (nextPage, nextPerPage) =>
      setPosition({ page: nextPerPage === perPage ? nextPage : 1, perPage: nextPerPage, key }),
    refetch: () => void query.refetch(),
  };
}
