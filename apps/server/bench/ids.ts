import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { formatAdId } from '@toufang/domain';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { gameApps, games } from '../src/db/schema';
import { SecretBox } from '../src/lib/secret-box';
import { seedDatabase } from '../src/seed';
import { adminDatabase, BENCH_ADMIN } from './bench-platform';

// The ad-ID figures of `npm run bench:ids` (bench/ids.mjs), on PostgreSQL (database BENCH_DB_NAME,
// dropped and created again, on the server of BENCH_SERVER_URL), through HTTP in-process as an
// administrator:
//  1. the time of `/batch/adid_category_batch_create` for one Excel sheet of BENCH_SHEET_ROWS rows
//     (10,000: the sheet's limit), from the request to the answer (parse, check, write);
//  2. then the table is filled to BENCH_AD_IDS ad IDs (1,000,000) in batches of 10,000 written
//     directly, names drawn from channel names and numbers as a UA team names them, and
//     BENCH_REQUESTS searches of `/amt/search_adid` are timed: a whole ad ID, an ad-ID prefix, and
//     a name fragment (channel and number), a third each.
// Prints a line and a `BENCH_RESULT <json>` per figure with the 1-minute load average.

const env = process.env;
const numberOf = (name: string, fallback: number) => Number(env[name] ?? fallback);
const serverUrl = env.BENCH_SERVER_URL ?? '';
const dbName = env.BENCH_DB_NAME ?? 'toufang_bench_ids';
if (!serverUrl) throw new Error('bench:ids needs BENCH_SERVER_URL (a PostgreSQL server)');
const sheetRows = numberOf('BENCH_SHEET_ROWS', 10_000);
const totalAdIds = numberOf('BENCH_AD_IDS', 1_000_000);
const requests = numberOf('BENCH_REQUESTS', 300);
const WARM_UP = 20;
const CHUNK = 10_000;

const CHANNELS = [
  '星图达人',
  '信息流代理',
  '快手磁力聚星',
  '应用商店',
  '公会推广',
  '短视频KOL',
  'B站UP主',
  '微博大V',
  '线下地推',
  '联运渠道',
];

const url = (() => {
  const out = new URL(serverUrl);
  out.pathname = `/${dbName}`;
  return out.toString();
})();

