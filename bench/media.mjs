// Figures of the media write path (ARCHITECTURE §6), printed: (a) batch throughput of promotion
// switches through the task engine against a 20 QPS limit of the medium, (b) the same with
// transient errors and timeouts injected, (c) a creation task that survives a SIGKILLed worker,
// (d) a full sync of 200 advertisers with 50,000 promotions (time, peak RSS; docs/adr/0006),
// (e) a batch budget modify of 1,000 promotions over 20 advertisers at 20 QPS (spec 001 §4), (f) a
// batch day-budget change of 1,000 Kuaishou units over 20 advertisers (20 units a call) at the
// developer limit of 3,000 calls a minute, (g) the same of 1,000 Tencent adgroups (one account a
// call, ≤ 100 adgroups) at 1,000 calls a minute (reference §2.4, §3.4). The
// standalone media sandbox plays the medium; a counting proxy (counting-proxy.mjs) sees every
// write it applied, including answers the platform gave up on. PostgreSQL when
// BENCH_DATABASE_URL (or DATABASE_URL) names a server, else PGlite for (a), (b) and (d); (c)
// needs PostgreSQL (a worker process shares the database).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUDGET_PATH, startProxy, STATUS_PATH } from './counting-proxy.mjs';
import { ROOT } from './lib.mjs';
import { admin, sleep, startGroup, startSandbox, stepOf, stopGroup } from './processes.mjs';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const STEPS = path.join(ROOT, 'apps/server/bench/media-writes.ts');
const SYNC_STEPS = path.join(ROOT, 'apps/server/bench/media-sync.ts');
const BUDGET_STEP = path.join(ROOT, 'apps/server/bench/media-budgets.ts');
const MEDIUM_BUDGET_STEP = path.join(ROOT, 'apps/server/bench/medium-budgets.ts');
const WORKER = path.join(ROOT, 'apps/server/src/worker.ts');

const STATUS_QPS = 20;
const ADVERTISERS = 40;
const PROMOTIONS_PER_ADVERTISER = 50;
const CREATIONS = 1_000;
/** The worker is killed once the sandbox has created this many of the task's promotions. */
const KILL_AFTER = 400;
/** (d): the full sync's world, and the QPS of every endpoint (the sandbox's default limit). */
const SYNC_ADVERTISERS = 200;
const SYNC_PROJECTS_PER_ADVERTISER = 5;
const SYNC_PROMOTIONS = 50_000;
const SYNC_QPS = 50;
/** (e): promotions of the first advertisers of the world (50 each), the budget endpoint's QPS. */
const BUDGET_ADVERTISERS = 20;
const BUDGET_QPS = 20;
/** (f), (g): each medium's world and its budget endpoint's limit (reference §2.4, §3.4). */
const MEDIUM_BUDGETS = {
  kuaishou: {
    section: 'f',
    path: '/kuaishou/rest/openapi/v1/ad_unit/update/day_budget',
    qps: 50,
    limit: '3,000 calls/min',
    objects: 'Kuaishou units',
  },
  tencent: {
    section: 'g',
    path: '/tencent/v3.0/adgroups/update_daily_budget',
    qps: 1000 / 60,
    limit: '1,000 calls/min',
    objects: 'Tencent adgroups',
  },
};
const MEDIUM_ADVERTISERS = 20;
const MEDIUM_OBJECTS_PER_ADVERTISER = 50;

const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
/** Which figures to take, e.g. BENCH_SECTIONS=abc; all by default. */
const sections = (process.env.BENCH_SECTIONS || 'abcdefg').toLowerCase();
const wants = (section) => sections.includes(section);
const run = randomBytes(3).toString('hex');

const step = stepOf(STEPS);
const syncStep = stepOf(SYNC_STEPS);
const budgetStep = stepOf(BUDGET_STEP);
const mediumBudgetStep = stepOf(MEDIUM_BUDGET_STEP);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const describeFailures = (failures) =>
  failures.length === 0
    ? 'none'
    : failures.map((f) => `${f.n} × ${f.code} “${f.message}”`).join('; ');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-media-'));
const dbName = `toufang_bench_${run}`;
const databaseEnv = serverUrl
  ? (() => {
      const url = new URL(serverUrl);
      url.pathname = `/${dbName}`;
      return { DATABASE_URL: url.toString(), BENCH_SERVER_URL: serverUrl, BENCH_DB_NAME: dbName };
    })()
  : { DATABASE_URL: undefined, DATA_DIR: dataDir };

