// Figures of the automatic rules' cycle (docs/architecture/autorules.md): 200 rules judged over
// 50,000 objects on PGlite, as the scheduler's runs judge them, and the media calls the cycle's
// writes make against the rate the task engine allows each medium's endpoint. Target: a cycle in
// ≤ 30 s. BENCH_OBJECTS and BENCH_RULES change the world (a smaller one for a quick run).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEP = path.join(ROOT, 'apps/server/bench/autorules.ts');

const started = performance.now();
const child = spawn(TSX, [STEP], {
  cwd: ROOT,
  env: process.env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let pending = '';
child.stdout.on('data', (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    if (line.startsWith('BENCH_RESULT ')) console.log(line.slice(13));
    else if (line.trim() !== '') console.log(line);
  }
});
child.on('exit', (code) => {
  console.log(`bench:rules took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code ?? 1);
});
