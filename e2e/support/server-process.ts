import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** Starts another instance of the built server (`node apps/server/dist/main.js`). */
export function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept for the failure message if the server never answers.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000);
  });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`server exited with ${code}: ${errors}`);
  });
  return child;
}

/** Waits until `url` answers HTTP 200, or fails after `timeoutMs`. */
export async function waitForOk(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Stops the server gracefully (SIGTERM closes its database), killing it if it hangs. */
export async function stopServer(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
