import { DELIVERY_SCREENS, type DeliveryScreenKey } from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import { loadavg } from 'node:os';
import pg from 'pg';
import { casesOf, percentile, prng, round1, statementsOf } from './reports-measure';
import { statDays } from './reports-world';

// Two screen tabs' page statements on worlds kept by `BENCH_KEEP_DB=1` (bench/reports.mjs),
// timed in the same minutes: the same cases (a 30-day window, a 20-row page sorted by cost), each
// run on both worlds one after the other, alternating which goes first, so that the machine's
// load falls on both alike (docs/adr/0010). BENCH_COMPARE names the two as
// `database:screen:tab,database:screen:tab` on the server of BENCH_SERVER_URL; BENCH_REQUESTS the
// cases (40); BENCH_DAYS the worlds' stats days (500, ending today).

const env = process.env;
const serverUrl = env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(env.BENCH_REQUESTS ?? 40);
const days = Number(env.BENCH_DAYS ?? 500);
const WARM_UP = 3;

interface Side {
  database: string;
  screen: DeliveryScreenKey;
  tab: string;
}

function sideOf(spec: string): Side {
  const [database, screen, tab] = spec.split(':');
  if (!database || !screen || !tab || !(screen in DELIVERY_SCREENS)) {
    throw new Error(`BENCH_COMPARE: "${spec}" is not database:screen:tab`);
  }
  return { database, screen: screen as DeliveryScreenKey, tab };
}

const sides = (env.BENCH_COMPARE ?? '').split(',').map(sideOf);
if (sides.length !== 2) throw new Error('BENCH_COMPARE names two database:screen:tab');

const urlOf = (database: string) => {
  const out = new URL(serverUrl);
  out.pathname = `/${database}`;
  return out.toString();
};

const clients = sides.map((s) => new pg.Client({ connectionString: urlOf(s.database) }));
await Promise.all(clients.map((c) => c.connect()));
try {
  const today = shanghaiDate(new Date());
  const { first, last } = statDays(
    { medium: 'bytedance', advertisers: 0, projects: 0, promotions: 0, days },
    today,
  );
  const cases = casesOf(
    { screen: 'launchV3', tab: 'promotion' },
    WARM_UP + requests,
    first,
    last,
    prng(20_261_127),
  );
  const times = sides.map((): number[] => []);
  const loadBefore = round1(loadavg()[0] ?? 0);
  for (const [i, c] of cases.entries()) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const side = sides[k];
      const client = clients[k];
      if (side === undefined || client === undefined) continue;
      // The page statement, its count and totals with it (delivery-reports.repository.ts): the
      // first not prepared (the packed path's reads are, and answer nothing here).
      const ran = await statementsOf({ ...c, screen: side.screen, tab: side.tab }, today, null);
      const page = ran.find((s) => !s.prepared);
      if (page === undefined) throw new Error(`no statement for ${side.screen} ${side.tab}`);
      const { sql: text, params } = page;
      const started = performance.now();
      await client.query(text, params);
      if (i >= WARM_UP) times[k]?.push(performance.now() - started);
    }
  }
  const load = [loadBefore, round1(loadavg()[0] ?? 0)].join(' → ');
  for (const [k, side] of sides.entries()) {
    const ms = times[k] ?? [];
    console.log(
      `${side.database} ${side.screen} ${side.tab}: ${ms.length} page statements, p50 ${round1(percentile(ms, 50))} ms, p95 ${round1(percentile(ms, 95))} ms (load average ${load})`,
    );
  }
} finally {
  await Promise.all(clients.map((c) => c.end()));
}
