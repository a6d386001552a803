// Figures of bulk creation (docs/architecture/creation.md), printed:
//   (a) 1,000 Ocean Engine v3 promotions over 20 advertisers (100 projects, 5 videos pushed to
//       each) created from one submit of the wizard's draft, against the floor the promotion
//       endpoint's limit sets (calls ÷ QPS; target ≤ 1.2 ×);
//   (b) the same submit run by a worker process that is SIGKILLed mid-task and started again:
//       the promotions on the sandbox afterwards (target exactly 1,000, each name once);
//   (c) preview and count of a draft of 10,000 combinations (20 accounts × 10 videos × 50
//       titles), the server's time for each (target ≤ 2 s);
//   (d) the wizard page's JS after the signed-in shell, from the build's chunks (target ≤ 300 kB
//       gzip): the chunks the wizard's route imports that the entry and the signed-in area do not.
// The standalone media sandbox plays Ocean Engine; a counting proxy (counting-proxy.mjs) sees
// every promotion it created. PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) names a server,
// else PGlite, where (b) is skipped (a worker process shares the database). (d) needs
// `npm run build` first. BENCH_SECTIONS picks the figures (abcd by default).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CREATE_PATH, startProxy } from './counting-proxy.mjs';
import { ROOT } from './lib.mjs';
import { admin, sleep, startGroup, startSandbox, stepOf, stopGroup } from './processes.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEPS = path.join(ROOT, 'apps/server/bench/creation.ts');
const WORKER = path.join(ROOT, 'apps/server/src/worker.ts');
const ASSETS = path.join(ROOT, 'apps/web/dist/assets');

const ADVERTISERS = 20;
const PROMOTIONS = 1_000;
/** The promotion endpoint's limit, on the sandbox and in the platform's limiter. */
const CREATE_QPS = 20;
/** Every other endpoint's limit, on the sandbox and as the platform's default rate. */
const DEFAULT_QPS = 50;
/** (b): the worker is killed once the sandbox has created this many promotions. */
const KILL_AFTER = 400;
const RATIO_TARGET = 1.2;
const PREVIEW_TARGET_MS = 2_000;
const JS_TARGET_KB = 300;

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const sections = (process.env.BENCH_SECTIONS || 'abcd').toLowerCase();
const wants = (section) => sections.includes(section);
const run = randomBytes(3).toString('hex');
/** The machine's 1-minute load average, printed with each timed figure. */
const load = () => `load ${(loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} CPUs`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const describeRefusals = (refusals) =>
  refusals.size === 0
    ? 'none refused'
    : `refused: ${[...refusals].map(([code, n]) => `${n} × code ${code}`).join(', ')}`;
const describeFailures = (failures) =>
  failures.length === 0
    ? 'none'
    : failures.map((f) => `${f.n} × ${f.code} “${f.message}”`).join('; ');

const step = stepOf(STEPS);

// ---- (d) the wizard's JS, from the build's chunks ----

/** The chunks a chunk imports statically (`from "./x.js"`, `import "./x.js"`). */
function importsOf(file) {
  const code = readFileSync(path.join(ASSETS, file), 'utf8');
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
}

/** `roots` and every chunk they import statically. */
function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...importsOf(file));
  }
  return seen;
}

/** The chunk the build named after a module (`signed-in-area-<hash>.js`). */
function chunkNamed(name) {
  const matches = readdirSync(ASSETS).filter((file) =>
    new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file),
  );
  if (matches.length !== 1) throw new Error(`${matches.length} chunks named ${name}`);
  return matches[0];
}

function wizardJs() {
  const html = readFileSync(path.join(ROOT, 'apps/web/dist/index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src|href)="\/?assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  // The shell every signed-in page has: the entry and the signed-in area (layout, menus, page host).
  const shell = closure([...entries, chunkNamed('signed-in-area')]);
  // The creation feature's module, as the route table loads it for the wizards' routes.
  const wizard = closure([chunkNamed('creation')]);
  const after = [...wizard].filter((file) => !shell.has(file));
  const gzip = after.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(ASSETS, file)), { level: 9 }).length,
    0,
  );
  return { files: after.length, gzip };
}

// ---- the run ----

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-creation-'));
const dbName = `toufang_bench_${run}`;
const databaseEnv = serverUrl
  ? (() => {
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      return { DATABASE_URL: url.toString(), BENCH_SERVER_URL: serverUrl, BENCH_DB_NAME: dbName };
    })()
  : { DATABASE_URL: undefined, DATA_DIR: dataDir };

let met = true;
const judge = (ok) => {
  met &&= ok;
  return ok ? 'met' : 'NOT met';
};

if (wants('d')) {
  if (!existsSync(ASSETS)) throw new Error('no web build: run `npm run build` first');
  const js = wizardJs();
  console.log(
    `(d) wizard page JS after the signed-in shell: ${(js.gzip / 1024).toFixed(1)} kB gzip in ${js.files} chunks of the build (target ≤ ${JS_TARGET_KB} kB): ${judge(js.gzip <= JS_TARGET_KB * 1024)}`,
  );
}

