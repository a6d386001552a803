import { loadConfig } from './config';
import { runWorkerProcess } from './worker-process';

/** Worker entry point: task workers only, whatever ROLE says (ARCHITECTURE §2, §3). */
runWorkerProcess(loadConfig()).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
