// `npm start`: install and build what is missing or stale, then run the server (which migrates,
// seeds the demo on first run and serves the SPA and the API on one port).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { StepError, ensureBuilt, ensureDeps, ensureFfmpeg, log, repoRoot } from './lib.mjs';

try {
  await ensureDeps();
  await ensureFfmpeg();
  await ensureBuilt();
} catch (error) {
  if (!(error instanceof StepError)) throw error;
  log(error.message);
  process.exit(error.exitCode);
}

const child = spawn(process.execPath, [path.join(repoRoot, 'apps', 'server', 'dist', 'main.js')], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
  // Own process group: a terminal Ctrl-C reaches only this wrapper, which relays it once, so the
  // server does not receive SIGINT twice (a second signal usually means "stop now").
  detached: true,
});

// The server shuts down gracefully on these; this wrapper only relays them and waits.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

child.on('error', (error) => {
  log(`cannot start the server: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  // Shell convention for a process ended by a signal: 128 + the signal number.
  process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
});
