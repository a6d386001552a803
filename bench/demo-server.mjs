// The embedded demo as `npm start` runs it for the report benches: the built server on a fresh data
// directory (PGlite, the in-process media sandbox, the demo accounts authorized), answered once
// its first sync of the demo accounts has ended.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, login, startServer, stopServer } from './lib.mjs';

export const ADMIN = { username: 'admin', password: 'Admin@12345' };

/** Calls the API as a signed-in user; answers the envelope. */
export function apiCaller(base, token) {
  return async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-token': token },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return res.json();
  };
}

/** Resolves once a sync run has finished and none is running. */
async function syncSettled(call, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const status = await call('GET', '/api/media-sync/status?medium=bytedance&per_page=1');
    const runs = status.data?.runs ?? [];
    if (runs.length > 0 && runs.every((run) => run.status !== 'running')) return runs;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the demo's first sync did not end within ${timeoutMs} ms`);
}

export async function startDemo({ syncTimeoutMs = 300_000 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-demo-'));
  const port = await freePort();
  const { child, base } = await startServer({ port, dataDir });
  try {
    const token = await login(base, ADMIN.username, ADMIN.password);
    const call = apiCaller(base, token);
    const syncStarted = performance.now();
    await syncSettled(call, syncTimeoutMs);
    return {
      base,
      token,
      call,
      syncMs: performance.now() - syncStarted,
      async stop() {
        await stopServer(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
