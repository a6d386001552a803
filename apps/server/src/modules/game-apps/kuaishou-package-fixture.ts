import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  AdIdBatchCreateAnswer,
  Envelope,
  AdIdListData,
  BaseCreateAnswer,
  CategoryCreateAnswer,
  MediaAppCreateAnswer,
  MediaAppListData,
} from '@toufang/contracts';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { games } from '../../db/schema';
import { runtimeOf, startSandbox, type RunningSandbox } from '../../media/testing/sandbox-fixture';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { authorizeMedium } from '../feed-batches/test-support';
import type { TaskRunner } from '../tasks/task-runner';
import { createTaskRunner } from '../tasks/task-worker';
import { silentLog } from '../tasks/test-fixtures';

/** What the fixture's download host answers: the package, or 404 as a broken link does. */
export type DownloadAnswer = 'package' | 'missing';

export interface KuaishouPackageFixture {
  running: RunningSandbox;
  t: TestApp;
  rootToken: string;
  runner: TaskRunner;
  appId: number;
  batchId: number;
  /** The ad IDs the Excel batch made, in the batch's order. */
  adIdsMade: string[];
  /** One API call as the administrator, or as the holder of `token`. */
  call: <T>(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    token?: string,
  ) => Promise<Envelope<T> & { status: number }>;
  /** Moves the sandbox's simulated clock, e.g. past a package build. */
  advanceSandbox: (ms: number) => Promise<void>;
  setDownloadAnswer: (answer: DownloadAnswer) => void;
  close: () => Promise<void>;
}

export interface KuaishouPackageOptions {
  game: number;
  gameName: string;
  /** Names of the Excel rows: `${rowPrefix}1` … */
  rowPrefix: string;
  rows: number;
}

async function adIdSheet(rowPrefix: string, count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('广告ID');
  ws.addRow(['名称', '备注']);
  for (let i = 1; i <= count; i += 1) ws.addRow([`${rowPrefix}${i}`, null]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function startDownloadHost(answer: () => DownloadAnswer): Promise<Server> {
  const files = createServer((req, res) => {
    if (answer() === 'missing') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/vnd.android.package-archive' });
    res.end(req.method === 'HEAD' ? undefined : 'PK');
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  return files;
}

/**
 * A Kuaishou app through app management, approved on the sandbox's clock, its conversion base,
 * and a batch of Kuaishou ad IDs from Excel: what cutting channel packages starts from.
 */
export async function startKuaishouPackageFixture(
  options: KuaishouPackageOptions,
): Promise<KuaishouPackageFixture> {
  let downloadAnswer: DownloadAnswer = 'package';
  const files = await startDownloadHost(() => downloadAnswer);
  const filesOrigin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;

  const running = await startSandbox();
  const t = await createTestApp({ media: runtimeOf(running), env: { TASK_DEFAULT_RATE: '1000' } });
  const rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = rootToken) =>
    t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const advanceSandbox = async (ms: number) => {
    const res = await fetch(`${running.origin}/_admin/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });
    if (!res.ok) throw new Error(`advance answered ${res.status}`);
  };

  const [account = ''] = await authorizeMedium(t, rootToken, 'kuaishou');
  await t.database.db
    .insert(games)
    .values({ gadCfgGameId: options.game, gameName: options.gameName });
  const runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });

  const created = await call<MediaAppCreateAnswer>('POST', '/api/kuaishou/app/create_base', {
    gad_cfg_game_id: options.game,
    platform: 'APP_ANDROID',
    app_name: '三国志战略版',
    package_name: 'com.example.sanguo',
    download_url: `${filesOrigin}/sanguo.apk`,
    icon_url: 'https://cdn.example.com/icon.png',
    privacy_url: 'https://www.example.com/privacy',
    advertiser_ids: [account],
  });
  expect(created.code, JSON.stringify(created)).toBe(0);
  const appId = created.data.app_ids[0] ?? 0;
  await runner.drain();
  await advanceSandbox(3 * 60_000);
  await call('POST', '/api/kuaishou/app/auto_refresh_data', { advertiser_ids: [account] });
  const apps = await call<MediaAppListData>('GET', '/api/kuaishou/app/get_game_info');
  expect(apps.data.list[0]?.review_status).toBe('approved');

  const base = await call<BaseCreateAnswer>('POST', '/api/amt/createbase', {
    medium: 'kuaishou',
    gad_cfg_game_id: options.game,
    platform: 'APP_ANDROID',
    app_id: appId,
    name: '三国志-安卓-磁力引擎',
    download_url: `${filesOrigin}/sanguo.apk`,
    click_url: 'https://track.example.com/click',
  });
  expect(base.code, JSON.stringify(base)).toBe(0);
  const category = await call<CategoryCreateAnswer>('POST', '/api/category/create', {
    medium: 'kuaishou',
    name: options.rowPrefix,
  });
  const form = new FormData();
  form.append('category_id', String(category.data.id));
  form.append('base_id', String(base.data.base_id));
  form.append('file', new Blob([await adIdSheet(options.rowPrefix, options.rows)]), 'ks.xlsx');
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const batch = await t.call<AdIdBatchCreateAnswer>({
    method: 'POST',
    url: '/api/batch/adid_category_batch_create',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: rootToken,
  });
  expect(batch.code, JSON.stringify(batch)).toBe(0);
  const batchId = batch.data.batch_id;
  const listed = await call<AdIdListData>(
    'GET',
    `/api/batch/list_adid?batch_id=${batchId}&per_page=100`,
  );

  return {
    running,
    t,
    rootToken,
    runner,
    appId,
    batchId,
    adIdsMade: listed.data.list.map((r) => r.ad_id),
    call,
    advanceSandbox,
    setDownloadAnswer: (answer) => {
      downloadAnswer = answer;
    },
    close: async () => {
      await t.close();
      await running.close();
      await new Promise((resolve) => files.close(resolve));
    },
  };
}
