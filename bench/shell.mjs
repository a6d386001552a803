// Figures of the app shell, printed: login-page JS (gzip), start-up time on an existing data
// dir, and /api/user/info p95 under 50 concurrent clients. Needs `npm run build` first.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, launchChromium, login, percentile, startServer, stopServer } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? (await freePort()));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-'));

async function loginPageJs(base) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Set();
  let bytes = 0;
  client.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  client.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  await page.goto(`${base}/#/login`, { waitUntil: 'networkidle' });
  await page.getByPlaceholder('用户名').waitFor();
  await browser.close();
  return { bytes, files: scripts.size };
}

/** GET with a keep-alive agent; node:http keeps the load generator's own overhead low. */
function getter(base, token, clients) {
  const { hostname, port } = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  return () =>
    new Promise((resolve, reject) => {
      const req = http.request(
        { host: hostname, port, path: '/api/user/info', agent, headers: { 'x-token': token } },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(Buffer.concat(chunks).toString()));
        },
      );
      req.on('error', reject);
      req.end();
    });
}

async function userInfoLoad(base, { clients = 50, seconds = 10 } = {}) {
  const token = await login(base, 'admin', 'Admin@12345');
  const get = getter(base, token, clients);
  for (let i = 0; i < 500; i++) await get(); // warm-up
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const body = await get();
        if (!body.startsWith('{"code":0')) throw new Error(`user/info failed: ${body}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    n: latencies.length,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    rps: latencies.length / seconds,
  };
}

try {
  // First start creates and seeds the data dir; the figure is for later starts on it.
  const first = await startServer({ port: PORT, dataDir });
  await stopServer(first.child);
  const times = [];
  for (let i = 0; i < 3; i++) {
    const run = await startServer({ port: PORT, dataDir, viaNpm: true });
    times.push(run.ms);
    if (i < 2) await stopServer(run.child);
    else {
      const js = await loginPageJs(run.base);
      const load = await userInfoLoad(run.base);
      await stopServer(run.child);
      times.sort((a, b) => a - b);
      console.log(
        `login page JS transferred: ${(js.bytes / 1024).toFixed(1)} kB compressed (as the browser negotiated: Brotli, else gzip) in ${js.files} files (target ≤ 250 kB gzip)`,
      );
      console.log(
        `npm start on an existing data dir → healthy /api/health: median ${(times[1] / 1000).toFixed(2)} s of 3 (first seeding start ${(first.ms / 1000).toFixed(2)} s; target ≤ 5 s)`,
      );
      console.log(
        `/api/user/info with 50 concurrent clients: p95 ${load.p95.toFixed(1)} ms, p50 ${load.p50.toFixed(1)} ms, ${load.rps.toFixed(0)} req/s over ${load.n} requests (target p95 ≤ 20 ms)`,
      );
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
