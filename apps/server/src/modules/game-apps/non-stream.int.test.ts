import {
  ERROR_CODES,
  NON_STREAM_RETRY_MAX,
  type ManualExtendAnswer,
  type NonStreamListData,
  type NonStreamRetryAnswer,
} from '@toufang/contracts';
import { SUB_PACKAGE_BUILD_MS, subPackageBuildFails } from '@toufang/media-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import type { TaskRunner } from '../tasks/task-runner';
import {
  startKuaishouPackageFixture,
  type KuaishouPackageFixture,
} from './kuaishou-package-fixture';

// Non-stream ad IDs through HTTP (spec 000 §2 `/landing/nonlink`; spec 002 §7
// `/amt/non_stream_adid`, `non_stream_retry`): a batch of Kuaishou ad IDs cut into channel
// packages of an approved app, listed across apps with the builds read from the sandbox, and the
// failed ones cut again.

const GAME = 883_101;
const ROWS = 60;

let f: KuaishouPackageFixture;
let t: TestApp;
let runner: TaskRunner;
let appId: number;
let batchId: number;
let adIdsMade: string[] = [];

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
  f.call<T>(method, url, payload, token);
const advanceSandbox = (ms: number) => f.advanceSandbox(ms);

const nonStream = async (query = '', token?: string) =>
  (
    await call<NonStreamListData>(
      'GET',
      `/api/amt/non_stream_adid?per_page=100${query}`,
      undefined,
      token,
    )
  ).data;

beforeAll(async () => {
  f = await startKuaishouPackageFixture({
    game: GAME,
    gameName: '率土之滨',
    rowPrefix: '应用商店',
    rows: ROWS,
  });
  ({ t, runner, appId, batchId, adIdsMade } = f);
  const cut = await call<ManualExtendAnswer>('POST', '/api/amt/manual_extend_package', {
    app_id: appId,
    batch_id: batchId,
  });
  expect(cut.code, JSON.stringify(cut)).toBe(0);
  await runner.drain();
}, 120_000);

afterAll(() => f.close());

describe('/amt/non_stream_adid', () => {
  it('lists the ad IDs cut into channel packages, reading the builds from the medium', async () => {
    const building = await nonStream();
    expect(building.counts).toEqual({ queued: 0, building: ROWS, succeeded: 0, failed: 0 });
    expect(building.list[0]).toMatchObject({
      app_id: appId,
      app_name: '三国志战略版',
      package_name: 'com.example.sanguo',
      game_name: '率土之滨',
      download_url: null,
    });

    await advanceSandbox(SUB_PACKAGE_BUILD_MS);
    const failing = adIdsMade.filter((id) => subPackageBuildFails(id, 1));
    expect(failing.length).toBeGreaterThan(0);
    const built = await nonStream();
    expect(built.counts).toEqual({
      queued: 0,
      building: 0,
      succeeded: ROWS - failing.length,
      failed: failing.length,
    });
    const failed = await nonStream('&status=failed');
    expect(failed.list.map((r) => r.ad_id).toSorted()).toEqual(failing.toSorted());
    expect(failed.counts.succeeded).toBe(ROWS - failing.length);
    const ok = built.list.find((r) => r.status === 'succeeded');
    expect(ok?.download_url).toMatch(/\.apk$/);

    const byName = await nonStream(`&keyword=${encodeURIComponent('应用商店12')}`);
    expect(byName.list.map((r) => r.ad_id_name)).toEqual(['应用商店12']);
    const byId = await nonStream(`&keyword=${adIdsMade[3]}`);
    expect(byId.list.map((r) => r.ad_id)).toEqual([adIdsMade[3]]);
    const byPackage = await nonStream('&keyword=sanguo');
    expect(byPackage.page_info.total_number).toBe(ROWS);
    const otherGame = await nonStream('&gad_cfg_game_id=1');
    expect(otherGame.page_info.total_number).toBe(0);
  });
});

describe('/amt/non_stream_retry', () => {
  it('refuses an empty or oversized request and one naming no failed package', async () => {
    const empty = await call('POST', '/api/amt/non_stream_retry', { sub_package_ids: [] });
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(empty)).toContain('请选择要重试的广告ID');
    const many = await call('POST', '/api/amt/non_stream_retry', {
      sub_package_ids: Array.from({ length: NON_STREAM_RETRY_MAX + 1 }, (_, i) => i + 1),
    });
    expect(many.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const succeeded = (await nonStream('&status=succeeded')).list.map((r) => r.id);
    const none = await call('POST', '/api/amt/non_stream_retry', {
      sub_package_ids: succeeded.slice(0, 2),
    });
    expect(none.code).toBe(ERROR_CODES.SUB_PACKAGE_NONE_FAILED.code);
  });

  it('cuts the named failed packages again as a task of their app; the others are skipped', async () => {
    const failed = (await nonStream('&status=failed')).list.map((r) => r.id);
    const succeeded = (await nonStream('&status=succeeded')).list.map((r) => r.id);
    const answer = await call<NonStreamRetryAnswer>('POST', '/api/amt/non_stream_retry', {
      sub_package_ids: [...failed, ...succeeded.slice(0, 3)],
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toEqual({
      tasks: [{ app_id: appId, task_id: expect.any(Number), item_count: failed.length }],
      skipped: 3,
    });
    expect((await nonStream()).counts.queued).toBe(failed.length);
    await runner.drain();
    await advanceSandbox(SUB_PACKAGE_BUILD_MS);
    const stillFailing = adIdsMade.filter(
      (id) => subPackageBuildFails(id, 1) && subPackageBuildFails(id, 2),
    );
    expect((await nonStream()).counts.failed).toBe(stillFailing.length);
  });
});

describe('abilities and data scope', () => {
  it('refuses a caller without the ability and shows others only their games’ packages', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['project:gameupdate'] });
    const outsiderToken = await t.login(outsider.username, outsider.password);
    const refused = await call('GET', '/api/amt/non_stream_adid', undefined, outsiderToken);
    expect(refused.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    const retry = await call(
      'POST',
      '/api/amt/non_stream_retry',
      { sub_package_ids: [1] },
      outsiderToken,
    );
    expect(retry.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);

    const stranger = await createUser(t.database.db, { abilities: ['amt:non_stream_adid'] });
    const strangerToken = await t.login(stranger.username, stranger.password);
    const none = await nonStream('', strangerToken);
    expect(none.page_info.total_number).toBe(0);
    const ids = (await nonStream()).list.map((r) => r.id);
    const notTheirs = await call(
      'POST',
      '/api/amt/non_stream_retry',
      { sub_package_ids: ids },
      strangerToken,
    );
    expect(notTheirs.code).toBe(ERROR_CODES.SUB_PACKAGE_NONE_FAILED.code);
  });
});
