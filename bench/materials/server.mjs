// The server the material benches measure: the built server as a deployment runs an API process,
// on PostgreSQL (a database of its own on BENCH_DATABASE_URL, the local server as user postgres
// by default, created here and dropped afterwards) with the media outside it (no sync scheduled).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, login, startServer, stopServer } from '../lib.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const ADMIN = { username: 'admin', password: 'Admin@12345' };

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Calls the API with a session; answers `data`, throwing on any other code. */
export function apiCaller(base, token) {
  return async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await res.json();
    if (answer.code !== 0) throw new Error(`${url}: ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  };
}

/** Runs `fn` against a fresh server and database; stops and drops both afterwards. */
export async function withBenchServer(fn) {
  const dbName = `toufang_bench_materials_${randomBytes(4).toString('hex')}`;
  await withClient(SERVER_URL, (db) => db.query(`CREATE DATABASE ${dbName}`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-materials-'));
  let server;
  try {
    const port = await freePort();
    server = await startServer({
      port,
      dataDir,
      env: {
        DATABASE_URL: url.toString(),
        MEDIA_MODE: 'sandbox',
        SANDBOX_URL: `http://127.0.0.1:${await freePort()}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SYNC_INTERVAL_MINUTES: '0',
        TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ADMIN_USER: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
      },
    });
    const token = await login(server.base, ADMIN.username, ADMIN.password);
    return await fn({
      base: server.base,
      pid: server.child.pid,
      dbUrl: url.toString(),
      dataDir,
      token,
      call: apiCaller(server.base, token),
    });
  } finally {
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    await withClient(SERVER_URL, (db) =>
      db.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
    );
  }
}
