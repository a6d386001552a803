import { randomBytes } from 'node:crypto';
import type {
  Paged,
  TaskCancelResult,
  TaskItemRow,
  TaskRetryResult,
  TaskRow,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { fakeStatusType, FakeMedium, testRunner } from './test-fixtures';
import type { RunnerSettings } from './task-runner';
import { TaskTypeRegistry } from './task-type';

let t: TestApp;
let owner: CreatedUser;
let ownerToken: string;
let otherToken: string;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.database.db);
  ownerToken = await t.login(owner.username, owner.password);
  const other = await createUser(t.database.db);
  otherToken = await t.login(other.username, other.password);
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
});
afterAll(() => t.close());

/** A fake status type of its own per test, and a runner that claims only it. */
function setup(opts: { limiterKey?: string } = {}) {
  const medium = new FakeMedium();
  const base = fakeStatusType(medium, `fake.http.${randomBytes(3).toString('hex')}`);
  const type = opts.limiterKey ? { ...base, limiterKey: () => opts.limiterKey ?? '' } : base;
  t.services.taskTypes.register(type);
  const registry = new TaskTypeRegistry();
  registry.register(type);
  const runner = (settings: Partial<RunnerSettings> = {}) =>
    testRunner(
      { db: t.database.db, registry, changes: t.services.changes, clock: t.clock },
      settings,
    );
  const submit = async (statuses: string[][], createdBy = owner.id) => {
    const objects = statuses.map((script) => {
      const object = medium.seed('enable');
      if (script.length > 0) medium.script(object.id, ...(script as ['ok']));
      return object;
    });
    const { id } = await t.services.tasks.create({
      type: type.type,
      title: '批量暂停广告',
      createdBy,
      params: { source: 'test' },
      items: objects.map((o) => ({
        request: { status: 'disable' },
        target: {
          medium: 'bytedance',
          advertiserId: '88',
          objectType: 'promotion',
          objectId: o.id,
        },
      })),
    });
    return { id, objects };
  };
  return { medium, type, runner, submit };
}

const get = (id: number, token = ownerToken) =>
  t.call<TaskRow>({ method: 'GET', url: `/api/tasks/${id}`, token });
const items = (id: number, query: Record<string, string> = {}, token = ownerToken) =>
  t.call<Paged<TaskItemRow>>({ method: 'GET', url: `/api/tasks/${id}/items`, query, token });
const list = (query: Record<string, string>, token = ownerToken) =>
  t.call<Paged<TaskRow>>({ method: 'GET', url: '/api/tasks', query, token });
const retry = (id: number, token = ownerToken) =>
  t.call<TaskRetryResult>({ method: 'POST', url: `/api/tasks/${id}/retry`, token });
const cancel = (id: number, token = ownerToken) =>
  t.call<TaskCancelResult>({ method: 'POST', url: `/api/tasks/${id}/cancel`, token });

