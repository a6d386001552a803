import type { ReportColumnsData, ReportScope } from '@toufang/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchReportColumns,
  REPORT_VIEW_KEYS,
  resetReportColumns,
  saveReportColumns,
} from '../api';

export interface ReportColumnsState {
  /** The user's saved columns in order; `null` while loading and when the defaults apply. */
  fields: ReportColumnsData;
  loading: boolean;
  /** Saves the user's columns of this screen tab; the cached columns follow at once. */
  save: (fields: readonly string[]) => Promise<void>;
  /** Back to the screen's default columns. */
  reset: () => Promise<void>;
  saving: boolean;
}

/** The signed-in user's own columns of one screen tab (spec 001 §2 custom-metric dialog). */
export function useReportColumns(scope: ReportScope): ReportColumnsState {
  const queryClient = useQueryClient();
  const key = REPORT_VIEW_KEYS.columns(scope);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchReportColumns(scope, signal),
    staleTime: Infinity,
  });
  const save = useMutation({
    mutationFn: (fields: readonly string[]) => saveReportColumns(scope, fields),
    onSuccess: (_data, fields) => queryClient.setQueryData<ReportColumnsData>(key, [...fields]),
  });
  const reset = useMutation({
    mutationFn: () => resetReportColumns(scope),
    onSuccess: () => queryClient.setQueryData<ReportColumnsData>(key, null),
  });
  return {
    fields: query.data ?? null,
    loading: query.isPending,
    save: async (fields) => {
      await save.mutateAsync(fields);
    },
    reset: async () => {
      await reset.mutateAsync();
    },
    saving: save.isPending || reset.isPending,
  };
}
