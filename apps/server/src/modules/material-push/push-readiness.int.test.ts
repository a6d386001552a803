import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MaterialFile, MaterialPushAnswer, MaterialPushLogData } from '@toufang/contracts';
import { sampleMp4 } from '@toufang/media-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles, materialPushes } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import {
  admin,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// Videos Kuaishou and Tencent still process after a push are read back from the media sandbox
// (its asynchronous processing runs on its clock) until usable, or failed once too long.

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
const accounts = {} as Record<Medium, string[]>;

async function upload(name: string, data: Buffer): Promise<MaterialFile> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const answer = await t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: rootToken,
  });
  if (answer.code !== 0) throw new Error(`upload ${name}: ${JSON.stringify(answer)}`);
  await t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(eq(materialFiles.id, answer.data.fid));
  return answer.data;
}

async function push(file: MaterialFile, targets: [Medium, string][]): Promise<void> {
  const answer = await t.call<MaterialPushAnswer>({
    method: 'POST',
    url: '/api/material/file/push',
    token: rootToken,
    payload: {
      file_id: [file.fid],
      accounts: targets.map(([platform, advertiser_id]) => ({ platform, advertiser_id })),
    },
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await runner.drain();
}

const pushlog = async (file: MaterialFile) =>
  (
    await t.call<MaterialPushLogData>({
      method: 'GET',
      url: `/api/material/file/pushlog?file_id=${file.fid}`,
      token: rootToken,
    })
  ).data.list.toSorted((a, b) => a.platform.localeCompare(b.platform));

const check = () => t.services.materialPushReadiness.check(silentLog);

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'push-readiness-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('pushed videos the media still process', () => {
  it('are read back until the media answer them usable', async () => {
    const video = await upload('处理中视频.mp4', sampleMp4(720, 1280, 15_000, { padding: 4096 }));
    await push(video, [
      ['bytedance', accounts.bytedance[0] ?? ''],
      ['kuaishou', accounts.kuaishou[0] ?? ''],
      ['tencent', accounts.tencent[0] ?? ''],
    ]);
    const pushed = await pushlog(video);
    expect(pushed.map((r) => [r.platform, r.status, r.media_ready])).toEqual([
      ['bytedance', 'succeeded', true],
      ['kuaishou', 'succeeded', false],
      ['tencent', 'succeeded', false],
    ]);

    // Still processing: read, and left as they are.
    expect(await check()).toEqual({ ready: 0, failed: 0, processing: 2 });
    expect((await pushlog(video)).map((r) => r.media_ready)).toEqual([true, false, false]);

    await admin(running, 'POST', 'clock/advance', { ms: 10 * 60_000 });
    expect(await check()).toEqual({ ready: 2, failed: 0, processing: 0 });
    const ready = await pushlog(video);
    for (const record of ready) {
      expect(record).toMatchObject({ status: 'succeeded', media_ready: true, error_message: null });
    }
    expect(ready.map((r) => r.media_file_id)).toEqual(pushed.map((r) => r.media_file_id));
    expect(await check()).toEqual({ ready: 0, failed: 0, processing: 0 });
  });

  it('fail, to be pushed again, when the medium has not finished them in time', async () => {
    const video = await upload('超时视频.mp4', sampleMp4(1280, 720, 12_000, { padding: 8192 }));
    await push(video, [['tencent', accounts.tencent[1] ?? '']]);
    const [record] = await pushlog(video);
    expect(record).toMatchObject({ status: 'succeeded', media_ready: false });
    await t.database.db
      .update(materialPushes)
      .set({ pushedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(materialPushes.id, record?.id ?? 0));

    expect(await check()).toEqual({ ready: 0, failed: 1, processing: 0 });
    expect((await pushlog(video))[0]).toMatchObject({
      status: 'failed',
      error_message: '媒体 2 小时内未处理完视频，请重新推送',
    });
  });
});
