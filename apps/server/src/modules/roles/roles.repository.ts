import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  existingIds,
  linkedIds,
  otherThan,
  replaceLinks,
  rowExists,
  selectPage,
  type PageWindow,
} from '../../db/query-helpers';
import { abilities, roleAbilities, roles, userRoles, users } from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

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

  async list(filter: PageWindow & { keyword?: string }) {
    const where: SQL | undefined = filter.keyword
      ? or(
          ilike(roles.name, containing(filter.keyword)),
          ilike(roles.title, containing(filter.keyword)),
        )
      : undefined;
    const rows = this.db.select().from(roles).orderBy(asc(roles.id)).$dynamic();
    return selectPage(this.db, roles, where, rows, filter);
  }

  async findById(id: number): Promise<RoleRecord | undefined> {
    const [row] = await this.db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return row;
  }

  /** Whether a role other than `exceptId` already uses `name`. */
  nameTaken(name: string, exceptId?: number): Promise<boolean> {
    return rowExists(this.db, roles, and(eq(roles.name, name), otherThan(roles.id, exceptId)));
  }

  abilityIdsOf(roleIds: readonly number[]): Promise<Map<number, number[]>> {
    return linkedIds(this.db, roleAbilities.roleId, roleAbilities.abilityId, roleIds);
  }

  userIdsOf(roleIds: readonly number[]): Promise<Map<number, number[]>> {
    return linkedIds(this.db, userRoles.roleId, userRoles.userId, roleIds);
  }

  existingAbilityIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, abilities.id, ids);
  }

  existingUserIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, users.id, ids);
  }

  /** The new role's id, or 'duplicate' when the name is taken. */
  insert(values: {
    name: string;
    title: string;
    description: string;
  }): Promise<number | 'duplicate'> {
    return catchDuplicate(async () => {
      const [row] = await this.db.insert(roles).values(values).returning({ id: roles.id });
      if (!row) throw new Error('role insert returned no row');
      return row.id;
    });
  }

  update(id: number, patch: RolePatch, at: Date): Promise<'duplicate' | null> {
    return catchDuplicate(async () => {
      await this.db
        .update(roles)
        .set({ ...patch, updatedAt: at })
        .where(eq(roles.id, id));
      return null;
    });
  }

  /** Deletes the role; its grants and user assignments go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, id));
  }

  replaceAbilities(roleId: number, abilityIds: readonly number[]): Promise<void> {
    const rows = abilityIds.map((abilityId) => ({ roleId, abilityId }));
    return replaceLinks(this.db, roleAbilities, eq(roleAbilities.roleId, roleId), rows);
  }

  replaceHolders(roleId: number, userIds: readonly number[]): Promise<void> {
    const rows = userIds.map((userId) => ({ userId, roleId }));
    return replaceLinks(this.db, userRoles, eq(userRoles.roleId, roleId), rows);
  }
}
