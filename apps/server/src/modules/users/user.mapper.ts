import type { UserRow } from '@toufang/contracts';
import type { SignInLockState } from '../auth/sign-in-locks.service';
import type { UserGameRef, UserRecord, UserRoleRef } from './users.repository';

/** A user record to the API's row: snake_case, ISO timestamps, never the password hash. */
export function toUserRow(
  user: UserRecord,
  roles: readonly UserRoleRef[],
  games: readonly UserGameRef[],
  lock: SignInLockState | undefined,
): UserRow {
  return {
    id: user.id,
    username: user.username,
    nick_name: user.nickName,
    mobile: user.mobile,
    status: user.status === 1 ? 1 : 0,
    dept_id: user.deptId,
    dept_name: user.deptName,
    ks_boost_admin: user.ksBoostAdmin,
    roles: roles.map((r) => ({ id: r.id, name: r.name, title: r.title })),
    games: games.map((g) => ({ id: g.id, gad_cfg_game_id: g.gadCfgGameId, game_name: g.gameName })),
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    sign_in_lock: lock
      ? { failures: lock.failures, locked_until: lock.lockedUntil?.toISOString() ?? null }
      : null,
  };
}
