import { oceanengine } from '@toufang/media-wire';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { taskItems, tasks, users } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { startMediaRuntime, type MediaRuntime } from '../src/media/runtime/media-runtime';
import type { TokenSource } from '../src/media/http/token-provider';
import { seedDatabase } from '../src/seed';
import { createServices, type Services } from '../src/services';

// The platform as one process of the bench sees it: the configuration of the environment (the
// bench script sets DATABASE_URL or DATA_DIR, SANDBOX_URL, TOKEN_ENCRYPTION_KEY), the database
// migrated, the services as createServices wires them (write task types included), and the
// standalone media sandbox as the media.

export const BENCH_ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;

export interface BenchPlatform {
  config: Config;
  database: Database;
  services: Services;
  media: MediaRuntime;
  log: pino.Logger;
  close(): Promise<void>;
}

export async function openPlatform(): Promise<BenchPlatform> {
  const config = loadConfig({
    ...process.env,
    MEDIA_MODE: 'sandbox',
    // Serves no browser: the redirect URIs only have to be well-formed.
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://bench.invalid',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const log = pino({ level: config.logLevel, name: 'bench' });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.withStartupLock((db) => runMigrations(db));
  const media = await startMediaRuntime(config, log);
  if (!media.endpoints.bytedance) throw new Error(`no media sandbox at ${config.media.sandboxUrl}`);
  const services = createServices({
    db: database.db,
    databaseKind: database.kind,
    config,
    clock: systemClock,
    log,
    media,
  });
  return {
    config,
    database,
    services,
    media,
    log,
    async close() {
      await media.close();
      await database.close();
    },
  };
}

/** Creates (or drops) the bench's own database on the PostgreSQL server of `serverUrl`. */
export async function adminDatabase(
  serverUrl: string,
  name: string,
  action: 'create' | 'drop',
): Promise<void> {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad database name ${name}`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(
      action === 'create'
        ? `create database ${name}`
        : `drop database if exists ${name} with (force)`,
    );
  } finally {
    await client.end();
  }
}

/** The bench's administrator, created on an empty database. */
export async function benchAdminId(platform: BenchPlatform): Promise<number> {
  const db = platform.database.db;
  await seedDatabase(db, { ...platform.config, admin: BENCH_ADMIN }, { demo: false });
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, BENCH_ADMIN.username));
  if (!admin) throw new Error('bench administrator missing');
  return admin.id;
}

/** Every live promotion of an advertiser, read from the medium page by page. */
export async function listPromotions(
  platform: BenchPlatform,
  token: TokenSource,
  advertiserId: string,
  filtering: oceanengine.PromotionListFiltering = {},
): Promise<{ id: string; name: string; projectId: string }[]> {
  const out: { id: string; name: string; projectId: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await platform.services.mediaClient.call({
      medium: 'bytedance',
      method: 'GET',
      path: 'v3.0/promotion/list/',
      params: {
        advertiser_id: Number(advertiserId),
        filtering,
        fields: ['promotion_id', 'promotion_name', 'project_id'],
        page,
        page_size: 100,
      },
      data: oceanengine.PromotionListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });
    for (const p of data.list) {
      out.push({
        id: String(p.promotion_id),
        name: p.promotion_name ?? '',
        projectId: String(p.project_id),
      });
    }
    if (page >= data.page_info.total_page) return out;
  }
}

/** The task's row and its items' statuses and error codes, once every item is final. */
export async function waitForTask(
  platform: BenchPlatform,
  taskId: number,
  timeoutMs: number,
): Promise<{ status: string; finishedAt: Date }> {
  const db = platform.database.db;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db
      .select({ status: tasks.status, finishedAt: tasks.finishedAt })
      .from(tasks)
      .where(eq(tasks.id, taskId));
    if (row?.finishedAt) return { status: row.status, finishedAt: row.finishedAt };
    if (Date.now() > deadline) throw new Error(`task ${taskId} not finished in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function itemSummary(platform: BenchPlatform, taskId: number) {
  const rows = await platform.database.db
    .select({
      status: taskItems.status,
      errorCode: taskItems.errorCode,
      errorMessage: taskItems.errorMessage,
      n: sql<number>`count(*)::int`,
    })
    .from(taskItems)
    .where(eq(taskItems.taskId, taskId))
    .groupBy(taskItems.status, taskItems.errorCode, taskItems.errorMessage);
  const byStatus: Record<string, number> = {};
  const failures: { code: string; message: string; n: number }[] = [];
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + r.n;
    if (r.status === 'failed') {
      failures.push({ code: r.errorCode ?? '', message: r.errorMessage ?? '', n: r.n });
    }
  }
  return { byStatus, failures };
}
