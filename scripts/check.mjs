// `npm run check`: the type check, the lint and the format check at once. The type check and the
// lint are each single-threaded and take minutes on a fresh clone, so on a machine with two cores
// or more they run side by side. Each step's output is printed whole when it ends, with its time;
// the exit code is non-zero when any step failed.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { formatDuration, log, repoRoot } from './lib.mjs';

const STEPS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
];

/** Runs one npm script with its output kept; resolves with its exit code and output. */
function runStep({ name, script }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '-s', script], { cwd: repoRoot, env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      const output = Buffer.concat(chunks).toString();
      if (output.trim() !== '')
        process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      const status = code === 0 ? 'ok' : `FAILED (exit ${code})`;
      log(
        `${name.padEnd(9)} ${formatDuration(performance.now() - started).padStart(8)}  ${status}`,
      );
      resolve(code);
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`cannot run npm run ${script}: ${error.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

const codes = await Promise.all(STEPS.map(runStep));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
