import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { DELIVERY_SCREENS, type DeliveryScreenKey } from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { preparedName, selectRows } from '../src/db/sql-helpers';
import type { Medium } from '../src/lib/media-mirror';
import { SecretBox } from '../src/lib/secret-box';
import type { RanStatement } from '../src/test/statement-watch';
import { adminDatabase } from './bench-platform';
import { buildStatsPacks } from '../src/modules/media-sync/stats-packs';
import { seedDatabase } from '../src/seed';
import {
  casesOf,
  percentile,
  prng,
  recordingDatabase,
  round1,
  timeDirect,
  timeHttp,
  PAGE_SIZE,
  timeConcurrently,
  WINDOW_DAYS,
} from './reports-measure';
import { statDays, writeWorld, type RunSql, type WorldSize } from './reports-world';

// The report figures of `npm run bench:reports` (bench/reports.mjs) of one medium on one store:
// BENCH_STORE `postgres` (database BENCH_DB_NAME, dropped and created again, on the server of
// BENCH_SERVER_URL) or `pglite` (in memory). Writes the world of BENCH_MEDIUM with
// BENCH_ADVERTISERS / BENCH_PROJECTS / BENCH_PROMOTIONS / BENCH_DAYS, then times BENCH_REQUESTS
// report requests per level-1 and level-2 tab of the medium's screen (a 30-day window, a 20-row
// page sorted by cost, as an administrator) through HTTP in-process, and the statements the
// endpoint ran (kept on a first, untimed request) run directly on the database, alternating which
// goes first. With BENCH_CONCURRENCY (clients) the level-2 tab is then timed again with that many
// clients sending BENCH_CLIENT_REQUESTS requests each (10) at once, through the server's statement
// slots (REPORT_STATEMENT_SLOTS, default the machine's cores). Prints a line and a `BENCH_RESULT <json>`
// per figure, with the machine's 1-minute load average when it started and ended (other work on the
// machine inflates every figure). BENCH_KEEP_DB=1 keeps the PostgreSQL database afterwards (for
// reports-explain.ts); BENCH_REUSE_DB=1 then times that world again instead of writing a new one
// when it holds BENCH_PROMOTIONS level-2 objects of the medium (pending migrations are applied).

const ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;
const WARM_UP = 5;
const SCREENS: Record<Medium, DeliveryScreenKey> = {
  bytedance: 'launchV3',
  kuaishou: 'launchKs',
  tencent: 'launchQqV3',
};

const env = process.env;
const numberOf = (name: string, fallback: number) => Number(env[name] ?? fallback);
const store = env.BENCH_STORE === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = env.BENCH_SERVER_URL ?? '';
const dbName = env.BENCH_DB_NAME ?? 'toufang_bench_reports';
if (store === 'postgres' && !serverUrl)
  throw new Error('BENCH_STORE=postgres needs BENCH_SERVER_URL');
const url = store === 'postgres' ? databaseUrl(serverUrl, dbName) : undefined;
const medium: Medium =
  env.BENCH_MEDIUM === 'kuaishou' || env.BENCH_MEDIUM === 'tencent'
    ? env.BENCH_MEDIUM
    : 'bytedance';
const screen = DELIVERY_SCREENS[SCREENS[medium]];
const size: WorldSize = {
  medium,
  advertisers: numberOf('BENCH_ADVERTISERS', 500),
  projects: medium === 'tencent' ? 0 : numberOf('BENCH_PROJECTS', 4_000),
  promotions: numberOf('BENCH_PROMOTIONS', 20_000),
  days: numberOf('BENCH_DAYS', 500),
};
const requests = numberOf('BENCH_REQUESTS', 200);
const concurrency = numberOf('BENCH_CONCURRENCY', 0);
const clientRequests = numberOf('BENCH_CLIENT_REQUESTS', 10);

function databaseUrl(server: string, name: string): string {
  const out = new URL(server);
  out.pathname = `/${name}`;
  return out.toString();
}

/**
 * Runs statements on the database outside the app: a connection of its own on PostgreSQL, where
 * a statement the app prepared runs prepared under the same name.
 */
