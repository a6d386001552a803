import type { Clock } from '../../lib/clock';
import { AutoruleScheduler, type SchedulerLog } from '../autorules/autorules.scheduler';
import type { MonitorRuleRecord } from './monitoring.repository';
import type { Monitoring } from './monitoring';

/**
 * Starts the monitoring rules' scheduler of a worker-role process: the automatic rules'
 * scheduler over monitoring rules (their schedules are the same; a check claims its slot).
 */
export function startMonitorScheduler(
  services: { monitoring: Monitoring; clock: Clock },
  log: SchedulerLog,
): AutoruleScheduler<MonitorRuleRecord> {
  const scheduler = new AutoruleScheduler<MonitorRuleRecord>({
    repo: services.monitoring.repo,
    runs: services.monitoring.checks,
    clock: services.clock,
    log,
    what: 'monitoring rule',
  });
  scheduler.start();
  return scheduler;
}
