import { and, eq, inArray, sql } from 'drizzle-orm';
import { ads, campaigns, creatives, statsDaily, statsHourly, syncState } from '../src/db/schema';
import { createMediaSync } from '../src/modules/media-sync/create-media-sync';
import { benchAdminId, openPlatform } from './bench-platform';
import { authorizeAdvertisers, printResult } from './bench-step';

// The full-sync figure of `npm run bench:media` (bench/media.mjs, section d), in two steps:
//   sync-prepare   authorizes the advertisers of BENCH_SYNC_ADVERTISERS (Ocean Engine) on the
//                  sandbox's authorize page through the platform's OAuth round trip
//   sync           syncs them in full, alone in this process, and reports the time, the peak RSS
//                  of the process and what the mirror holds afterwards
// Each step prints one line `BENCH_RESULT <json>`.

const MEDIUM = 'bytedance' as const;

const advertisers = (): string[] => {
  const value = process.env.BENCH_SYNC_ADVERTISERS;
  if (!value) throw new Error('BENCH_SYNC_ADVERTISERS is not set');
  return value.split(',');
};
/** Megabytes (10^6 bytes), as the target is stated. */
const mb = (bytes: number) => Math.round(bytes / 1_000_000);

async function prepare(): Promise<void> {
  const platform = await openPlatform();
  try {
    const adminId = await benchAdminId(platform);
    printResult(await authorizeAdvertisers(platform, adminId, MEDIUM, advertisers()));
  } finally {
    await platform.close();
  }
}

const MIRROR_TABLES = { campaigns, ads, creatives, statsDaily, statsHourly } as const;

/** What the mirror holds of the advertisers, and the resources whose last attempt failed. */
async function count(
  platform: Awaited<ReturnType<typeof openPlatform>>,
  ids: string[],
): Promise<Record<string, number>> {
  const db = platform.database.db;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(MIRROR_TABLES)) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(sql`${table.medium} = ${MEDIUM} and ${inArray(table.advertiserId, ids)}`);
    out[name] = row?.n ?? 0;
  }
  const [errors] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(syncState)
    .where(
      and(
        eq(syncState.medium, MEDIUM),
        inArray(syncState.advertiserId, ids),
        sql`${syncState.lastErrorAt} >= ${syncState.lastSyncAt}`,
      ),
    );
  out.failedResources = errors?.n ?? 0;
  return out;
}

async function syncAll(): Promise<void> {
  const platform = await openPlatform();
  try {
    const ids = advertisers();
    const sync = createMediaSync(platform.services, platform.database, platform.log);
    const before = process.memoryUsage();
    let peak = before;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      if (now.rss > peak.rss) peak = now;
    }, 100);
    const started = performance.now();
    const run = await sync.run({
      trigger: 'manual',
      medium: MEDIUM,
      only: [{ medium: MEDIUM, advertiserIds: ids }],
      full: true,
    });
    const elapsedMs = performance.now() - started;
    clearInterval(sampler);
    await sync.close();
    printResult({
      elapsedMs,
      total: run.total,
      succeeded: run.succeeded,
      failed: run.failed,
      skipped: run.skipped,
      rssBeforeMB: mb(before.rss),
      // At the sampled peak: the JS heap, and memory outside it (PGlite's WebAssembly memory
      // when the database is embedded).
      peakSampled: {
        rssMB: mb(peak.rss),
        heapUsedMB: mb(peak.heapUsed),
        externalMB: mb(peak.external),
      },
      // The kernel's high-water mark of this process (start-up included); maxRSS is in KiB.
      maxRssMB: mb(process.resourceUsage().maxRSS * 1024),
      mirror: await count(platform, ids),
    });
  } finally {
    await platform.close();
  }
}

async function main(): Promise<void> {
  const [step] = process.argv.slice(2);
  switch (step ?? '') {
    case 'sync-prepare':
      return prepare();
    case 'sync':
      return syncAll();
    default:
      throw new Error(`unknown step ${step}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