async function directRunner(database: Database) {
  if (!url) {
    const raw: RunSql = (text) => selectRows(database.db, sql.raw(text));
    const statement = (s: RanStatement): Promise<unknown> =>
      database.db._.session.prepareQuery(s, undefined, undefined, false).execute();
    return { raw, statement, close: () => Promise.resolve() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const raw: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  const statement = async (s: RanStatement): Promise<unknown> => {
    const name = s.prepared ? preparedName(s.sql) : undefined;
    return (await client.query<Record<string, unknown>>({ name, text: s.sql, values: s.params }))
      .rows;
  };
  return { raw, statement, close: () => client.end() };
}

/**
 * How busy the machine is: the best of three runs of counting a million generated rows on the
 * database (the figures above scale with it when other work shares the cores).
 */
async function cpuBaseline(run: RunSql): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await run('select count(*) from generate_series(1, 1000000)');
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/** The 1-minute load average, one decimal. */
const load = () => round1(loadavg()[0] ?? 0);

/** The world a kept database holds when it is one of this medium and size; null: none. */
async function keptWorld(): Promise<{
  statRows: number;
  cumulativeRows: number;
  last: string;
} | null> {
  if (!url || env.BENCH_REUSE_DB !== '1') return null;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await client.query<{
      ads: number;
      daily: number;
      cumulative: number;
      last: string | null;
    }>(
      `select (select count(*) from ads where medium = $1)::int as ads,
        (select count(*) from stats_daily)::int as daily,
        (select count(*) from stats_daily_cumulative)::int as cumulative,
        (select max(stat_date)::text from stats_daily where medium = $1) as last`,
      [medium],
    );
    const [row] = rows;
    if (row === undefined || row.ads !== size.promotions || row.last === null) return null;
    return { statRows: row.daily, cumulativeRows: row.cumulative, last: row.last };
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

async function main() {
  const kept = await keptWorld();
  if (url && kept === null) {
    await adminDatabase(serverUrl, dbName, 'drop');
    await adminDatabase(serverUrl, dbName, 'create');
  }
  const database = await openDatabase({ url });
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    // Serves no browser: the redirect URIs only have to be well-formed.
    PUBLIC_URL: 'http://bench.invalid',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  await runMigrations(database.db);
  if (kept === null) await seedDatabase(database.db, { ...config, admin: ADMIN }, { demo: false });
  const direct = await directRunner(database);
  const storeName = url ? 'PostgreSQL' : 'PGlite';
  let today = shanghaiDate(new Date());
  let world: { statRows: number; cumulativeRows: number };
  if (kept !== null) {
    // The kept world's days end on the day it was written.
    today = kept.last;
    world = kept;
    // A kept world written before the packs existed (or changed since) gets them as a sync would.
    const packsStarted = performance.now();
    const built = await buildStatsPacks(database.db);
    if (built > 0) {
      console.log(
        `${storeName} ${medium}: packed totals of ${built} level(s) built in ${((performance.now() - packsStarted) / 1000).toFixed(1)} s`,
      );
    }
    console.log(
      `${storeName} ${medium}: the kept world of ${size.promotions} level-2 objects, ${world.statRows} stats_daily rows and ${world.cumulativeRows} running-total rows (stats up to ${today})`,
    );
  } else {
    const loadStarted = performance.now();
    if (url) {
      await direct.raw("set maintenance_work_mem = '1GB'");
      await direct.raw('set synchronous_commit = off');
    }
    world = await writeWorld(direct.raw, database.db, size, today);
    const loadMs = performance.now() - loadStarted;
    console.log(
      `${storeName} ${medium}: ${size.advertisers} advertisers, ${size.projects} level-1 objects, ${size.promotions} level-2 objects × ${size.days} days → ${world.statRows} stats_daily rows (level 2: ${size.promotions * size.days}, level 1: ${world.statRows - size.promotions * size.days}) and ${world.cumulativeRows} running-total rows written, indexed, vacuumed and analyzed in ${(loadMs / 1000).toFixed(1)} s`,
    );
  }

  const recorder = recordingDatabase(database);
  const { app } = await buildApp({
    config,
    database: recorder.database,
    secretBox: new SecretBox(randomBytes(32)),
    logger: false,
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const token = login.json<{ data: { token: string } }>().data.token;
  const { first, last } = statDays(size, today);
  const random = prng(20_261_124);
  try {
    const tabs = screen.tabs.filter((t) => t.level === 1 || t.level === 2);
    for (const { key: tab, level, paths } of tabs) {
      const loadBefore = load();
      const baselineMs = await cpuBaseline(direct.raw);
      const path = paths.report;
      const objects = level === 1 ? size.projects : size.promotions;
      const pages = Math.max(1, Math.min(5, Math.floor(objects / PAGE_SIZE)));
      const at = { screen: screen.screen, tab };
      const cases = casesOf(at, WARM_UP + requests, first, last, random, pages);
      const http: number[] = [];
      const sqlMs: number[] = [];
      const statementCounts = new Set<number>();
      for (const [i, c] of cases.entries()) {
        // A first, untimed request keeps the statements the endpoint ran and warms both runs.
        const statements: RanStatement[] = [];
        recorder.state.recording = statements;
        await timeHttp(app, path, token, c);
        recorder.state.recording = null;
        statementCounts.add(statements.length);
        const httpFirst = i % 2 === 0;
        let h = 0;
        let d = 0;
        if (httpFirst) h = await timeHttp(app, path, token, c);
        d = await timeDirect(direct.statement, statements);
        if (!httpFirst) h = await timeHttp(app, path, token, c);
        if (i < WARM_UP) continue;
        http.push(h);
        sqlMs.push(d);
      }
      const result = {
        store: storeName,
        kind: 'tab',
        medium,
        screen: screen.screen,
        tab,
        path,
        statRows: world.statRows,
        requests,
        windowDays: WINDOW_DAYS,
        pageSize: PAGE_SIZE,
        order: 'stat_cost desc',
        cpuBaselineMs: round1(baselineMs),
        loadAverage: [loadBefore, load()],
        statementsPerRequest: [...statementCounts].join('/'),
        httpP50Ms: round1(percentile(http, 50)),
        httpP95Ms: round1(percentile(http, 95)),
        sqlP50Ms: round1(percentile(sqlMs, 50)),
        sqlP95Ms: round1(percentile(sqlMs, 95)),
        ratioP50: Math.round((percentile(http, 50) / percentile(sqlMs, 50)) * 100) / 100,
        ratioP95: Math.round((percentile(http, 95) / percentile(sqlMs, 95)) * 100) / 100,
      };
      console.log(
        `${storeName} ${medium} ${tab} reports (${path}), ${requests} requests, 30-day windows, 20-row pages by cost: HTTP p50 ${result.httpP50Ms} ms, p95 ${result.httpP95Ms} ms; same SQL directly p50 ${result.sqlP50Ms} ms, p95 ${result.sqlP95Ms} ms; ratio p50 ${result.ratioP50}, p95 ${result.ratioP95} (${result.statementsPerRequest} statement(s) per request; CPU baseline ${result.cpuBaselineMs} ms; load average ${result.loadAverage.join(' → ')})`,
      );
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
    const level2 = tabs.find((t) => t.level === 2);
    if (concurrency > 0 && level2 !== undefined) {
      const at = { screen: screen.screen, tab: level2.key };
      const pages = Math.max(1, Math.min(5, Math.floor(size.promotions / PAGE_SIZE)));
      const cases = casesOf(at, concurrency * clientRequests, first, last, random, pages);
      const loadBefore = load();
      const started = performance.now();
      const latencies = await timeConcurrently(app, level2.paths.report, token, cases, concurrency);
      const wallMs = performance.now() - started;
      const result = {
        store: storeName,
        kind: 'concurrent',
        medium,
        screen: screen.screen,
        tab: level2.key,
        path: level2.paths.report,
        statRows: world.statRows,
        clients: concurrency,
        statementSlots: config.reports.statementSlots,
        requests: latencies.length,
        httpP50Ms: round1(percentile(latencies, 50)),
        httpP95Ms: round1(percentile(latencies, 95)),
        requestsPerSecond: Math.round((latencies.length / wallMs) * 1000 * 10) / 10,
        loadAverage: [loadBefore, load()],
      };
      console.log(
        `${storeName} ${medium} ${level2.key} reports with ${concurrency} concurrent clients (${result.statementSlots} statement slots), ${result.requests} requests: HTTP p50 ${result.httpP50Ms} ms, p95 ${result.httpP95Ms} ms, ${result.requestsPerSecond} requests/s (load average ${result.loadAverage.join(' → ')})`,
      );
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
  } finally {
    await app.close();
    await direct.close();
    await database.close();
    if (url && !env.BENCH_KEEP_DB && env.BENCH_REUSE_DB !== '1')
      await adminDatabase(serverUrl, dbName, 'drop');
  }
}

await main();
