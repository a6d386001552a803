import { useQueryClient } from '@tanstack/react-query';
import { USER_KEYS } from '../api';

/** Refreshes every user list after a change (the rows show roles, games, departments, status). */
export function useInvalidateUsers(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: USER_KEYS.list });
}
