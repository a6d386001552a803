import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES, type CoverSuggestData, type MaterialFile } from '@toufang/contracts';
import { sampleMp4, samplePng } from '@toufang/media-sandbox';
import { inArray } from 'drizzle-orm';
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

// Cover suggestions through HTTP (spec 002 §7 `material/suggestcover`,
// `tencent/material/suggestcover`): a library video pushed to an Ocean Engine and a Tencent
// account, the covers asked of each medium by the ids the push recorded — Ocean Engine's made
// asynchronously, Tencent's key frame once transcoded — on the sandbox's clock, and the refusals.

let running: RunningSandbox;
let t: TestApp;
let dataDir: string;
let rootToken: string;
let runner: TaskRunner;
const accounts = {} as Record<Medium, string[]>;
let video: MaterialFile;

const get = <T>(url: string, token = rootToken) => t.call<T>({ method: 'GET', url, token });

const suggest = (route: string, file: MaterialFile, advertiserId: string, token = rootToken) =>
  get<CoverSuggestData>(`/api/${route}?file_id=${file.fid}&advertiser_id=${advertiserId}`, token);

const choose = (route: string, file: MaterialFile, advertiserId: string, url: string) =>
  t.call<CoverSuggestData>({
    method: 'POST',
    url: `/api/${route}`,
    token: rootToken,
    payload: { file_id: file.fid, advertiser_id: advertiserId, url },
  });

async function upload(name: string, data: Buffer): Promise<MaterialFile> {
  const form = new FormData();
  form.append('is_public', '1');
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
    .where(inArray(materialFiles.id, [answer.data.fid]));
  return answer.data;
}

const advance = (ms: number) => admin(running, 'POST', 'clock/advance', { ms });

