import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  type MaterialAccountListData,
  type MaterialFile,
  type MaterialPushAnswer,
} from '@toufang/contracts';
import { sampleMp4, samplePng } from '@toufang/media-sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// `material/list` (spec 002 §7) through HTTP: the library files pushed to one account of the
// media sandbox, with the ids creatives reference, filtered and paged; and the content of a pushed
// file, which cannot be replaced (`material/file/upload` with `fid`).

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
const accounts = {} as Record<Medium, string[]>;

function sendUpload(name: string, data: Buffer, fid?: number) {
  const form = new FormData();
  if (fid !== undefined) form.append('fid', String(fid));
  form.append('file', new Blob([data]), name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    t.call<MaterialFile>({
      method: 'POST',
      url: '/api/material/file/upload',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(body),
      token: rootToken,
    }),
  );
}

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

async function push(files: MaterialFile[], medium: Medium, advertiserId: string): Promise<void> {
  const answer = await t.call<MaterialPushAnswer>({
    method: 'POST',
    url: '/api/material/file/push',
    token: rootToken,
    payload: {
      file_id: files.map((f) => f.fid),
      accounts: [{ platform: medium, advertiser_id: advertiserId }],
    },
  });
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  await runner.drain();
}

const list = (params: Record<string, string>, token = rootToken) =>
  t.call<MaterialAccountListData>({
    method: 'GET',
    url: `/api/material/list?${new URLSearchParams(params).toString()}`,
    token,
  });

let image: MaterialFile;
let video: MaterialFile;
let other: MaterialFile;

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'account-materials-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['kuaishou', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
  image = await upload('账户横图.png', samplePng(1280, 720, 61));
  video = await upload('账户视频.mp4', sampleMp4(720, 1280, 12_000, { padding: 1024 }));
  other = await upload('别的账户.png', samplePng(720, 1280, 62));
  await push([image, video], 'tencent', accounts.tencent[0] ?? '');
  await push([other], 'tencent', accounts.tencent[1] ?? '');
}, 90_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('material/list', () => {
  const account = () => ({ platform: 'tencent', advertiser_id: accounts.tencent[0] ?? '' });

  it('lists the files pushed to the account, with the ids creatives reference', async () => {
    const answer = await list(account());
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.page_info.total_number).toBe(2);
    const byName = new Map(answer.data.list.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(['账户横图.png', '账户视频.mp4']);
    expect(byName.get('账户横图.png')).toMatchObject({
      fid: image.fid,
      type: 'image',
      media_ready: true,
    });
    const onAccount = byName.get('账户视频.mp4');
    expect(onAccount).toMatchObject({ fid: video.fid, media_ready: false });
    expect(onAccount?.media_file_id).toMatch(/^\d+$/);
    expect(onAccount?.url).toBeTruthy();
  });

  it('filters by kind, name and readiness, and pages', async () => {
    const videos = await list({ ...account(), type: 'video' });
    expect(videos.data.list.map((f) => f.fid)).toEqual([video.fid]);
    const named = await list({ ...account(), name: '横图' });
    expect(named.data.list.map((f) => f.fid)).toEqual([image.fid]);
    const processing = await list({ ...account(), ready: '0' });
    expect(processing.data.list.map((f) => f.fid)).toEqual([video.fid]);
    const usable = await list({ ...account(), ready: '1' });
    expect(usable.data.list.map((f) => f.fid)).toEqual([image.fid]);

    const first = await list({
      ...account(),
      per_page: '1',
      page: '1',
      sort: 'name',
      order: 'asc',
    });
    const second = await list({
      ...account(),
      per_page: '1',
      page: '2',
      sort: 'name',
      order: 'asc',
    });
    expect(first.data.page_info).toMatchObject({ total_number: 2, total_page: 2 });
    expect([...first.data.list, ...second.data.list].map((f) => f.name)).toEqual([
      '账户横图.png',
      '账户视频.mp4',
    ]);

    const elsewhere = await list({ platform: 'tencent', advertiser_id: accounts.tencent[1] ?? '' });
    expect(elsewhere.data.list.map((f) => f.fid)).toEqual([other.fid]);
    const nothing = await list({ platform: 'kuaishou', advertiser_id: accounts.kuaishou[0] ?? '' });
    expect(nothing.data).toMatchObject({ list: [], page_info: { total_number: 0 } });
  });

  it('refuses an account outside the caller’s data scope, and bad parameters', async () => {
    const operator = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(operator.username, operator.password);
    const refused = await list(account(), token);
    expect(refused.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    expect(refused.message_cn).toContain(accounts.tencent[0] ?? '');

    const bad = await list({ platform: 'tencent', advertiser_id: 'abc' });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(bad.message_cn).toContain('账户ID应为数字');
    const outsider = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const outsiderToken = await t.login(outsider.username, outsider.password);
    expect((await list(account(), outsiderToken)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('material/file/upload with fid (替换内容)', () => {
  it('refuses new content for a file pushed to media accounts, and keeps the file as it was', async () => {
    const answer = await sendUpload('新横图.png', samplePng(1280, 720, 63), image.fid);
    expect(answer.code).toBe(ERROR_CODES.MATERIAL_REPLACE_PUSHED.code);
    expect(answer.message_cn).toBe(
      '素材「账户横图.png」已推送到 1 个媒体账户，替换内容后媒体中的素材不会随之更新，不能替换；请作为新素材上传',
    );
    const [kept] = await t.database.db
      .select()
      .from(materialFiles)
      .where(eq(materialFiles.id, image.fid));
    expect(kept).toMatchObject({ md5: image.md5, reviewStatus: 'approved' });
  });

  it('replaces the content of a file never pushed, keeping its id, name and tags', async () => {
    const file = await upload('未推送.png', samplePng(640, 640, 64));
    await t.call({
      method: 'POST',
      url: '/api/material/file/maketag',
      token: rootToken,
      payload: { fids: [file.fid], tags: ['春节'], mode: 'set' },
    });
    const answer = await sendUpload('另一张.png', samplePng(640, 640, 65), file.fid);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({
      fid: file.fid,
      name: '未推送.png',
      tags: ['春节'],
      review_status: 'pending',
    });
    expect(answer.data.md5).not.toBe(file.md5);
  });
});
