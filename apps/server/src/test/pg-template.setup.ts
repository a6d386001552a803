import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

// Vitest global setup of the server-pg project: the migrations run once into a template database;
// each test file's database is created from it (`openTestDatabase`), a file copy on the server.

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of a migrated database on the `TEST_DATABASE_URL` server. */
    pgTemplate: string;
  }
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server-pg project needs TEST_DATABASE_URL');
  const name = `toufang_tpl_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', name);
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
