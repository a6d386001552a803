import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abilities, abilityGroups } from '../../db/schema';
import { containing, uniqueViolation } from '../../db/sql-helpers';

export type AbilityGroupRecord = typeof abilityGroups.$inferSelect;

export interface AbilityGroupSummary {
  id: number;
  name: string;
  sort: number;
  abilityCount: number;
}

export interface AbilityRecord {
  id: number;
  key: string;
  name: string;
  groupId: number | null;
  groupName: string | null;
}

export interface AbilityListFilter {
  page: number;
  perPage: number;
  /** Undefined lists every ability. */
  groupId?: number;
  keyword?: string;
}

/** Abilities and their groups on the permission page (spec 000 §6). */
export class AbilitiesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: AbilitiesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new AbilitiesRepository(tx)));
  }

  async listGroups(): Promise<AbilityGroupSummary[]> {
    // A join rather than a correlated subquery: Drizzle leaves columns unqualified in a one-table
    // select, so `group_id = id` inside a subquery would compare the ability with itself.
    return this.db
      .select({
        id: abilityGroups.id,
        name: abilityGroups.name,
        sort: abilityGroups.sort,
        abilityCount: count(abilities.id),
      })
      .from(abilityGroups)
      .leftJoin(abilities, eq(abilities.groupId, abilityGroups.id))
      .groupBy(abilityGroups.id)
      .orderBy(asc(abilityGroups.sort), asc(abilityGroups.id));
  }

  async countUngrouped(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(abilities)
      .where(isNull(abilities.groupId));
    return row?.n ?? 0;
  }

  async maxGroupSort(): Promise<number> {
    const [row] = await this.db
      .select({ max: sql<number>`coalesce(max(${abilityGroups.sort}), 0)`.mapWith(Number) })
      .from(abilityGroups);
    return row?.max ?? 0;
  }

  async findGroup(id: number): Promise<AbilityGroupRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(abilityGroups)
      .where(eq(abilityGroups.id, id))
      .limit(1);
    return row;
  }

  async groupIds(): Promise<number[]> {
    const rows = await this.db
      .select({ id: abilityGroups.id })
      .from(abilityGroups)
      .orderBy(asc(abilityGroups.id));
    return rows.map((r) => r.id);
  }

  /** Whether a group other than `exceptId` already uses `name`. */
  async groupNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: abilityGroups.id })
      .from(abilityGroups)
      .where(
        and(
          eq(abilityGroups.name, name),
          exceptId === undefined ? undefined : ne(abilityGroups.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async insertGroup(name: string, sort: number): Promise<number | 'duplicate'> {
    try {
      const [row] = await this.db
        .insert(abilityGroups)
        .values({ name, sort })
        .returning({ id: abilityGroups.id });
      if (!row) throw new Error('ability group insert returned no row');
      return row.id;
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'duplicate';
      throw error;
    }
  }

  async renameGroup(id: number, name: string, at: Date): Promise<'duplicate' | null> {
    try {
      await this.db
        .update(abilityGroups)
        .set({ name, updatedAt: at })
        .where(eq(abilityGroups.id, id));
      return null;
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'duplicate';
      throw error;
    }
  }

  async deleteGroup(id: number): Promise<void> {
    await this.db.delete(abilityGroups).where(eq(abilityGroups.id, id));
  }

  async setGroupSort(id: number, sort: number, at: Date): Promise<void> {
    await this.db
      .update(abilityGroups)
      .set({ sort, updatedAt: at })
      .where(eq(abilityGroups.id, id));
  }

  async existingAbilityIds(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: abilities.id })
      .from(abilities)
      .where(inArray(abilities.id, [...ids]));
    return rows.map((r) => r.id);
  }

  /** Puts the abilities in `groupId`, or in no group when null. */
  async moveAbilities(abilityIds: readonly number[], groupId: number | null): Promise<void> {
    if (abilityIds.length === 0) return;
    await this.db
      .update(abilities)
      .set({ groupId })
      .where(inArray(abilities.id, [...abilityIds]));
  }

  async listAbilities(
    filter: AbilityListFilter,
  ): Promise<{ list: AbilityRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.groupId !== undefined) conditions.push(eq(abilities.groupId, filter.groupId));
    if (filter.keyword) {
      const pattern = containing(filter.keyword);
      conditions.push(or(ilike(abilities.key, pattern), ilike(abilities.name, pattern)));
    }
    const where = and(...conditions);
    const [total] = await this.db.select({ n: count() }).from(abilities).where(where);
    const list = await this.db
      .select({
        id: abilities.id,
        key: abilities.key,
        name: abilities.name,
        groupId: abilities.groupId,
        groupName: abilityGroups.name,
      })
      .from(abilities)
      .leftJoin(abilityGroups, eq(abilityGroups.id, abilities.groupId))
      .where(where)
      .orderBy(asc(abilities.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return { list, total: total?.n ?? 0 };
  }
}
