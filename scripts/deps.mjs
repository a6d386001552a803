// Installs the dependencies when node_modules is missing or stale (as `npm start` and `npm test` do),
// for steps that need them before either runs, such as `npm run check` in .ci/run.
import { StepError, ensureDeps, log } from './lib.mjs';

try {
  await ensureDeps();
} catch (error) {
  if (!(error instanceof StepError)) throw error;
  log(error.message);
  process.exit(error.exitCode);
}
