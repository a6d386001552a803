import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAbilityGroups, fetchAllAbilities, fetchAllUsers, permissionKeys } from '../api';

/** Ability groups in server order, with the pseudo group 0 (未分组). */
export function useAbilityGroups() {
  return useQuery({ queryKey: permissionKeys.groups(), queryFn: fetchAbilityGroups });
}

/** Every ability; screens split and filter it locally (at most a few thousand rows). */
export function useAbilities() {
  return useQuery({
    queryKey: permissionKeys.abilities(),
    queryFn: ({ signal }) => fetchAllAbilities(signal),
  });
}

export function useUserOptions() {
  return useQuery({
    queryKey: permissionKeys.users(),
    queryFn: ({ signal }) => fetchAllUsers(signal),
  });
}

/** After a change to groups or group membership: counts, lists and group names all move. */
export function useRefreshAbilities() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: permissionKeys.groups() }),
      queryClient.invalidateQueries({ queryKey: permissionKeys.abilities() }),
    ]);
}

export function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: permissionKeys.roles() });
}
