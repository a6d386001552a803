import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage, type PageWindow } from '../../db/query-helpers';
import { catchDuplicate, containing } from '../../db/sql-helpers';
import { departments, games, users } from '../../db/schema';

export type GameRecord = typeof games.$inferSelect;
export type DepartmentRecord = typeof departments.$inferSelect & { userCount: number };

export interface ConfigListFilter extends PageWindow {
  keyword?: string;
  status?: number;
}

/** A write either lands, hits a unique key held by another row, or finds no row to change. */
export type WriteOutcome<T> = T | 'duplicate' | 'missing';

const MAX_INT4 = 2_147_483_647;

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  status: departments.status,
  createdAt: departments.createdAt,
  updatedAt: departments.updatedAt,
  userCount: count(users.id),
};

/** Games and departments of the configuration page (spec 000 §2 `/manager`). */
export class ConfigDataRepository {
  constructor(private readonly db: Db) {}

  async listGames(filter: ConfigListFilter): Promise<{ list: GameRecord[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (filter.status !== undefined) conditions.push(eq(games.status, filter.status));
    if (filter.keyword) {
      const numeric = /^\d{1,10}$/.test(filter.keyword) ? Number(filter.keyword) : NaN;
      conditions.push(
        or(
          ilike(games.gameName, containing(filter.keyword)),
          numeric <= MAX_INT4 ? eq(games.gadCfgGameId, numeric) : undefined,
        ),
      );
    }
    const rows = this.db.select().from(games).orderBy(desc(games.id)).$dynamic();
    return selectPage(this.db, games, and(...conditions), rows, filter);
  }

  async insertGame(values: typeof games.$inferInsert): Promise<WriteOutcome<GameRecord>> {
    const [row] = await this.db.insert(games).values(values).onConflictDoNothing().returning();
    return row ?? 'duplicate';
  }

  async updateGame(
    id: number,
    values: Partial<typeof games.$inferInsert>,
  ): Promise<WriteOutcome<GameRecord>> {
    const outcome = await catchDuplicate(() =>
      this.db.update(games).set(values).where(eq(games.id, id)).returning(),
    );
    return outcome === 'duplicate' ? outcome : (outcome[0] ?? 'missing');
  }

  async listEnabledGames(): Promise<GameRecord[]> {
    return this.db.select().from(games).where(eq(games.status, 1)).orderBy(asc(games.id));
  }

  async listDepartments(
    filter: ConfigListFilter,
  ): Promise<{ list: DepartmentRecord[]; total: number }> {
    const where = and(
      filter.status !== undefined ? eq(departments.status, filter.status) : undefined,
      filter.keyword ? ilike(departments.name, containing(filter.keyword)) : undefined,
    );
    const rows = this.selectDepartments().groupBy(departments.id).orderBy(desc(departments.id));
    return selectPage(this.db, departments, where, rows, filter);
  }

  async findDepartment(id: number): Promise<DepartmentRecord | undefined> {
    const [row] = await this.selectDepartments()
      .where(eq(departments.id, id))
      .groupBy(departments.id);
    return row;
  }

  async insertDepartment(name: string): Promise<WriteOutcome<number>> {
    const [row] = await this.db
      .insert(departments)
      .values({ name })
      .onConflictDoNothing()
      .returning({ id: departments.id });
    return row?.id ?? 'duplicate';
  }

  async updateDepartment(
    id: number,
    values: Partial<typeof departments.$inferInsert>,
  ): Promise<WriteOutcome<number>> {
    const outcome = await catchDuplicate(() =>
      this.db
        .update(departments)
        .set(values)
        .where(eq(departments.id, id))
        .returning({ id: departments.id }),
    );
    return outcome === 'duplicate' ? outcome : (outcome[0]?.id ?? 'missing');
  }

  /** Departments with the number of users assigned to each. */
  private selectDepartments() {
    return this.db
      .select(departmentColumns)
      .from(departments)
      .leftJoin(users, eq(users.deptId, departments.id))
      .$dynamic();
  }

  async listEnabledDepartments(): Promise<{ id: number; name: string }[]> {
    return this.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.status, 1))
      .orderBy(asc(departments.id));
  }
}
