import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { AutoruleDefinition } from '@toufang/contracts';
import { addDays, AUTORULE_MEDIA, shanghaiDate, type AutoruleMedium } from '@toufang/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { selectRows } from '../src/db/sql-helpers';
import { systemClock } from '../src/lib/clock';
import { DELIVERY_LEVEL } from '../src/lib/media-mirror';
import { SecretBox } from '../src/lib/secret-box';
import { createDeliveryWrites } from '../src/media/media-adapters';
import { AutorulesRepository } from '../src/modules/autorules/autorules.repository';
import { RuleJudge } from '../src/modules/autorules/rule-judge';
import { RuleLook } from '../src/modules/autorules/rule-look';
import { RuleObjectsRepository } from '../src/modules/autorules/rule-objects.repository';
import { seedDatabase } from '../src/seed';
import { round1 } from './reports-measure';

// The automatic rules' cycle of `npm run bench:rules` (bench/rules.mjs), on PGlite in memory (the
// embedded product's store): BENCH_OBJECTS level-2 objects over the three media (50 per account,
// today's hours and 7 days of figures each) and BENCH_RULES rules (spread over the media; each
// watches the objects of a quarter of its medium's accounts, with a today and a 3-day condition,
// and pauses, lowers the budget or notifies). One cycle judges every rule as a run does
// (RuleJudge: the scope's objects and their sums from the mirror, the cooldowns, the decisions,
// the delivery writes' checks of the acting ones) and counts the media calls its writes make: the
// acting objects per (medium, account, write) in calls of the medium's batch size, against the
// rate the task engine allows each (medium, app, endpoint) key. Prints a line and a
// `BENCH_RESULT <json>`.

const ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;
const PER_ACCOUNT = 50;
const env = process.env;
const objects = Number(env.BENCH_OBJECTS ?? 50_000);
const ruleCount = Number(env.BENCH_RULES ?? 200);

