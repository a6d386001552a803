import { useQuery } from '@tanstack/react-query';
import { listRoleOptions, USER_KEYS } from '../api';

/** Roles as Select options (label 角色名称, value id). */
export function useRoleOptions() {
  return useQuery({
    queryKey: USER_KEYS.roleOptions,
    queryFn: ({ signal }) => listRoleOptions(signal),
    staleTime: 60_000,
    select: (roles) => roles.map((role) => ({ value: role.id, label: role.title || role.name })),
  });
}