beforeAll(async () => {
  running = await startSandbox();
  dataDir = await mkdtemp(path.join(tmpdir(), 'cover-suggest-'));
  t = await createTestApp({
    media: runtimeOf(running),
    env: { TASK_DEFAULT_RATE: '1000', DATA_DIR: dataDir },
  });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of ['bytedance', 'tencent'] as const) {
    accounts[medium] = await authorizeMedium(t, rootToken, medium);
  }
  runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000, maxAttempts: 1 });
  video = await upload('封面视频.mp4', sampleMp4(720, 1280, 30_000, { padding: 2048 }));
  const pushed = await t.call({
    method: 'POST',
    url: '/api/material/file/push',
    token: rootToken,
    payload: {
      file_id: [video.fid],
      accounts: [
        { platform: 'bytedance', advertiser_id: accounts.bytedance[0] },
        { platform: 'tencent', advertiser_id: accounts.tencent[0] },
      ],
    },
  });
  if (pushed.code !== 0) throw new Error(`push: ${JSON.stringify(pushed)}`);
  await runner.drain();
}, 60_000);
afterAll(async () => {
  await t.close();
  await running.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('material/suggestcover', () => {
  it('answers running while Ocean Engine makes the covers, then the covers', async () => {
    const account = accounts.bytedance[0] ?? '';
    const first = await suggest('material/suggestcover', video, account);
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data).toEqual({ status: 'running', list: [], chosen: null });
    await advance(10_000);
    const done = await suggest('material/suggestcover', video, account);
    expect(done.data.status).toBe('succeeded');
    // One cover per 4 s of the 30 s video.
    expect(done.data.list).toHaveLength(7);
    for (const cover of done.data.list) {
      expect(cover.id).toMatch(/^web\.business\.image\//);
      expect(cover.url).toMatch(/^https?:\/\/.+\.jpeg$/);
      expect(cover).toMatchObject({ width: 720, height: 1280 });
    }
    expect(done.data.chosen).toBeNull();
  });

  it('keeps a suggested cover the user picks, refuses another link, and pushes carry it', async () => {
    const account = accounts.bytedance[0] ?? '';
    const { data } = await suggest('material/suggestcover', video, account);
    const third = data.list[2];
    if (!third) throw new Error('no third cover');
    const picked = await choose('material/suggestcover', video, account, third.url);
    expect(picked.code, JSON.stringify(picked)).toBe(0);
    expect(picked.data.chosen).toEqual({ id: third.id, url: third.url });

    const forged = await choose('material/suggestcover', video, account, 'http://elsewhere/x.jpeg');
    expect(forged.code).toBe(ERROR_CODES.MATERIAL_COVER_REFUSED.code);
    expect(forged.message_cn).toBe('所选封面不在媒体推荐的封面中，请重新选择');
    const empty = await choose('material/suggestcover', video, account, '  ');
    expect(empty.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await suggest('material/suggestcover', video, account)).data.chosen).toEqual({
      id: third.id,
      url: third.url,
    });

    // A later push (as the creation wizards do) reuses the file and hands on its cover.
    const again = await t.call<{ task_id: number }>({
      method: 'POST',
      url: '/api/material/file/push',
      token: rootToken,
      payload: {
        file_id: [video.fid],
        accounts: [{ platform: 'bytedance', advertiser_id: account }],
      },
    });
    expect(again.code, JSON.stringify(again)).toBe(0);
    await runner.drain();
    const items = await get<{ list: { result: unknown }[] }>(
      `/api/tasks/${again.data.task_id}/items?per_page=10`,
    );
    expect(items.data.list.map((row) => row.result)).toEqual([
      expect.objectContaining({ reused: true, cover_id: third.id }),
    ]);
  });

  it('refuses an image, a video not pushed to the account and an account out of scope', async () => {
    const image = await upload('封面图.png', samplePng(640, 360, 81));
    const account = accounts.bytedance[0] ?? '';
    const notVideo = await suggest('material/suggestcover', image, account);
    expect(notVideo.code).toBe(ERROR_CODES.MATERIAL_COVER_REFUSED.code);
    expect(notVideo.message_cn).toBe('只有视频才有封面推荐');
    const other = accounts.bytedance[1] ?? '';
    const notPushed = await suggest('material/suggestcover', video, other);
    expect(notPushed.code).toBe(ERROR_CODES.MATERIAL_NOT_ON_ACCOUNT.code);
    expect(notPushed.message_cn).toContain('封面视频.mp4');
    // A Tencent account is not an Ocean Engine one.
    const wrongMedium = await suggest('material/suggestcover', video, accounts.tencent[0] ?? '');
    expect(wrongMedium.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const operator = await createUser(t.database.db, { abilities: ['material:list'] });
    const scoped = await suggest(
      'material/suggestcover',
      video,
      account,
      await t.login(operator.username, operator.password),
    );
    expect(scoped.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
  });

  it('refuses a caller without the library ability', async () => {
    const outsider = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const token = await t.login(outsider.username, outsider.password);
    for (const route of ['material/suggestcover', 'tencent/material/suggestcover']) {
      const answer = await suggest(route, video, accounts.bytedance[0] ?? '', token);
      expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
  });
});

describe('tencent/material/suggestcover', () => {
  it('answers running while Tencent transcodes the video, then its key frame', async () => {
    const account = accounts.tencent[0] ?? '';
    const answer = await suggest('tencent/material/suggestcover', video, account);
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    // Tencent transcodes for 60 s + 2 s per MB of simulated time after the upload.
    expect(answer.data).toEqual({ status: 'running', list: [], chosen: null });
    await advance(5 * 60_000);
    const done = await suggest('tencent/material/suggestcover', video, account);
    expect(done.data.status).toBe('succeeded');
    expect(done.data.list).toHaveLength(1);
    expect(done.data.list[0]).toMatchObject({ id: null, width: 720, height: 1280 });
    expect(done.data.list[0]?.url).toMatch(/key-frame\.jpg$/);
    const keyFrame = done.data.list[0]?.url ?? '';
    const picked = await choose('tencent/material/suggestcover', video, account, keyFrame);
    expect(picked.data.chosen).toEqual({ id: null, url: keyFrame });
  });
});
