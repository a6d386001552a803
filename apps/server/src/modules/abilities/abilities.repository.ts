import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  existingIds,
  otherThan,
  rowExists,
  selectPage,
  type PageWindow,
} from '../../db/query-helpers';
import { abilities, abilityGroups } from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

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

export interface AbilityListFilter extends PageWindow {
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
  groupNameTaken(name: string, exceptId?: number): Promise<boolean> {
    const where = and(eq(abilityGroups.name, name), otherThan(abilityGroups.id, exceptId));
    return rowExists(this.db, abilityGroups, where);
  }

  insertGroup(name: string, sort: number): Promise<number | 'duplicate'> {
    return catchDuplicate(async () => {
      const [row] = await this.db
        .insert(abilityGroups)
        .values({ name, sort })
        .returning({ id: abilityGroups.id });
      if (!row) throw new Error('ability group insert returned no row');
      return row.id;
    });
  }

  renameGroup(id: number, name: string, at: Date): Promise<'duplicate' | null> {
    return catchDuplicate(async () => {
      await this.db
        .update(abilityGroups)
        .set({ name, updatedAt: at })
        .where(eq(abilityGroups.id, id));
      return null;
    });
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

  existingAbilityIds(ids: readonly number[]): Promise<number[]> {
    return existingIds(this.db, abilities.id, ids);
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
    const rows = this.db
      .select({
        id: abilities.id,
        key: abilities.key,
        name: abilities.name,
        groupId: abilities.groupId,
        groupName: abilityGroups.name,
      })
      .from(abilities)
      .leftJoin(abilityGroups, eq(abilityGroups.id, abilities.groupId))
      .orderBy(asc(abilities.id))
      .$dynamic();
    return selectPage(this.db, abilities, and(...conditions), rows, filter);
  }
}
