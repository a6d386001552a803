import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PinnedColumn,
  ReportTablePreference,
  ReportTablePreferenceData,
} from '@toufang/contracts';
import { useCallback, useMemo } from 'react';
import {
  fetchReportTablePreference,
  PREFERENCE_KEYS,
  saveReportTablePreference,
} from '../api-preferences';
import type { TabDefinition } from '../delivery-definition';
import { reportScope } from './report-scope';

export interface TablePreference {
  /** The page size the user chose last; undefined: the default. */
  perPage: number | undefined;
  pinned: readonly PinnedColumn[];
  /** True until the saved preference is known. */
  loading: boolean;
  savePerPage: (perPage: number) => void;
  savePinned: (pinned: readonly PinnedColumn[]) => Promise<void>;
}

const NO_PINS: PinnedColumn[] = [];

/**
 * The signed-in user's table preference of one tab, kept on the server so it follows the user to
 * any browser (spec 001 §9 page size, spec 001 §3 key metrics pinned). A change shows at once; a
 * failed save is reported by the API client and the choice holds for the session.
 */
export function useTablePreference(
  screen: string,
  tab: Pick<TabDefinition, 'key'>,
): TablePreference {
  const { key } = tab;
  const queryClient = useQueryClient();
  const scope = useMemo(() => reportScope(screen, { key }), [screen, key]);
  const query = useQuery({
    queryKey: PREFERENCE_KEYS.reportTable(scope),
    queryFn: ({ signal }) => fetchReportTablePreference(scope, signal),
    staleTime: Infinity,
  });
  const { mutateAsync } = useMutation({
    mutationFn: (value: ReportTablePreference) => saveReportTablePreference(scope, value),
  });

  const change = useCallback(
    (part: ReportTablePreference) => {
      const key = PREFERENCE_KEYS.reportTable(scope);
      const current = queryClient.getQueryData<ReportTablePreferenceData>(key) ?? {};
      const next = { ...current, ...part };
      queryClient.setQueryData<ReportTablePreferenceData>(key, next);
      return mutateAsync(next);
    },
    [queryClient, scope, mutateAsync],
  );
  const savePerPage = useCallback(
    (perPage: number) => void change({ per_page: perPage }).catch(() => undefined),
    [change],
  );
  const savePinned = useCallback(
    async (pinned: readonly PinnedColumn[]) => {
      await change({ pinned: [...pinned] });
    },
    [change],
  );

  return {
    perPage: query.data?.per_page,
    pinned: query.data?.pinned ?? NO_PINS,
    // A failed read leaves the defaults in place rather than holding the table back.
    loading: query.isPending,
    savePerPage,
    savePinned,
  };
}
