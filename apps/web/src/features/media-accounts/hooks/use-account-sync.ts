import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { ACCOUNT_KEYS, fetchSyncProgress, startSync } from '../api';
import type { AccountsDefinition } from '../medium-definitions';

/** How often the list is polled while a sync runs. */
export const SYNC_POLL_MS = 1500;

/**
 * 同步账户 (spec 000 §7 `sync_advertisers`, then the list polled repeatedly): starts a sync, polls
 * its progress while it runs, and refreshes the list when it ends.
 */
export function useAccountSync(definition: AccountsDefinition) {
  const { medium } = definition;
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const progress = useQuery({
    queryKey: ACCOUNT_KEYS.sync(medium),
    queryFn: ({ signal }) => fetchSyncProgress(definition, signal),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? SYNC_POLL_MS : false),
    staleTime: 0,
  });
  const start = useMutation({
    mutationFn: () => startSync(medium),
    onSuccess: (started) => queryClient.setQueryData(ACCOUNT_KEYS.sync(medium), started),
  });

  // A run seen running and now done: the rows changed.
  const sawRunning = useRef(false);
  const state = progress.data?.state;
  const failed = progress.data?.failed ?? 0;
  useEffect(() => {
    if (state === 'running') sawRunning.current = true;
    if (state !== 'done' || !sawRunning.current) return;
    sawRunning.current = false;
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.list(medium) });
    if (failed > 0) void message.warning(`同步完成，${failed} 个授权读取失败`);
    else void message.success('同步完成');
  }, [state, failed, medium, queryClient, message]);

  return {
    progress: progress.data ?? null,
    start: () => start.mutate(),
    running: start.isPending || state === 'running',
  };
}
