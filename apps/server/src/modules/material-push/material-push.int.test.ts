import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  MATERIAL_PUSH_TASK,
  type Envelope,
  type MaterialCopiedData,
  type MaterialFile,
  type MaterialPushAnswer,
  type MaterialPushItemResult,
  type MaterialPushLogData,
  type Paged,
  type TaskItemRow,
  type TaskRow,
} from '@toufang/contracts';
import { sampleMp4, samplePng } from '@toufang/media-sandbox';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import {
  admin,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// Pushing library files to media accounts through HTTP (spec 002 §7 `material/file/push`,
// `pushlog`): the app on a test database, accounts of the three media authorized through the real
// OAuth round trip, and the uploads sent to the media sandbox by a task runner the test drains.

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
const accounts = {} as Record<Medium, string[]>;

const call = <T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  token = rootToken,
) =>
  t.call<T>({
    method,
    url,
    token,
    ...(payload ? { payload: payload } : {}),
  });

async function upload(name: string, data: Buffer, isPublic = false): Promise<MaterialFile> {
  const form = new FormData();
  form.append('is_public', isPublic ? '1' : '0');
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
  return answer.data;
}

/** The review page's verdict, set in the table (the review calls are their own feature). */
const approve = (...files: MaterialFile[]) =>
  t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(
      inArray(
        materialFiles.id,
        files.map((f) => f.fid),
      ),
    );

const push = (
  files: MaterialFile[],
  targets: [Medium, string][],
  token = rootToken,
): Promise<Envelope<MaterialPushAnswer>> =>
  call(
    'POST',
    '/api/material/file/push',
    {
      file_id: files.map((f) => f.fid),
      accounts: targets.map(([platform, advertiser_id]) => ({ platform, advertiser_id })),
    },
    token,
  );

async function items(taskId: number): Promise<TaskItemRow[]> {
  const answer = await call<Paged<TaskItemRow>>('GET', `/api/tasks/${taskId}/items?per_page=1000`);
  return answer.data.list;
}

const pushlog = async (file: MaterialFile) =>
  (await call<MaterialPushLogData>('GET', `/api/material/file/pushlog?file_id=${file.fid}`)).data
    .list;

