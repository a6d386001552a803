// Figures of the ad IDs (issue: channel IDs and ad IDs): the time to create 10,000 ad IDs from one
// Excel sheet (target ≤ 10 s) and the ad-ID search's p95 over 1,000,000 ad IDs (target ≤ 50 ms),
// on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; a database of the run, toufang_bench_ids_<hex>,
// is created and dropped at the end, as benchDatabaseName in bench/lib.mjs names it). BENCH_AD_IDS sets the ad IDs searched (a smaller world for a quick run),
// BENCH_SHEET_ROWS the sheet's rows, BENCH_REQUESTS the searches (300); BENCH_KEEP_DB=1 keeps the
// database, then named toufang_bench_ids (or BENCH_DB_NAME). The step is apps/server/bench/ids.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDatabaseName, ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/ids.ts');
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
if (!serverUrl) {
  console.error('bench:ids needs a PostgreSQL server: set BENCH_DATABASE_URL (or DATABASE_URL)');
  process.exit(1);
}

const env = {
  ...process.env,
  BENCH_SERVER_URL: serverUrl,
  BENCH_DB_NAME: benchDatabaseName('toufang_bench_ids'),
};
delete env.DATABASE_URL;
const child = spawn(TSX, [STEP], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
const results = [];
let pending = '';
child.stdout.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (line.startsWith('BENCH_RESULT ')) results.push(JSON.parse(line.slice(13)));
    else console.log(line);
  }
});
const code = await new Promise((resolve) => child.on('exit', resolve));
if (code !== 0) process.exit(code ?? 1);

let failed = false;
for (const r of results) {
  const ok = r.kind === 'sheet' ? r.seconds <= r.target : r.p95Ms <= r.target;
  if (!ok) failed = true;
  const figure =
    r.kind === 'sheet'
      ? `${r.rows} rows in ${r.seconds} s`
      : `p95 ${r.p95Ms} ms over ${r.adIds} ad IDs`;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${r.kind}: ${figure} (target ${r.target}${r.kind === 'sheet' ? ' s' : ' ms'})`,
  );
}
process.exit(failed ? 1 : 0);
