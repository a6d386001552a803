// Figures of the dashboard's calls (`/home/main`): the overview over random 1–30-day ranges and the
// health panels, as an administrator and as a scoped operator, through HTTP in-process, read from
// the daily rollup the sync keeps (docs/architecture/dashboard.md).
//   PostgreSQL (the server BENCH_DATABASE_URL or DATABASE_URL names, else the local cluster of
//   .ci/run when it answers on 127.0.0.1:5432; a database of the run,
//   toufang_bench_dashboard_<hex>, is created and dropped at the end, as benchDatabaseName in
//   bench/lib.mjs names it): 10,000,000 level-2 stats rows over the three media, written by the
//   server itself (INSERT … SELECT over generate_series). Target: overview p95 ≤ 200 ms.
//   PGlite (in memory): 1,000,000 rows; printed without a target.
// BENCH_STORES=postgres,pglite picks the stores; BENCH_STAT_ROWS the stats rows (a smaller world
// for a quick run); BENCH_DAYS the days of every ad (400); BENCH_REQUESTS the requests per figure
// (60). BENCH_KEEP_DB=1 keeps the PostgreSQL database, then named toufang_bench_dashboard (or
// BENCH_DB_NAME); BENCH_REUSE_DB=1 times the world a kept database of that name holds (after
// applying the migrations it lacks) instead of writing it again.
// Then the published landing page's TTFB under 200 clients (bench/landing.mjs, the second
// figure of this bench; BENCH_SKIP_LANDING=1 leaves it out).
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { benchDatabaseName, ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/dashboard.ts');
const WORLDS = {
  postgres: { statRows: 10_000_000, p95: 200 },
  pglite: { statRows: 1_000_000 },
};

const DB_NAME = benchDatabaseName('toufang_bench_dashboard');
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether something listens on the local cluster's port. */
function localServerAnswers() {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 5432 });
    socket.setTimeout(1000);
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
    socket.on('timeout', () => done(false));
  });
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  ((await localServerAnswers()) ? LOCAL_SERVER : '');
const stores = (process.env.BENCH_STORES || 'postgres,pglite').split(',');

function runStep(store, statRows) {
  const env = { ...process.env, BENCH_STORE: store, BENCH_STAT_ROWS: String(statRows) };
  delete env.DATABASE_URL;
  if (store === 'postgres')
    Object.assign(env, { BENCH_SERVER_URL: serverUrl, BENCH_DB_NAME: DB_NAME });
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [STEP], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
    const results = [];
    let pending = '';
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('BENCH_RESULT ')) results.push(JSON.parse(line.slice(13)));
        else if (line.trim() !== '') console.log(line);
      }
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(results) : reject(new Error(`${store} step exited with ${code}`)),
    );
  });
}

const started = performance.now();
for (const store of stores) {
  const world = WORLDS[store];
  if (!world) throw new Error(`unknown store ${store}`);
  if (store === 'postgres' && !serverUrl) {
    console.log(
      `PostgreSQL skipped: nothing answers on 127.0.0.1:5432; start the cluster (.ci/run) or set BENCH_DATABASE_URL`,
    );
    continue;
  }
  const statRows = Number(process.env.BENCH_STAT_ROWS || world.statRows);
  for (const r of await runStep(store, statRows)) {
    const target = r.call === 'overview' ? world.p95 : undefined;
    const targets = target === undefined ? {} : { p95Ms: target };
    console.log(
      JSON.stringify({ ...r, targets, met: target === undefined || r.httpP95Ms <= target }),
    );
  }
}
if (process.env.BENCH_SKIP_LANDING !== '1') {
  const landing = spawn(process.execPath, [path.join(ROOT, 'bench/landing.mjs')], {
    stdio: 'inherit',
  });
  const code = await new Promise((resolve) => landing.on('exit', resolve));
  if (code !== 0) process.exitCode = 1;
}
console.log(`bench:dashboard took ${((performance.now() - started) / 1000).toFixed(0)} s`);
