import { useQueryClient } from '@tanstack/react-query';
import type { EnableStatus } from '../../../components/status-values';
import { useStatusChange } from '../../../components/use-status-change';
import { CONFIG_KEYS } from '../api';

/** Enabling or disabling one game or department; lists and pickers refresh after it. */
export function useStatusMutation(call: (id: number, status: EnableStatus) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useStatusChange(call, () => queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.all }));
}