if (wants('a') || wants('b') || wants('c')) {
  const sandbox = await startSandbox();
  const proxy = await startProxy(sandbox.origin);
  const workers = new Set();
  let cleaning = null;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const worker of workers) await stopGroup(worker, 'SIGKILL');
      await proxy.close();
      await stopGroup(sandbox.child);
      if (serverUrl) await step(databaseEnv, 'drop').catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void cleanUp().finally(() => process.exit(1)));
  }
  try {
    const world = await admin(sandbox.origin, 'POST', 'world/generate', {
      medium: 'oceanengine',
      advertisers: ADVERTISERS,
      projectsPerAdvertiser: 1,
      promotionsPerProject: 1,
      historyDays: 1,
    });
    await admin(sandbox.origin, 'PUT', 'rate-limits', {
      defaultQps: DEFAULT_QPS,
      rules: [{ endpoint: `POST ${CREATE_PATH}`, qps: CREATE_QPS }],
    });
    const env = {
      ...databaseEnv,
      SANDBOX_URL: proxy.origin,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'error',
      TASK_DEFAULT_RATE: String(DEFAULT_QPS),
      BENCH_ADVERTISERS: world.advertiserIds.join(','),
      BENCH_CREATE_QPS: String(CREATE_QPS),
    };
    const store = serverUrl ? 'PostgreSQL' : 'PGlite';
    const prepared = await step(env, 'prepare');
    env.BENCH_FILE_IDS = prepared.fileIds.join(',');
    console.log(
      `media sandbox: ${ADVERTISERS} advertisers (${prepared.granted} authorized through the OAuth page), promotion creation limited to ${CREATE_QPS} QPS and every other endpoint to ${DEFAULT_QPS}; ${prepared.fileIds.length} approved videos in the library; task engine on ${store}`,
    );

    if (wants('a')) {
      proxy.reset();
      const prefix = `压测批量${run}a`;
      const a = await step(env, 'submit', prefix, '1');
      const floorMs = (proxy.counts.createCalls / CREATE_QPS) * 1000;
      const ratio = a.elapsedMs / floorMs;
      const spanMs = proxy.counts.lastCreateAt - proxy.counts.firstCreateAt;
      console.log(
        `(a) one submit of ${a.items} promotions over ${ADVERTISERS} advertisers (${a.parents} projects, ${a.pushes} pushes): ${proxy.counts.created} created by ${proxy.counts.createCalls} promotion calls in ${seconds(a.elapsedMs)} vs floor ${seconds(floorMs)} (calls ÷ ${CREATE_QPS} QPS) → ratio ${ratio.toFixed(3)} (target ≤ ${RATIO_TARGET}; submit to finished task, of which ${seconds(a.createMs)} to plan and store it, and ${seconds(spanMs)} from the first promotion's answer to the last; ${load()}): ${judge(ratio <= RATIO_TARGET && proxy.counts.created === PROMOTIONS)}; succeeded ${a.byStatus.succeeded ?? 0}, failed ${a.byStatus.failed ?? 0} (${describeFailures(a.failures)})`,
      );
    }

    if (wants('b') && !serverUrl) {
      console.log('(b) skipped: a worker process needs PostgreSQL (set BENCH_DATABASE_URL)');
    } else if (wants('b')) {
      proxy.reset();
      const prefix = `压测批量${run}b`;
      const submitted = await step(env, 'submit', prefix, '0');
      // The worker paces every endpoint at the promotion endpoint's limit (its own rate rules are
      // the environment's).
      const workerEnv = {
        ...env,
        ROLE: 'worker',
        MEDIA_MODE: 'sandbox',
        TASK_LEASE_SECONDS: '5',
        TASK_DEFAULT_RATE: String(CREATE_QPS),
      };
      const first = startGroup(TSX, [WORKER], workerEnv);
      workers.add(first);
      const deadline = Date.now() + 180_000;
      while (
        proxy.counts.created < KILL_AFTER &&
        first.exitCode === null &&
        Date.now() < deadline
      ) {
        await sleep(20);
      }
      await stopGroup(first, 'SIGKILL');
      workers.delete(first);
      const atKill = { calls: proxy.counts.createCalls, created: proxy.counts.created };
      const second = startGroup(TSX, [WORKER], workerEnv);
      workers.add(second);
      const b = await step(env, 'await-task', String(submitted.taskId), prefix);
      await stopGroup(second);
      workers.delete(second);
      const exact = b.created === PROMOTIONS && b.distinctNames === PROMOTIONS;
      console.log(
        `(b) ${submitted.items}-promotion submit, worker SIGKILLed after ${atKill.created} creations (${atKill.calls} answered calls), restarted: promotions on the sandbox ${b.created}, distinct names ${b.distinctNames} (target exactly ${PROMOTIONS}): ${judge(exact)}; items succeeded ${b.byStatus.succeeded ?? 0}, failed ${b.byStatus.failed ?? 0} (${describeFailures(b.failures)}); ${proxy.counts.createCalls} promotion calls in all (${describeRefusals(proxy.counts.createRefusals)})`,
      );
    }

    if (wants('c')) {
      const c = await step(env, 'preview');
      const worst = Math.max(...c.previewMs, c.countMs);
      console.log(
        `(c) preview of ${c.rows} combinations (${c.parents} projects): ${c.previewMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} for the first page of 50 rows, count ${c.countMs.toFixed(0)} ms, server time in the API process on ${store}, ${load()} (target ≤ ${PREVIEW_TARGET_MS} ms): ${judge(worst <= PREVIEW_TARGET_MS)}`,
      );
    }
  } finally {
    await cleanUp();
  }
}
process.exit(met ? 0 : 1);
