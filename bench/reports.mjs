// Figures of the feed delivery screen's report endpoints: POST
// /api/bytedance/v3/project/reports and /api/bytedance/v3/promotion/reports, a 20-row page sorted
// by cost over a 30-day window, as an administrator, through HTTP in-process; p50/p95 and the
// ratio to the same statements run directly on the database.
//   PostgreSQL (when BENCH_DATABASE_URL or DATABASE_URL names a server; database
//   toufang_bench_reports is dropped and created again): 500 advertisers, 4,000 projects, 20,000
//   promotions × 500 days = 10,000,000 level-2 stats rows (+ 2,000,000 level-1 rows of the
//   projects). Targets: p95 ≤ 150 ms, ratio ≤ 1.5.
//   PGlite (in memory): 100 advertisers, 400 projects, 2,000 promotions × 500 days = 1,000,000
//   level-2 rows (+ 200,000 level-1). Target: p95 ≤ 400 ms.
// BENCH_STORES=postgres,pglite picks the stores; BENCH_REQUESTS the requests per tab (60).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/reports.ts');
const DB_NAME = 'toufang_bench_reports';

const WORLDS = {
  postgres: { advertisers: 500, projects: 4_000, promotions: 20_000, days: 500, p95: 150 },
  pglite: { advertisers: 100, projects: 400, promotions: 2_000, days: 500, p95: 400 },
};
const RATIO_TARGET = 1.5;

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const stores = (process.env.BENCH_STORES || 'postgres,pglite').split(',');
const requests = process.env.BENCH_REQUESTS || '60';

/** Runs the step on one store, echoing its lines, and answers its BENCH_RESULT objects. */
function runStore(store, world) {
  const env = { ...process.env, BENCH_STORE: store, BENCH_REQUESTS: requests };
  delete env.DATABASE_URL;
  Object.assign(env, {
    BENCH_ADVERTISERS: String(world.advertisers),
    BENCH_PROJECTS: String(world.projects),
    BENCH_PROMOTIONS: String(world.promotions),
    BENCH_DAYS: String(world.days),
  });
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
      'PostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/postgres)',
    );
    continue;
  }
  for (const r of await runStore(store, world)) {
    const targets = { p95Ms: world.p95, ...(store === 'postgres' ? { ratio: RATIO_TARGET } : {}) };
    const met = r.httpP95Ms <= world.p95 && (store !== 'postgres' || r.ratioP95 <= RATIO_TARGET);
    console.log(JSON.stringify({ ...r, targets, met }));
  }
}
console.log(`bench:reports took ${((performance.now() - started) / 1000).toFixed(0)} s`);
