import {
  pageInfo,
  ROLE_DESIGNER,
  type DesignerListQuery,
  type DesignerOptions,
  type Paged,
  type UserAddBodySchema,
  type UserDeptBodySchema,
  type UserEditBodySchema,
  type UserGameAssignBodySchema,
  type UserListQuerySchema,
  type UserRow,
  type UserStatusBodySchema,
  type UserUnlockBodySchema,
  type UserUnlockResult,
} from '@toufang/contracts';
import type { z } from 'zod';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SignInLocksService } from '../auth/sign-in-locks.service';
import { hashPassword } from '../../lib/secrets';
import { ROLE_ADMIN } from '@toufang/contracts';
import { assertKnownIds, distinctIds, editDropsOwnAdmin } from './admin-rules';
import { toUserRow } from './user.mapper';
import type { UserDuplicate, UserPatch, UserRecord, UsersRepository } from './users.repository';

export type UserListQuery = z.output<typeof UserListQuerySchema>;
export type UserAddBody = z.output<typeof UserAddBodySchema>;
export type UserEditBody = z.output<typeof UserEditBodySchema>;
export type UserStatusBody = z.output<typeof UserStatusBodySchema>;
export type UserDeptBody = z.output<typeof UserDeptBodySchema>;
export type UserGameAssignBody = z.output<typeof UserGameAssignBodySchema>;
export type UserUnlockBody = z.output<typeof UserUnlockBodySchema>;

/** What user administration needs from sessions: signing a user out everywhere. */
export interface SessionRevoker {
  revokeAllForUser(userId: number): Promise<void>;
}

/** What user administration needs from sign-in throttling: its state, and the unlock. */
export type SignInLocks = Pick<SignInLocksService, 'statesOf' | 'unlock'>;

const duplicateError = (duplicate: UserDuplicate) =>
  conflict(duplicate === 'duplicate_mobile' ? '手机号' : '用户名');

