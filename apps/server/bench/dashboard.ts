import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { addDays, shanghaiDate } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { selectRows } from '../src/db/sql-helpers';
import { MIRROR_MEDIA } from '../src/lib/media-mirror';
import { SecretBox } from '../src/lib/secret-box';
import { hashPassword } from '../src/lib/secrets';
import { rebuildStatsRollup } from '../src/modules/media-sync/stats-rollup';
import { seedDatabase } from '../src/seed';
import { createUser } from '../src/test/factories';
import { adminDatabase } from './bench-platform';
import { percentile, prng, round1 } from './reports-measure';

// The dashboard figures of `npm run bench:dashboard` (bench/dashboard.mjs) on one store:
// BENCH_STORE `postgres` (database BENCH_DB_NAME, dropped and created again, on the server of
// BENCH_SERVER_URL) or `pglite` (in memory). Writes BENCH_STAT_ROWS level-2 stats rows over the
// three media (BENCH_DAYS days of every ad; 40 ads per account, 20 games, each account's ads of
// its game and of a few of its designers), sums them into the dashboard rollup with the sync's own
// maintenance (rebuildStatsRollup), then times BENCH_REQUESTS overview requests (random ranges of
// 1–30 days ending within the last 60 days, every third one a medium) through HTTP in-process, as an
// administrator (every account) and as an operator whose games hold a tenth of them, and the health
// call. Prints a line and a `BENCH_RESULT <json>` per figure with the 1-minute load average.
// BENCH_REUSE_DB=1 (PostgreSQL) times the world a kept database (BENCH_KEEP_DB=1) already holds,
// after applying the migrations it lacks, instead of writing it again; the database is kept.

const ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;
const WARM_UP = 5;
const GAMES = 20;
const ADS_PER_ACCOUNT = 40;
const DESIGNERS = 30;
const OPERATORS = 10;
/** Tables analysed before timing. */
const ROLLUP_TABLES = [
  'advertisers',
  'ads',
  'stats_daily',
  'stats_rollup_daily',
  'stats_rollup_account_daily',
  'stats_rollup_spans',
  'games',
  'users',
];

const env = process.env;
const numberOf = (name: string, fallback: number) => Number(env[name] ?? fallback);
const store = env.BENCH_STORE === 'postgres' ? 'postgres' : 'pglite';
const serverUrl = env.BENCH_SERVER_URL ?? '';
const dbName = env.BENCH_DB_NAME ?? 'toufang_bench_dashboard';
if (store === 'postgres' && !serverUrl)
  throw new Error('BENCH_STORE=postgres needs BENCH_SERVER_URL');
const url = store === 'postgres' ? withDatabase(serverUrl, dbName) : undefined;
const statRows = numberOf('BENCH_STAT_ROWS', 1_000_000);
const days = numberOf('BENCH_DAYS', 400);
const requests = numberOf('BENCH_REQUESTS', 60);
const reuse = store === 'postgres' && env.BENCH_REUSE_DB === '1';
const OPERATOR_PASSWORD = 'Bench@operator1';

function withDatabase(server: string, name: string): string {
  const out = new URL(server);
  out.pathname = `/${name}`;
  return out.toString();
}

const load = () => round1(loadavg()[0] ?? 0);

