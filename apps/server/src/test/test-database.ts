import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `TEST_DATABASE_URL` when `TEST_DB=pg` (CI runs the suite both ways). Under
 * the vitest projects it starts migrated, copied from what their global setups prepared
 * (`pglite-image.setup.ts`, `pg-template.setup.ts`); elsewhere it starts empty.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'pg') {
    const image = inject('pgliteImage');
    return openDatabase(image ? { image: new Blob([await readFile(image)]) } : {});
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `toufang_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('pgTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
