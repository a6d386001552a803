import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ERROR_CODES,
  type AdIdBatchCreateAnswer,
  type AdIdListData,
  type BaseCreateAnswer,
  type CategoryCreateAnswer,
  type CheckDownloadAnswer,
  type ManualExtendAnswer,
  type MediaAppCreateAnswer,
  type MediaAppListData,
  type PackageWarningsData,
  type RetryExtendAnswer,
  type SubPackageListData,
  type SubPackageOplogData,
  type SubPackageOplogUser,
  type TaskRow,
} from '@toufang/contracts';
import { formatAdId } from '@toufang/domain';
import { SUB_PACKAGE_BUILD_MS, subPackageBuildFails } from '@toufang/media-sandbox';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

// Kuaishou sub-packages through HTTP (spec 000 §2 `/project/packageTask/:id`; spec 002 §7
// `manual_extend_package`, `retry_extend_package`, `check_download`): an approved Android app
// made through app management, a batch of Kuaishou ad IDs from Excel, packages cut by the sandbox
// on its simulated clock, the failed builds retried, the links checked.

const GAME = 883_001;
const ROWS = 60;

let running: RunningSandbox;
let t: TestApp;
let rootToken: string;
let runner: TaskRunner;
let files: Server;
let filesOrigin: string;
let fileAnswer: 'package' | 'missing' = 'package';
let appId: number;
let batchId: number;
let adIdsMade: string[] = [];

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call<T>({ method, url, token: rootToken, ...(payload ? { payload } : {}) });

