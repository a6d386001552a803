import type { APIRequestContext } from '@playwright/test';
import { apiGet, apiPost } from './api';

/**
 * A suffix that keeps names unique: every spec of a run shares one database (playwright.config.ts),
 * and user names are unique there.
 */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface CreatedUser {
  id: number;
  username: string;
  password: string;
  nickName: string;
}

export interface NewUserOptions {
  /** Start of the user name (letters, digits, `_`); a unique suffix is appended. */
  prefix: string;
  nickName?: string;
  roleIds?: number[];
  mobile?: string;
}

/** Creates a user through POST /api/user/add as an administrator (spec 000 §6: users can be added). */
export async function createUser(
  request: APIRequestContext,
  adminToken: string,
  options: NewUserOptions,
): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const username = `${options.prefix}_${suffix}`;
  const password = `Pw${suffix}9`;
  const nickName = options.nickName ?? `测试${suffix.slice(-4)}`;
  const { id } = await apiPost<{ id: number }>(request, adminToken, '/api/user/add', {
    username,
    password,
    nick_name: nickName,
    ...(options.mobile === undefined ? {} : { mobile: options.mobile }),
    role_ids: options.roleIds ?? [],
  });
  return { id, username, password, nickName };
}

interface AbilityRow {
  id: number;
  key: string;
}

/**
 * Creates a role holding the given abilities (spec 000 §6: roles are created and given abilities)
 * and returns its id; the role name gets a unique suffix.
 */
export async function createRole(
  request: APIRequestContext,
  adminToken: string,
  title: string,
  abilityKeys: readonly string[],
): Promise<number> {
  const { id } = await apiPost<{ id: number }>(request, adminToken, '/api/user/role/add', {
    name: `e2e_${uniqueSuffix()}`,
    title,
  });
  const { list } = await apiGet<{ list: AbilityRow[] }>(
    request,
    adminToken,
    '/api/user/abilities',
    {
      group_id: 0,
      per_page: 1000,
    },
  );
  const abilityIds = list.filter((ability) => abilityKeys.includes(ability.key)).map((a) => a.id);
  if (abilityIds.length !== abilityKeys.length) {
    throw new Error(`unknown ability among ${abilityKeys.join(', ')}`);
  }
  await apiPost(request, adminToken, '/api/user/ability/torole', {
    role_id: id,
    ability_ids: abilityIds,
  });
  return id;
}
