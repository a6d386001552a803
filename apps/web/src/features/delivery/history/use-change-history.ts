import type { ChangeRow } from '@toufang/contracts';
import { usePagedQuery, type PagedQuery } from '../../../components/use-paged-query';
import { fetchChanges } from './api';
import type { HistoryTarget } from './history-target';

/** One object's change history, paged, newest first. */
export function useChangeHistory(target: HistoryTarget): PagedQuery<ChangeRow> {
  return usePagedQuery<ChangeRow>({
    queryKey: ['delivery', 'changes'],
    fetchPage: (params, signal) => fetchChanges(params, signal),
    filters: { object_type: target.objectType, object_id: target.objectId },
  });
}
