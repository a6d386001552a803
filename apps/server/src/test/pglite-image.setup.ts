import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrate';
import * as schema from '../db/schema';

// Vitest global setup of the server-pglite project. Creating a PGlite cluster takes seconds (more
// on a loaded machine), so the migrations run once into one cluster whose data directory is dumped
// to a file; each test file's database starts as a copy of it (`openTestDatabase`).

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  await runMigrations(drizzle(client, { schema }));
  // Without a checkpoint every copy replays the migrations' WAL as it starts, which doubles the
  // time a test file waits for its database.
  await client.exec('checkpoint');
  const image = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(path.join(tmpdir(), 'toufang-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
