// Figures of the delivery screen's 素材 tab (spec 001 §2, §7 reports): on the embedded demo as
// `npm start` runs it (PGlite, the in-process media sandbox, about 550 materials once the first
// sync has ended), the latency of POST /api/bytedance/v3/promotion/material/reports for the
// first page: the tab's first request right after the sync, then BENCH_REQUESTS (20) requests of
// each variant (20 and 500 rows a page, a status filter, sorted by cost). Target: ≤ 1,000 ms.
// Needs the built server (`npm run build`).
import { startDemo } from './demo-server.mjs';
import { percentile } from './lib.mjs';

const PATH = '/api/bytedance/v3/promotion/material/reports';
const TARGET_MS = 1_000;
const requests = Number(process.env.BENCH_REQUESTS || 20);

const VARIANTS = {
  'first page (20 rows)': { page: 1, per_page: 20 },
  'first page (500 rows)': { page: 1, per_page: 500 },
  'status filter': { page: 1, per_page: 20, status: 'MATERIAL_STATUS_OK' },
  'sorted by cost (500 rows)': {
    page: 1,
    per_page: 500,
    order_field: 'stat_cost',
    order_type: 'desc',
  },
};

async function timed(call, body) {
  const started = performance.now();
  const answer = await call('POST', PATH, body);
  if (answer.code !== 0) throw new Error(`${PATH}: ${JSON.stringify(answer).slice(0, 300)}`);
  return { ms: performance.now() - started, total: answer.data.page_info.total_number };
}

const demo = await startDemo();
try {
  console.log(`demo synced in ${(demo.syncMs / 1000).toFixed(0)} s`);
  const first = await timed(demo.call, VARIANTS['first page (20 rows)']);
  console.log(
    JSON.stringify({
      case: 'first request after the sync',
      ms: Math.round(first.ms),
      materials: first.total,
    }),
  );
  let met = first.ms <= TARGET_MS;
  for (const [name, body] of Object.entries(VARIANTS)) {
    const times = [];
    for (let i = 0; i < requests; i++) times.push((await timed(demo.call, body)).ms);
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    met &&= p95 <= TARGET_MS;
    console.log(
      JSON.stringify({
        case: name,
        p50Ms: Math.round(percentile(times, 50)),
        p95Ms: Math.round(p95),
        maxMs: Math.round(times.at(-1)),
      }),
    );
  }
  console.log(JSON.stringify({ targetMs: TARGET_MS, met }));
} finally {
  await demo.stop();
}