const round1 = (n: number) => Math.round(n * 10) / 10;
const load = () => round1(loadavg()[0] ?? 0);
function percentile(values: readonly number[], p: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A reproducible stream in [0, 1). */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const nameOf = (n: number) => `${CHANNELS[n % CHANNELS.length]}-${String(n).padStart(7, '0')}`;

async function sheet(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (let i = 1; i <= rows; i += 1) ws.addRow([`表格-${nameOf(i)}`, i % 10 === 0 ? '首发' : null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function main() {
  await adminDatabase(serverUrl, dbName, 'drop');
  await adminDatabase(serverUrl, dbName, 'create');
  const database = await openDatabase({ url });
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    PUBLIC_URL: 'http://bench.invalid',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  await runMigrations(database.db);
  await seedDatabase(database.db, { ...config, admin: BENCH_ADMIN }, { demo: false });
  const { app } = await buildApp({
    config,
    database,
    secretBox: new SecretBox(randomBytes(32)),
    logger: false,
  });
  await app.ready();
  const direct = new pg.Client({ connectionString: url });
  await direct.connect();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: BENCH_ADMIN,
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const headers = { 'x-token': token };
    const post = async <T>(path: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url: path, headers, payload });
      const body = res.json<{ code: number; data: T; message_cn?: string }>();
      if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body)}`);
      return body.data;
    };

    const [game] = await database.db
      .insert(games)
      .values({ gadCfgGameId: 990_001, gameName: '基准游戏' })
      .returning({ id: games.id });
    const [appRow] = await database.db
      .insert(gameApps)
      .values({
        medium: 'kuaishou',
        gameId: game?.id ?? null,
        advertiserId: '1001',
        name: '基准游戏',
        platform: 'APP_ANDROID',
        packageName: 'com.example.bench',
        downloadUrl: 'https://cdn.example.com/bench.apk',
        reviewStatus: 'approved',
      })
      .returning({ id: gameApps.id });
    const base = await post<{ base_id: number }>('/api/amt/createbase', {
      medium: 'kuaishou',
      gad_cfg_game_id: 990_001,
      platform: 'APP_ANDROID',
      app_id: appRow?.id,
      name: '基准游戏-安卓-磁力引擎',
      download_url: 'https://cdn.example.com/bench.apk',
      click_url: 'https://track.example.com/click',
    });
    const category = await post<{ id: number }>('/api/category/create', {
      medium: 'kuaishou',
      name: '基准渠道',
    });

    // 1. One sheet of `sheetRows` rows.
    const content = await sheet(sheetRows);
    const form = new FormData();
    form.append('category_id', String(category.id));
    form.append('base_id', String(base.base_id));
    form.append('file', new Blob([content]), 'bench.xlsx');
    const request = new Request('http://bench.invalid/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const loadBefore = load();
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/batch/adid_category_batch_create',
      headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload,
    });
    const sheetMs = performance.now() - started;
    const created = res.json<{ code: number; data: { count: number } }>();
    if (created.code !== 0) throw new Error(`sheet refused: ${res.body}`);
    const sheetResult = {
      kind: 'sheet',
      rows: created.data.count,
      fileBytes: content.length,
      seconds: round1(sheetMs / 1000),
      target: 10,
      loadAverage: [loadBefore, load()],
    };
    console.log(
      `PostgreSQL: ${sheetResult.rows} ad IDs from one Excel sheet (${(content.length / 1024).toFixed(0)} KB) in ${(sheetMs / 1000).toFixed(2)} s (target ≤ 10 s; load average ${sheetResult.loadAverage.join(' → ')})`,
    );
    console.log(`BENCH_RESULT ${JSON.stringify(sheetResult)}`);

    // 2. Fill to `totalAdIds`, then time the search.
    const fillStarted = performance.now();
    await direct.query('set synchronous_commit = off');
    let written = created.data.count;
    let n = sheetRows;
    while (written < totalAdIds) {
      const size = Math.min(CHUNK, totalAdIds - written);
      const ids = (
        await direct.query<{ id: string }>(
          `select nextval('ad_ids_id_seq')::text as id from generate_series(1, $1)`,
          [size],
        )
      ).rows.map((r) => Number(r.id));
      const adIds = ids.map((id) => formatAdId('kuaishou', id));
      const names = ids.map(() => nameOf((n += 1)));
      const { rows } = await direct.query<{ id: number }>(
        `insert into ad_id_batches (medium, category_id, base_id, file_name, count, first_ad_id, last_ad_id)
         values ('kuaishou', $1, $2, $3, $4, $5, $6) returning id`,
        [category.id, base.base_id, `fill-${written}.xlsx`, size, adIds[0], adIds.at(-1)],
      );
      await direct.query(
        `insert into ad_ids (id, ad_id, medium, batch_id, category_id, base_id, row, name)
         select id, ad_id, 'kuaishou', $1, $2, $3, row, name
         from unnest($4::int[], $5::text[], $6::int[], $7::text[]) as t(id, ad_id, row, name)`,
        [rows[0]?.id, category.id, base.base_id, ids, adIds, ids.map((_, i) => i + 2), names],
      );
      written += size;
    }
    await direct.query('vacuum analyze ad_ids');
    const total = Number(
      (await direct.query<{ n: string }>('select count(*)::text as n from ad_ids')).rows[0]?.n,
    );
    console.log(
      `PostgreSQL: filled to ${total} ad IDs in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s`,
    );

    const sample = (
      await direct.query<{ ad_id: string; name: string }>(
        `select ad_id, name from ad_ids tablesample system (1) limit 2000`,
      )
    ).rows;
    const random = prng(20_261_127);
    const pick = () => sample[Math.floor(random() * sample.length)] ?? { ad_id: 'K', name: '' };
    const keywords = Array.from({ length: WARM_UP + requests }, (_, i) => {
      const row = pick();
      if (i % 3 === 0) return row.ad_id;
      if (i % 3 === 1) return row.ad_id.slice(0, 6);
      // A channel and part of the number, e.g. 星图达人-00123.
      return row.name.slice(0, -2);
    });
    const times: number[] = [];
    const byKind: number[][] = [[], [], []];
    const searchLoad = load();
    for (const [i, keyword] of keywords.entries()) {
      const at = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/amt/search_adid?keyword=${encodeURIComponent(keyword)}&page=1&per_page=20`,
        headers,
      });
      const ms = performance.now() - at;
      if (answer.json<{ code: number }>().code !== 0) throw new Error(answer.body);
      if (i >= WARM_UP) {
        times.push(ms);
        byKind[i % 3]?.push(ms);
      }
    }
    const searchResult = {
      kind: 'search',
      adIds: total,
      requests,
      p50Ms: round1(percentile(times, 50)),
      p95Ms: round1(percentile(times, 95)),
      p95ByKindMs: {
        adId: round1(percentile(byKind[0] ?? [], 95)),
        prefix: round1(percentile(byKind[1] ?? [], 95)),
        name: round1(percentile(byKind[2] ?? [], 95)),
      },
      target: 50,
      loadAverage: [searchLoad, load()],
    };
    console.log(
      `PostgreSQL: /amt/search_adid over ${total} ad IDs, ${requests} searches (whole ad ID, ad-ID prefix, name fragment): p50 ${searchResult.p50Ms} ms, p95 ${searchResult.p95Ms} ms (whole ad ID ${searchResult.p95ByKindMs.adId}, prefix ${searchResult.p95ByKindMs.prefix}, name ${searchResult.p95ByKindMs.name}) (target p95 ≤ 50 ms; load average ${searchResult.loadAverage.join(' → ')})`,
    );
    console.log(`BENCH_RESULT ${JSON.stringify(searchResult)}`);
  } finally {
    await direct.end();
    await app.close();
    await database.close();
    if (!env.BENCH_KEEP_DB) await adminDatabase(serverUrl, dbName, 'drop');
  }
}

await main();
