// Push throughput of the material library (spec 002 §7 `material/file/push`; ARCHITECTURE §6): the
// embedded product (built server, PGlite, in-process media sandbox, demo accounts authorized)
// pushes FILES approved images to ACCOUNTS Ocean Engine accounts, one upload per (file, account),
// while the sandbox limits the medium's image upload endpoint to UPLOAD_QPS and the platform's
// limiter runs at the same rate. Figure: submission to finished task against the floor
// (uploads ÷ UPLOAD_QPS). Target ratio ≤ 1.2.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiCaller, ADMIN } from '../demo-server.mjs';
import { freePort, login, startServer, stopServer } from '../lib.mjs';
import { randomPng } from '../../e2e/support/random-png.mjs';

const UPLOAD_QPS = 10;
const FILES = Number(process.env.BENCH_PUSH_FILES || 30);
const ACCOUNTS = Number(process.env.BENCH_PUSH_ACCOUNTS || 4);
const TARGET_RATIO = 1.2;
const UPLOAD_ENDPOINT = 'POST /oceanengine/open_api/2/file/image/ad/';

async function upload(base, token, name) {
  const form = new FormData();
  form.append('file', new Blob([randomPng(96, 64)]), name);
  const res = await fetch(`${base}/api/material/file/upload`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`upload ${name}: ${body.message_cn}`);
  return body.data.fid;
}

async function syncSettled(call) {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const runs = (await call('GET', '/api/media-sync/status?per_page=5')).data?.runs ?? [];
    if (runs.length > 0 && runs.every((run) => run.status !== 'running')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the first sync did not end within 5 minutes');
}

async function waitForTask(call, taskId) {
  for (;;) {
    const task = (await call('GET', `/api/tasks/${taskId}`)).data;
    if (['succeeded', 'partially_failed', 'failed', 'cancelled'].includes(task.status)) return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const name = 'push';
export const description =
  'push throughput against the medium upload rate limit (≤ 1.2 × the floor)';

/** Runs the figure, printing its line; answers whether it met the target. */
export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'toufang-bench-push-'));
  const port = await freePort();
  const sandboxPort = await freePort();
  const env = { SANDBOX_PORT: String(sandboxPort), TASK_DEFAULT_RATE: String(UPLOAD_QPS) };
  const server = await startServer({ port, dataDir, env });
  try {
    const token = await login(server.base, ADMIN.username, ADMIN.password);
    const call = apiCaller(server.base, token);
    const fids = [];
    for (let i = 0; i < FILES; i += 1) fids.push(await upload(server.base, token, `推送-${i}.png`));
    const review = await call('POST', '/api/material/file/review', {
      file_ids: fids,
      review_status: 'approved',
    });
    if (review.code !== 0) throw new Error(`review: ${review.message_cn}`);
    await syncSettled(call);
    const picker = await call(
      'GET',
      '/api/advertiser/picker?platform=bytedance&perpage=100&page=1&status=1',
    );
    const accounts = picker.data.advertiser_ids.slice(0, ACCOUNTS).map((a) => a.advertiser_id);
    const limits = await fetch(`http://127.0.0.1:${sandboxPort}/_admin/rate-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        defaultQps: 50,
        rules: [{ endpoint: UPLOAD_ENDPOINT, qps: UPLOAD_QPS }],
      }),
    });
    if (!limits.ok) throw new Error(`setting the sandbox's rate limits answered ${limits.status}`);

    const started = performance.now();
    const answer = await call('POST', '/api/material/file/push', {
      file_id: fids,
      accounts: accounts.map((advertiser_id) => ({ platform: 'bytedance', advertiser_id })),
    });
    if (answer.code !== 0) throw new Error(`push: ${answer.message_cn}`);
    const task = await waitForTask(call, answer.data.task_id);
    const elapsedMs = performance.now() - started;
    const uploads = answer.data.item_count;
    const floorMs = (uploads / UPLOAD_QPS) * 1000;
    const ratio = elapsedMs / floorMs;
    const { counts } = task.progress;
    console.log(
      `material push: ${FILES} images × ${accounts.length} Ocean Engine accounts = ${uploads} uploads in ${(elapsedMs / 1000).toFixed(1)} s vs floor ${(floorMs / 1000).toFixed(1)} s (uploads ÷ ${UPLOAD_QPS} QPS, the upload endpoint's limit) → ratio ${ratio.toFixed(3)} (target ≤ ${TARGET_RATIO}); succeeded ${counts.succeeded}, failed ${counts.failed}`,
    );
    return ratio <= TARGET_RATIO && counts.failed === 0;
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
