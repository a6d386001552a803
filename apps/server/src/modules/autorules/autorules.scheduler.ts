import { dueSlot } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { AutoruleRunsService } from './autorule-runs.service';
import type { AutorulesRepository } from './autorules.repository';

/** How often the scheduler looks for due rules; slots are 30 minutes or longer. */
export const AUTORULE_TICK_MS = 60_000;

interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Starts enabled rules whose slot is due (the media-sync scheduler's pattern, docs/adr/0006):
 * every worker process ticks; a run claims its (rule, slot) by inserting its batch under a unique
 * key, so however many processes tick, each slot of a rule runs once. A rule's failure is logged
 * and does not stop the others.
 */
export class AutoruleScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      repo: Pick<AutorulesRepository, 'enabledRules'>;
      runs: Pick<AutoruleRunsService, 'runScheduled'>;
      clock: Clock;
      log: SchedulerLog;
    },
  ) {}

  start(): void {
    const loop = () => {
      if (this.stopped) return;
      void this.tick();
      this.timer = setTimeout(loop, AUTORULE_TICK_MS);
      this.timer.unref();
    };
    this.timer = setTimeout(loop, AUTORULE_TICK_MS);
    this.timer.unref();
  }

  /** One look for due rules; a look still running makes this one a no-op. */
  tick(): Promise<void> {
    if (this.running || this.stopped) return this.running ?? Promise.resolve();
    this.running = this.runDue().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runDue(): Promise<void> {
    const now = this.deps.clock.now();
    let rules;
    try {
      rules = await this.deps.repo.enabledRules();
    } catch (error) {
      this.deps.log.error({ err: error }, 'automatic rules: listing due rules failed');
      return;
    }
    for (const rule of rules) {
      if (this.stopped) return;
      const slot = dueSlot(rule.definition.schedule, now);
      // Not a slot begun before the rule was saved: one saved at 09:40 first runs at 10:00.
      if (!slot || slot.getTime() <= rule.createdAt.getTime()) continue;
      try {
        const result = await this.deps.runs.runScheduled(rule, slot);
        if (result) this.deps.log.info({ rule: rule.id, ...result }, 'automatic rule ran');
      } catch (error) {
        this.deps.log.error({ err: error, rule: rule.id }, 'automatic rule run failed');
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}

/** Starts the automatic rules' scheduler of a worker-role process (ROLE=all or worker). */
export function startAutoruleScheduler(
  services: { autorules: { repo: AutorulesRepository; runs: AutoruleRunsService }; clock: Clock },
  log: SchedulerLog,
): AutoruleScheduler {
  const scheduler = new AutoruleScheduler({
    repo: services.autorules.repo,
    runs: services.autorules.runs,
    clock: services.clock,
    log,
  });
  scheduler.start();
  return scheduler;
}
