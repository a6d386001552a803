// `npm test`: installs what is missing, then runs every vitest project and the Playwright specs
// against the built product, stopping at the first failing step.
//
//   npm test                      everything
//   npm test -- unit web          only these vitest projects (unit, web, server-pglite, server-pg)
//   npm test -- e2e               only the browser specs
//   npm test -- unit -t budget    other arguments go to vitest (to Playwright when e2e is the
//                                 only selection)
import { performance } from 'node:perf_hooks';
import {
  StepError,
  ensureBrowser,
  ensureBuilt,
  ensureDeps,
  ensureFfmpeg,
  formatDuration,
  log,
  run,
} from './lib.mjs';

const VITEST_PROJECTS = ['unit', 'web', 'server-pglite', 'server-pg'];

const args = process.argv.slice(2);
const isSelector = (a) => VITEST_PROJECTS.includes(a) || a === 'e2e';
const selected = args.filter(isSelector);
const passThrough = args.filter((a) => !isSelector(a));
const vitestProjects = selected.filter((a) => a !== 'e2e');
const e2eOnly = selected.length > 0 && vitestProjects.length === 0;
const runVitest = !e2eOnly;
const runE2e = selected.length === 0 || selected.includes('e2e');

const results = [];

function finish(code) {
  const width = Math.max(...results.map((r) => r.name.length));
  process.stdout.write('\n');
  for (const r of results) {
    const status = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
    log(`${r.name.padEnd(width)}  ${formatDuration(r.ms).padStart(8)}  ${status}`);
  }
  process.exit(code);
}

/** Runs one step, records its duration, and stops the whole run when it fails. */
async function step(name, action) {
  const started = performance.now();
  let code = 0;
  try {
    code = (await action()) ?? 0;
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    log(error.message);
    code = error.exitCode;
  }
  results.push({ name, code, ms: performance.now() - started });
  if (code !== 0) finish(code);
}

if (vitestProjects.includes('server-pg') && !process.env.TEST_DATABASE_URL) {
  log('the server-pg project needs TEST_DATABASE_URL, e.g.');
  log('  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/toufang_test npm test -- server-pg');
  process.exit(1);
}

await step('dependencies', () => ensureDeps());
await step('ffmpeg', () => ensureFfmpeg());
if (runE2e) {
  await step('browser', () => ensureBrowser());
  await step('build', () => ensureBuilt());
}
if (runVitest) {
  const projectArgs = vitestProjects.flatMap((p) => ['--project', p]);
  const label = vitestProjects.length > 0 ? `vitest ${vitestProjects.join(' ')}` : 'vitest';
  await step(label, () => run('npx', ['--no', 'vitest', 'run', ...projectArgs, ...passThrough]));
}
if (runE2e) {
  const extra = e2eOnly ? passThrough : [];
  await step('playwright', () =>
    run('npx', ['--no', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extra]),
  );
}
finish(0);
