import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { AuthRepository } from '../auth/auth.repository';
import type { RuleAccess } from '../autorules/rule-access';
import type { RuleJudge } from '../autorules/rule-judge';
import type { TaskTypeRegistry } from '../tasks/task-type';
import type { TasksService } from '../tasks/tasks.service';
import type { LinkFetch } from './link-check';
import { MonitorChannels } from './monitor-channels';
import { MonitorChecksService } from './monitor-checks.service';
import { MonitorWatcher } from './monitor-watch';
import { MonitoringRepository } from './monitoring.repository';
import { MonitoringService } from './monitoring.service';
import { WatchSubjectsRepository } from './watch-subjects.repository';
import { webhookTaskType, type WebhookFetch } from './webhook-task';

/** Monitoring as services.ts assembles it. */
export interface Monitoring {
  repo: MonitoringRepository;
  service: MonitoringService;
  checks: MonitorChecksService;
}

/** Wires monitoring and registers its robot-sending task type. */
export function createMonitoring(deps: {
  db: Db;
  clock: Clock;
  secretBox: SecretBox;
  webhookHosts: readonly string[];
  access: RuleAccess;
  judge: RuleJudge;
  users: Pick<AuthRepository, 'listRoleNames'>;
  tasks: TasksService;
  taskTypes: TaskTypeRegistry;
  fetcher?: LinkFetch & WebhookFetch;
}): Monitoring {
  const repo = new MonitoringRepository(deps.db);
  const channels = new MonitorChannels(deps.secretBox, deps.webhookHosts);
  const watcher = new MonitorWatcher({
    judge: deps.judge,
    access: deps.access,
    users: deps.users,
    subjects: new WatchSubjectsRepository(deps.db),
    clock: deps.clock,
    ...(deps.fetcher ? { fetcher: deps.fetcher } : {}),
  });
  const checks = new MonitorChecksService({
    repo,
    watcher,
    channels,
    tasks: deps.tasks,
    clock: deps.clock,
  });
  deps.taskTypes.register(
    webhookTaskType({ repo, channels, ...(deps.fetcher ? { fetcher: deps.fetcher } : {}) }),
  );
  const service = new MonitoringService({
    repo,
    access: deps.access,
    channels,
    checks,
    clock: deps.clock,
  });
  return { repo, service, checks };
}
