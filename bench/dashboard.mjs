// Figures of the dashboard's calls (`/home/main`): the overview over random 1–30-day ranges and the
// health panels, as an administrator and as a scoped operator, through HTTP in-process, read from
// the daily rollup the sync keeps (docs/architecture/dashboard.md).
//   PostgreSQL (when BENCH_DATABASE_URL or DATABASE_URL names a server; database
//   toufang_bench_dashboard is dropped and created again): 10,000,000 level-2 stats rows over the
//   three media. Target: overview p95 ≤ 200 ms.
//   PGlite (in memory): 1,000,000 rows; printed without a target.
// BENCH_STORES=postgres,pglite picks the stores; BENCH_STAT_ROWS the stats rows (a smaller world
// for a quick run); BENCH_DAYS the days of every ad (400); BENCH_REQUESTS the requests per figure
// (60). BENCH_KEEP_DB=1 keeps the PostgreSQL database.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/dashboard.ts');
const WORLDS = {
  postgres: { statRows: 10_000_000, p95: 200 },
  pglite: { statRows: 1_000_000 },
};

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const stores = (process.env.BENCH_STORES || 'postgres,pglite').split(',');

function runStep(store, statRows) {
  const env = { ...process.env, BENCH_STORE: store, BENCH_STAT_ROWS: String(statRows) };
  delete env.DATABASE_URL;
  if (store === 'postgres') env.BENCH_SERVER_URL = serverUrl;
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
      'PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
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
console.log(`bench:dashboard took ${((performance.now() - started) / 1000).toFixed(0)} s`);
