import type pg from 'pg';
import type { Database } from '../../db/client';

/**
 * Named locks that keep two runs off the same advertiser (and two processes off the shared
 * housekeeping) without waiting: a holder elsewhere means "someone is on it, skip it".
 */
export interface SyncLocks {
  /** Runs `fn` holding `key`, or answers `held: false` at once when another holder has it. */
  withLock<T>(
    key: string,
    fn: () => Promise<T>,
  ): Promise<{ held: true; value: T } | { held: false }>;
  close(): Promise<void>;
}

/**
 * Locks within one process: enough for the embedded PGlite, which serves a single process. Holders
 * sharing `held` exclude each other.
 */
export function processLocks(held = new Set<string>()): SyncLocks {
  return {
    async withLock(key, fn) {
      if (held.has(key)) return { held: false };
      held.add(key);
      try {
        return { held: true, value: await fn() };
      } finally {
        held.delete(key);
      }
    },
    close: () => Promise.resolve(),
  };
}

/** The advisory-lock class of the media sync (`pg_try_advisory_lock(int, int)`'s first key). */
const LOCK_CLASS = 72_615_406;

interface Connection {
  /** One statement at a time: a connection runs its queries in turn. */
  query(text: string, params: unknown[]): Promise<boolean>;
  release(): void;
  broken: boolean;
}

function lockConnection(client: pg.PoolClient, onLost: (error: Error) => void): Connection {
  let turn: Promise<unknown> = Promise.resolve();
  const conn: Connection = {
    broken: false,
    query(text, params) {
      const answer = turn.then(() => client.query<{ ok: boolean }>(text, params));
      turn = answer.catch(() => undefined);
      return answer.then((result) => result.rows[0]?.ok === true);
    },
    release: () => {
      if (conn.broken) return;
      conn.broken = true;
      // Back in the pool the client is the pool's: an error it meets there is not ours to handle.
      client.removeListener('error', onError);
      client.release();
    },
  };
  // Once released or broken, the client is never released again (pg-pool throws on a second one).
  const onError = (error: Error) => {
    if (conn.broken) return;
    conn.broken = true;
    // A broken connection leaves the pool for good; its locks ended with its session.
    client.release(error);
    onLost(error);
  };
  client.on('error', onError);
  return conn;
}

/**
 * PostgreSQL session advisory locks on one connection this process keeps for them: every process
 * sharing the database sees them, and a process that dies releases its locks with its connection.
 * A connection that breaks loses its locks; the runs holding them finish (the sync is idempotent)
 * and the next lock opens a new connection.
 */
export function advisoryLocks(pool: pg.Pool, log: { warn(obj: object, msg: string): void }) {
  const local = processLocks();
  let connection: Promise<Connection> | null = null;

  const connect = (): Promise<Connection> => {
    if (connection) return connection;
    const pending = pool.connect().then((client) =>
      lockConnection(client, (error) => {
        if (connection === pending) connection = null;
        log.warn({ err: error }, 'media sync lock connection lost');
      }),
    );
    connection = pending;
    // A failed connect is not kept: the next lock tries again.
    pending.catch(() => {
      if (connection === pending) connection = null;
    });
    return pending;
  };

  const locks: SyncLocks = {
    // Session locks stack within one session, so this process's own holders are checked first.
    withLock: (key, fn) =>
      local
        .withLock(key, async () => {
          const conn = await connect();
          const taken = await conn.query('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
            LOCK_CLASS,
            key,
          ]);
          if (!taken) return { held: false as const };
          try {
            return { held: true as const, value: await fn() };
          } finally {
            if (!conn.broken) {
              await conn
                .query('select pg_advisory_unlock($1, hashtext($2)) as ok', [LOCK_CLASS, key])
                .catch(() => undefined);
            }
          }
        })
        .then((outcome) => (outcome.held ? outcome.value : outcome)),
    async close() {
      const pending = connection;
      connection = null;
      const conn = await pending?.catch(() => null);
      if (conn && !conn.broken) conn.release();
    },
  };
  return locks;
}

/** Keys held in this process, per database. */
const heldPerDatabase = new WeakMap<object, Set<string>>();

/**
 * The locks a database calls for: advisory locks on PostgreSQL, in-process ones on PGlite (shared
 * by everything in this process that syncs into that database).
 */
export function locksFor(
  database: Pick<Database, 'db' | 'kind'>,
  log: { warn(obj: object, msg: string): void },
): SyncLocks {
  if (database.kind === 'pglite') {
    let held = heldPerDatabase.get(database.db);
    if (!held) {
      held = new Set();
      heldPerDatabase.set(database.db, held);
    }
    return processLocks(held);
  }
  // The node-postgres driver exposes its pool as `$client`; `Db` is typed driver-neutral.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return advisoryLocks(pool, log);
}
