import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a cluster-wide lock (migrations, seeding) so replicas don't race. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel. `onState(false)` reports that notices may have been missed (the
   * listening connection dropped); `onState(true)` that listening resumed.
   */
  listen(
    channel: string,
    onNotice: () => void,
    onState?: (listening: boolean) => void,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir/pg`, or in memory
 * (empty, or a copy of `image`: a data directory PGlite dumped, which skips creating the cluster).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  image?: Blob;
}): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir, opts.image);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
  }
  // pg_trgm: the ad-ID search's name index (migration 0024). One options object: PGlite ignores
  // the second argument when the first (the data directory) is not a string.
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is a single connection in a single process: nothing else can race.
    withStartupLock: (fn) => fn(db),
    // PGlite delivers a notice before the statement that raised it resolves.
    async listen(channel, onNotice, onState) {
      await client.listen(channel, onNotice);
      onState?.(true);
    },
    close: () => client.close(),
  };
}

const STARTUP_LOCK_ID = 7_261_540_001;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped database) leaves the pool and
  // the next query opens a new one; unhandled, the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.Client[] = [];
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async withStartupLock(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await fn(drizzlePg(conn, { schema }));
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        conn.release();
      }
    },
    async listen(channel, onNotice, onState) {
      // A dedicated connection per channel; after a drop it reconnects every second until it works.
      const connect = async (): Promise<void> => {
        if (closed) return;
        const client = new pg.Client({ connectionString: url });
        let dropped = false;
        const drop = () => {
          if (dropped) return;
          dropped = true;
          onState?.(false);
          const at = listeners.indexOf(client);
          if (at >= 0) listeners.splice(at, 1);
          void client.end().catch(() => undefined);
          if (!closed) setTimeout(retry, 1000);
        };
        client.on('error', drop);
        client.on('end', drop);
        client.on('notification', (msg) => {
          if (msg.channel === channel) onNotice();
        });
        listeners.push(client);
        try {
          await client.connect();
          await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          drop();
          throw error;
        }
        onState?.(true);
      };
      const retry = () => void connect().catch(() => undefined);
      await connect();
    },
    async close() {
      closed = true;
      await Promise.all(listeners.splice(0).map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