/** User accounts: list, add, edit, enable/disable, department and games (spec 000 §6, §7 /user/*). */
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly sessions: SessionRevoker,
    private readonly locks: SignInLocks,
    private readonly clock: Clock,
  ) {}

  async list(query: UserListQuery): Promise<Paged<UserRow>> {
    const { list, total } = await this.repo.list({
      page: query.page,
      perPage: query.per_page,
      keyword: query.keyword || undefined,
      status: query.status,
      roleId: query.role_id,
      deptId: query.dept_id,
    });
    return {
      list: await this.toRows(list),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Enabled designers for the delivery screens' designer filter (spec 001 §7 "designer list"). */
  async designers(query: DesignerListQuery): Promise<DesignerOptions> {
    const holders = await this.repo.enabledRoleHolders(ROLE_DESIGNER, query.keyword || undefined);
    return {
      designers: holders.map((u) => ({ id: u.id, nick_name: u.nickName, username: u.username })),
    };
  }

  async get(id: number): Promise<UserRow> {
    const [row] = await this.toRows([await this.getRecord(id)]);
    if (!row) throw notFound('用户');
    return row;
  }

  async add(body: UserAddBody): Promise<{ id: number }> {
    const roleIds = distinctIds(body.role_ids ?? []);
    const gameIds = distinctIds(body.game_ids ?? []);
    const deptId = body.dept_id ?? null;
    await this.assertReferences({ deptId, roleIds, gameIds });
    if (await this.repo.usernameTaken(body.username)) throw conflict('用户名');
    if (body.mobile && (await this.repo.mobileTaken(body.mobile))) throw conflict('手机号');

    const passwordHash = await hashPassword(body.password);
    const id = await this.repo.transaction(async (tx) => {
      const created = await tx.insertUser({
        username: body.username,
        nickName: body.nick_name,
        passwordHash,
        mobile: body.mobile ?? null,
        deptId,
      });
      if (typeof created !== 'number') throw duplicateError(created);
      await tx.replaceRoles(created, roleIds);
      await tx.replaceGames(created, gameIds);
      return created;
    });
    return { id };
  }

  /** A password reset signs the user out everywhere (spec 000 §6; issue "sessions"). */
  async edit(actorId: number, body: UserEditBody): Promise<null> {
    await this.getRecord(body.id);
    const roleIds = body.role_ids ? distinctIds(body.role_ids) : undefined;
    if (roleIds) {
      await this.assertReferences({ deptId: null, roleIds, gameIds: [] });
      const adminRoleId = await this.repo.findRoleIdByName(ROLE_ADMIN);
      const rolesBefore = await this.repo.roleIdsOf(body.id);
      if (
        adminRoleId !== undefined &&
        editDropsOwnAdmin({
          actorId,
          userId: body.id,
          adminRoleId,
          rolesBefore,
          rolesAfter: roleIds,
        })
      ) {
        throw new AppError('SELF_LOCKOUT');
      }
    }
    if (body.mobile && (await this.repo.mobileTaken(body.mobile, body.id)))
      throw conflict('手机号');

    const patch: UserPatch = {};
    if (body.nick_name !== undefined) patch.nickName = body.nick_name;
    if (body.mobile !== undefined) patch.mobile = body.mobile;
    if (body.ks_boost_admin !== undefined) patch.ksBoostAdmin = body.ks_boost_admin;
    if (body.password !== undefined) patch.passwordHash = await hashPassword(body.password);

    await this.repo.transaction(async (tx) => {
      const duplicate = await tx.updateUser(body.id, patch, this.clock.now());
      if (duplicate) throw duplicateError(duplicate);
      if (roleIds) await tx.replaceRoles(body.id, roleIds);
    });
    // After the commit: PGlite is one connection, so the session write cannot run inside the
    // transaction through another repository.
    if (patch.passwordHash) await this.sessions.revokeAllForUser(body.id);
    return null;
  }

  /** Disabling takes effect at once: the user's sessions are revoked (spec 000 §4). */
  async setStatus(actorId: number, body: UserStatusBody): Promise<null> {
    if (body.id === actorId && body.status === 0) throw new AppError('SELF_LOCKOUT');
    await this.getRecord(body.id);
    await this.repo.setStatus(body.id, body.status, this.clock.now());
    if (body.status === 0) await this.sessions.revokeAllForUser(body.id);
    return null;
  }

  /**
   * Lifts the user's sign-in lock and delays, with an audit entry of who unlocked whom and when
   * (docs/adr/0008).
   */
  async unlock(actorId: number, body: UserUnlockBody): Promise<UserUnlockResult> {
    const user = await this.getRecord(body.id);
    return { cleared: await this.locks.unlock(actorId, user) };
  }

  async setDepartment(body: UserDeptBody): Promise<null> {
    const userIds = distinctIds(body.user_ids);
    const deptIds = body.dept_id === null ? [] : [body.dept_id];
    assertKnownIds([
      {
        field: 'user_ids',
        entity: '用户',
        requested: userIds,
        found: await this.repo.existingUserIds(userIds),
      },
      {
        field: 'dept_id',
        entity: '部门',
        requested: deptIds,
        found: await this.repo.existingDepartmentIds(deptIds),
      },
    ]);
    await this.repo.setDepartment(userIds, body.dept_id, this.clock.now());
    return null;
  }

  /** Replaces the user's set of games (spec 000 §6: users are assigned games). */
  async assignGames(body: UserGameAssignBody): Promise<null> {
    await this.getRecord(body.user_id);
    const gameIds = distinctIds(body.game_ids);
    await this.assertReferences({ deptId: null, roleIds: [], gameIds });
    await this.repo.transaction((tx) => tx.replaceGames(body.user_id, gameIds));
    return null;
  }

  private async getRecord(id: number): Promise<UserRecord> {
    const user = await this.repo.findById(id);
    if (!user) throw notFound('用户');
    return user;
  }

  /** Every unknown department, role and game id, listed together (ARCHITECTURE §5). */
  private async assertReferences(refs: {
    deptId: number | null;
    roleIds: number[];
    gameIds: number[];
  }) {
    const deptIds = refs.deptId === null ? [] : [refs.deptId];
    assertKnownIds([
      {
        field: 'dept_id',
        entity: '部门',
        requested: deptIds,
        found: await this.repo.existingDepartmentIds(deptIds),
      },
      {
        field: 'role_ids',
        entity: '角色',
        requested: refs.roleIds,
        found: await this.repo.existingRoleIds(refs.roleIds),
      },
      {
        field: 'game_ids',
        entity: '游戏',
        requested: refs.gameIds,
        found: await this.repo.existingGameIds(refs.gameIds),
      },
    ]);
  }

  private async toRows(records: readonly UserRecord[]): Promise<UserRow[]> {
    const ids = records.map((u) => u.id);
    const [roles, games, locks] = await Promise.all([
      this.repo.rolesOf(ids),
      this.repo.gamesOf(ids),
      this.locks.statesOf(records.map((u) => u.username)),
    ]);
    return records.map((u) =>
      toUserRow(u, roles.get(u.id) ?? [], games.get(u.id) ?? [], locks.get(u.username)),
    );
  }
}
