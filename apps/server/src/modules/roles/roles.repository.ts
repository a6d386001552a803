import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abilities, roleAbilities, roles, userRoles, users } from '../../db/schema';
import { containing, uniqueViolation } from '../../db/sql-helpers';

export type RoleRecord = typeof roles.$inferSelect;

export interface RolePatch {
  name?: string;
  title?: string;
  description?: string;
}

/** Roles, the abilities they grant and the users holding them (spec 000 §6). */
export class RolesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: RolesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new RolesRepository(tx)));
  }

  async list(filter: { page: number; perPage: number; keyword?: string }) {
    const where: SQL | undefined = filter.keyword
      ? or(
          ilike(roles.name, containing(filter.keyword)),
          ilike(roles.title, containing(filter.keyword)),
        )
      : undefined;
    const [total] = await this.db.select({ n: count() }).from(roles).where(where);
    const list = await this.db
      .select()
      .from(roles)
      .where(where)
      .orderBy(asc(roles.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return { list, total: total?.n ?? 0 };
  }

  async findById(id: number): Promise<RoleRecord | undefined> {
    const [row] = await this.db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return row;
  }

  /** Whether a role other than `exceptId` already uses `name`. */
  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, name), exceptId === undefined ? undefined : ne(roles.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  async abilityIdsOf(roleIds: readonly number[]): Promise<Map<number, number[]>> {
    const byRole = new Map<number, number[]>();
    if (roleIds.length === 0) return byRole;
    const rows = await this.db
      .select({ roleId: roleAbilities.roleId, id: roleAbilities.abilityId })
      .from(roleAbilities)
      .where(inArray(roleAbilities.roleId, [...roleIds]))
      .orderBy(asc(roleAbilities.abilityId));
    for (const { roleId, id } of rows) byRole.set(roleId, [...(byRole.get(roleId) ?? []), id]);
    return byRole;
  }

  async userIdsOf(roleIds: readonly number[]): Promise<Map<number, number[]>> {
    const byRole = new Map<number, number[]>();
    if (roleIds.length === 0) return byRole;
    const rows = await this.db
      .select({ roleId: userRoles.roleId, id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, [...roleIds]))
      .orderBy(asc(userRoles.userId));
    for (const { roleId, id } of rows) byRole.set(roleId, [...(byRole.get(roleId) ?? []), id]);
    return byRole;
  }

  async existingAbilityIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: abilities.id })
      .from(abilities)
      .where(inArray(abilities.id, [...ids]));
    return rows.map((r) => r.id);
  }

  async existingUserIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...ids]));
    return rows.map((r) => r.id);
  }

  /** The new role's id, or 'duplicate' when the name is taken. */
  async insert(values: {
    name: string;
    title: string;
    description: string;
  }): Promise<number | 'duplicate'> {
    try {
      const [row] = await this.db.insert(roles).values(values).returning({ id: roles.id });
      if (!row) throw new Error('role insert returned no row');
      return row.id;
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'duplicate';
      throw error;
    }
  }

  async update(id: number, patch: RolePatch, at: Date): Promise<'duplicate' | null> {
    try {
      await this.db
        .update(roles)
        .set({ ...patch, updatedAt: at })
        .where(eq(roles.id, id));
      return null;
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'duplicate';
      throw error;
    }
  }

  /** Deletes the role; its grants and user assignments go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, id));
  }

  async replaceAbilities(roleId: number, abilityIds: readonly number[]): Promise<void> {
    await this.db.delete(roleAbilities).where(eq(roleAbilities.roleId, roleId));
    if (abilityIds.length > 0) {
      await this.db
        .insert(roleAbilities)
        .values(abilityIds.map((abilityId) => ({ roleId, abilityId })));
    }
  }

  async replaceHolders(roleId: number, userIds: readonly number[]): Promise<void> {
    await this.db.delete(userRoles).where(eq(userRoles.roleId, roleId));
    if (userIds.length > 0)
      await this.db.insert(userRoles).values(userIds.map((userId) => ({ userId, roleId })));
  }
}
