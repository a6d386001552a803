import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Small Drizzle-side helpers shared by the repositories.
 */

/** The rows of a raw statement; both drivers answer `{ rows }`. */
export async function selectRows<T = Record<string, unknown>>(
  db: Db,
  statement: SQL,
): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/** A statement's text and values, as the driver receives them. */
export const queryOf = (statement: SQL) => dialect.sqlToQuery(statement);

/** The name a statement's text is prepared under (within PostgreSQL's 63 bytes). */
export const preparedName = (text: string) =>
  `p_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;

/** Texts `selectPrepared` prepares at most; those beyond run as plain statements. */
export const PREPARED_SHAPES_MAX = 100;
const preparedShapes = new Set<string>();

/**
 * The rows of a raw statement the server runs often with other values: on PostgreSQL it is
 * prepared once per connection under a name derived from its text, so later runs skip parsing and
 * planning (PGlite ignores the name). For statements whose text comes from a small set of shapes:
 * each stays prepared on every connection of the pool, so past `PREPARED_SHAPES_MAX` texts in the
 * process a new text runs unprepared.
 */
export async function selectPrepared<T = Record<string, unknown>>(
  db: Db,
  statement: SQL,
): Promise<T[]> {
  const query = queryOf(statement);
  let name: string | undefined = preparedName(query.sql);
  if (!preparedShapes.has(name)) {
    if (preparedShapes.size < PREPARED_SHAPES_MAX) preparedShapes.add(name);
    else name = undefined;
  }
  const result: unknown = await db._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** `%keyword%` with LIKE's own wildcards and escape character taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The constraint named by PostgreSQL's unique_violation (23505), whether the driver error arrives bare
 * or wrapped by Drizzle; null for any other error. A concurrent duplicate passes the service's
 * pre-check and lands here.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs a write; a unique_violation comes back as what `onDuplicate` makes of the constraint's name,
 * any other error is thrown on.
 */
export async function catchUniqueViolation<T, D>(
  write: () => Promise<T>,
  onDuplicate: (constraint: string) => D,
): Promise<T | D> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== null) return onDuplicate(constraint);
    throw error;
  }
}

/** Runs a write of a table with one unique key: a collision with it comes back as 'duplicate'. */
export const catchDuplicate = <T>(write: () => Promise<T>): Promise<T | 'duplicate'> =>
  catchUniqueViolation(write, () => 'duplicate' as const);

/** Rows grouped by the owner id `entry` names, each group in row order; owners without rows are absent. */
export function groupByOwner<Row, V>(
  rows: Iterable<Row>,
  entry: (row: Row) => readonly [owner: number, value: V],
): Map<number, V[]> {
  const byOwner = new Map<number, V[]>();
  for (const row of rows) {
    const [owner, value] = entry(row);
    const group = byOwner.get(owner);
    if (group) group.push(value);
    else byOwner.set(owner, [value]);
  }
  return byOwner;
}
