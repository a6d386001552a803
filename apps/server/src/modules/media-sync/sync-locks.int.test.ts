import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { locksFor } from './sync-locks';

// The locks that keep two runs off one advertiser, as two processes sharing the database hold
// them: on PostgreSQL each holder has its own session (advisory locks); on PGlite, which serves
// one process, holders in the process share one set of keys.

let database: Database;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('sync locks', () => {
  it('let one holder at a time have a key, and answer the others at once', async () => {
    const first = locksFor(database, quiet);
    const second = locksFor(database, quiet);
    try {
      const hold = gate();
      const entered = gate();
      const holding = first.withLock('sync:bytedance:1', () => {
        entered.open();
        return hold.opened.then(() => 'done');
      });
      await entered.opened;
      expect(await second.withLock('sync:bytedance:1', () => Promise.resolve('twice'))).toEqual({
        held: false,
      });
      expect(await first.withLock('sync:bytedance:1', () => Promise.resolve('again'))).toEqual({
        held: false,
      });
      expect(await second.withLock('sync:bytedance:2', () => Promise.resolve('other'))).toEqual({
        held: true,
        value: 'other',
      });
      hold.open();
      expect(await holding).toEqual({ held: true, value: 'done' });
      expect(await second.withLock('sync:bytedance:1', () => Promise.resolve('now'))).toEqual({
        held: true,
        value: 'now',
      });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('release a key when its holder fails', async () => {
    const first = locksFor(database, quiet);
    const second = locksFor(database, quiet);
    try {
      await expect(
        first.withLock('housekeeping', () => Promise.reject(new Error('medium down'))),
      ).rejects.toThrow('medium down');
      expect(await second.withLock('housekeeping', () => Promise.resolve(1))).toEqual({
        held: true,
        value: 1,
      });
    } finally {
      await first.close();
      await second.close();
    }
  });

  // A connection handed back to the pool is the pool's: were the lock's error handler still on it,
  // the server ending it would release it a second time, which pg-pool throws (uncaught).
  it.skipIf(process.env.TEST_DB !== 'pg')(
    'give the lock connection back to the pool for good when closed',
    async () => {
      const locks = locksFor(database, quiet);
      const pids = async (query: ReturnType<typeof sql>) => {
        const result: unknown = await database.db.execute(query);
        return (result as { rows: { pid: number }[] }).rows.map((r) => Number(r.pid));
      };
      const [pid] = await locks
        .withLock('sync:closed', () =>
          pids(sql`select pid from pg_locks where locktype = 'advisory' and classid = 72615406`),
        )
        .then((outcome) => (outcome.held ? outcome.value : []));
      expect(pid).toBeGreaterThan(0);
      await locks.close();
      // From a connection of its own: the pool would lend the lock's idle one to end itself.
      const outside = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await outside.connect();
      await outside.query('select pg_terminate_backend($1)', [pid]).finally(() => outside.end());
      await expect
        .poll(() => pids(sql`select pid from pg_stat_activity where pid = ${pid}`))
        .toEqual([]);
    },
  );
});
