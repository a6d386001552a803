// Figures of the delivery screens' report endpoints, per medium: the level-1 and level-2 tabs of
// launchV3 (project, promotion), launchKs (campaign, unit) and launchQqV3 (adgroup), a 20-row page
// sorted by cost over a 30-day window, as an administrator, through HTTP in-process; p50/p95 and
// the ratio to the same statements run directly on the database; then the Ocean Engine promotion
// report with 20 clients at once.
//   PostgreSQL (when BENCH_DATABASE_URL or DATABASE_URL names a server; a database of the run,
//   toufang_bench_reports_<hex>, is created and dropped for each medium; benchDatabaseName in
//   bench/lib.mjs chooses the names): 10,000,000 level-2 stats
//   rows per medium (20,000 ads × 500 days; + the level-1 rows of its 4,000 campaigns). Targets:
//   p95 ≤ 150 ms, ratio ≤ 1.5; 20 concurrent clients p95 ≤ 300 ms.
//   PGlite (in memory): 1,000,000 level-2 rows per medium. Target: p95 ≤ 400 ms; the concurrent
//   figure is printed without a target (one connection serves every client in turn).
// BENCH_STORES=postgres,pglite picks the stores; BENCH_MEDIA=bytedance,kuaishou,tencent the media;
// BENCH_STAT_ROWS the level-2 stats rows per medium (a smaller world for a quick run: the objects
// scale with it, 500 days each); BENCH_REQUESTS the requests per tab (200: the p95 of a few
// milliseconds then rests on ten requests, not on a pause of one); BENCH_CONCURRENCY the
// clients (20) and BENCH_CLIENT_REQUESTS the requests of each (10); REPORT_STATEMENT_SLOTS the report
// statements the server runs at once (its default: the machine's cores). Every figure carries the
// 1-minute load average at its start and end. BENCH_KEEP_DB=1 keeps the PostgreSQL database, then
// named toufang_bench_reports (or BENCH_DB_NAME); BENCH_REUSE_DB=1 times a kept world of the same
// size there again (pending migrations applied) instead of writing a new one (docs/adr/0010).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDatabaseName, ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/reports.ts');
const DB_NAME = benchDatabaseName('toufang_bench_reports');

const DAYS = 500;
const WORLDS = {
  postgres: { statRows: 10_000_000, p95: 150, concurrentP95: 300 },
  pglite: { statRows: 1_000_000, p95: 400 },
};
const RATIO_TARGET = 1.5;

/** The objects of a world of `statRows` level-2 rows: 40 ads per account, 5 per campaign. */
function sizeOf(medium, statRows) {
  const promotions = Math.max(1, Math.ceil(statRows / DAYS));
  return {
    advertisers: Math.max(1, Math.round(promotions / 40)),
    projects: medium === 'tencent' ? 0 : Math.max(1, Math.round(promotions / 5)),
    promotions,
    days: DAYS,
  };
}

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const stores = (process.env.BENCH_STORES || 'postgres,pglite').split(',');
const media = (process.env.BENCH_MEDIA || 'bytedance,kuaishou,tencent').split(',');
const requests = process.env.BENCH_REQUESTS || '200';
const concurrency = process.env.BENCH_CONCURRENCY || '20';

/** Runs the step of one medium on one store, echoing its lines; answers its BENCH_RESULT objects. */
function runStep(store, medium, statRows) {
  const size = sizeOf(medium, statRows);
  const env = {
    ...process.env,
    BENCH_STORE: store,
    BENCH_MEDIUM: medium,
    BENCH_REQUESTS: requests,
  };
  delete env.DATABASE_URL;
  Object.assign(env, {
    BENCH_ADVERTISERS: String(size.advertisers),
    BENCH_PROJECTS: String(size.projects),
    BENCH_PROMOTIONS: String(size.promotions),
    BENCH_DAYS: String(size.days),
    // The concurrent figure is that of the Ocean Engine promotion report.
    BENCH_CONCURRENCY: medium === 'bytedance' ? concurrency : '0',
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
      code === 0
        ? resolve(results)
        : reject(new Error(`${store} ${medium} step exited with ${code}`)),
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
  const statRows = Number(process.env.BENCH_STAT_ROWS || world.statRows);
  for (const medium of media) {
    for (const r of await runStep(store, medium, statRows)) {
      if (r.kind === 'concurrent') {
        const p95 = world.concurrentP95;
        const targets = p95 === undefined ? {} : { p95Ms: p95 };
        console.log(
          JSON.stringify({ ...r, targets, met: p95 === undefined || r.httpP95Ms <= p95 }),
        );
        continue;
      }
      const targets = {
        p95Ms: world.p95,
        ...(store === 'postgres' ? { ratio: RATIO_TARGET } : {}),
      };
      const met = r.httpP95Ms <= world.p95 && (store !== 'postgres' || r.ratioP95 <= RATIO_TARGET);
      console.log(JSON.stringify({ ...r, targets, met }));
    }
  }
}
console.log(`bench:reports took ${((performance.now() - started) / 1000).toFixed(0)} s`);
