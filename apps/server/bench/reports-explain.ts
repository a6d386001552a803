import type { DeliveryScreenKey } from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import pg from 'pg';
import { casesOf, prng, statementsOf } from './reports-measure';
import { statDays } from './reports-world';

// The plans of the report statements on a bench database kept by `BENCH_KEEP_DB=1 npm run
// bench:reports`: EXPLAIN (ANALYZE, BUFFERS) of the statements of one request per tab, the first
// case of the bench's sequence. DATABASE_URL names the database; BENCH_DAYS its stats days (500);
// BENCH_SCREEN and BENCH_TABS the screen tabs (launchV3 project,promotion).

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const days = Number(process.env.BENCH_DAYS ?? 500);
const tabs = (process.env.BENCH_TABS ?? 'project,promotion').split(',');
const screen = (process.env.BENCH_SCREEN ?? 'launchV3') as DeliveryScreenKey;

const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  const today = shanghaiDate(new Date());
  const { first, last } = statDays(
    { medium: 'bytedance', advertisers: 0, projects: 0, promotions: 0, days },
    today,
  );
  for (const tab of tabs) {
    const [c] = casesOf({ screen, tab }, 1, first, last, prng(20_261_124));
    if (c === undefined) continue;
    console.log(`---- ${tab} ${JSON.stringify(c.body)}`);
    for (const { sql: text, params } of await statementsOf(c, today, null)) {
      const plan = await client.query(`explain (analyze, buffers) ${text}`, params);
      console.log(plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      console.log();
    }
  }
} finally {
  await client.end();
}
