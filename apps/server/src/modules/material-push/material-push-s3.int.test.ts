import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MaterialFile, MaterialPushAnswer, MaterialPushLogData } from '@toufang/contracts';
import { sampleMp4, samplePng } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// A push with the library in an S3-compatible bucket (the test's own s3rver): each upload streams
// the file from the bucket to the medium, which checks its size and md5 signature against the
// bytes it received, so a push that succeeds sent the file as stored.

let running: RunningSandbox;
let s3: TestS3Server;
let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  running = await startSandbox();
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-push-s3-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir, ...s3.env },
  });
  token = await t.login(ROOT_USER.username, ROOT_USER.password);
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function upload(name: string, data: Buffer): Promise<MaterialFile> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const answer = await t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
  if (answer.code !== 0) throw new Error(`upload ${name}: ${JSON.stringify(answer)}`);
  return answer.data;
}

it('pushes files kept in the bucket to accounts of the three media', async () => {
  const files = [
    await upload('桶里的图.png', samplePng(1280, 720, 41)),
    await upload('桶里的视频.mp4', sampleMp4(1280, 720, 6_000, { padding: 4096 })),
  ];
  expect(await s3.objectCount()).toBeGreaterThanOrEqual(2);
  await t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(
      inArray(
        materialFiles.id,
        files.map((f) => f.fid),
      ),
    );
  const targets: [Medium, string][] = [];
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    targets.push([medium, (await authorizeMedium(t, token, medium))[0] ?? '']);
  }
  const answer = await t.call<MaterialPushAnswer>({
    method: 'POST',
    url: '/api/material/file/push',
    token,
    payload: {
      file_id: files.map((f) => f.fid),
      accounts: targets.map(([platform, advertiser_id]) => ({ platform, advertiser_id })),
    },
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  expect(answer.data.item_count).toBe(6);
  await createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 }).drain();

  for (const file of files) {
    const log = await t.call<MaterialPushLogData>({
      method: 'GET',
      url: `/api/material/file/pushlog?file_id=${file.fid}`,
      token,
    });
    expect(log.data.list.map((r) => [r.platform, r.status, r.error_message]).sort()).toEqual([
      ['bytedance', 'succeeded', null],
      ['kuaishou', 'succeeded', null],
      ['tencent', 'succeeded', null],
    ]);
  }
});
