import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { ManualClock } from '../../lib/clock';
import { openTestDatabase } from '../../test/test-database';
import { PostgresRateLimiter } from './pg-rate-limiter';
import { RateRules } from './rate-limiter';

// The limiter several worker processes share (ARCHITECTURE §3). It runs against PGlite as well,
// where it is not selected by default but must compute the same.
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
});
afterAll(() => database.close());

function limiterOn(db: Database['db'], clock: ManualClock) {
  const slept: number[] = [];
  const rules = new RateRules({ ratePerSecond: 5, burst: 2 });
  const sleep = (ms: number) => {
    slept.push(ms);
    return Promise.resolve();
  };
  return { slept, limiter: new PostgresRateLimiter(db, rules, clock, sleep) };
}

const unique = (name: string) => `${name}:${Math.random().toString(36).slice(2)}`;

describe('PostgresRateLimiter', () => {
  it('grants the burst, then queues callers at the rate', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const { limiter, slept } = limiterOn(database.db, clock);
    const key = unique('burst');
    for (let i = 0; i < 5; i++) await limiter.acquire(key);
    expect(slept).toEqual([200, 400, 600]);
    expect(await limiter.eta(key, 1)).toBeCloseTo(0.8);

    clock.advance(1_000);
    expect(await limiter.eta(key, 1)).toBe(0);
    await limiter.acquire(key);
    expect(slept).toHaveLength(3);
  });

  it('shares one budget between limiters of different processes', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    const a = limiterOn(database.db, clock);
    const b = limiterOn(database.db, clock);
    const key = unique('shared');
    await a.limiter.acquire(key);
    await b.limiter.acquire(key);
    await a.limiter.acquire(key);
    expect(a.slept).toEqual([200]);
    expect(b.slept).toEqual([]);
  });

  it('hands out each token once under concurrent callers', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'));
    // On PostgreSQL the calls run at once over the pool's connections, as several processes' would.
    const a = limiterOn(database.db, clock);
    const b = limiterOn(database.db, clock);
    const key = unique('race');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).limiter.acquire(key)),
    );
    const waits = [...a.slept, ...b.slept].sort((x, y) => x - y);
    // 20 calls, burst 2, 5 a second: the waits are exactly 200 ms apart, none shared.
    expect(waits).toEqual(Array.from({ length: 18 }, (_, i) => (i + 1) * 200));
  });

  it('refills no tokens when a caller clock lags the last update', async () => {
    const key = unique('skew');
    const ahead = limiterOn(database.db, new ManualClock(new Date('2026-01-01T00:00:10Z')));
    const behind = limiterOn(database.db, new ManualClock(new Date('2026-01-01T00:00:00Z')));
    await ahead.limiter.acquire(key);
    await ahead.limiter.acquire(key);
    await behind.limiter.acquire(key);
    expect(behind.slept).toEqual([200]);
  });
});
