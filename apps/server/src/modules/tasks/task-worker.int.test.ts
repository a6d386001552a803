import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeStatusType, FakeMedium, silentLog } from './test-fixtures';
import { createTaskRunner } from './task-worker';
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
});
