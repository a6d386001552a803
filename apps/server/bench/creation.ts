import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreationPreviewBodySchema,
  CreationSubmitBodySchema,
  MaterialUploadFieldsSchema,
  ROLE_ADMIN,
} from '@toufang/contracts';
import { sampleMp4 } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
import { materialFiles } from '../src/db/schema';
import type { AuthContext } from '../src/http/access';
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

// One step of `npm run bench:creation` (bench/creation.mjs runs them in turn and prints the
// figures): bulk creation of Ocean Engine v3 promotions through the wizard's submit.
//   prepare             creates the database (PostgreSQL), authorizes the advertisers through the
//                       platform's OAuth round trip and puts approved videos in the library
//   submit <prefix> <run>  submits one draft of 1,000 promotions; `run` 1 runs the task in this
//                       process at the promotion endpoint's limit, 0 leaves it to a worker process
//   await-task <id> <prefix>  waits for a task and counts what the sandbox holds under the prefix
//   preview             times the preview and the count of a draft of 10,000 combinations
//   drop                drops the bench database
// Each step prints one line `BENCH_RESULT <json>`.

/** Videos put in the library: 5 make the 1,000 promotions, all 10 the 10,000 combinations. */
const VIDEOS = 10;
const TITLES = Array.from({ length: 50 }, (_, i) => `压测标题第${i + 1}条全新玩法等你来`);

async function adminAuth(platform: BenchPlatform): Promise<AuthContext> {
  return {
    userId: await benchAdminId(platform),
    username: 'bench-admin',
    nickName: 'bench-admin',
    ksBoostAdmin: false,
    sessionId: 0,
    roles: [ROLE_ADMIN],
    abilities: new Set(),
  };
}

async function prepare(): Promise<void> {
  const server = process.env.BENCH_SERVER_URL;
  if (server) await adminDatabase(server, requiredEnv('BENCH_DB_NAME'), 'create');
  const platform = await openPlatform();
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-creation-'));
  try {
    const auth = await adminAuth(platform);
    const { granted } = await authorizeAdvertisers(
      platform,
      auth.userId,
      'bytedance',
      benchAdvertisers(),
    );
    const fileIds: number[] = [];
    for (let i = 0; i < VIDEOS; i += 1) {
      const bytes = sampleMp4(720, 1280, 15_000, { padding: 2048 + i });
      const file = path.join(dir, `v${i}.mp4`);
      await writeFile(file, bytes);
      const uploaded = await platform.services.materials.upload(auth, {
        fileName: `压测素材${i + 1}.mp4`,
        file: {
          path: file,
          size: bytes.length,
          md5: createHash('md5').update(bytes).digest('hex'),
          sha256: createHash('sha256').update(bytes).digest('hex'),
        },
        fields: MaterialUploadFieldsSchema.parse({ is_public: '1' }),
      });
      fileIds.push(uploaded.fid);
    }
    await platform.database.db
      .update(materialFiles)
      .set({ reviewStatus: 'approved' })
      .where(inArray(materialFiles.id, fileIds));
    printResult({ granted, fileIds });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await platform.close();
  }
}

/**
 * The wizard's draft: every account gets every row (`SAME`), one row per video × title
 * (`MATERIAL_TITLE`), ten promotions a project, names numbered per account under `prefix`.
 */
function draftOf(prefix: string, fileIds: number[], titles: string[]) {
  return {
    medium: 'bytedance',
    accounts: benchAdvertisers(),
    materials: { file_ids: fileIds },
    titles: { list: titles },
    project: {
      name: `${prefix}_组[序号]`,
      download_url: 'https://example.com/app.apk',
      package: 'com.example.game',
      delivery_setting: { budget: 500, cpa_bid: 20 },
    },
    promotion: { name: `${prefix}_[序号]` },
    rules: { acc_rule: 'SAME', create_type: 'MATERIAL_TITLE', ad_num: 10, materials_number: 1 },
  };
}

