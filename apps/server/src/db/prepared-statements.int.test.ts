import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { PREPARED_SHAPES_MAX, preparedName, queryOf, selectPrepared } from './sql-helpers';

describe('selectPrepared', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const squares = (from: number, to: number) =>
    sql`select n, n * n as square from generate_series(${from}::int, ${to}::int) n order by n`;

  it('answers each run with its own values', async () => {
    const first = await selectPrepared<{ n: number; square: number }>(database.db, squares(1, 3));
    const second = await selectPrepared<{ n: number; square: number }>(database.db, squares(4, 5));
    expect(first).toEqual([
      { n: 1, square: 1 },
      { n: 2, square: 4 },
      { n: 3, square: 9 },
    ]);
    expect(second).toEqual([
      { n: 4, square: 16 },
      { n: 5, square: 25 },
    ]);
  });

  it('keeps statements of other texts apart', async () => {
    const [word] = await selectPrepared<{ word: string }>(database.db, sql`select ${'a'} as word`);
    const [other] = await selectPrepared<{ word: string }>(
      database.db,
      sql`select ${'b'} || 'c' as word`,
    );
    expect(word?.word).toBe('a');
    expect(other?.word).toBe('bc');
  });

  it('prepares a statement on PostgreSQL under the name of its text', async () => {
    const statement = sql`select array_agg(name::text) as names from pg_prepared_statements
      where ${1}::int = 1`;
    const name = preparedName(queryOf(statement).sql);
    const [row] = await selectPrepared<{ names: string[] | null }>(database.db, statement);
    // PGlite ignores the name: one connection, nothing to gain.
    if (database.kind === 'postgres') expect(row?.names).toContain(name);
    else expect(row?.names ?? []).not.toContain(name);
  });

  // Last: it fills the process's room for prepared texts.
  it('runs texts past the limit unprepared, with their values', async () => {
    for (let i = 0; i < PREPARED_SHAPES_MAX; i++) {
      await selectPrepared(database.db, sql.raw(`select ${i} as shape`));
    }
    const statement = sql`select ${7}::int as n, array_agg(name::text) as names
      from pg_prepared_statements`;
    const name = preparedName(queryOf(statement).sql);
    const [row] = await selectPrepared<{ n: number; names: string[] | null }>(
      database.db,
      statement,
    );
    expect(row?.n).toBe(7);
    expect(row?.names ?? []).not.toContain(name);
  });

  it('names texts apart within the length PostgreSQL keeps', () => {
    expect(preparedName('select 1')).not.toBe(preparedName('select 2'));
    expect(preparedName('select 1')).toBe(preparedName('select 1'));
    expect(Buffer.byteLength(preparedName('x'.repeat(10_000)))).toBeLessThanOrEqual(63);
  });
});
