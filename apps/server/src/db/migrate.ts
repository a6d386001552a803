import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Db, Schema } from './client';

/** Finds `drizzle/` next to the server package, from source (tests, tsx) or from `dist/` (bundle). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder (apps/server/drizzle) not found');
}

/**
 * Applies pending migrations. Both drivers share drizzle's PgDialect migration logic; the node-postgres
 * migrator only calls `db.dialect.migrate(migrations, db.session)`, which works for PGlite as well.
 */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: migrationsFolder() });
}
