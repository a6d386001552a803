// Helpers shared by the bench scripts: start the built server on a data dir and wait for health.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

export async function waitForHealth(base, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
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

/** Starts the server; resolves with the process once /api/health answers, and the time it took. */
export async function startServer({ port, dataDir, env = {}, viaNpm = false }) {
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
  await waitForHealth(base);
  return { child, base, ms: performance.now() - started };
}

export function stopServer(child) {
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
