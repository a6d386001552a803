// The published landing page's time to first byte under 200 concurrent clients (issue: landing
// pages; target p95 ≤ 20 ms), through HTTP on a loopback port (docs/architecture/landing-pages.md
// "Speed"). The server (apps/server/bench/landing.ts, PGlite in memory) and the clients
// (bench/landing-client.mjs) each run in a process of their own: BENCH_CLIENTS clients (200),
// each on its own keep-alive connection with a browser's request headers, ask for the page
// BENCH_ROUNDS times (25): first visits (200 with the page in brotli), then revalidations
// (If-None-Match, 304). TTFB is from writing a request to the first byte of its answer. Each
// figure is printed with the server's and the clients' CPU time per request (what the machine's
// load cannot change) and the 1-minute load average of the machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/landing.ts');
const P95_MS = 20;
const clients = Number(process.env.BENCH_CLIENTS ?? 200);

const CLIENT = path.join(ROOT, 'bench/landing-client.mjs');

/** Runs the clients in a process of their own and prints their figure. */
async function figure(name, port, urlPath, status, etag, quiet = false) {
  const serverCpu = await cpuOfServer();
  const args = [CLIENT, String(port), urlPath, String(status), ...(etag ? [etag] : [])];
  const client = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  client.stdout.on('data', (chunk) => (out += chunk));
  const [code] = await once(client, 'exit');
  if (code !== 0) throw new Error(`${name}: the clients exited with ${code}`);
  const result = { call: name, ...JSON.parse(out) };
  result.serverCpuUs = Math.round(((await cpuOfServer()) - serverCpu) / result.requests);
  if (quiet) return result;
  console.log(
    `${name}: ${result.requests} requests by ${clients} clients, TTFB p50 ${result.p50} ms, ` +
      `p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms, ${result.rps} req/s; ` +
      `CPU per request: server ${result.serverCpuUs} µs, clients ${result.clientCpuUs} µs ` +
      `(load ${result.load})`,
  );
  return result;
}

/** Waiters for the server's next `BENCH_CPU` line. */
const cpuWaiters = [];
function cpuOfServer() {
  return new Promise((resolve) => {
    cpuWaiters.push(resolve);
    child.stdin.write('cpu\n');
  });
}

const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(TSX, [STEP], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] });
const ready = new Promise((resolve, reject) => {
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('BENCH_READY ')) resolve(JSON.parse(line.slice(12)));
      else if (line.startsWith('BENCH_CPU ')) cpuWaiters.shift()?.(Number(line.slice(10)));
      else if (line.trim() !== '') console.log(line);
    }
  });
  child.on('exit', (code) => reject(new Error(`the landing bench server exited with ${code}`)));
});

let met = false;
try {
  const { port, path: urlPath, etag } = await ready;
  console.log(`landing page ${urlPath} served by the app on PGlite`);
  // One untimed pass first, so the figures are of a warmed-up server, as in production.
  await figure('warm-up', port, urlPath, 200, undefined, true);
  const first = await figure('first visit', port, urlPath, 200);
  await figure('revalidation', port, urlPath, 304, etag);
  met = first.p95 <= P95_MS;
  console.log(
    `landing page TTFB p95 ${first.p95} ms under ${clients} concurrent clients ` +
      `(target ≤ ${P95_MS} ms): ${met ? 'met' : 'NOT met'}`,
  );
} finally {
  child.stdin.end();
}
process.exitCode = met ? 0 : 1;
