import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { changeLog, taskItems, tasks } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { fakeCreateType, fakeStatusType, FakeMedium, testRunner } from './test-fixtures';
import type { RunnerSettings } from './task-runner';
import { TaskTypeRegistry, type TaskTypeDefinition } from './task-type';

/**
 * What the engine tests share: tasks of fake types submitted by `userId`, and their rows. The app
 * is read when used (test files open it in `beforeAll`).
 */
export function engineHarness(app: () => TestApp, userId: () => number) {
  /**
   * A fake medium and task types of their own per test: the app's registry creates the tasks, and
   * the test's runner claims only these types, so tests never pick up each other's leftovers.
   */
  function setup() {
    const medium = new FakeMedium();
    const suffix = randomBytes(3).toString('hex');
    const create = fakeCreateType(medium, `fake.create.${suffix}`);
    const status = fakeStatusType(medium, `fake.status.${suffix}`);
    const registry = new TaskTypeRegistry();
    for (const type of [create, status] as TaskTypeDefinition[]) {
      app().services.taskTypes.register(type);
      registry.register(type);
    }
    const runner = (settings: Partial<RunnerSettings> = {}) =>
      testRunner(
        { db: app().database.db, registry, changes: app().services.changes, clock: app().clock },
        settings,
      );
    return { medium, create, status, registry, runner };
  }

  const createStatusTask = (type: string, objectIds: string[], status = 'disable') =>
    app().services.tasks.create({
      type,
      title: '批量暂停',
      createdBy: userId(),
      items: objectIds.map((objectId) => ({
        request: { status },
        target: { medium: 'bytedance', advertiserId: '900', objectType: 'promotion', objectId },
      })),
    });

  const createCreationTask = (type: string, names: string[], advertisers = ['901', '902']) =>
    app().services.tasks.create({
      type,
      title: '批量创建',
      createdBy: userId(),
      items: names.map((name, i) => ({
        request: { name },
        target: {
          medium: 'bytedance',
          advertiserId: advertisers[i % advertisers.length],
          objectType: 'project',
        },
      })),
    });

  const itemsOf = (taskId: number) =>
    app()
      .database.db.select()
      .from(taskItems)
      .where(eq(taskItems.taskId, taskId))
      .orderBy(asc(taskItems.seq));
  const taskRow = async (taskId: number) =>
    (await app().database.db.select().from(tasks).where(eq(tasks.id, taskId)))[0];
  const historyOf = (taskItemId: number) =>
    app()
      .database.db.select()
      .from(changeLog)
      .where(eq(changeLog.taskItemId, taskItemId))
      .orderBy(asc(changeLog.id));

  return { setup, createStatusTask, createCreationTask, itemsOf, taskRow, historyOf };
}
