// Helpers shared by the bench scripts: start the built server on a data dir and wait for health.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/**
 * The PostgreSQL database a bench run writes its world to, on a server other runs may share:
 * `<base>_<8 hex digits>`, new for every run (and dropped at its end), so two runs at once never
 * drop or fill each other's database. A world meant to outlive its run has a name the next run can
 * find: `<base>` itself under BENCH_KEEP_DB (kept for BENCH_REUSE_DB=1, reports-explain.ts,
 * reports-compare.ts) and BENCH_REUSE_DB=1 (times that kept world). BENCH_DB_NAME names the
 * database outright, e.g. to keep two worlds side by side.
 */
export function benchDatabaseName(base) {
  const { BENCH_DB_NAME, BENCH_KEEP_DB, BENCH_REUSE_DB } = process.env;
  if (BENCH_DB_NAME) return BENCH_DB_NAME;
  if (BENCH_KEEP_DB || BENCH_REUSE_DB === '1') return base;
  return `${base}_${randomBytes(4).toString('hex')}`;
}

/** A port nothing listens on now, asked of the kernel. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once /api/health answers; `child`, when given, failing to start ends the wait early. */
export async function waitForHealth(base, timeoutMs = 60_000, child = undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(
        `server at ${base} exited (${child.exitCode ?? child.signalCode}) before it was healthy`,
      );
    }
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok && (await res.json()).code === 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server at ${base} not healthy within ${timeoutMs} ms`);
}

/**
 * Starts the server; resolves with the process once /api/health answers, and the time it took.
 * A server not healthy within `healthTimeoutMs` is stopped.
 */
export async function startServer({
  port,
  dataDir,
  env = {},
  viaNpm = false,
  healthTimeoutMs = 60_000,
}) {
  const started = performance.now();
  const [cmd, args] = viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, [SERVER_MAIN]];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    // Own process group, so stopping also stops what `npm start` spawned.
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, healthTimeoutMs, child);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return { child, base, ms: performance.now() - started };
}

export function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });
}

export function percentile(sorted, p) {
  const idx = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, idx)];
}

export async function login(base, username, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/**
 * Headless Chromium as the browser benches run it: the system build, no background traffic (the
 * launch options of the Playwright tests).
 */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const options = JSON.parse(
    await readFile(path.join(ROOT, 'e2e/support/chromium-launch.json'), 'utf8'),
  );
  return chromium.launch(options);
}

/** Signs in through the login form and waits until the app has left #/login. */
export async function signIn(page, base, username, password) {
  await page.goto(`${base}/#/login`);
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
}

/** Resolves once the page has had no request in flight for `quietMs` (hash routes fire no load). */
export async function networkQuiet(page, quietMs = 800, timeoutMs = 30_000) {
  let inFlight = 0;
  let last = performance.now();
  const up = () => {
    inFlight += 1;
    last = performance.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = performance.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  try {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (inFlight === 0 && performance.now() - last >= quietMs) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`network not quiet within ${timeoutMs} ms`);
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}
