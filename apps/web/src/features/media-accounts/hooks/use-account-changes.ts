import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useStatusChange } from '../../../components/use-status-change';
import { ACCOUNT_KEYS, setAdvertiserStatus, setAlias } from '../api';

/** Refreshes what shows accounts: the lists and the detail pages. */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.all });
}

/** The inline 别名 edit of a row. */
export function useAliasChange() {
  const { message } = App.useApp();
  const refresh = useRefreshAccounts();
  const mutation = useMutation({
    mutationFn: ({ id, alias }: { id: number; alias: string }) => setAlias(id, alias),
    onSuccess: async (_data, { alias }) => {
      void message.success(alias.trim() ? '别名已保存' : '别名已清除');
      await refresh();
    },
  });
  return {
    save: (id: number, alias: string) => mutation.mutate({ id, alias }),
    pendingId: mutation.isPending ? mutation.variables.id : undefined,
  };
}

/** The 启用 / 禁用 switch of a row. */
export function useAccountStatusChange() {
  const refresh = useRefreshAccounts();
  return useStatusChange((id, status) => setAdvertiserStatus([id], status), refresh);
}
