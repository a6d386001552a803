import { and, eq, sql } from 'drizzle-orm';
import { changeLog, taskItems } from '../src/db/schema';
import { createBytedanceWrites, type NewPromotion } from '../src/media/bytedance/writes';
import type { TokenSource } from '../src/media/http/token-provider';
import { PROMOTION_CREATE_TASK } from '../src/modules/delivery-writes/delivery-writes.tasks';
import { startTaskWorker } from '../src/modules/tasks/task-worker';
import {
  adminDatabase,
  benchAdminId,
  itemSummary,
  listPromotions,
  openPlatform,
  waitForTask,
  type BenchPlatform,
} from './bench-platform';
import { authorizeAdvertisers, benchAdvertisers, printResult, requiredEnv } from './bench-step';

// One step of `npm run bench:media` (bench/media.mjs runs them in turn and prints the figures):
//   prepare            creates the database (PostgreSQL) and authorizes the advertisers on the
//                      sandbox's authorize page through the platform's OAuth round trip
//   switch <status>    switches every promotion of the advertisers through the task engine
//   submit-creations   queues a creation task without running it (a worker process runs it)
//   await-task <id>    waits for a task and counts what the sandbox holds
//   drop               drops the bench database
// Each step prints one line `BENCH_RESULT <json>`.

async function tokensOf(platform: BenchPlatform): Promise<Map<string, TokenSource>> {
  const out = new Map<string, TokenSource>();
  for (const id of benchAdvertisers()) {
    out.set(id, await platform.services.tokenSourceFor('bytedance', id));
  }
  return out;
}

async function prepare(): Promise<void> {
  const server = process.env.BENCH_SERVER_URL;
  if (server) await adminDatabase(server, requiredEnv('BENCH_DB_NAME'), 'create');
  const platform = await openPlatform();
  try {
    const adminId = await benchAdminId(platform);
    printResult(await authorizeAdvertisers(platform, adminId, 'bytedance', benchAdvertisers()));
  } finally {
    await platform.close();
  }
}

async function switchAll(optStatus: 'ENABLE' | 'DISABLE'): Promise<void> {
  const platform = await openPlatform();
  try {
    const { services } = platform;
    const appId = platform.media.endpoints.bytedance?.appId ?? '';
    const qps = Number(requiredEnv('BENCH_STATUS_QPS'));
    services.rateRules.define(`bytedance:${appId}:POST v3.0/promotion/status/update/`, {
      ratePerSecond: qps,
      burst: 1,
    });
    const tokens = await tokensOf(platform);
    const targets: { advertiserId: string; id: string }[] = [];
    for (const [advertiserId, token] of tokens) {
      for (const p of await listPromotions(platform, token, advertiserId)) {
        targets.push({ advertiserId, id: p.id });
      }
    }
    const started = performance.now();
    const { id } = await services.tasks.create({
      type: 'bytedance.promotion.status',
      title: `批量${optStatus === 'ENABLE' ? '启用' : '暂停'}广告`,
      createdBy: null,
      items: targets.map((t) => ({
        request: { optStatus },
        target: {
          medium: 'bytedance',
          advertiserId: t.advertiserId,
          objectType: 'promotion',
          objectId: t.id,
        },
      })),
    });
    const { database, config, log } = platform;
    const createMs = performance.now() - started;
    const runner = await startTaskWorker({ database, services, config, log });
    const task = await waitForTask(platform, id, 10 * 60_000);
    const elapsedMs = performance.now() - started;
    await runner.stop();

    // What the medium holds now, against what the engine reported.
    const writes = createBytedanceWrites({ client: services.mediaClient });
    const summary = await itemSummary(platform, id);
    const switched = new Map<string, string | null>();
    for (const [advertiserId, token] of tokens) {
      const ids = targets.filter((t) => t.advertiserId === advertiserId).map((t) => t.id);
      for (const p of await writes.getPromotions(token, advertiserId, ids)) {
        switched.set(p.id, p.optStatus);
      }
    }
    const notApplied = targets.filter((t) => switched.get(t.id) !== optStatus).length;
    // Lost: the engine reported success, the medium does not hold the change.
    const rows = await platform.database.db
      .select({ objectId: taskItems.objectId, status: taskItems.status })
      .from(taskItems)
      .where(eq(taskItems.taskId, id));
    const lost = rows.filter(
      (r) => r.status === 'succeeded' && switched.get(r.objectId ?? '') !== optStatus,
    ).length;
    printResult({
      taskId: id,
      status: task.status,
      items: targets.length,
      advertisers: tokens.size,
      elapsedMs,
      createMs,
      ...summary,
      notApplied,
      lost,
      reconciled: await reconciledCount(platform, id),
    });
  } finally {
    await platform.close();
  }
}

async function reconciledCount(platform: BenchPlatform, taskId: number): Promise<number> {
  const [row] = await platform.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(changeLog)
    .where(and(eq(changeLog.taskId, taskId), eq(changeLog.outcome, 'reconciled')));
  return row?.n ?? 0;
}

async function submitCreations(): Promise<void> {
  const platform = await openPlatform();
  try {
    const run = requiredEnv('BENCH_RUN');
    const perAdvertiser = Number(requiredEnv('BENCH_CREATIONS_PER_ADVERTISER'));
    const items: { request: NewPromotion; target: Record<string, string> }[] = [];
    for (const [advertiserId, token] of await tokensOf(platform)) {
      const [first] = await listPromotions(platform, token, advertiserId);
      if (!first) throw new Error(`advertiser ${advertiserId} has no project with promotions`);
      for (let n = 1; n <= perAdvertiser; n += 1) {
        items.push({
          request: {
            projectId: first.projectId,
            name: `压测创建-${run}-${advertiserId.slice(-6)}-${n}`,
            optStatus: 'DISABLE',
            videos: [
              { imageMode: 'VIDEO_VERTICAL', videoId: `v0bench${String(n).padStart(4, '0')}` },
            ],
            titles: ['压测创建的广告'],
          },
          target: { medium: 'bytedance', advertiserId, objectType: 'promotion' },
        });
      }
    }
    const { id } = await platform.services.tasks.create({
      type: PROMOTION_CREATE_TASK,
      title: '批量创建广告',
      createdBy: null,
      items,
    });
    printResult({ taskId: id, items: items.length });
  } finally {
    await platform.close();
  }
}

async function awaitTask(taskId: number): Promise<void> {
  const platform = await openPlatform();
  try {
    const run = requiredEnv('BENCH_RUN');
    const task = await waitForTask(platform, taskId, 10 * 60_000);
    const names = new Set<string>();
    let created = 0;
    for (const [advertiserId, token] of await tokensOf(platform)) {
      const found = await listPromotions(platform, token, advertiserId, {
        name: `压测创建-${run}`,
      });
      created += found.length;
      for (const p of found) names.add(p.name);
    }
    printResult({
      taskId,
      status: task.status,
      ...(await itemSummary(platform, taskId)),
      reconciled: await reconciledCount(platform, taskId),
      created,
      distinctNames: names.size,
    });
  } finally {
    await platform.close();
  }
}

async function main(): Promise<void> {
  const [step, arg] = process.argv.slice(2);
  switch (step ?? '') {
    case 'prepare':
      return prepare();
    case 'switch':
      return switchAll(arg === 'ENABLE' ? 'ENABLE' : 'DISABLE');
    case 'submit-creations':
      return submitCreations();
    case 'await-task':
      return awaitTask(Number(arg));
    case 'drop':
      return adminDatabase(requiredEnv('BENCH_SERVER_URL'), requiredEnv('BENCH_DB_NAME'), 'drop');
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
