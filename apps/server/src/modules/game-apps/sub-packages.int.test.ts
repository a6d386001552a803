import {
  ERROR_CODES,
  type CheckDownloadAnswer,
  type ManualExtendAnswer,
  type PackageWarningsData,
  type RetryExtendAnswer,
  type SubPackageListData,
  type SubPackageOplogData,
  type SubPackageOplogUser,
  type TaskRow,
} from '@toufang/contracts';
import { formatAdId } from '@toufang/domain';
import { SUB_PACKAGE_BUILD_MS, subPackageBuildFails } from '@toufang/media-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRunner } from '../tasks/task-runner';
import {
  startKuaishouPackageFixture,
  type KuaishouPackageFixture,
} from './kuaishou-package-fixture';

// Kuaishou sub-packages through HTTP (spec 000 §2 `/project/packageTask/:id`; spec 002 §7
// `manual_extend_package`, `retry_extend_package`, `check_download`): an approved Android app
// made through app management, a batch of Kuaishou ad IDs from Excel, packages cut by the sandbox
// on its simulated clock, the failed builds retried, the links checked.

const GAME = 883_001;
const ROWS = 60;

let f: KuaishouPackageFixture;
let runner: TaskRunner;
let appId: number;
let batchId: number;
let adIdsMade: string[] = [];

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
  f.call<T>(method, url, payload);
const advanceSandbox = (ms: number) => f.advanceSandbox(ms);

const packages = async (query = '') =>
  (await call<SubPackageListData>('GET', `/api/kuaishou/package/list?app_id=${appId}${query}`))
    .data;

beforeAll(async () => {
  f = await startKuaishouPackageFixture({
    game: GAME,
    gameName: '三国志战略版',
    rowPrefix: '快手达人',
    rows: ROWS,
  });
  ({ runner, appId, batchId, adIdsMade } = f);
}, 120_000);

afterAll(() => f.close());

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

    f.setDownloadAnswer('missing');
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

    f.setDownloadAnswer('package');
    const appOnly = await call<CheckDownloadAnswer>(
      'GET',
      `/api/amt/check_download?app_id=${appId}`,
    );
    expect(appOnly.data.failed.some((f) => f.sub_package_id === null)).toBe(false);
  });
});
