import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  MATERIAL_ACCOUNT_COPY_TASK,
  type Envelope,
  type MaterialAccountCopyAnswer,
  type MaterialFile,
  type MaterialPushItemResult,
  type MaterialPushLogData,
  type Paged,
  type TaskItemRow,
  type TaskRow,
} from '@toufang/contracts';
import { sampleMp4, samplePng } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialFiles } from '../../db/schema';
import {
  admin,
  grantOnPage,
  runtimeOf,
  startSandbox,
  type RunningSandbox,
} from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// Copying pushed files between accounts of one medium through HTTP (spec 002 §7 `material/bind`):
// the app on a test database, Ocean Engine accounts of two companies authorized through the real
// OAuth round trip, the files pushed to one account, then bound to others by a task runner the
// test drains, and every refusal queuing nothing.

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
/** Per medium: a source and two targets of one company, and an account of another. */
let source: string;
let targets: string[];
let foreign: string;
let ksSource: string;
let ksTargets: string[];
let ksForeign: string;

const call = <T>(
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
  token = rootToken,
) => t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });

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

async function pushTo(
  files: MaterialFile[],
  advertiserId: string,
  platform: 'bytedance' | 'kuaishou' = 'bytedance',
): Promise<void> {
  const answer = await call('POST', '/api/material/file/push', {
    file_id: files.map((f) => f.fid),
    accounts: [{ platform, advertiser_id: advertiserId }],
  });
  if (answer.code !== 0) throw new Error(`push: ${JSON.stringify(answer)}`);
  await runner.drain();
}

const bind = (
  body: Record<string, unknown>,
  token = rootToken,
): Promise<Envelope<MaterialAccountCopyAnswer>> =>
  call(
    'POST',
    '/api/material/bind',
    { platform: 'bytedance', advertiser_id: source, ...body },
    token,
  );

const share = (
  body: Record<string, unknown>,
  token = rootToken,
): Promise<Envelope<MaterialAccountCopyAnswer>> =>
  call(
    'POST',
    '/api/material/share',
    { platform: 'kuaishou', advertiser_id: ksSource, ...body },
    token,
  );

const items = async (taskId: number) =>
  (await call<Paged<TaskItemRow>>('GET', `/api/tasks/${taskId}/items?per_page=1000`)).data.list;

const pushlog = async (file: MaterialFile) =>
  (await call<MaterialPushLogData>('GET', `/api/material/file/pushlog?file_id=${file.fid}`)).data
    .list;

const copyTasks = async () =>
  (await call<Paged<TaskRow>>('GET', `/api/tasks?type=${MATERIAL_ACCOUNT_COPY_TASK}&per_page=100`))
    .data.page_info.total_number;

/** The sandbox library of an Ocean Engine advertiser: its video ids and image ids. */
const sandboxFileIds = (advertiserId: string) =>
  running.sandbox.state.oceanengine.materials
    .listByAdvertiser(Number(advertiserId))
    .map((m) => (m.wire.kind === 'video' ? m.wire.video.video_id : m.wire.image.id));

/**
 * The administrator authorizes three plain advertisers of one company and one of another through
 * the real OAuth round trip; answers them in that order.
 */
