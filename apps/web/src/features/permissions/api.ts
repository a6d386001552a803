import type { AbilityGroupRow, AbilityRow, Paged, RoleRow, UserRow } from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams, RequestOptions } from '../../api/client';

/** Calls of permission management (spec 000 §7 `/user/ability/*`, `/user/role*`). */

export const permissionKeys = {
  all: ['permissions'] as const,
  groups: () => [...permissionKeys.all, 'groups'] as const,
  abilities: () => [...permissionKeys.all, 'abilities'] as const,
  roles: () => [...permissionKeys.all, 'roles'] as const,
  users: () => [...permissionKeys.all, 'users'] as const,
};

/** spec 000 §3: with_nogroup adds the pseudo group 0 of ungrouped abilities. */
export function fetchAbilityGroups(): Promise<AbilityGroupRow[]> {
  return apiGet<AbilityGroupRow[]>('/user/ability/groups', { with_nogroup: 1 });
}

/** spec 000 §9: list calls page by at most 1000 (the ability list's default). */
const FULL_PAGE = 1000;

/**
 * Every row of a list call, page after page. Pickers and the ability tree need the whole list: a
 * save replaces the role's abilities or members, so a row missing here would be removed there.
 */
async function fetchEveryPage<Row>(path: string, query: QueryParams, signal?: AbortSignal) {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiGet<Paged<Row>>(
      path,
      { ...query, page, per_page: FULL_PAGE },
      { signal },
    );
    rows.push(...result.list);
    if (page >= result.page_info.total_page || result.list.length === 0) return rows;
  }
}

/** Every ability (group_id 0 = all, spec 000 §7). */
export function fetchAllAbilities(signal?: AbortSignal): Promise<AbilityRow[]> {
  return fetchEveryPage<AbilityRow>('/user/abilities', { group_id: 0 }, signal);
}

export function addAbilityGroup(name: string, options?: RequestOptions): Promise<unknown> {
  return apiPost('/user/ability/group/add', { name }, options);
}

export function renameAbilityGroup(
  id: number,
  name: string,
  options?: RequestOptions,
): Promise<unknown> {
  return apiPost('/user/ability/group/edit', { id, name }, options);
}

export function deleteAbilityGroup(id: number): Promise<unknown> {
  return apiPost('/user/ability/group/delete', { id });
}

export function sortAbilityGroups(ids: number[]): Promise<unknown> {
  return apiPost('/user/ability/group/sort', { ids });
}

/** group_id 0 moves the abilities out of any group. */
export function moveAbilitiesToGroup(groupId: number, abilityIds: number[]): Promise<unknown> {
  return apiPost('/user/ability/togroup', { group_id: groupId, ability_ids: abilityIds });
}

/** One page of roles; `params` carries page, per_page and keyword (usePagedQuery). */
export function fetchRoles(params: QueryParams, signal: AbortSignal): Promise<Paged<RoleRow>> {
  return apiGet<Paged<RoleRow>>('/user/roles', params, { signal });
}

export interface RoleInput {
  name: string;
  title: string;
  description: string;
}

export function addRole(input: RoleInput, options?: RequestOptions): Promise<unknown> {
  return apiPost('/user/role/add', input, options);
}

export function editRole(
  id: number,
  input: Partial<RoleInput>,
  options?: RequestOptions,
): Promise<unknown> {
  return apiPost('/user/role/edit', { id, ...input }, options);
}

export function deleteRole(id: number): Promise<unknown> {
  return apiPost('/user/role/delete', { id });
}

/** Replaces the role's abilities; the system role `admin` is refused (it holds them all). */
export function setRoleAbilities(roleId: number, abilityIds: number[]): Promise<unknown> {
  return apiPost('/user/ability/torole', { role_id: roleId, ability_ids: abilityIds });
}

/** Replaces the role's members. */
export function setRoleUsers(roleId: number, userIds: number[]): Promise<unknown> {
  return apiPost('/user/role/touser', { role_id: roleId, user_ids: userIds });
}

/** Every user, for the member picker. */
export function fetchAllUsers(signal?: AbortSignal): Promise<UserRow[]> {
  return fetchEveryPage<UserRow>('/user/list', {}, signal);
}
