import type { ReportScope, ReportView } from '@toufang/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteReportView, listReportViews, REPORT_VIEW_KEYS } from '../api';

/** The user's own column views of one screen tab and the team's shared ones (spec 001 §2). */
export function useReportViews(scope: ReportScope) {
  const query = useQuery({
    queryKey: REPORT_VIEW_KEYS.views(scope),
    queryFn: ({ signal }) => listReportViews(scope, signal),
  });
  return { views: query.data ?? ([] as ReportView[]), loading: query.isPending };
}

/** Reloads the views of one screen tab after a change. */
export function useRefreshReportViews(scope: ReportScope): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REPORT_VIEW_KEYS.views(scope) });
}

/** Deletes a view (its owner or an admin; the server refuses anyone else) and reloads the list. */
export function useDeleteReportView(scope: ReportScope) {
  const refresh = useRefreshReportViews(scope);
  return useMutation({
    mutationFn: (id: number) => deleteReportView(id),
    onSuccess: () => refresh(),
  });
}