async function authorizeCompanies(medium: 'bytedance' | 'kuaishou'): Promise<string[]> {
  const started = await call<{ url: string }>('POST', '/api/auth/transfer', { medium });
  const advertisers = running.sandbox.state.advertisers(
    medium === 'bytedance' ? 'oceanengine' : 'kuaishou',
  );
  const companyOf = (id: string) => advertisers.find(Number(id))?.companyId;
  const { callback, granted } = await grantOnPage(started.data.url, (offered) => {
    const plain = offered.filter((a) => a.plain);
    const company = companyOf(plain[0]?.id ?? '');
    const same = plain.filter((a) => companyOf(a.id) === company).slice(0, 3);
    const other = plain.find((a) => companyOf(a.id) !== company);
    return [...same, ...(other ? [other] : [])];
  });
  const landed = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
  });
  if (!String(landed.headers.location).includes('auth=ok')) throw new Error('no authorization');
  if (granted.length !== 4) throw new Error(`the seed offers too few ${medium} advertisers`);
  return granted;
}

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-bind-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  [source = '', ...targets] = await authorizeCompanies('bytedance');
  foreign = targets.pop() ?? '';
  [ksSource = '', ...ksTargets] = await authorizeCompanies('kuaishou');
  ksForeign = ksTargets.pop() ?? '';
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('material/bind', () => {
  it('binds pushed files to accounts of the same company with their ids, recorded as pushes', async () => {
    const files = [
      await upload('同主体图.png', samplePng(1280, 720, 61)),
      await upload('同主体视频.mp4', sampleMp4(720, 1280, 12_000, { padding: 1024 })),
    ];
    await approve(...files);
    await pushTo(files, source);
    const answer = await bind({ file_id: files.map((f) => f.fid), target_advertiser_ids: targets });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.item_count).toBe(4);
    await runner.drain();

    const task = await call<TaskRow>('GET', `/api/tasks/${answer.data.task_id}`);
    expect(task.data.status).toBe('succeeded');
    for (const file of files) {
      const log = await pushlog(file);
      const at = log.find((r) => r.advertiser_id === source);
      expect(at?.status).toBe('succeeded');
      for (const target of targets) {
        expect(log.find((r) => r.advertiser_id === target)).toMatchObject({
          status: 'succeeded',
          platform: 'bytedance',
          media_file_id: at?.media_file_id,
          media_material_id: at?.media_material_id,
          reused: false,
        });
        expect(sandboxFileIds(target)).toContain(at?.media_file_id);
      }
    }

    // Bound again: the medium answers them as existing, and they count as there.
    const again = await bind({ file_id: [files[0]?.fid], target_advertiser_ids: [targets[0]] });
    await runner.drain();
    const [row] = await items(again.data.task_id);
    expect(row?.status).toBe('succeeded');
    expect((row?.result as MaterialPushItemResult).reused).toBe(true);
  });

  it('fails a target of another company with the medium’s reason, recorded on its push', async () => {
    const file = await upload('异主体图.png', samplePng(640, 360, 62));
    await approve(file);
    await pushTo([file], source);
    const answer = await bind({ file_id: [file.fid], target_advertiser_ids: [foreign] });
    expect(answer.code).toBe(0);
    await runner.drain();
    const [row] = await items(answer.data.task_id);
    expect(row?.status).toBe('failed');
    expect(row?.error_message).toContain('同一主体');
    const record = (await pushlog(file)).find((r) => r.advertiser_id === foreign);
    expect(record).toMatchObject({ status: 'failed', media_file_id: null });
    expect(sandboxFileIds(foreign)).not.toContain(
      (await pushlog(file)).find((r) => r.advertiser_id === source)?.media_file_id,
    );
  });

  it('refuses a file not pushed to the source account, naming it, and queues nothing', async () => {
    const file = await upload('未推送图.png', samplePng(640, 360, 63));
    await approve(file);
    await pushTo([file], targets[0] ?? '');
    const before = await copyTasks();
    const answer = await bind({ file_id: [file.fid], target_advertiser_ids: [targets[1]] });
    expect(answer.code).toBe(ERROR_CODES.MATERIAL_NOT_ON_ACCOUNT.code);
    expect(answer.message_cn).toBe(`以下素材尚未成功推送到账户 ${source}，请先推送：未推送图.png`);
    expect(await copyTasks()).toBe(before);
  });

  it('refuses more than 50 targets, the source among the targets and unapproved files', async () => {
    const file = await upload('限额图.png', samplePng(640, 360, 64));
    const before = await copyTasks();
    const many = Array.from({ length: 51 }, (_, i) => String(1_000_000_000 + i));
    const tooMany = await bind({ file_id: [file.fid], target_advertiser_ids: many });
    expect(tooMany.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(tooMany)).toContain('一次最多复制到 50 个账户');
    const itself = await bind({ file_id: [file.fid], target_advertiser_ids: [source] });
    expect(itself.code).toBe(ERROR_CODES.MATERIAL_COPY_REFUSED.code);
    expect(itself.message_cn).toBe(`目标账户中不能包含源账户 ${source}`);
    const unapproved = await bind({ file_id: [file.fid], target_advertiser_ids: targets });
    expect(unapproved.code).toBe(ERROR_CODES.MATERIAL_NOT_APPROVED.code);
    expect(await copyTasks()).toBe(before);
  });

  it('refuses a medium without the call, naming the medium', async () => {
    const tencent = await bind({ platform: 'tencent', file_id: [1], target_advertiser_ids: ['2'] });
    expect(tencent.code).toBe(ERROR_CODES.MATERIAL_COPY_REFUSED.code);
    expect(tencent.message_cn).toBe(
      '腾讯广告没有在账户间共享素材的接口，请把素材直接推送到目标账户',
    );
    const tencentShare = await share({
      platform: 'tencent',
      file_id: [1],
      target_advertiser_ids: ['2'],
    });
    expect(tencentShare.message_cn).toContain('腾讯广告没有在账户间共享素材的接口');
    const kuaishou = await bind({
      platform: 'kuaishou',
      file_id: [1],
      target_advertiser_ids: ['2'],
    });
    expect(kuaishou.code).toBe(ERROR_CODES.MATERIAL_COPY_REFUSED.code);
    expect(kuaishou.message_cn).toBe('磁力引擎的素材在账户间复制请使用视频共享（material/share）');
  });

  it('refuses accounts outside the caller’s data scope and a caller without the ability', async () => {
    const file = await upload('权限图.png', samplePng(640, 360, 65), true);
    await approve(file);
    const operator = await createUser(t.database.db, { abilities: ['material:list'] });
    const token = await t.login(operator.username, operator.password);
    const outside = await bind({ file_id: [file.fid], target_advertiser_ids: targets }, token);
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    expect(outside.message_cn).toContain(source);

    const outsider = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const denied = await bind(
      { file_id: [file.fid], target_advertiser_ids: targets },
      await t.login(outsider.username, outsider.password),
    );
    expect(denied.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});

describe('material/share', () => {
  it('shares a pushed video with accounts of the same company under new photo ids', async () => {
    const video = await upload('共享视频.mp4', sampleMp4(720, 1280, 10_000, { padding: 512 }));
    await approve(video);
    await pushTo([video], ksSource, 'kuaishou');
    // Kuaishou processes an uploaded video before it is in the library and can be shared.
    await admin(running, 'POST', 'clock/advance', { ms: 5 * 60_000 });
    const answer = await share({
      file_id: [video.fid],
      target_advertiser_ids: [...ksTargets, ksForeign],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.item_count).toBe(3);
    await runner.drain();

    const rows = await items(answer.data.task_id);
    const log = await pushlog(video);
    const at = log.find((r) => r.advertiser_id === ksSource);
    expect(at?.status).toBe('succeeded');
    const photoIds = new Set<string>();
    for (const target of ksTargets) {
      const record = log.find((r) => r.advertiser_id === target);
      expect(record).toMatchObject({ status: 'succeeded', platform: 'kuaishou', reused: false });
      expect(record?.media_file_id).not.toBe(at?.media_file_id);
      expect(record?.media_material_id).toBe(record?.media_file_id);
      photoIds.add(record?.media_file_id ?? '');
      const held = running.sandbox.state.kuaishou.files.find(record?.media_file_id ?? '');
      expect(held?.advertiserId).toBe(Number(target));
    }
    expect(photoIds.size).toBe(2);
    const refused = rows.find((r) => r.advertiser_id === ksForeign);
    expect(refused?.status).toBe('failed');
    expect(refused?.error_message).toBe(
      '该账户与源账户不属于同一主体或代理商，磁力引擎不允许共享视频',
    );
    expect(log.find((r) => r.advertiser_id === ksForeign)?.status).toBe('failed');
  });

  it('refuses images, more than 10 targets and an Ocean Engine file, naming the medium', async () => {
    const image = await upload('共享图.png', samplePng(640, 360, 71));
    await approve(image);
    const before = await copyTasks();
    const imageShare = await share({ file_id: [image.fid], target_advertiser_ids: ksTargets });
    expect(imageShare.code).toBe(ERROR_CODES.MATERIAL_COPY_REFUSED.code);
    expect(imageShare.message_cn).toBe('共享图.png：磁力引擎只能在账户间复制视频');
    const eleven = Array.from({ length: 11 }, (_, i) => String(1_000_000_000 + i));
    const tooMany = await share({ file_id: [image.fid], target_advertiser_ids: eleven });
    expect(tooMany.code).toBe(ERROR_CODES.MATERIAL_COPY_REFUSED.code);
    expect(tooMany.message_cn).toBe('磁力引擎一次最多复制到 10 个账户，已选 11 个');
    const ocean = await share({
      platform: 'bytedance',
      advertiser_id: source,
      file_id: [image.fid],
      target_advertiser_ids: targets,
    });
    expect(ocean.message_cn).toBe('巨量引擎的素材在账户间复制请使用素材推送（material/bind）');
    expect(await copyTasks()).toBe(before);
  });

  it('refuses a video not pushed to the source account', async () => {
    const video = await upload('未共享视频.mp4', sampleMp4(720, 1280, 9_000, { padding: 256 }));
    await approve(video);
    const answer = await share({ file_id: [video.fid], target_advertiser_ids: ksTargets });
    expect(answer.code).toBe(ERROR_CODES.MATERIAL_NOT_ON_ACCOUNT.code);
    expect(answer.message_cn).toContain('未共享视频.mp4');
  });
});
