import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Services } from '../../services';
import type { TaskLog } from './group-processor';
import { PostgresRateLimiter } from './pg-rate-limiter';
import { MemoryRateLimiter, RateRules, type RateLimiter } from './rate-limiter';
import { TaskQueueRepository } from './task-queue.repository';
import { TaskRunner, type RunnerSettings } from './task-runner';
import { TASK_WORK_CHANNEL } from './tasks.service';
import { TasksRepository } from './tasks.repository';

/** Keys without a rule of their own: a conservative rate until an adapter defines the real one. */
export function defaultRateRules(config: Pick<Config, 'tasks'>): RateRules {
  const rate = config.tasks.defaultRatePerSecond;
  return new RateRules({ ratePerSecond: rate, burst: Math.max(1, Math.ceil(rate)) });
}

/**
 * Buckets in memory for the embedded single-process PGlite; in PostgreSQL otherwise, so every
 * worker process shares one budget per key (ARCHITECTURE §3).
 */
export function createRateLimiter(
  kind: Database['kind'],
  db: Db,
  rules: RateRules,
  clock: Clock,
): RateLimiter {
  return kind === 'postgres'
    ? new PostgresRateLimiter(db, rules, clock)
    : new MemoryRateLimiter(rules, clock);
}

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
