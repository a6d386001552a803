import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  type MaterialChangedData,
  type MaterialFile,
  type MaterialListData,
  type MaterialPushAnswer,
  type MaterialPushLogData,
  type Paged,
  type TaskItemRow,
} from '@toufang/contracts';
import { samplePng } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// 图文 materials through HTTP (`material/file/imagetext`): made of library images, listed under
// the type filter, deleted by their creator only, and pushed as their images to the sandbox.

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
let kuaishouAccount: string;

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
  t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

async function upload(name: string, data: Buffer, token = rootToken): Promise<MaterialFile> {
  const form = new FormData();
  form.append('is_public', '1');
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

const approve = (...fids: number[]) =>
  t.database.db
    .update(materialFiles)
    .set({ reviewStatus: 'approved' })
    .where(inArray(materialFiles.id, fids));

const create = (body: object, token = rootToken) =>
  call<MaterialFile>('POST', '/api/material/file/imagetext', { is_public: 1, ...body }, token);

let images: MaterialFile[] = [];

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'image-text-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  [kuaishouAccount = ''] = await authorizeMedium(t, rootToken, 'kuaishou');
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
  images = [
    await upload('组图1.png', samplePng(720, 1280, 31)),
    await upload('组图2.png', samplePng(720, 1280, 32)),
    await upload('组图3.png', samplePng(720, 1280, 33)),
  ];
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('material/file/imagetext', () => {
  it('keeps images in the chosen order with the text, pending review, listed under 图文', async () => {
    const ids = [images[2]!.fid, images[0]!.fid, images[1]!.fid];
    const answer = await create({ name: '春节组图', text: '  新春礼包限时领取  ', image_ids: ids });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    const file = answer.data;
    expect(file).toMatchObject({
      type: 'image_text',
      name: '春节组图',
      review_status: 'pending',
      width: 720,
      height: 1280,
      media: ['bytedance', 'kuaishou', 'tencent'],
    });
    expect(file.image_text?.text).toBe('新春礼包限时领取');
    expect(file.image_text?.images.map((i) => i.fid)).toEqual(ids);
    expect(file.thumb_url).not.toBeNull();

    const listed = await call<MaterialListData>('GET', '/api/material/file/list?type=image_text');
    expect(listed.data.list.map((f) => f.fid)).toContain(file.fid);
    expect(listed.data.list.every((f) => f.type === 'image_text')).toBe(true);
    const plain = await call<MaterialListData>('GET', '/api/material/file/list?type=image');
    expect(plain.data.list.map((f) => f.fid)).not.toContain(file.fid);
  });

  it('refuses too few images, a long text, a video and an unknown image, keeping nothing', async () => {
    const before = await call<MaterialListData>('GET', '/api/material/file/list?type=image_text');
    const one = await create({ name: '单图', text: '文案', image_ids: [images[0]!.fid] });
    expect(one.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(one)).toContain('图文需要 2–9 张图片（当前 1 张）');
    const long = await create({
      name: '长文案',
      text: '字'.repeat(101),
      image_ids: [images[0]!.fid, images[1]!.fid],
    });
    expect(JSON.stringify(long)).toContain('图文文案不能超过 100 个字（当前 101）');
    const missing = await create({
      name: '缺图',
      text: '文案',
      image_ids: [images[0]!.fid, 999_999],
    });
    expect(JSON.stringify(missing)).toContain('图片不存在或无权使用：999999');
    const after = await call<MaterialListData>('GET', '/api/material/file/list?type=image_text');
    expect(after.data.page_info.total_number).toBe(before.data.page_info.total_number);
  });

  it('is deleted by its creator only: another user and an admin are refused in Chinese', async () => {
    const designer = await createUser(t.database.db, { abilities: ['material:list'] });
    const designerToken = await t.login(designer.username, designer.password);
    const own = await create(
      { name: '设计师图文', text: '文案', image_ids: [images[0]!.fid, images[1]!.fid] },
      designerToken,
    );
    expect(own.code, JSON.stringify(own)).toBe(0);
    const other = await createUser(t.database.db, { abilities: ['material:list'] });
    const otherToken = await t.login(other.username, other.password);

    for (const token of [otherToken, rootToken]) {
      const refused = await call(
        'POST',
        '/api/material/file/delete',
        { fids: [own.data.fid] },
        token,
      );
      expect(refused.code).toBe(ERROR_CODES.MATERIAL_IMAGE_TEXT_NOT_CREATOR.code);
      expect(refused.message_cn).toBe('图文素材仅创建人可删除：「设计师图文」');
    }
    const deleted = await call<MaterialChangedData>(
      'POST',
      '/api/material/file/delete',
      { fids: [own.data.fid] },
      designerToken,
    );
    expect(deleted.code).toBe(0);
    expect(deleted.data.changed).toBe(1);
  });

  it('pushes its images to the account, once each, and shows their records as its push log', async () => {
    const made = await create({
      name: '推送图文',
      text: '文案',
      image_ids: [images[0]!.fid, images[1]!.fid],
    });
    const target = { platform: 'kuaishou', advertiser_id: kuaishouAccount };
    const unapproved = await call('POST', '/api/material/file/push', {
      file_id: [made.data.fid],
      accounts: [target],
    });
    expect(unapproved.code).toBe(ERROR_CODES.MATERIAL_NOT_APPROVED.code);

    await approve(made.data.fid);
    const imagesPending = await call('POST', '/api/material/file/push', {
      file_id: [made.data.fid],
      accounts: [target],
    });
    expect(imagesPending.code).toBe(ERROR_CODES.MATERIAL_IMAGE_TEXT_UNUSABLE.code);
    expect(imagesPending.message_cn).toContain('图文「推送图文」的图片「组图1.png」未通过审核');

    await approve(images[0]!.fid, images[1]!.fid);
    // The 图文 and one of its images together: that image goes once.
    const answer = await call<MaterialPushAnswer>('POST', '/api/material/file/push', {
      file_id: [made.data.fid, images[0]!.fid],
      accounts: [target],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.item_count).toBe(2);
    await runner.drain();
    const items = await call<Paged<TaskItemRow>>(
      'GET',
      `/api/tasks/${answer.data.task_id}/items?per_page=100`,
    );
    expect(items.data.list.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    const log = await call<MaterialPushLogData>(
      'GET',
      `/api/material/file/pushlog?file_id=${made.data.fid}`,
    );
    expect(log.data.list.map((r) => r.file_id).sort()).toEqual(
      [images[0]!.fid, images[1]!.fid].sort(),
    );
    expect(log.data.list.every((r) => r.status === 'succeeded')).toBe(true);
  });
});
