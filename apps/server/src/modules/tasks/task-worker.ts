import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Services } from '../../services';
import type { TaskLog } from './group-processor';
import { TaskQueueRepository } from './task-queue.repository';
import { TaskRunner, type RunnerSettings } from './task-runner';
import { TASK_WORK_CHANNEL } from './tasks.service';
import { TasksRepository } from './tasks.repository';

/** A task runner over the app's services (tests build their own with chosen settings). */
export function createTaskRunner(
  services: Services,
  log: TaskLog,
  settings: Partial<RunnerSettings> = {},
): TaskRunner {
  return new TaskRunner(
    {
      queue: new TaskQueueRepository(services.db),
      tasks: new TasksRepository(services.db),
      registry: services.taskTypes,
      limiter: services.rateLimiter,
      changes: services.changes,
      clock: services.clock,
      log,
    },
    settings,
  );
}

/** Starts the worker loop of this process; new tasks announced by NOTIFY wake it at once. */
export async function startTaskWorker(opts: {
  database: Database;
  services: Services;
  config: Pick<Config, 'tasks'>;
  log: TaskLog;
}): Promise<TaskRunner> {
  const { tasks } = opts.config;
  const runner = createTaskRunner(opts.services, opts.log, {
    concurrency: tasks.concurrency,
    maxAttempts: tasks.maxAttempts,
    leaseMs: tasks.leaseMs,
  });
  await opts.database.listen(TASK_WORK_CHANNEL, () => runner.wake());
  runner.start();
  return runner;
}
