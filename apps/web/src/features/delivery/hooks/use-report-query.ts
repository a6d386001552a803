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
): ReportQuery<Row> {
  const queryClient = useQueryClient();
  const bodyKey = JSON.stringify(body);
  const [position, setPosition] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE, bodyKey });
  const page = position.bodyKey === bodyKey ? position.page : 1;
  const perPage = position.perPage;
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

  const changePage = useCallback(
    (nextPage: number, nextPerPage: number) => {
      const size = pageSizeOrDefault(nextPerPage);
      setPosition({ page: size === perPage ? nextPage : 1, perPage: size, bodyKey });
    },
    [perPage, bodyKey],
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