const fileIdsOf = () => requiredEnv('BENCH_FILE_IDS').split(',').map(Number);

async function submit(prefix: string, runHere: boolean): Promise<void> {
  const platform = await openPlatform();
  try {
    const { services, database, config, log } = platform;
    const auth = await adminAuth(platform);
    const appId = platform.media.endpoints.bytedance?.appId ?? '';
    const qps = Number(requiredEnv('BENCH_CREATE_QPS'));
    services.rateRules.define(`bytedance:${appId}:POST v3.0/promotion/create/`, {
      ratePerSecond: qps,
      burst: 1,
    });
    const body = CreationSubmitBodySchema.parse({
      config_id: randomUUID(),
      template_id: null,
      preview_data: draftOf(prefix, fileIdsOf().slice(0, 5), TITLES.slice(0, 10)),
    });
    const started = performance.now();
    const answer = await services.creation.submit(auth, 'bytedance', body);
    const createMs = performance.now() - started;
    if (!runHere) {
      printResult({ taskId: answer.task_id, items: answer.item_count, createMs });
      return;
    }
    const runner = await startTaskWorker({ database, services, config, log });
    const task = await waitForTask(platform, answer.task_id, 10 * 60_000);
    const elapsedMs = performance.now() - started;
    await runner.stop();
    printResult({
      taskId: answer.task_id,
      status: task.status,
      items: answer.item_count,
      parents: answer.parents,
      pushes: answer.pushes,
      elapsedMs,
      createMs,
      ...(await itemSummary(platform, answer.task_id)),
    });
  } finally {
    await platform.close();
  }
}

async function awaitTask(taskId: number, prefix: string): Promise<void> {
  const platform = await openPlatform();
  try {
    const task = await waitForTask(platform, taskId, 10 * 60_000);
    const names = new Set<string>();
    let created = 0;
    for (const advertiserId of benchAdvertisers()) {
      const token = await platform.services.tokenSourceFor('bytedance', advertiserId);
      const found = await listPromotions(platform, token, advertiserId, { name: prefix });
      const own = found.filter((p) => p.name.startsWith(`${prefix}_`));
      created += own.length;
      for (const p of own) names.add(`${advertiserId}:${p.name}`);
    }
    printResult({
      taskId,
      status: task.status,
      ...(await itemSummary(platform, taskId)),
      created,
      distinctNames: names.size,
    });
  } finally {
    await platform.close();
  }
}

/** Preview and count of 20 accounts × 10 videos × 50 titles, as the wizard asks for them. */
async function preview(): Promise<void> {
  const platform = await openPlatform();
  try {
    const auth = await adminAuth(platform);
    const draft = draftOf(`预览${Date.now()}`, fileIdsOf(), TITLES);
    const body = CreationPreviewBodySchema.parse({ preview_data: draft, page: 1, per_page: 50 });
    // Once to warm the process (module loading, the first queries' plans), then measured.
    await platform.services.creation.preview(auth, 'bytedance', body);
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const page = await platform.services.creation.preview(auth, 'bytedance', body);
      times.push(performance.now() - started);
      rows = page.counts.rows;
    }
    const started = performance.now();
    const counts = await platform.services.creation.count(auth, 'bytedance', body.preview_data);
    const countMs = performance.now() - started;
    times.sort((a, b) => a - b);
    printResult({ rows, parents: counts.parents, previewMs: times, countMs });
  } finally {
    await platform.close();
  }
}

async function main(): Promise<void> {
  const [step, a, b] = process.argv.slice(2);
  switch (step ?? '') {
    case 'prepare':
      return prepare();
    case 'submit':
      return submit(a ?? '', b === '1');
    case 'await-task':
      return awaitTask(Number(a), b ?? '');
    case 'preview':
      return preview();
    case 'drop':
      return adminDatabase(requiredEnv('BENCH_SERVER_URL'), requiredEnv('BENCH_DB_NAME'), 'drop');
    default:
      throw new Error(`unknown step ${step}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
