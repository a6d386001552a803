import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value';
import {
  usePagedQuery,
  type Filters,
  type PagedQuery,
  type UsePagedQueryOptions,
} from '../use-paged-query';
import type { RuleStatus } from './rule-status';

/** A rule list's filters, page, open editor and row changes. */
export interface RuleList<Row> {
  keyword: string;
  setKeyword: (keyword: string) => void;
  status: RuleStatus | undefined;
  setStatus: (status: RuleStatus | undefined) => void;
  query: PagedQuery<Row>;
  /** The rule open in the editor: a listed one, a new one, or none. */
  editing: Row | 'new' | null;
  setEditing: (editing: Row | 'new' | null) => void;
  /** Refetches every query under the feature's key. */
  refresh: () => Promise<void>;
  toggle: (id: number, on: boolean) => void;
  /** The rule whose switch is being saved, so that switch alone spins. */
  togglingId: number | undefined;
  /** Resolves once the rule is gone, so the confirm that asked keeps spinning until then. */
  remove: (id: number) => Promise<unknown>;
}

/**
 * The state of a rule list: the name search (debounced), `filters` and the status filter drive
 * `fetchPage`; `setStatus` and `remove` call the server, then every query under `allKey` is
 * refetched, and a removal is confirmed with `removed`. Errors are shown by the API client.
 */
export function useRuleList<Row>({
  queryKey,
  fetchPage,
  filters,
  allKey,
  setStatus: saveStatus,
  remove,
  removed,
}: {
  queryKey: UsePagedQueryOptions<Row>['queryKey'];
  fetchPage: UsePagedQueryOptions<Row>['fetchPage'];
  /** Filters of this list besides the name search and the status. */
  filters?: Filters;
  allKey: QueryKey;
  setStatus: (id: number, status: RuleStatus) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  removed: string;
}): RuleList<Row> {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<RuleStatus | undefined>();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const query = usePagedQuery<Row>({
    queryKey,
    fetchPage,
    filters: { keyword: useDebouncedValue(keyword), ...filters, status },
  });
  const refresh = () => client.invalidateQueries({ queryKey: allKey });
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) =>
      saveStatus(id, on ? 'enabled' : 'disabled'),
    onSuccess: refresh,
  });
  const removal = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await refresh();
      void message.success(removed);
    },
  });
  return {
    keyword,
    setKeyword,
    status,
    setStatus,
    query,
    editing,
    setEditing,
    refresh,
    toggle: (id, on) => toggle.mutate({ id, on }),
    togglingId: toggle.isPending ? toggle.variables.id : undefined,
    remove: removal.mutateAsync,
  };
}
