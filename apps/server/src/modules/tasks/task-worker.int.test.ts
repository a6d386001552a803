import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeStatusType, FakeMedium, silentLog } from './test-fixtures';
import { TaskQueueRepository } from './task-queue.repository';
import { TaskRunner } from './task-runner';
import { createTaskRunner } from './task-worker';
import { TasksRepository } from './tasks.repository';
import { TASK_WORK_CHANNEL } from './tasks.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('task worker loop', () => {
  it('starts work as soon as a task is announced, long before its next poll', async () => {
    const medium = new FakeMedium();
    const type = fakeStatusType(medium, 'fake.worker.status');
    t.services.taskTypes.register(type);
    const runner = createTaskRunner(t.services, silentLog, { pollMs: 60_000 });
    await t.database.listen(TASK_WORK_CHANNEL, () => runner.wake());
    runner.start();
    // Let the loop find nothing and go to sleep for its (long) poll interval.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const objects = [medium.seed('enable'), medium.seed('enable')];
    const { id } = await t.services.tasks.create({
      type: type.type,
      title: '批量暂停',
      createdBy: (await createUser(t.database.db)).id,
      items: objects.map((o) => ({ request: { status: 'disable' }, target: { objectId: o.id } })),
    });
    const started = Date.now();
    const statusOf = async () =>
      (await t.database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, id)))[0]
        ?.status;
    await until(async () => (await statusOf()) === 'succeeded');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(objects.map((o) => medium.objects.get(o.id)?.status)).toEqual(['disable', 'disable']);

    await runner.stop(1_000);
  });

  it('keeps a wake-up that arrives while the loop is busy claiming', async () => {
    const medium = new FakeMedium();
    const type = fakeStatusType(medium, 'fake.worker.busy');
    t.services.taskTypes.register(type);
    const queue = new TaskQueueRepository(t.services.db);
    let releaseClaim: () => void = () => undefined;
    const claimHeld = new Promise<void>((resolve) => {
      releaseClaim = resolve;
    });
    let claimEntered: () => void = () => undefined;
    const inClaim = new Promise<void>((resolve) => {
      claimEntered = resolve;
    });
    const claimGroup = queue.claimGroup.bind(queue);
    let calls = 0;
    // The first claim finds nothing, then is held until the task below has been announced.
    queue.claimGroup = async (args) => {
      const batch = await claimGroup(args);
      if (++calls === 1) {
        claimEntered();
        await claimHeld;
      }
      return batch;
    };
    const runner = new TaskRunner(
      {
        queue,
        tasks: new TasksRepository(t.services.db),
        registry: t.services.taskTypes,
        limiter: t.services.rateLimiter,
        changes: t.services.changes,
        clock: t.services.clock,
        log: silentLog,
      },
      { pollMs: 60_000 },
    );
    runner.start();
    await inClaim;

    const object = medium.seed('enable');
    const { id } = await t.services.tasks.create({
      type: type.type,
      title: '批量暂停',
      createdBy: (await createUser(t.database.db)).id,
      items: [{ request: { status: 'disable' }, target: { objectId: object.id } }],
    });
    runner.wake();
    releaseClaim();

    await until(async () => {
      const [row] = await t.database.db
        .select({ status: tasks.status })
        .from(tasks)
        .where(eq(tasks.id, id));
      return row?.status === 'succeeded';
    });
    expect(medium.objects.get(object.id)?.status).toBe('disable');
    await runner.stop(1_000);
  });
});
