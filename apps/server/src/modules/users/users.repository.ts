import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, games, roles, userGames, userRoles, users } from '../../db/schema';
import { containing, uniqueViolation } from '../../db/sql-helpers';

export interface UserListFilter {
  page: number;
  perPage: number;
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

function duplicateOf(error: unknown): UserDuplicate | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('mobile') ? 'duplicate_mobile' : 'duplicate_username';
}

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
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const list = await this.db
      .select(userColumns)
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return { list, total: total?.n ?? 0 };
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

  async rolesOf(userIds: readonly number[]): Promise<Map<number, UserRoleRef[]>> {
    const byUser = new Map<number, UserRoleRef[]>();
    if (userIds.length === 0) return byUser;
    const rows = await this.db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name, title: roles.title })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, [...userIds]))
      .orderBy(asc(roles.id));
    for (const { userId, ...role } of rows)
      byUser.set(userId, [...(byUser.get(userId) ?? []), role]);
    return byUser;
  }

  async gamesOf(userIds: readonly number[]): Promise<Map<number, UserGameRef[]>> {
    const byUser = new Map<number, UserGameRef[]>();
    if (userIds.length === 0) return byUser;
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
    for (const { userId, ...game } of rows)
      byUser.set(userId, [...(byUser.get(userId) ?? []), game]);
    return byUser;
  }

  async roleIdsOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    return rows.map((r) => r.id);
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username))
      .limit(1);
    return row !== undefined;
  }

  /** Whether another user than `exceptUserId` already has the mobile number. */
  async mobileTaken(mobile: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, mobile))
      .limit(1);
    return row !== undefined && row.id !== exceptUserId;
  }

  async findRoleIdByName(name: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.name, name))
      .limit(1);
    return row?.id;
  }

  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map((r) => r.id);
  }

  async existingRoleIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.id, [...ids]));
    return rows.map((r) => r.id);
  }

  async existingGameIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: games.id })
      .from(games)
      .where(inArray(games.id, [...ids]));
    return rows.map((r) => r.id);
  }

  async departmentExists(id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, id));
    return row !== undefined;
  }

  async insertUser(values: {
    username: string;
    nickName: string;
    passwordHash: string;
    mobile: string | null;
    deptId: number | null;
  }): Promise<number | UserDuplicate> {
    try {
      const [row] = await this.db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('user insert returned no row');
      return row.id;
    } catch (error) {
      const duplicate = duplicateOf(error);
      if (duplicate) return duplicate;
      throw error;
    }
  }

  async updateUser(id: number, patch: UserPatch, at: Date): Promise<UserDuplicate | null> {
    try {
      await this.db
        .update(users)
        .set({ ...patch, updatedAt: at })
        .where(eq(users.id, id));
      return null;
    } catch (error) {
      const duplicate = duplicateOf(error);
      if (duplicate) return duplicate;
      throw error;
    }
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

  async replaceRoles(userId: number, roleIds: readonly number[]): Promise<void> {
    await this.db.delete(userRoles).where(eq(userRoles.userId, userId));
    if (roleIds.length > 0)
      await this.db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }

  async replaceGames(userId: number, gameIds: readonly number[]): Promise<void> {
    await this.db.delete(userGames).where(eq(userGames.userId, userId));
    if (gameIds.length > 0)
      await this.db.insert(userGames).values(gameIds.map((gameId) => ({ userId, gameId })));
  }
}
