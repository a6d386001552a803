import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import type { EnableStatus } from './status-values';

/** Enabling or disabling rows of a list, one at a time. */
export interface StatusChange {
  change: (id: number, status: EnableStatus) => void;
  /** The row being saved, so its switch alone spins. */
  pendingId: number | undefined;
}

/**
 * Enables or disables one row with `call`, says so, then `refresh`es what shows the row. Errors are
 * shown globally by the API client.
 */
export function useStatusChange(
  call: (id: number, status: EnableStatus) => Promise<unknown>,
  refresh: () => Promise<unknown>,
): StatusChange {
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: ({ id, status }: { id: number; status: EnableStatus }) => call(id, status),
    onSuccess: async (_data, { status }) => {
      message.success(status === 1 ? '已启用' : '已禁用');
      await refresh();
    },
  });
  return {
    change: (id, status) => mutation.mutate({ id, status }),
    pendingId: mutation.isPending ? mutation.variables.id : undefined,
  };
}
