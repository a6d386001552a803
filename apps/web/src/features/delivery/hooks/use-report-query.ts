import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportMetrics, ReportPage } from '@toufang/contracts';
import { DEFAULT_PAGE_SIZE, pageSizeOrDefault } from '@toufang/domain';
import { useCallback, useState } from 'react';
import { DELIVERY_KEYS, fetchReportPage } from '../api-reports';

export interface ReportQuery<Row> {
  rows: Row[];
  total: number;
  totals: ReportMetrics;
  page: number;
  perPage: number;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** A refresh=1 load is running. */
  refreshing: boolean;
  changePage: (page: number, perPage: number) => void;
  /** Loads the page again. */
  reload: () => Promise<unknown>;
  /** Loads the page with refresh=1: the server re-syncs the rows from the medium first. */
  refresh: () => void;
}

/** The user's remembered page size and how to remember a new one (spec 001 §9). */
export interface PageSizeMemory {
  value: number | undefined;
  save: (perPage: number) => void;
}

/**
 * One page of a tab's report (spec 001 §7) for a body of filters, sort and columns; any change of
 * the body returns to page 1 and the previous page stays on screen while the next one loads.
 */
export function useReportQuery<Row>(
  screen: string,
  tab: string,
  path: string,
  body: Record<string, unknown>,
  /** False while what the body depends on (the saved columns) is still loading. */
  enabled = true,
  pageSize?: PageSizeMemory,
): ReportQuery<Row> {
  const queryClient = useQueryClient();
  const bodyKey = JSON.stringify(body);
  const [position, setPosition] = useState<{
    page: number;
    perPage: number | undefined;
    bodyKey: string;
  }>({ page: 1, perPage: undefined, bodyKey });
  const page = position.bodyKey === bodyKey ? position.page : 1;
  const perPage = position.perPage ?? pageSizeOrDefault(pageSize?.value ?? DEFAULT_PAGE_SIZE);
  const request = { ...body, page, per_page: perPage };
  const queryKey = [...DELIVERY_KEYS.reports(screen, tab), request];

  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchReportPage<Row>(path, request, signal),
    placeholderData: keepPreviousData,
    // A page left is dropped at once (pages of up to 500 rows, and the figures are live: going
    // back loads the page again, showing the one left until it arrives).
    gcTime: 0,
    enabled,
  });

  const refresh = useMutation({
    mutationFn: () => fetchReportPage<Row>(path, { ...request, refresh: 1 }),
    onSuccess: (data) => queryClient.setQueryData<ReportPage<Row>>(queryKey, data),
  });

  const save = pageSize?.save;
  const changePage = useCallback(
    (nextPage: number, nextPerPage: number) => {
      const size = pageSizeOrDefault(nextPerPage);
      setPosition({ page: size === perPage ? nextPage : 1, perPage: size, bodyKey });
      if (size !== perPage) save?.(size);
    },
    [perPage, bodyKey, save],
  );
  const { refetch } = query;
  const reload = useCallback(() => refetch(), [refetch]);

  return {
    rows: query.data?.list ?? [],
    total: query.data?.page_info.total_number ?? 0,
    totals: query.data?.totals ?? {},
    page,
    perPage,
    isLoading: query.isLoading || !enabled,
    isFetching: query.isFetching || refresh.isPending,
    isError: query.isError,
    refreshing: refresh.isPending,
    changePage,
    reload,
    refresh: () => refresh.mutate(),
  };
}
