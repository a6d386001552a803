// Figures of `refresh: 1` under a burst (spec 001 §7 reports): on the embedded demo as `npm start`
// runs it (PGlite, the in-process media sandbox), once the first sync has ended, 50 concurrent
// POST /api/bytedance/advertiser/reports with refresh 1 by one user, while /api/health is asked
// every 50 ms. Prints the sync runs the burst started (one: refreshes of the same accounts join
// it), the answers' codes and the health latency during the burst. Needs the built server.
import { startDemo } from './demo-server.mjs';
import { percentile } from './lib.mjs';

const PATH = '/api/bytedance/advertiser/reports';
const BURST = Number(process.env.BENCH_BURST || 50);
const HEALTH_EVERY_MS = 50;

const runsOf = async (call) =>
  (await call('GET', '/api/media-sync/status?medium=bytedance&per_page=1')).data.runs;

const demo = await startDemo();
try {
  console.log(`demo synced in ${(demo.syncMs / 1000).toFixed(0)} s`);
  const before = new Set((await runsOf(demo.call)).map((run) => run.id));
  const health = [];
  let bursting = true;
  const probe = (async () => {
    while (bursting) {
      const started = performance.now();
      await fetch(`${demo.base}/api/health`);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      demo.call('POST', PATH, { page: 1, per_page: 20, refresh: 1 }),
    ),
  );
  const burstMs = performance.now() - started;
  bursting = false;
  await probe;
  const codes = {};
  for (const answer of answers) codes[answer.code] = (codes[answer.code] ?? 0) + 1;
  const started_runs = (await runsOf(demo.call)).filter((run) => !before.has(run.id));
  health.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      refreshes: BURST,
      syncRunsStarted: started_runs.length,
      codes,
      burstMs: Math.round(burstMs),
      healthChecks: health.length,
      healthP50Ms: Math.round(percentile(health, 50)),
      healthP95Ms: Math.round(percentile(health, 95)),
      healthMaxMs: Math.round(health.at(-1) ?? 0),
    }),
  );
} finally {
  await demo.stop();
}
