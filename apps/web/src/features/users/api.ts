import type { Paged, RoleRow, UserRow, UserUnlockResult } from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

/** User administration calls (spec 000 §7 /user/*, ability user:roles). */

export const USER_KEYS = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  roleOptions: ['users', 'role-options'] as const,
};

export interface UserAddBody {
  username: string;
  password: string;
  nick_name: string;
  mobile?: string;
  dept_id?: number | null;
  role_ids?: number[];
  game_ids?: number[];
}

export interface UserEditBody {
  id: number;
  nick_name?: string;
  mobile?: string | null;
  password?: string;
  role_ids?: number[];
  ks_boost_admin?: boolean;
}

export function listUsers(params: QueryParams, signal?: AbortSignal): Promise<Paged<UserRow>> {
  return apiGet<Paged<UserRow>>('/user/list', params, { signal });
}

/** Form calls are silent: the forms put validation problems on their fields. */
export function addUser(body: UserAddBody): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/user/add', body, { silent: true });
}

export function editUser(body: UserEditBody): Promise<unknown> {
  return apiPost('/user/edit', body, { silent: true });
}

export function setUserStatus(id: number, status: 0 | 1): Promise<unknown> {
  return apiPost('/user/status', { id, status });
}

/** Lifts a user's sign-in lock and delays (docs/adr/0008); audited on the server. */
export function unlockUser(id: number): Promise<UserUnlockResult> {
  return apiPost<UserUnlockResult>('/user/unlock', { id });
}

/** `dept_id` null takes the users out of any department. */
export function setUsersDepartment(userIds: number[], deptId: number | null): Promise<unknown> {
  return apiPost('/user/dept', { user_ids: userIds, dept_id: deptId });
}

export function assignGames(userId: number, gameIds: number[]): Promise<unknown> {
  return apiPost('/user/game/assign', { user_id: userId, game_ids: gameIds });
}

/** Every role, for pickers and filters (the list is small; one page of 1000). */
export async function listRoleOptions(signal?: AbortSignal): Promise<RoleRow[]> {
  const page = await apiGet<Paged<RoleRow>>('/user/roles', { per_page: 1000 }, { signal });
  return page.list;
}