const advanceSandbox = async (ms: number) => {
  const res = await fetch(`${running.origin}/_admin/clock/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
  if (!res.ok) throw new Error(`advance answered ${res.status}`);
};

const packages = async (query = '') =>
  (await call<SubPackageListData>('GET', `/api/kuaishou/package/list?app_id=${appId}${query}`))
    .data;

async function sheet(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (let i = 1; i <= count; i += 1) ws.addRow([`快手达人${i}`, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  files = createServer((req, res) => {
    if (fileAnswer === 'missing') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/vnd.android.package-archive' });
    res.end(req.method === 'HEAD' ? undefined : 'PK');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesOrigin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;

  running = await startSandbox();
  t = await createTestApp({ media: runtimeOf(running), env: { TASK_DEFAULT_RATE: '1000' } });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const [account = ''] = await authorizeMedium(t, rootToken, 'kuaishou');
  await t.database.db.insert(games).values({ gadCfgGameId: GAME, gameName: '三国志战略版' });
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });

  const created = await call<MediaAppCreateAnswer>('POST', '/api/kuaishou/app/create_base', {
    gad_cfg_game_id: GAME,
    platform: 'APP_ANDROID',
    app_name: '三国志战略版',
    package_name: 'com.example.sanguo',
    download_url: `${filesOrigin}/sanguo.apk`,
    icon_url: 'https://cdn.example.com/icon.png',
    privacy_url: 'https://www.example.com/privacy',
    advertiser_ids: [account],
  });
  expect(created.code, JSON.stringify(created)).toBe(0);
  appId = created.data.app_ids[0] ?? 0;
  await runner.drain();
  await advanceSandbox(3 * 60_000);
  await call('POST', '/api/kuaishou/app/auto_refresh_data', { advertiser_ids: [account] });
  const apps = await call<MediaAppListData>('GET', '/api/kuaishou/app/get_game_info');
  expect(apps.data.list[0]?.review_status).toBe('approved');

  const base = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', {
    medium: 'kuaishou',
    gad_cfg_game_id: GAME,
    platform: 'APP_ANDROID',
    app_id: appId,
    name: '三国志-安卓-磁力引擎',
    download_url: `${filesOrigin}/sanguo.apk`,
    click_url: 'https://track.example.com/click',
  });
  expect(base.code, JSON.stringify(base)).toBe(0);
  const category = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
    medium: 'kuaishou',
    name: '快手达人',
  });
  const form = new FormData();
  form.append('category_id', String(category.data.id));
  form.append('base_id', String(base.data.base_id));
  form.append('file', new Blob([await sheet(ROWS)]), 'ks.xlsx');
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const batch = await t.call<AdIdBatchCreateAnswer>({
    method: 'POST',
    url: '/api/batch/adid_category_batch_create',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: rootToken,
  });
  expect(batch.code, JSON.stringify(batch)).toBe(0);
  batchId = batch.data.batch_id;
  const listed = await call<AdIdListData>(
    'GET',
    `/api/batch/list_adid?batch_id=${batchId}&per_page=100`,
  );
  adIdsMade = listed.data.list.map((r) => r.ad_id);
}, 120_000);

afterAll(async () => {
  await t.close();
  await running.close();
  await new Promise((resolve) => files.close(resolve));
});

describe('manual_extend_package', () => {
  it('refuses ad IDs that are not the app game’s Kuaishou ad IDs, and writes nothing', async () => {
    const bad = await call('POST', '/api/amt/manual_extend_package', {
      app_id: appId,
      ad_ids: [adIdsMade[0], formatAdId('bytedance', 5), 'K123'],
    });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(bad)).toContain('不是磁力引擎的广告ID');
    expect(JSON.stringify(bad)).toContain('广告ID格式不正确：K123');
    const missing = await call('POST', '/api/amt/manual_extend_package', {
      app_id: appId,
      ad_ids: [formatAdId('kuaishou', 99_999)],
    });
    expect(JSON.stringify(missing)).toContain('广告ID不存在');
    const neither = await call('POST', '/api/amt/manual_extend_package', { app_id: appId });
    expect(JSON.stringify(neither)).toContain('二选一');
    expect((await packages()).page_info.total_number).toBe(0);
  });

  it('cuts a package per ad ID of a batch as a task, then reads the builds from the medium', async () => {
    const answer = await call<ManualExtendAnswer>('POST', '/api/amt/manual_extend_package', {
      app_id: appId,
      batch_id: batchId,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ item_count: ROWS, skipped: 0 });
    expect((await packages()).counts.queued).toBe(ROWS);

    await runner.drain();
    const task = await call<TaskRow>('GET', `/api/tasks/${answer.data.task_id}`);
    expect(task.data.status).toBe('succeeded');
    const building = await packages('&per_page=100');
    expect(building.counts.building).toBe(ROWS);
    expect(building.quota).toEqual({ quota: 2000, used: ROWS });

    await advanceSandbox(SUB_PACKAGE_BUILD_MS);
    const failing = adIdsMade.filter((id) => subPackageBuildFails(id, 1));
    expect(failing.length).toBeGreaterThan(0);
    const built = await packages('&per_page=100');
    expect(built.counts).toEqual({
      queued: 0,
      building: 0,
      succeeded: ROWS - failing.length,
      failed: failing.length,
    });
    const failed = await packages('&status=failed&per_page=100');
    expect(failed.list.map((p) => p.ad_id).toSorted()).toEqual(failing.toSorted());
    expect(failed.list[0]?.fail_reason).toContain('重试');
    const ok = built.list.find((p) => p.status === 'succeeded');
    expect(ok?.download_url).toMatch(/\.apk$/);
    expect(ok?.ad_id_name).toMatch(/^快手达人\d+$/);

    const again = await call<ManualExtendAnswer>('POST', '/api/amt/manual_extend_package', {
      app_id: appId,
      ad_ids: adIdsMade.slice(0, 3),
    });
    expect(again.data).toEqual({ task_id: null, item_count: 0, skipped: 3 });
  });

  it('retries the failed builds, and says so when there is none left', async () => {
    const answer = await call<RetryExtendAnswer>('POST', '/api/batch/retry_extend_package', {
      app_id: appId,
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await runner.drain();
    await advanceSandbox(SUB_PACKAGE_BUILD_MS);
    const stillFailing = adIdsMade.filter(
      (id) => subPackageBuildFails(id, 1) && subPackageBuildFails(id, 2),
    );
    expect((await packages()).counts.failed).toBe(stillFailing.length);
    if (stillFailing.length === 0) {
      const none = await call('POST', '/api/batch/retry_extend_package', { app_id: appId });
      expect(none.code).toBe(ERROR_CODES.SUB_PACKAGE_NONE_FAILED.code);
    }

    const log = await call<SubPackageOplogData>(
      'GET',
      `/api/kuaishou/package/sub_package_oplog?app_id=${appId}`,
    );
    expect(log.data.list.map((e) => [e.kind, e.item_count, e.created_by_name])).toEqual([
      ['retry', answer.data.item_count, expect.any(String)],
      ['create', ROWS, expect.any(String)],
    ]);
    const users = await call<SubPackageOplogUser[]>(
      'GET',
      `/api/kuaishou/package/sub_package_oplog_user?app_id=${appId}`,
    );
    expect(users.data).toHaveLength(1);
  });

  it('checks the download links and warns about the app whose link fails', async () => {
    const before = await call<PackageWarningsData>('GET', '/api/kuaishou/package/warnings');
    expect(before.data.list).toEqual([]);

    fileAnswer = 'missing';
    const checked = await call<CheckDownloadAnswer>(
      'GET',
      `/api/amt/check_download?app_id=${appId}`,
    );
    expect(checked.code, JSON.stringify(checked)).toBe(0);
    const appLink = checked.data.failed.find((f) => f.sub_package_id === null);
    expect(appLink?.reason).toBe('下载链接返回 HTTP 404');

    const warned = await call<PackageWarningsData>('GET', '/api/kuaishou/package/warnings');
    expect(warned.data.list).toEqual([
      expect.objectContaining({ app_id: appId, kinds: ['download'], used: ROWS, quota: 2000 }),
    ]);

    fileAnswer = 'package';
    const appOnly = await call<CheckDownloadAnswer>(
      'GET',
      `/api/amt/check_download?app_id=${appId}`,
    );
    expect(appOnly.data.failed.some((f) => f.sub_package_id === null)).toBe(false);
  });
});