async function main() {
  const database = await openDatabase({});
  const db = database.db;
  const run = (text: string) => selectRows(db, sql.raw(text));
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    PUBLIC_URL: 'http://bench.invalid',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  await runMigrations(db);
  await seedDatabase(db, { ...config, admin: ADMIN }, { demo: false });
  const today = shanghaiDate(new Date());
  const started = performance.now();
  const perMedium = Math.ceil(objects / AUTORULE_MEDIA.length);
  const accountsPerMedium = Math.ceil(perMedium / PER_ACCOUNT);
  const accounts = new Map<AutoruleMedium, string[]>();
  for (const [m, medium] of AUTORULE_MEDIA.entries()) {
    const base = `${17 + m}00000000000000000`;
    await run(`insert into advertisers (medium, advertiser_id, name, balance)
      select '${medium}', (${base}::numeric + g)::text, '账户' || g, 100000000
      from generate_series(1, ${accountsPerMedium}) g`);
    await run(`insert into ads (medium, ad_id, advertiser_id, name, opt_status, status,
        budget_mode, budget, cpa_bid)
      select '${medium}', (${base}::numeric * 10 + g)::text,
        (${base}::numeric + 1 + (g - 1) / ${PER_ACCOUNT})::text, '广告' || g,
        case when g % 7 = 0 then 'DISABLE' else 'ENABLE' end, 'delivering',
        'BUDGET_MODE_DAY', 50000 + (g % 20) * 10000, 3000
      from generate_series(1, ${perMedium}) g`);
    await run(`insert into stats_hourly (medium, level, object_id, stat_date, hour, advertiser_id,
        cost, impressions, clicks, conversions)
      select '${medium}', ${DELIVERY_LEVEL.ad}, o.ad_id, '${today}', h, o.advertiser_id,
        (random() * 4000)::bigint, (random() * 2000)::int, (random() * 60)::int,
        (random() * 1.3)::int
      from ads o, generate_series(0, 5) h where o.medium = '${medium}'`);
    await run(`insert into stats_daily (medium, level, object_id, stat_date, advertiser_id,
        cost, impressions, clicks, conversions)
      select '${medium}', ${DELIVERY_LEVEL.ad}, o.ad_id, d::date, o.advertiser_id,
        (random() * 40000)::bigint, (random() * 20000)::int, (random() * 600)::int,
        (random() * random() * 2)::int
      from ads o, generate_series('${addDays(today, -7)}'::date, '${addDays(today, -1)}'::date,
        interval '1 day') d
      where o.medium = '${medium}'`);
    const rows = await selectRows<{ id: string }>(
      db,
      sql`select advertiser_id as id from advertisers where medium = ${medium} order by id`,
    );
    accounts.set(
      medium,
      rows.map((r) => r.id),
    );
  }
  for (const table of ['advertisers', 'ads', 'stats_daily', 'stats_hourly'])
    await run(`vacuum analyze ${table}`);
  const [counts] = await run(`select (select count(*) from ads)::int as ads,
    (select count(*) from stats_hourly)::int as hourly,
    (select count(*) from stats_daily)::int as daily`);
  console.log(
    `PGlite: ${String(counts?.ads)} objects in ${accountsPerMedium * 3} accounts, ` +
      `${String(counts?.hourly)} hourly and ${String(counts?.daily)} daily stats rows ` +
      `(world in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );

  const { app, services } = await buildApp({
    config,
    database,
    secretBox: new SecretBox(randomBytes(32)),
    logger: false,
  });
  await app.ready();
  const { tables, updates } = services.deliveryUpdates;
  const mediaWrites = createDeliveryWrites({ client: services.mediaClient, clock: systemClock });
  const judge = new RuleJudge(
    new RuleObjectsRepository(db),
    new AutorulesRepository(db),
    updates,
    tables,
    systemClock,
  );
  const actions: AutoruleDefinition['action'][] = [
    { type: 'pause', mode: null, value: null, notify: false },
    { type: 'budget', mode: 'decrease', value: 10, notify: false },
    { type: 'notify', mode: null, value: null, notify: false },
  ];
  const rules = Array.from({ length: ruleCount }, (_, i): AutoruleDefinition => {
    const medium = AUTORULE_MEDIA[i % AUTORULE_MEDIA.length] ?? 'bytedance';
    const all = accounts.get(medium) ?? [];
    const quarter = Math.ceil(all.length / 4);
    const from = ((i * 7) % 4) * quarter;
    return {
      name: `规则${i}`,
      medium,
      scope: {
        level: 2,
        kind: 'accounts',
        advertiser_ids: all.slice(from, from + quarter),
        object_ids: [],
        name_contains: '',
      },
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'and',
            conditions: [
              { metric: 'cost', operator: 'gt', value: 60 + (i % 50), window: 'today' },
              { metric: 'conversions', operator: 'lt', value: 1 + (i % 3), window: 'last_3_days' },
            ],
          },
        ],
        min_spend: 0,
      },
      action: actions[Math.floor(i / AUTORULE_MEDIA.length) % actions.length] ?? {
        type: 'notify',
        mode: null,
        value: null,
        notify: false,
      },
      schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
      guardrails: {
        cooldown_minutes: 60,
        max_runs_per_day: 48,
        max_objects_per_run: 1000,
        max_value: null,
        min_value: 100,
      },
      complete_hours_only: false,
    };
  });

  // Warm-up: one rule of each medium.
  for (const rule of rules.slice(0, 3)) await judge.judge(rule, null, rule.scope.advertiser_ids);
  const cpuStarted = process.cpuUsage();
  const cycleStarted = performance.now();
  let checked = 0;
  let acting = 0;
  let slowest = 0;
  /** Objects written per (medium, task type, account). */
  const writes = new Map<string, number>();
  // One look of the scheduler: its rules share the report sums they read.
  const look = new RuleLook();
  for (const rule of rules) {
    const t0 = performance.now();
    const judged = await judge.judge(rule, null, rule.scope.advertiser_ids, undefined, look);
    slowest = Math.max(slowest, performance.now() - t0);
    checked += judged.decisions.length;
    acting += judged.writes.length;
    for (const w of judged.writes) {
      const key = `${rule.medium}|${judged.taskType ?? ''}|${w.advertiserId}`;
      writes.set(key, (writes.get(key) ?? 0) + 1);
    }
  }
  const cycleMs = performance.now() - cycleStarted;
  // The process's own CPU time (PGlite runs in it): the cycle's cost apart from the machine's load.
  const cpu = process.cpuUsage(cpuStarted);
  const cpuMs = (cpu.user + cpu.system) / 1000;

  // Media calls: each account's objects of one write go in calls of the medium's batch size.
  const rate = config.tasks.defaultRatePerSecond;
  const perMediumCalls = new Map<string, { calls: number; byEndpoint: Map<string, number> }>();
  for (const [key, count] of writes) {
    const [medium = '', type = ''] = key.split('|');
    const [, level = '', field = ''] = type.split('.');
    const mediumWrites = mediaWrites[medium as AutoruleMedium];
    const batch = mediumWrites?.batchMax(level, field === 'status' ? 'status' : 'budget') ?? 1;
    const calls = Math.ceil(count / batch);
    const entry = perMediumCalls.get(medium) ?? { calls: 0, byEndpoint: new Map() };
    entry.calls += calls;
    entry.byEndpoint.set(type, (entry.byEndpoint.get(type) ?? 0) + calls);
    perMediumCalls.set(medium, entry);
  }
  const media = [...perMediumCalls].map(([medium, e]) => {
    const busiest = Math.max(...e.byEndpoint.values());
    return {
      medium,
      calls: e.calls,
      byWrite: Object.fromEntries(e.byEndpoint),
      // Each (medium, app, endpoint) key refills at `rate` calls a second.
      secondsAtRate: round1(busiest / rate),
      shareOfCycle: round1((busiest / rate / 1800) * 100),
    };
  });
  const result = {
    store: 'pglite',
    objects: Number(counts?.ads ?? 0),
    rules: ruleCount,
    checked,
    acting,
    cycleMs: Math.round(cycleMs),
    cpuMs: Math.round(cpuMs),
    slowestRuleMs: Math.round(slowest),
    targetMs: 30_000,
    met: cycleMs <= 30_000,
    /** The cycle's own work, apart from what the machine's load adds to its wall time. */
    cpuMet: cpuMs <= 30_000,
    ratePerSecondPerEndpoint: rate,
    media,
    load1: round1(loadavg()[0] ?? 0),
  };
  console.log(
    `cycle: ${ruleCount} rules, ${checked} object checks (${acting} writes) in ${(cycleMs / 1000).toFixed(1)} s ` +
      `(CPU ${(cpuMs / 1000).toFixed(1)} s; slowest rule ${Math.round(slowest)} ms; ` +
      `target ≤ 30 s: ${result.met ? 'met' : 'NOT met'}, by CPU ${result.cpuMet ? 'met' : 'NOT met'}; ` +
      `load ${result.load1})`,
  );
  for (const m of media) {
    console.log(
      `  ${m.medium}: ${m.calls} write calls; the busiest endpoint needs ${m.secondsAtRate} s at ` +
        `${rate}/s (${m.shareOfCycle}% of a 30-minute cycle)`,
    );
  }
  console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  await app.close();
  await database.close();
}

await main();