/** Whether the server holds a database `name` with a written world (PostgreSQL only). */
async function worldExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, name) });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from user_games where to_regclass('stats_daily') is not null`,
    );
    return (res.rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function main() {
  const reused = reuse && (await worldExists(dbName));
  if (url && !reused) {
    await adminDatabase(serverUrl, dbName, 'drop');
    await adminDatabase(serverUrl, dbName, 'create');
  }
  const database = await openDatabase({ url });
  const db = database.db;
  const run = (text: string) => selectRows(db, sql.raw(text));
  const migrationsStarted = performance.now();
  await runMigrations(db);
  const migrationsMs = performance.now() - migrationsStarted;
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    PUBLIC_URL: 'http://bench.invalid',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const storeName = url ? 'PostgreSQL' : 'PGlite';
  const today = shanghaiDate(new Date());
  const first = addDays(today, -(days - 1));

  /** Writes the world: games, users, accounts, ads, their stats and the rollups. */
  const written = async () => {
    await seedDatabase(db, { ...config, admin: ADMIN }, { demo: false });
    const operator = await createUser(db, { abilities: ['dashboard:index'] });
    const started = performance.now();
    await run(`insert into games (gad_cfg_game_id, game_name)
    select 60000 + g, '游戏' || g from generate_series(1, ${GAMES}) g`);
    await run(`insert into user_games (user_id, game_id)
    select ${operator.id}, id from games order by id limit ${GAMES / 10}`);
    await run(`insert into users (username, nick_name, password_hash)
    select 'bench-user-' || g, '同事' || g, 'x' from generate_series(1, ${DESIGNERS + OPERATORS}) g`);
    const ads = Math.max(1, Math.ceil(statRows / days));
    const perMedium = Math.ceil(ads / MIRROR_MEDIA.length);
    const accounts = Math.max(1, Math.ceil(perMedium / ADS_PER_ACCOUNT));
    for (const [m, medium] of MIRROR_MEDIA.entries()) {
      const base = `${17 + m}00000000000000000`;
      await run(`insert into advertisers (medium, advertiser_id, name, game_id, authorized_by, balance)
      select '${medium}', (${base}::numeric + g)::text, '账户' || g,
        (select id from games order by id offset (g % ${GAMES}) limit 1),
        (select id from users where username = 'bench-user-' || (${DESIGNERS} + 1 + g % ${OPERATORS})),
        (random() * 5000000)::bigint
      from generate_series(1, ${accounts}) g`);
      // An account's ads: of its game (some say so, the others inherit it), by 4 of the designers.
      await run(`insert into ads (medium, ad_id, advertiser_id, name, game_id, designer_id)
      select '${medium}', (${base}::numeric * 10 + g)::text, a.advertiser_id, '广告' || g,
        case when g % 3 = 0 then a.game_id end,
        case when g % 5 = 0 then null else (select id from users
          where username = 'bench-user-' || (1 + (a.id * 4 + g % 4) % ${DESIGNERS})) end
      from generate_series(1, ${perMedium}) g
      join advertisers a on a.medium = '${medium}'
        and a.advertiser_id = (${base}::numeric + 1 + (g - 1) % ${accounts})::text`);
      await run(`insert into stats_daily (medium, level, object_id, stat_date, advertiser_id, ad_id,
        cost, impressions, clicks, conversions, pay_amount)
      select '${medium}', 2, o.ad_id, d::date, o.advertiser_id, o.ad_id,
        (random() * random() * 200000)::bigint, (random() * 50000)::int, (random() * 1500)::int,
        (random() * 60)::int, (random() * 30000)::bigint
      from ads o, generate_series('${first}'::date, '${today}'::date, interval '1 day') d
      where o.medium = '${medium}'`);
    }
    const rollupStarted = performance.now();
    for (const medium of MIRROR_MEDIA) await rebuildStatsRollup(db, medium);
    const rollupMs = performance.now() - rollupStarted;
    console.log(
      `${storeName}: ${accounts * 3} accounts, ${perMedium * 3} ads × ${days} days (rollups built in ${(rollupMs / 1000).toFixed(1)} s; world in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    return operator;
  };

  /** The kept world's operator, with a password known to this run. */
  const kept = async () => {
    console.log(
      `${storeName}: kept world reused (migrations applied in ${(migrationsMs / 1000).toFixed(1)} s)`,
    );
    const [row] = await run(`select u.id, u.username from users u
      where u.id in (select user_id from user_games) order by u.id limit 1`);
    if (!row) throw new Error('the kept world has no operator');
    await run(`update users set password_hash = '${await hashPassword(OPERATOR_PASSWORD)}'
      where id = ${String(row.id)}`);
    return { username: String(row.username), password: OPERATOR_PASSWORD };
  };

  const operator = reused ? await kept() : await written();
  for (const table of ROLLUP_TABLES) await run(`vacuum analyze ${table}`);
  const [counts] = await run(`select (select count(*) from stats_daily)::int as daily,
    (select count(*) from stats_rollup_daily)::int as rollup,
    (select count(*) from stats_rollup_account_daily)::int as account_days,
    (select count(*) from stats_rollup_spans)::int as spans`);
  console.log(
    `${storeName}: ${String(counts?.daily)} stats_daily rows, ${String(counts?.rollup)} daily rollup rows, ${String(counts?.account_days)} account days, ${String(counts?.spans)} span rows`,
  );

  const { app } = await buildApp({
    config,
    database,
    secretBox: new SecretBox(randomBytes(32)),
    logger: false,
  });
  await app.ready();
  const tokenOf = async (payload: { username: string; password: string }) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload });
    return res.json<{ data: { token: string } }>().data.token;
  };
  const callers = [
    { who: 'admin', token: await tokenOf(ADMIN) },
    { who: 'operator', token: await tokenOf(operator) },
  ];
  const random = prng(20_261_127);
  const time = async (path: string, token: string) => {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url: path, headers: { 'x-token': token } });
    const ms = performance.now() - t0;
    const body = res.json<{ code: number }>();
    if (body.code !== 0) throw new Error(`${path} answered ${res.body.slice(0, 300)}`);
    return ms;
  };
  try {
    for (const { who, token } of callers) {
      for (const call of ['overview', 'health'] as const) {
        const loadBefore = load();
        const latencies: number[] = [];
        for (let i = 0; i < WARM_UP + requests; i++) {
          let path = '/api/dashboard/health';
          if (call === 'overview') {
            const end = addDays(today, -Math.floor(random() * 60));
            const start = addDays(end, -Math.floor(random() * 30));
            const medium = i % 3 === 0 ? `&medium=${MIRROR_MEDIA[i % 9 === 0 ? 1 : 0]}` : '';
            path = `/api/dashboard/overview?start_date=${start}&end_date=${end}${medium}`;
          }
          const ms = await time(path, token);
          if (i >= WARM_UP) latencies.push(ms);
        }
        const result = {
          store: storeName,
          call,
          caller: who,
          statRows: Number(counts?.daily),
          rollupRows: Number(counts?.rollup),
          requests,
          httpP50Ms: round1(percentile(latencies, 50)),
          httpP95Ms: round1(percentile(latencies, 95)),
          loadAverage: [loadBefore, load()],
        };
        console.log(
          `${storeName} dashboard ${call} as ${who}, ${requests} requests: HTTP p50 ${result.httpP50Ms} ms, p95 ${result.httpP95Ms} ms (load average ${result.loadAverage.join(' → ')})`,
        );
        console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
      }
    }
  } finally {
    await app.close();
    await database.close();
    if (url && !env.BENCH_KEEP_DB && !reuse) await adminDatabase(serverUrl, dbName, 'drop');
  }
}

await main();
