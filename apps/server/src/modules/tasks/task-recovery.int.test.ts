import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { engineHarness } from './test-harness';
import { testRunner } from './test-fixtures';
import { TaskTypeRegistry } from './task-type';

let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.database.db)).id;
});
afterAll(() => t.close());

const { setup, createStatusTask, createCreationTask, itemsOf, taskRow } = engineHarness(
  () => t,
  () => userId,
);

describe('task engine: crashes and concurrency', () => {
  it('finishes a task after its worker died mid-way, every item exactly once', async () => {
    const { medium, create, runner } = setup();
    const names = Array.from({ length: 20 }, (_, i) => `n${i}`);
    // Groups are 5 per advertiser; two of them stall, one after its write and one before.
    medium.script('n6', 'hang-after-apply');
    medium.script('n13', 'hang-before-apply', 'ok');
    const { id } = await createCreationTask(create.type, names);

    const crashed = runner({ concurrency: 2, leaseMs: 30_000 });
    crashed.start();
    await medium.hung(2);
    crashed.abandon();
    expect((await itemsOf(id)).some((i) => i.status === 'running')).toBe(true);

    // The new worker leaves leased items alone until the lease has expired.
    const next = runner({ concurrency: 2 });
    await next.drain();
    expect((await itemsOf(id)).filter((i) => i.status === 'running').length).toBeGreaterThan(0);

    t.clock.advance(30_001);
    await next.drain();
    await next.stop();
    const items = await itemsOf(id);
    expect(items.map((i) => i.status)).toEqual(names.map(() => 'succeeded'));
    expect(medium.objects.size).toBe(20);
    for (const name of names) expect(medium.writes.get(name), name).toBe(1);
    // Only the call that stalled before its write went out again; n6 was found by reading.
    expect(medium.calls.get('n6')).toBe(1);
    expect(medium.calls.get('n13')).toBe(2);
    expect(new Set(items.map((i) => i.objectId)).size).toBe(20);
    expect(await taskRow(id)).toMatchObject({ status: 'succeeded', succeededCount: 20 });
  });

  it('sends each item once when several workers claim at the same time', async () => {
    const { medium, status, runner } = setup();
    const objects = Array.from({ length: 40 }, () => medium.seed('enable'));
    const { id } = await createStatusTask(
      status.type,
      objects.map((o) => o.id),
    );
    await Promise.all([runner().drain(), runner().drain(), runner().drain()]);
    expect((await itemsOf(id)).every((i) => i.status === 'succeeded')).toBe(true);
    for (const o of objects) expect(medium.calls.get(o.id)).toBe(1);
  });

  it('draws one token per call from each of the group’s rate-limit keys', async () => {
    const { create } = setup();
    const taken: string[] = [];
    const limiter = {
      acquire: (key: string) => Promise.resolve(void taken.push(key)),
      eta: () => Promise.resolve(0),
    };
    const registry = new TaskTypeRegistry();
    registry.register(create);
    await createCreationTask(create.type, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], ['7']);
    await testRunner(
      { db: t.database.db, registry, changes: t.services.changes, clock: t.clock },
      {},
      limiter,
    ).drain();
    // Seven creations for one advertiser: two calls of at most five.
    expect(taken.sort()).toEqual([
      'fake:adv:7',
      'fake:adv:7',
      'fake:app:/object/create',
      'fake:app:/object/create',
    ]);
  });
});
