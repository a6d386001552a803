import type { RoleRow, UserRow } from '@toufang/contracts';

/** The system role that always holds every ability; the server refuses to change its abilities. */
export const SUPER_ADMIN_ROLE = 'admin';

export function holdsAllAbilities(role: Pick<RoleRow, 'name' | 'is_system'>): boolean {
  return role.is_system && role.name === SUPER_ADMIN_ROLE;
}

/** The 权限数 column: the super administrator's count would be misleading, so it says 全部. */
export function abilityCountText(
  role: Pick<RoleRow, 'name' | 'is_system' | 'ability_ids'>,
): string {
  return holdsAllAbilities(role) ? '全部' : String(role.ability_ids.length);
}

/** One user of the member picker (antd Transfer keys are strings). */
export interface UserTransferItem {
  key: string;
  nickName: string;
  username: string;
  /** A disabled account; still listed so it can be removed from the role. */
  inactive: boolean;
}

export function userTransferItems(users: readonly UserRow[]): UserTransferItem[] {
  return users.map((user) => ({
    key: String(user.id),
    nickName: user.nick_name,
    username: user.username,
    inactive: user.status === 0,
  }));
}

/** Search of the member picker: by name or user name, case-insensitive. */
export function matchesUser(input: string, item: Pick<UserTransferItem, 'nickName' | 'username'>) {
  const needle = input.trim().toLowerCase();
  if (needle === '') return true;
  return (
    item.nickName.toLowerCase().includes(needle) || item.username.toLowerCase().includes(needle)
  );
}

/** The body of `/user/role/touser` from the picker's keys. */
export function memberIds(keys: readonly (string | number | bigint)[]): number[] {
  return keys.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}
