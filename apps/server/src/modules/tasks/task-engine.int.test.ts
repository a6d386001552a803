import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { engineHarness } from './test-harness';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const { setup, createStatusTask, createCreationTask, itemsOf, taskRow, historyOf } = engineHarness(
  () => t,
  () => userId,
);

describe('task engine: retries', () => {
  it('retries a transient failure with backoff until it succeeds, recording every attempt', async () => {
    const { medium, status, runner } = setup();
    const object = medium.seed('enable');
    medium.script(object.id, 'busy', 'busy', 'ok');
    const { id } = await createStatusTask(status.type, [object.id]);
    const r = runner();

    await r.drain();
    let [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'pending', attempts: 1, errorCode: '40100' });
    expect(item!.availableAt.getTime() - t.clock.now().getTime()).toBe(500);
    expect((await taskRow(id))?.status).toBe('running');

    // Not due yet: nothing is sent before the backoff elapses.
    await r.drain();
    expect(medium.calls.get(object.id)).toBe(1);

    t.clock.advance(500);
    await r.drain();
    [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'pending', attempts: 2 });
    expect(item!.availableAt.getTime() - t.clock.now().getTime()).toBe(1_000);

    t.clock.advance(1_000);
    await r.drain();
    [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'succeeded', attempts: 3, errorCode: null });
    expect(medium.objects.get(object.id)?.status).toBe('disable');
    expect(await taskRow(id)).toMatchObject({
      status: 'succeeded',
      succeededCount: 1,
      pendingCount: 0,
    });

    const history = await historyOf(item!.id);
    expect(history.map((h) => h.outcome)).toEqual(['failed', 'failed', 'succeeded']);
    expect(history[2]).toMatchObject({
      userId,
      taskId: id,
      medium: 'bytedance',
      advertiserId: '900',
      objectType: 'promotion',
      objectId: object.id,
      action: 'update_status',
      before: { status: 'enable' },
      after: { status: 'disable' },
      request: { status: 'disable' },
      response: { code: 0 },
    });
  });

  it('fails an item whose transient errors outlast the attempts, with the medium’s reason', async () => {
    const { medium, status, runner } = setup();
    const object = medium.seed('enable');
    medium.script(object.id, 'busy');
    const { id } = await createStatusTask(status.type, [object.id]);
    const r = runner({ maxAttempts: 3 });
    for (let i = 0; i < 3; i++) {
      await r.drain();
      t.clock.advance(10_000);
    }
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({
      status: 'failed',
      attempts: 3,
      errorCode: '40100',
      errorMessage: '请求过于频繁',
    });
    expect(medium.calls.get(object.id)).toBe(3);
    expect((await taskRow(id))?.status).toBe('failed');
  });
});

describe('task engine: unknown outcomes', () => {
  it('reads back timed-out calls: found → succeeded without re-sending, not applied → sent once more', async () => {
    const { medium, status, runner } = setup();
    const applied = medium.seed('enable');
    const lost = medium.seed('enable');
    medium.script(applied.id, 'lost-after-apply');
    medium.script(lost.id, 'lost-before-apply', 'ok');
    const { id } = await createStatusTask(status.type, [applied.id, lost.id]);
    const r = runner();

    await r.drain();
    expect((await itemsOf(id)).map((i) => i.status)).toEqual(['unknown', 'unknown']);
    expect(await taskRow(id)).toMatchObject({ status: 'running', unknownCount: 2 });

    t.clock.advance(500);
    await r.drain();
    const [first, second] = await itemsOf(id);
    expect(first).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(second).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(medium.calls.get(applied.id)).toBe(1);
    expect(medium.calls.get(lost.id)).toBe(2);
    expect(medium.objects.get(lost.id)?.status).toBe('disable');

    expect((await historyOf(first!.id)).map((h) => h.outcome)).toEqual(['unknown', 'reconciled']);
    expect((await historyOf(second!.id)).map((h) => h.outcome)).toEqual(['unknown', 'succeeded']);
  });

  it('treats a call that overruns its time limit as unknown, then settles it by reading', async () => {
    const { medium, status, runner } = setup();
    const object = medium.seed('enable');
    medium.script(object.id, 'hang-after-apply');
    const { id } = await createStatusTask(status.type, [object.id]);
    const r = runner({ executeTimeoutMs: 50 });
    await r.drain();
    let [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'unknown', errorCode: 'EXECUTE_TIMEOUT' });
    expect(item?.errorMessage).toMatch(/超时/);

    t.clock.advance(500);
    await r.drain();
    [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'succeeded', errorCode: null });
    expect(medium.calls.get(object.id)).toBe(1);
    const history = await historyOf(item!.id);
    expect(history.map((h) => [h.outcome, h.errorCode])).toEqual([
      ['unknown', 'EXECUTE_TIMEOUT'],
      ['reconciled', null],
    ]);
    expect(history[0]?.errorMessage).toMatch(/超时/);
  });

  it('fails an item it cannot settle within the attempts, naming the unknown outcome', async () => {
    const { medium, status, runner } = setup();
    const object = medium.seed('enable');
    medium.script(object.id, 'lost-before-apply');
    const { id } = await createStatusTask(status.type, [object.id]);
    const r = runner({ maxAttempts: 2 });
    for (let i = 0; i < 3; i++) {
      await r.drain();
      t.clock.advance(10_000);
    }
    const [item] = await itemsOf(id);
    expect(item).toMatchObject({ status: 'failed', errorCode: 'OUTCOME_UNKNOWN' });
    expect(medium.calls.get(object.id)).toBe(2);
  });
});

describe('task engine: idempotent creations', () => {
  it('creates one object when a lost answer makes it send the same key twice', async () => {
    const { medium, create, runner } = setup();
    medium.script('p1', 'lost-after-apply', 'ok');
    // The medium's read lags its write once: reconcile sees nothing and the item is sent again.
    medium.staleReads = 1;
    const { id } = await createCreationTask(create.type, ['p1']);
    const r = runner();
    await r.drain();
    t.clock.advance(500);
    await r.drain();

    const [item] = await itemsOf(id);
    expect(medium.calls.get('p1')).toBe(2);
    expect([...medium.objects.values()].filter((o) => o.name === 'p1')).toHaveLength(1);
    const object = [...medium.objects.values()].find((o) => o.name === 'p1');
    expect(item).toMatchObject({ status: 'succeeded', objectId: object?.id });
  });

  it('refuses a second submission of the same idempotency key', async () => {
    const { create } = setup();
    const key = `create-${randomBytes(4).toString('hex')}`;
    const submit = (title: string) =>
      t.services.tasks.create({
        type: create.type,
        title,
        createdBy: userId,
        items: [{ request: { name: 'x' }, idempotencyKey: key, target: { advertiserId: '1' } }],
      });
    await submit('第一次');
    await expect(submit('第二次')).rejects.toMatchObject({ key: 'TASK_DUPLICATE_ITEMS' });
    await expect(
      t.services.tasks.create({
        type: create.type,
        title: '重复',
        createdBy: userId,
        items: [
          { request: { name: 'a' }, idempotencyKey: 'same' },
          { request: { name: 'b' }, idempotencyKey: 'same' },
        ],
      }),
    ).rejects.toMatchObject({ key: 'TASK_DUPLICATE_ITEMS' });
  });
});
