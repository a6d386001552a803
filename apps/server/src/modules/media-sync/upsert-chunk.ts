import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { groupByShape } from './chunk-writer';

/**
 * `INSERT … ON CONFLICT DO UPDATE` of one chunk, the rows sent as one JSON parameter and unpacked
 * by `json_populate_recordset` into the table's row type: one bound value whatever the chunk size
 * (no 65,535-parameter ceiling) and little work per row on our side. Only the fields a row
 * carries are written: what an adapter leaves out (our own game or designer assignment) keeps its
 * stored value.
 */
export async function upsertChunk(
  db: Db,
  table: PgTable,
  key: PgColumn[],
  rows: readonly object[],
) {
  const columns = getTableColumns(table);
  const keyNames = new Set(key.map((c) => c.name));
  const target = sql.join(
    key.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  for (const group of groupByShape(rows)) {
    const fields = group.fields.filter((f) => columns[f] !== undefined);
    const names = fields.map((f) => columns[f]?.name ?? f);
    const records = group.rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (const [i, field] of fields.entries()) {
        record[names[i] ?? field] = (row as Record<string, unknown>)[field];
      }
      return record;
    });
    const list = sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    );
    const updates = names
      .filter((n) => !keyNames.has(n))
      .map((n) => sql`${sql.identifier(n)} = excluded.${sql.identifier(n)}`);
    await db.execute(sql`
      insert into ${table} (${list})
      select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)
      on conflict (${target}) do update set ${sql.join(updates, sql`, `)}`);
  }
}
