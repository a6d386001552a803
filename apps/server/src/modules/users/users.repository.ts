import { and, asc, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  existingIds,
  otherThan,
  replaceLinks,
  rowExists,
  selectPage,
  type PageWindow,
} from '../../db/query-helpers';
import { departments, games, roles, userGames, userRoles, users } from '../../db/schema';
import { catchUniqueViolation, containing, groupByOwner } from '../../db/sql-helpers';
import { listEnabledRoleHolders, type RoleHolderRecord } from './designers.repository';

export interface UserListFilter extends PageWindow {
  keyword?: string;
  status?: number;
  roleId?: number;
  deptId?: number;
}

const userColumns = {
  id: users.id,
  username: users.username,
  nickName: users.nickName,
  mobile: users.mobile,
  status: users.status,
  deptId: users.deptId,
  deptName: departments.name,
  ksBoostAdmin: users.ksBoostAdmin,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/** A user as administration sees it: never the password hash. */
export interface UserRecord {
  id: number;
  username: string;
  nickName: string;
  mobile: string | null;
  status: number;
  deptId: number | null;
  deptName: string | null;
  ksBoostAdmin: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export type UserRoleRef = { id: number; name: string; title: string };
export type UserGameRef = { id: number; gadCfgGameId: number; gameName: string };

/** Which unique key a write collided with. */
export type UserDuplicate = 'duplicate_username' | 'duplicate_mobile';

export interface UserPatch {
  nickName?: string;
  mobile?: string | null;
  passwordHash?: string;
  ksBoostAdmin?: boolean;
}

const duplicateOf = (constraint: string): UserDuplicate =>
  constraint.includes('mobile') ? 'duplicate_mobile' : 'duplicate_username';

/** Users with their roles, games and department (spec 000 §6 user administration). */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: UsersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new UsersRepository(tx)));
  }

  async list(filter: UserListFilter): Promise<{ list: UserRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(
        or(
          ilike(users.username, pattern),
          ilike(users.nickName, pattern),
          ilike(users.mobile, pattern),
        ),
      );
    }
    if (filter.status !== undefined) conditions.push(eq(users.status, filter.status));
    if (filter.deptId !== undefined) conditions.push(eq(users.deptId, filter.deptId));
    if (filter.roleId !== undefined) {
      const holders = this.db
        .select({ id: userRoles.userId })
        .from(userRoles)
        .where(eq(userRoles.roleId, filter.roleId));
      conditions.push(inArray(users.id, holders));
    }
    const rows = this.db
      .select(userColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .orderBy(desc(users.id))
      .$dynamic();
    return selectPage(this.db, users, and(...conditions), rows, filter);
  }

  async findById(id: number): Promise<UserRecord | undefined> {
    const [row] = await this.db
      .select(userColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(eq(users.id, id))
      .limit(1);
    return row;
  }

  /** Enabled holders of a role for pickers (see `listEnabledRoleHolders`). */
  enabledRoleHolders(roleName: string, keyword?: string): Promise<RoleHolderRecord[]> {
    return listEnabledRoleHolders(this.db, roleName, keyword);
  }

  async rolesOf(userIds: readonly number[]): Promise<Map<number, UserRoleRef[]>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, [...userIds]))
      .orderBy(asc(roles.id));
    return groupByOwner(rows, ({ userId, ...role }) => [userId, role]);
  }

  async gamesOf(userIds: readonly number[]): Promise<Map<number, UserGameRef[]>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        userId: userGames.userId,
        id: games.id,
        gadCfgGameId: games.gadCfgGameId,
        gameName: games.gameName,
      })
      .from(userGames)
      .innerJoin(games, eq(games.id, userGames.gameId))
      .where(inArray(userGames.userId, [...userIds]))
      .orderBy(asc(games.id));
    return groupByOwner(rows, ({ userId, ...game }) => [userId, game]);
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return rows.map((r) => r.id);
  }

  usernameTaken(username: string): Promise<boolean> {
    return rowExists(this.db, users, eq(users.username, username));
  }

  /** Whether another user than `exceptUserId` already has the mobile number. */
  mobileTaken(mobile: string, exceptUserId?: number): Promise<boolean> {
    return rowExists(
      this.db,
      users,
      and(eq(users.mobile, mobile), otherThan(users.id, exceptUserId)),
    );
  }

  async findRoleIdByName(name: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, name))
      .limit(1);
    return row?.id;
  }

  existingUserIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, users.id, ids);
  }

  existingRoleIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, roles.id, ids);
  }

  existingGameIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, games.id, ids);
  }

  existingDepartmentIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, departments.id, ids);
  }

  async insertUser(values: {
    username: string;
    nickName: string;
    passwordHash: string;
    mobile: string | null;
    deptId: number | null;
  }): Promise<number | UserDuplicate> {
    return catchUniqueViolation(async () => {
      const [row] = await this.db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      return row.id;
    }, duplicateOf);
  }

  updateUser(id: number, patch: UserPatch, at: Date): Promise<UserDuplicate | null> {
    return catchUniqueViolation(async () => {
      await this.db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, id));
      return null;
    }, duplicateOf);
  }

  async setStatus(id: number, status: number, at: Date): Promise<void> {
    await this.db.update(users).set({ status, updatedAt: at }).where(eq(users.id, id));
  }

  async setDepartment(userIds: readonly number[], deptId: number | null, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ deptId, updatedAt: at })
      .where(inArray(users.id, [...userIds]));
  }

  replaceRoles(userId: number, roleIds: readonly number[]): Promise<void> {
    const rows = roleIds.map((roleId) => ({ userId, roleId }));
    return replaceLinks(this.db, userRoles, eq(userRoles.userId, userId), rows);
  }

  replaceGames(userId: number, gameIds: readonly number[]): Promise<void> {
    const rows = gameIds.map((gameId) => ({ userId, gameId }));
    return replaceLinks(this.db, userGames, eq(userGames.userId, userId), rows);
  }
}
