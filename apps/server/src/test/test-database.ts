import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of `TEST_DATABASE_URL` when `TEST_DB=pg` (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'pg') return openDatabase({});
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL');
  const name = `toufang_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
