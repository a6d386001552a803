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
      const holding = first.withLock('sync:bytedance:1', () => hold.opened.then(() => 'done'));
      // Wait until the first holder has the key.
      await new Promise((resolve) => setTimeout(resolve, 50));
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
});
