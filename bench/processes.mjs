// Child processes of the benches that drive the standalone media sandbox and the server's bench
// steps (apps/server/bench/*.ts): each in its own process group, so that stopping one stops what
// npm or tsx started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a child: ours with `env` over it; keys set to undefined are left out. */
export const childEnv = (env) =>
  Object.fromEntries(
    Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined),
  );

/** A child in its own process group, so that stopping it stops what npm or tsx started. */
export function startGroup(cmd, args, env, stdout = 'ignore') {
  return spawn(cmd, args, {
    cwd: ROOT,
    detached: true,
    env: childEnv(env),
    stdio: ['ignore', stdout, 'inherit'],
  });
}

export function stopGroup(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    process.kill(-child.pid, signal);
  });
}

export async function startSandbox() {
  const port = await freePort();
  const child = startGroup('npm', ['run', 'sandbox', '--silent'], {
    SANDBOX_PORT: String(port),
    SANDBOX_SEED: 'bench',
    LOG_LEVEL: 'warn',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    try {
      if ((await fetch(`${origin}/_admin/apps`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
  }
  throw new Error('the media sandbox did not start within 60 s');
}

export async function admin(origin, method, route, body) {
  const res = await fetch(`${origin}/_admin/${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`admin ${route} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Runs one step of a script in apps/server/bench and answers its BENCH_RESULT. */
export const stepOf =
  (script) =>
  (env, ...args) =>
    new Promise((resolve, reject) => {
      const child = spawn(TSX, [script, ...args], {
        cwd: ROOT,
        env: childEnv(env),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.on('exit', (code) => {
        const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
        if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_RESULT '.length)));
        else reject(new Error(`step ${args.join(' ')} exited with ${code}`));
      });
    });