const sandbox = await startSandbox();
const proxy = await startProxy(sandbox.origin);
const workers = new Set();
let cleaning = null;
/** Stops what the bench started and drops its database; once, also on Ctrl-C or SIGTERM. */
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
    promotionsPerProject: PROMOTIONS_PER_ADVERTISER,
    historyDays: 1,
  });
  await admin(sandbox.origin, 'PUT', 'rate-limits', {
    defaultQps: 50,
    rules: [
      { endpoint: `POST ${STATUS_PATH}`, qps: STATUS_QPS },
      { endpoint: `POST ${BUDGET_PATH}`, qps: BUDGET_QPS },
    ],
  });
  const env = {
    ...databaseEnv,
    SANDBOX_URL: proxy.origin,
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    LOG_LEVEL: 'error',
    BENCH_ADVERTISERS: world.advertiserIds.join(','),
    BENCH_STATUS_QPS: String(STATUS_QPS),
    BENCH_RUN: run,
    BENCH_CREATIONS_PER_ADVERTISER: String(Math.ceil(CREATIONS / ADVERTISERS)),
  };
  const store = serverUrl ? 'PostgreSQL' : 'PGlite';
  const granted = await step(env, 'prepare');
  console.log(
    `media sandbox world: ${ADVERTISERS} advertisers × ${PROMOTIONS_PER_ADVERTISER} promotions, ${granted.granted} authorized through the OAuth page; status endpoint limited to ${STATUS_QPS} QPS; task engine on ${store}`,
  );

  // ---- (a) batch throughput ----
  if (wants('a')) {
    proxy.reset();
    const a = await step(env, 'switch', 'DISABLE');
    const floorMs = (proxy.counts.statusCalls / STATUS_QPS) * 1000;
    const spanMs = proxy.counts.lastStatusAt - proxy.counts.firstStatusAt;
    console.log(
      `(a) ${a.items} promotion status changes over ${a.advertisers} advertisers: ${proxy.counts.statusCalls} calls in ${seconds(a.elapsedMs)} vs floor ${seconds(floorMs)} (calls ÷ ${STATUS_QPS} QPS) → ratio ${(a.elapsedMs / floorMs).toFixed(3)} (target ≤ 1.15; submission to finished task, of which ${seconds(a.createMs)} to store the task, and ${seconds(spanMs)} from the first call to the last answer); succeeded ${a.byStatus.succeeded ?? 0}, failed ${a.byStatus.failed ?? 0}, lost ${a.lost}, duplicates ${proxy.duplicates()}`,
    );
  }

  // ---- (b) faults: 10 % transient errors, 2 % timeouts (applied, answered too late) ----
  if (wants('b')) {
    await admin(sandbox.origin, 'PUT', 'faults', {
      seed: `bench-${run}`,
      rules: [
        { endpoint: `POST ${STATUS_PATH}`, errorRate: 0.1, timeoutRate: 0.02, timeoutMs: 20_000 },
      ],
    });
    proxy.reset();
    const b = await step(env, 'switch', 'ENABLE');
    await admin(sandbox.origin, 'PUT', 'faults', { rules: [] });
    console.log(
      `(b) ${b.items} changes with 10 % transient errors and 2 % timeouts injected: succeeded ${b.byStatus.succeeded ?? 0} (${b.reconciled} of them settled by reading after a lost answer), failed ${b.byStatus.failed ?? 0} (${describeFailures(b.failures)}), duplicates ${proxy.duplicates()}, lost ${b.lost}; ${proxy.counts.statusCalls} calls in ${seconds(b.elapsedMs)}`,
    );
  }

  // ---- (c) crash: SIGKILL the worker mid-way through a creation task ----
  if (wants('c') && !serverUrl) {
    console.log('(c) skipped: a worker process needs PostgreSQL (set BENCH_DATABASE_URL)');
  } else if (wants('c')) {
    proxy.reset();
    const submitted = await step(env, 'submit-creations');
    const workerEnv = {
      ...env,
      ROLE: 'worker',
      MEDIA_MODE: 'sandbox',
      TASK_LEASE_SECONDS: '5',
      TASK_DEFAULT_RATE: '40',
    };
    const first = startGroup(TSX, [WORKER], workerEnv);
    workers.add(first);
    const deadline = Date.now() + 120_000;
    while (proxy.counts.created < KILL_AFTER && first.exitCode === null && Date.now() < deadline) {
      await sleep(20);
    }
    await stopGroup(first, 'SIGKILL');
    workers.delete(first);
    const atKill = { calls: proxy.counts.createCalls, created: proxy.counts.created };
    const second = startGroup(TSX, [WORKER], workerEnv);
    workers.add(second);
    const c = await step(env, 'await-task', String(submitted.taskId));
    await stopGroup(second);
    workers.delete(second);
    console.log(
      `(c) ${submitted.items}-item creation task, worker SIGKILLed after ${atKill.created} creations (${atKill.calls} answered calls), restarted: created objects on the sandbox ${c.created} (distinct names ${c.distinctNames}; must be exactly ${submitted.items}); items succeeded ${c.byStatus.succeeded ?? 0}, failed ${c.byStatus.failed ?? 0}, settled by reading after the crash ${c.reconciled}; ${proxy.counts.createCalls} creation calls in all`,
    );
  }

  // ---- (e) batch budget modify: 1,000 promotions over 20 advertisers, 10 rows a call ----
  if (wants('e')) {
    proxy.reset();
    const e = await budgetStep(
      {
        ...env,
        BENCH_BUDGET_ADVERTISERS: world.advertiserIds.slice(0, BUDGET_ADVERTISERS).join(','),
        BENCH_BUDGET_QPS: String(BUDGET_QPS),
        // The read-backs' endpoint at the sandbox's default limit (set with the world above).
        BENCH_READ_QPS: '50',
      },
      'budget',
    );
    const floorMs = (proxy.counts.budgetCalls / BUDGET_QPS) * 1000;
    const spanMs = proxy.counts.lastBudgetAt - proxy.counts.firstBudgetAt;
    console.log(
      `(e) batch budget modify of ${e.items} promotions over ${e.advertisers} advertisers: ${proxy.counts.budgetCalls} calls in ${seconds(e.elapsedMs)} vs floor ${seconds(floorMs)} (calls ÷ ${BUDGET_QPS} QPS) → ratio ${(e.elapsedMs / floorMs).toFixed(3)} (target ≤ 1.2; submission to finished task, of which ${seconds(e.createMs)} to check and store the rows, and ${seconds(spanMs)} from the first call to the last answer; the platform process used ${seconds(e.cpuMs)} of CPU); succeeded ${e.byStatus.succeeded ?? 0}, failed ${e.byStatus.failed ?? 0} (${describeFailures(e.failures)})`,
    );
  }

  // ---- (f), (g) batch day-budget change of 1,000 Kuaishou units / Tencent adgroups ----
  for (const [medium, m] of Object.entries(MEDIUM_BUDGETS)) {
    if (!wants(m.section)) continue;
    const mediumWorld = await admin(sandbox.origin, 'POST', 'world/generate', {
      medium,
      advertisers: MEDIUM_ADVERTISERS,
      projectsPerAdvertiser: 1,
      promotionsPerProject: MEDIUM_OBJECTS_PER_ADVERTISER,
      historyDays: 1,
    });
    await admin(sandbox.origin, 'PUT', 'rate-limits', {
      defaultQps: 50,
      rules: [{ endpoint: `POST ${m.path}`, qps: m.qps }],
    });
    const r = await mediumBudgetStep(
      {
        ...env,
        // Straight to the sandbox: the counting proxy knows Ocean Engine's answers only.
        SANDBOX_URL: sandbox.origin,
        BENCH_MEDIUM_ADVERTISERS: mediumWorld.advertiserIds.join(','),
        BENCH_BUDGET_QPS: String(m.qps),
      },
      medium,
    );
    const floorMs = (r.calls / m.qps) * 1000;
    console.log(
      `(${m.section}) batch day-budget change of ${r.items} ${m.objects} over ${r.advertisers} advertisers (${r.granted} authorized through the OAuth page), ≤ ${r.perCall} a call and one advertiser a call: ${r.calls} calls in ${seconds(r.elapsedMs)} vs floor ${seconds(floorMs)} (calls ÷ ${m.qps.toFixed(2)} QPS, ${m.limit}) → ratio ${(r.elapsedMs / floorMs).toFixed(3)} (target ≤ 1.2; adapter calls under the platform's limiter, the advertisers in parallel); applied ${r.applied}, refused ${r.refused} (${describeFailures(r.failures)}), unknown ${r.unknown}`,
    );
  }

  // ---- (d) full sync of 200 advertisers / 50,000 promotions ----
  if (wants('d')) {
    const syncWorld = await admin(sandbox.origin, 'POST', 'world/generate', {
      medium: 'oceanengine',
      advertisers: SYNC_ADVERTISERS,
      projectsPerAdvertiser: SYNC_PROJECTS_PER_ADVERTISER,
      promotionsPerProject: SYNC_PROMOTIONS / SYNC_ADVERTISERS / SYNC_PROJECTS_PER_ADVERTISER,
      historyDays: 3,
    });
    await admin(sandbox.origin, 'PUT', 'rate-limits', { defaultQps: SYNC_QPS, rules: [] });
    const syncEnv = {
      ...env,
      // Reads only: straight to the sandbox, past the counting proxy.
      SANDBOX_URL: sandbox.origin,
      BENCH_SYNC_ADVERTISERS: syncWorld.advertiserIds.join(','),
      // The platform's limiter at the sandbox's limit, for every endpoint and advertiser.
      TASK_DEFAULT_RATE: String(SYNC_QPS),
    };
    const authorized = await syncStep(syncEnv, 'sync-prepare');
    const d = await syncStep(syncEnv, 'sync');
    console.log(
      `(d) full sync of ${d.total} advertisers (${authorized.granted} authorized through the OAuth page; ${d.mirror.campaigns} projects, ${d.mirror.ads} promotions, ${d.mirror.creatives} creatives, ${d.mirror.statsDaily} daily and ${d.mirror.statsHourly} hourly stat rows mirrored), every endpoint at ${SYNC_QPS} QPS, on ${store}: ${seconds(d.elapsedMs)}; peak RSS of the syncing process ${d.maxRssMB} MB (target ≤ 600 MB; ${d.rssBeforeMB} MB before the sync began); advertisers succeeded ${d.succeeded}, failed ${d.failed}, resources left failing ${d.mirror.failedResources}`,
    );
  }
} finally {
  await cleanUp();
}
