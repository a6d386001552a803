import { randomBytes } from 'node:crypto';
import { FEED_REPORT_PATHS } from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { selectRows } from '../src/modules/feed-reports/feed-reports.repository';
import { SecretBox } from '../src/lib/secret-box';
import { adminDatabase } from './bench-platform';
import { seedDatabase } from '../src/seed';
import {
  casesOf,
  percentile,
  prng,
  queryOf,
  recordingDatabase,
  round1,
  timeDirect,
  timeHttp,
  WINDOW_DAYS,
} from './reports-measure';
import { statDays, writeWorld, type RunSql, type WorldSize } from './reports-world';

// The report figures of `npm run bench:reports` (bench/reports.mjs) on one store: BENCH_STORE
// `postgres` (database BENCH_DB_NAME, dropped and created again, on the server of
// BENCH_SERVER_URL) or `pglite` (in memory). Writes the world of
// BENCH_ADVERTISERS / BENCH_PROJECTS / BENCH_PROMOTIONS / BENCH_DAYS, then times BENCH_REQUESTS
// report requests per tab (a 30-day window, a 20-row page sorted by cost, as an administrator)
// through HTTP in-process, and the statements the endpoint ran (kept on a first, untimed request)
// run directly on the database, alternating which goes first. Prints a line per tab and `BENCH_RESULT <json>` per tab. BENCH_KEEP_DB=1 keeps
// the PostgreSQL database afterwards (for reports-explain.ts).

const ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;
const TABS = ['project', 'promotion'] as const;
const WARM_UP = 5;

const env = process.env;
const numberOf = (name: string, fallback: number) => Number(env[name] ?? fallback);
const store = env.BENCH_STORE === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = env.BENCH_SERVER_URL ?? '';
const dbName = env.BENCH_DB_NAME ?? 'toufang_bench_reports';
if (store === 'postgres' && !serverUrl)
  throw new Error('BENCH_STORE=postgres needs BENCH_SERVER_URL');
const url = store === 'postgres' ? databaseUrl(serverUrl, dbName) : undefined;
const size: WorldSize = {
  advertisers: numberOf('BENCH_ADVERTISERS', 500),
  projects: numberOf('BENCH_PROJECTS', 4_000),
  promotions: numberOf('BENCH_PROMOTIONS', 20_000),
  days: numberOf('BENCH_DAYS', 500),
};
const requests = numberOf('BENCH_REQUESTS', 60);

function databaseUrl(server: string, name: string): string {
  const out = new URL(server);
  out.pathname = `/${name}`;
  return out.toString();
}

/** Runs statements on the database outside the app: a connection of its own on PostgreSQL. */
async function directRunner(database: Database) {
  if (!url) {
    const rowsOf = (statement: SQL) => selectRows(database.db, statement);
    const raw: RunSql = (text) => rowsOf(sql.raw(text));
    return { raw, statement: rowsOf, close: () => Promise.resolve() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const raw: RunSql = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  const statement = async (s: SQL) => {
    const { sql: text, params } = queryOf(s);
    return (await client.query<Record<string, unknown>>(text, params)).rows;
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

async function main() {
  if (url) {
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
  await seedDatabase(database.db, { ...config, admin: ADMIN }, { demo: false });
  const direct = await directRunner(database);
  const today = shanghaiDate(new Date());
  const loadStarted = performance.now();
  if (url) {
    await direct.raw("set maintenance_work_mem = '1GB'");
    await direct.raw('set synchronous_commit = off');
  }
  const world = await writeWorld(direct.raw, database.db, size, today);
  const loadMs = performance.now() - loadStarted;
  const storeName = url ? 'PostgreSQL' : 'PGlite';
  console.log(
    `${storeName}: ${size.advertisers} advertisers, ${size.projects} projects, ${size.promotions} promotions × ${size.days} days → ${world.statRows} stats_daily rows (level 2: ${size.promotions * size.days}, level 1: ${world.statRows - size.promotions * size.days}) and ${world.cumulativeRows} running-total rows written, indexed, vacuumed and analyzed in ${(loadMs / 1000).toFixed(1)} s`,
  );

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
    for (const tab of TABS) {
      const baselineMs = await cpuBaseline(direct.raw);
      const path = FEED_REPORT_PATHS[tab];
      const cases = casesOf(tab, WARM_UP + requests, first, last, random);
      const http: number[] = [];
      const sqlMs: number[] = [];
      const statementCounts = new Set<number>();
      for (const [i, c] of cases.entries()) {
        // A first, untimed request keeps the statements the endpoint ran and warms both runs.
        const statements: SQL[] = [];
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
        tab,
        path,
        statRows: world.statRows,
        requests,
        windowDays: WINDOW_DAYS,
        pageSize: 20,
        order: 'stat_cost desc',
        cpuBaselineMs: round1(baselineMs),
        statementsPerRequest: [...statementCounts].join('/'),
        httpP50Ms: round1(percentile(http, 50)),
        httpP95Ms: round1(percentile(http, 95)),
        sqlP50Ms: round1(percentile(sqlMs, 50)),
        sqlP95Ms: round1(percentile(sqlMs, 95)),
        ratioP50: Math.round((percentile(http, 50) / percentile(sqlMs, 50)) * 100) / 100,
        ratioP95: Math.round((percentile(http, 95) / percentile(sqlMs, 95)) * 100) / 100,
      };
      console.log(
        `${storeName} ${tab} reports (${path}), ${requests} requests, 30-day windows, 20-row pages by cost: HTTP p50 ${result.httpP50Ms} ms, p95 ${result.httpP95Ms} ms; same SQL directly p50 ${result.sqlP50Ms} ms, p95 ${result.sqlP95Ms} ms; ratio p50 ${result.ratioP50}, p95 ${result.ratioP95} (${result.statementsPerRequest} statement(s) per request; CPU baseline ${result.cpuBaselineMs} ms)`,
      );
      console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
    }
  } finally {
    await app.close();
    await direct.close();
    await database.close();
    if (url && !env.BENCH_KEEP_DB) await adminDatabase(serverUrl, dbName, 'drop');
  }
}

await main();