describe('GET /api/tasks', () => {
  it("lists the caller's own tasks, newest first; administrators see everyone's", async () => {
    const { type, submit } = setup();
    const first = await submit([[]]);
    const second = await submit([[]]);
    const foreign = await submit([[]], (await createUser(t.database.db)).id);

    const mine = await list({ type: type.type });
    expect(mine.code).toBe(0);
    expect(mine.data.list.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(mine.data.page_info).toMatchObject({ total_number: 2, page: 1 });
    expect(mine.data.list[0]).toMatchObject({
      type: type.type,
      title: '批量暂停广告',
      status: 'pending',
      created_by: owner.id,
      created_by_name: `测试${owner.username}`,
      params: { source: 'test' },
      progress: { total: 1, done: 0, percent: 0, counts: { pending: 1 } },
    });

    const all = await list({ type: type.type }, rootToken);
    expect(all.data.list.map((r) => r.id)).toEqual([foreign.id, second.id, first.id]);
    const rootOwn = await list({ type: type.type, mine: '1' }, rootToken);
    expect(rootOwn.data.list).toEqual([]);
    expect((await list({ type: type.type }, otherToken)).data.list).toEqual([]);
  });

  it('filters by status and pages', async () => {
    const { type, submit, runner } = setup();
    const done = await submit([[]]);
    await runner().drain();
    await submit([[]]);
    await submit([[]]);
    const finished = await list({ type: type.type, status: 'succeeded' });
    expect(finished.data.list.map((r) => r.id)).toEqual([done.id]);
    const page2 = await list({ type: type.type, page: '2', per_page: '2' });
    expect(page2.data.list.map((r) => r.id)).toEqual([done.id]);
    expect(page2.data.page_info).toEqual({ page: 2, per_page: 2, total_number: 3, total_page: 2 });
  });

  it('refuses an unknown status with the problem named', async () => {
    const res = await list({ status: 'bogus' });
    expect(res.code).toBe(10001);
    expect(String(res.message)).toMatch(/status/);
  });
});

describe('GET /api/tasks/:id', () => {
  it('reports progress by status with an ETA from the rate limit, then from the throughput', async () => {
    t.services.rateRules.define('eta-test:', { ratePerSecond: 2, burst: 1 });
    const { submit, runner } = setup({ limiterKey: 'eta-test:k' });
    const { id } = await submit([
      [],
      [],
      [],
      [],
      ['busy'],
      ['busy'],
      ['busy'],
      ['busy'],
      ['busy'],
      ['busy'],
    ]);

    // Ten calls left on a bucket of 1 refilling 2 a second: 4.5 s at best.
    const before = await get(id);
    expect(before.data.progress).toEqual({
      total: 10,
      done: 0,
      counts: { pending: 10, running: 0, succeeded: 0, failed: 0, cancelled: 0, unknown: 0 },
      percent: 0,
      eta_seconds: 5,
    });

    await runner().drain();
    t.clock.advance(4_000);
    const during = await get(id);
    expect(during.data.status).toBe('running');
    expect(during.data.started_at).not.toBeNull();
    // Four done in 4 s: six left at that pace take 6 s, above the limiter's 2.5 s floor.
    expect(during.data.progress).toMatchObject({ done: 4, percent: 40, eta_seconds: 6 });
    expect(during.data.progress.counts).toMatchObject({ succeeded: 4, pending: 6 });
  });

  it('hides a task from other users but not from administrators', async () => {
    const { submit } = setup();
    const { id } = await submit([[]]);
    expect(await get(id, otherToken)).toMatchObject({ code: 10004, message_cn: '任务不存在' });
    expect((await items(id, {}, otherToken)).code).toBe(10004);
    expect((await cancel(id, otherToken)).code).toBe(10004);
    expect((await get(id, rootToken)).code).toBe(0);
    expect((await get(999_999)).code).toBe(10004);
    expect((await t.call({ method: 'GET', url: '/api/tasks/abc', token: ownerToken })).code).toBe(
      10001,
    );
  });
});

describe('GET /api/tasks/:id/items', () => {
  it('lists items in submission order with their errors, filtered by status', async () => {
    const { submit, runner } = setup();
    const { id, objects } = await submit([[], ['reject'], []]);
    await runner().drain();
    const all = await items(id);
    expect(all.data.list.map((i) => i.status)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(all.data.list[1]).toMatchObject({
      seq: 2,
      attempts: 1,
      error_code: '40001',
      error_message: '参数不合法',
      request: { status: 'disable' },
      medium: 'bytedance',
      advertiser_id: '88',
      object_type: 'promotion',
      object_id: objects[1]?.id,
    });
    const failed = await items(id, { status: 'failed' });
    expect(failed.data.list.map((i) => i.seq)).toEqual([2]);
    expect(failed.data.page_info.total_number).toBe(1);
  });
});

describe('POST /api/tasks/:id/retry', () => {
  it('sends only the failed items again, as a new attempt', async () => {
    const { submit, runner, medium } = setup();
    const { id, objects } = await submit([[], ['reject', 'ok'], []]);
    expect((await retry(id)).code).toBe(30001);

    await runner().drain();
    expect((await get(id)).data.status).toBe('partially_failed');
    expect(await retry(id)).toMatchObject({ code: 0, data: { retried: 1 } });
    const queued = await get(id);
    expect(queued.data).toMatchObject({ status: 'running', finished_at: null });
    expect(queued.data.progress.counts).toMatchObject({ pending: 1, succeeded: 2 });

    await runner().drain();
    const after = await items(id);
    expect(after.data.list.map((i) => [i.status, i.attempts])).toEqual([
      ['succeeded', 1],
      ['succeeded', 2],
      ['succeeded', 1],
    ]);
    expect(objects.map((o) => medium.calls.get(o.id))).toEqual([1, 2, 1]);
    expect((await get(id)).data.status).toBe('succeeded');
    expect(await retry(id)).toMatchObject({
      code: 30002,
      message_cn: '该任务没有失败的条目，无需重试',
    });
  });
});

describe('POST /api/tasks/:id/cancel', () => {
  it('cancels the items not yet started and lets the running ones finish', async () => {
    const { submit, runner, medium } = setup();
    const { id, objects } = await submit([['hang-after-apply'], [], [], []]);
    // One slot: the first call stalls (until its time limit) while the rest wait their turn.
    const r = runner({ concurrency: 1, executeTimeoutMs: 200 });
    const worker = r.drain();
    await medium.hung();
    const res = await cancel(id);
    expect(res).toMatchObject({ code: 0, data: { cancelled: 3 } });
    const during = await get(id);
    expect(during.data.status).toBe('running');
    expect(during.data.cancelled_at).not.toBeNull();
    expect(during.data.progress.counts).toMatchObject({ running: 1, cancelled: 3 });
    await worker;

    // The stalled call timed out; reading the medium finds it applied.
    t.clock.advance(1_000);
    await r.drain();
    const done = await get(id);
    expect(done.data.status).toBe('cancelled');
    expect(done.data.progress.counts).toMatchObject({ succeeded: 1, cancelled: 3 });
    expect(objects.slice(1).map((o) => medium.calls.get(o.id))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(await cancel(id)).toMatchObject({ code: 30003, message_cn: '任务已结束，无法取消' });
  });

  it('cancels a task that has not started at once', async () => {
    const { submit } = setup();
    const { id } = await submit([[], []]);
    expect((await cancel(id)).data).toEqual({ cancelled: 2 });
    expect((await get(id)).data).toMatchObject({ status: 'cancelled', progress: { percent: 100 } });
  });
});