const pushTasks = async () =>
  (await call<Paged<TaskRow>>('GET', `/api/tasks?type=${MATERIAL_PUSH_TASK}&per_page=100`)).data
    .page_info.total_number;

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-push-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['bytedance', 'kuaishou', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  // One try per item: a fault fails its item at once, for the operator to retry.
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('material/file/push', () => {
  it('refuses files the review has not approved, and queues nothing', async () => {
    const file = await upload('待审核.png', samplePng(320, 180, 11));
    const before = await pushTasks();
    const answer = await push([file], [['bytedance', accounts.bytedance[0] ?? '']]);
    expect(answer.code).toBe(ERROR_CODES.MATERIAL_NOT_APPROVED.code);
    expect(answer.message_cn).toBe('以下素材未通过审核，不能推送：待审核.png');
    await t.database.db
      .update(materialFiles)
      .set({ reviewStatus: 'rejected' })
      .where(eq(materialFiles.id, file.fid));
    expect((await push([file], [['bytedance', accounts.bytedance[0] ?? '']])).code).toBe(
      ERROR_CODES.MATERIAL_NOT_APPROVED.code,
    );
    expect(await pushTasks()).toBe(before);
    expect(await pushlog(file)).toEqual([]);
  });

  it('refuses a file a chosen medium does not take, naming the reason', async () => {
    // Over Ocean Engine's 1.5 MB for images, within Kuaishou's 2 MB.
    const big = await upload('大图.png', samplePng(64, 64, 12, 1.6 * 1024 * 1024));
    await approve(big);
    const answer = await push([big], [['bytedance', accounts.bytedance[0] ?? '']]);
    expect(answer.code).toBe(ERROR_CODES.MATERIAL_PUSH_UNSUPPORTED.code);
    expect(answer.message_cn).toContain('大图.png（巨量引擎图片不能超过 1.5 MB）');
    expect((await push([big], [['kuaishou', accounts.kuaishou[0] ?? '']])).code).toBe(0);
    await runner.drain();
  });

  it('refuses accounts outside the operator’s data scope', async () => {
    const file = await upload('公共素材.png', samplePng(300, 300, 13), true);
    await approve(file);
    const operator = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(operator.username, operator.password);
    const before = await pushTasks();
    const id = accounts.tencent[0] ?? '';
    const answer = await push([file], [['tencent', id]], token);
    expect(answer.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    expect(answer.message_cn).toContain(id);
    expect(await pushTasks()).toBe(before);
  });

  it('refuses a caller without the library ability', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const token = await t.login(outsider.username, outsider.password);
    const answer = await call('POST', '/api/material/file/push', { file_id: [1] }, token);
    expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('pushes files to accounts of three media, one item each, and records every one', async () => {
    const files = [
      await upload('横版.png', samplePng(1280, 720, 21)),
      await upload('竖版.png', samplePng(720, 1280, 22)),
      await upload('竖版视频.mp4', sampleMp4(720, 1280, 15_000, { padding: 2048 })),
    ];
    await approve(...files);
    const targets: [Medium, string][] = [
      ['bytedance', accounts.bytedance[0] ?? ''],
      ['kuaishou', accounts.kuaishou[0] ?? ''],
      ['tencent', accounts.tencent[0] ?? ''],
    ];
    const answer = await push(files, targets);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.item_count).toBe(9);
    await runner.drain();

    const task = await call<TaskRow>('GET', `/api/tasks/${answer.data.task_id}`);
    expect(task.data.status).toBe('succeeded');
    const rows = await items(answer.data.task_id);
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      const result = row.result as MaterialPushItemResult;
      expect(result.media_file_id).not.toBe('');
      expect(result.reused).toBe(false);
      expect(row.object_id).toBe(result.media_file_id);
    }

    const video = files[2] as MaterialFile;
    const log = await pushlog(video);
    expect(log.map((r) => r.platform).sort()).toEqual(['bytedance', 'kuaishou', 'tencent']);
    for (const record of log) {
      expect(record).toMatchObject({ status: 'succeeded', attempts: 1, reused: false });
      expect(record.media_file_id).not.toBeNull();
      expect(record.advertiser_name).not.toBeNull();
      // Kuaishou and Tencent process a video after answering; Ocean Engine's is usable at once.
      expect(record.media_ready).toBe(record.platform === 'bytedance');
    }
    const ocean = log.find((r) => r.platform === 'bytedance');
    expect(ocean?.media_material_id).toMatch(/^\d+$/);
  });

  it('reuses the account’s copy of the same content without uploading it again', async () => {
    const data = samplePng(800, 800, 31);
    const first = await upload('方图.png', data);
    await approve(first);
    const account = accounts.tencent[1] ?? '';
    const once = await push([first], [['tencent', account]]);
    await runner.drain();
    const [pushed] = await pushlog(first);
    expect(pushed?.status).toBe('succeeded');

    // A copy of the same content; the medium's upload is made to fail, so only reuse can succeed.
    const copied = await call<MaterialCopiedData>('POST', '/api/material/file/copy', {
      fids: [first.fid],
      new_parent_id: 0,
    });
    const copy = { ...first, fid: copied.data.fids[0] ?? 0 };
    await approve(copy);
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: '/tencent/v3.0/images/add', errorRate: 1 }],
    });
    try {
      const again = await push([first, copy], [['tencent', account]]);
      expect(again.code).toBe(0);
      await runner.drain();
      const rows = await items(again.data.task_id);
      expect(rows.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
      for (const row of rows) {
        expect(row.result).toMatchObject({ media_file_id: pushed?.media_file_id, reused: true });
      }
      expect((await pushlog(copy))[0]).toMatchObject({
        status: 'succeeded',
        reused: true,
        media_file_id: pushed?.media_file_id,
      });
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
    }
    expect(once.code).toBe(0);
  });

  it('fails the items a medium refuses, with the reason in Chinese, and retries them', async () => {
    const files = [
      await upload('活动图一.png', samplePng(640, 360, 41)),
      await upload('活动图二.png', samplePng(640, 360, 42)),
    ];
    await approve(...files);
    await admin(running, 'PUT', 'faults', {
      rules: [{ endpoint: '/kuaishou/**/image/upload', errorRate: 1 }],
    });
    const answer = await push(files, [
      ['bytedance', accounts.bytedance[1] ?? ''],
      ['kuaishou', accounts.kuaishou[1] ?? ''],
    ]);
    const taskId = answer.data.task_id;
    try {
      await runner.drain();
      const task = await call<TaskRow>('GET', `/api/tasks/${taskId}`);
      expect(task.data.status).toBe('partially_failed');
      const failed = (await items(taskId)).filter((r) => r.status === 'failed');
      expect(failed.map((r) => r.medium)).toEqual(['kuaishou', 'kuaishou']);
      for (const row of failed) expect(row.error_message).toMatch(/[\u4e00-\u9fa5]/);
      const record = (await pushlog(files[0] as MaterialFile)).find(
        (r) => r.platform === 'kuaishou',
      );
      expect(record).toMatchObject({ status: 'failed', media_file_id: null });
      expect(record?.error_message).toBe(failed[0]?.error_message);
    } finally {
      await admin(running, 'PUT', 'faults', { rules: [] });
    }

    const retried = await call<{ retried: number }>('POST', `/api/tasks/${taskId}/retry`, {});
    expect(retried.data.retried).toBe(2);
    await runner.drain();
    expect((await call<TaskRow>('GET', `/api/tasks/${taskId}`)).data.status).toBe('succeeded');
    const record = (await pushlog(files[0] as MaterialFile)).find((r) => r.platform === 'kuaishou');
    expect(record).toMatchObject({ status: 'succeeded', attempts: 2, error_message: null });
  });
});

describe('material/file/pushlog', () => {
  it('answers NOT_FOUND for a file the caller cannot see', async () => {
    const file = await upload('私有素材.png', samplePng(200, 100, 51));
    const viewer = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(viewer.username, viewer.password);
    const answer = await call(
      'GET',
      `/api/material/file/pushlog?file_id=${file.fid}`,
      undefined,
      token,
    );
    expect(answer.code).toBe(ERROR_CODES.NOT_FOUND.code);
  });
});
