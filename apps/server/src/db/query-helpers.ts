import { asc, count, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { groupByOwner } from './sql-helpers';

/**
 * Query shapes the repositories share: paging with a total, existence checks and link tables (a
 * set of ids per owner, replaced as a whole).
 */

/** An integer id column (a primary key or a link table's foreign key). */
type IdColumn = AnyPgColumn<{ data: number; notNull: true }>;

export interface PageWindow {
  /** 1-based. */
  page: number;
  perPage: number;
}

/**
 * One page of `rows` and the number of rows of `table` matching `where` over all pages (spec
 * `page_info`). `rows` is the list query built with `.$dynamic()` and without a filter: `where` is
 * applied here, to it and to the count alike.
 */
export async function selectPage<Q extends PgSelect>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  rows: Q,
  { page, perPage }: PageWindow,
): Promise<{ list: Awaited<Q>; total: number }> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const list = await rows
    .where(where)
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { list, total: total?.n ?? 0 };
}

/** Whether any row of `table` matches `where`. */
export async function rowExists(db: Db, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** Leaves the row being edited out of a uniqueness check; no condition when adding. */
export const otherThan = (id: IdColumn, exceptId: number | undefined): SQL | undefined =>
  exceptId === undefined ? undefined : ne(id, exceptId);

/** The ids among `ids` that `id`'s table holds (in no particular order). */
export async function existingIds(db: Db, id: IdColumn, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id })
    .from(id.table)
    .where(inArray(id, [...ids]));
  return rows.map((r) => r.id);
}

/** The ids a link table holds for each owner, ascending; owners without links are absent. */
export async function linkedIds(
  db: Db,
  owner: IdColumn,
  linked: IdColumn,
  ownerIds: readonly number[],
): Promise<Map<number, number[]>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ owner, id: linked })
    .from(owner.table)
    .where(inArray(owner, [...ownerIds]))
    .orderBy(asc(linked));
  return groupByOwner(rows, (r) => [r.owner, r.id]);
}

/** Replaces an owner's links: deletes those `owned` selects, then inserts `rows`. */
export async function replaceLinks<T extends PgTable>(
  db: Db,
  table: T,
  owned: SQL,
  rows: PgInsertValue<T>[],
): Promise<void> {
  await db.delete(table).where(owned);
  if (rows.length > 0) await db.insert(table).values(rows);
}
