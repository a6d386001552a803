import type { AutoruleSchedule } from '@toufang/contracts';
import { dueSlot } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { AutoruleResumes } from './autorule-resumes';
import type { AutoruleRunsService } from './autorule-runs.service';
import type { AutorulesRepository, RuleRecord } from './autorules.repository';
import { RuleLook } from './rule-look';

/** How often the scheduler looks for due rules; slots are 30 minutes or longer. */
export const AUTORULE_TICK_MS = 60_000;

export interface SchedulerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the scheduler needs of a rule: automatic rules and monitoring rules alike. */
export interface ScheduledRule {
  id: number;
  createdAt: Date;
  definition: { schedule: AutoruleSchedule };
}

/**
 * Starts enabled rules whose slot is due (the media-sync scheduler's pattern, docs/adr/0006):
 * every worker process ticks; a run claims its (rule, slot) by inserting its batch under a unique
 * key, so however many processes tick, each slot of a rule runs once. A rule's failure is logged
 * and does not stop the others. The rules of one look share its reads (RuleLook): the report sums
 * of each window are read once per account, not once per rule.
 */
export class AutoruleScheduler<R extends ScheduledRule = RuleRecord> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      repo: { enabledRules(): Promise<R[]> };
      /** `look`: what this look's rules read once for all of them (RuleLook). */
      runs: { runScheduled(rule: R, slot: Date, look: RuleLook): Promise<object | null> };
      /** 今日暂停: objects whose midnight has come are switched on again on each look. */
      resumes?: Pick<AutoruleResumes, 'resumeDue'>;
      clock: Clock;
      log: SchedulerLog;
      /** The rules' name in log lines. */
      what?: string;
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
    await this.resumeDue();
    const now = this.deps.clock.now();
    const what = this.deps.what ?? 'automatic rule';
    let rules;
    try {
      rules = await this.deps.repo.enabledRules();
    } catch (error) {
      this.deps.log.error({ err: error }, `${what}s: listing due rules failed`);
      return;
    }
    const look = new RuleLook();
    for (const rule of rules) {
      if (this.stopped) return;
      const slot = dueSlot(rule.definition.schedule, now);
      // Not a slot begun before the rule was saved: one saved at 09:40 first runs at 10:00.
      if (!slot || slot.getTime() <= rule.createdAt.getTime()) continue;
      try {
        const result = await this.deps.runs.runScheduled(rule, slot, look);
        if (result) this.deps.log.info({ rule: rule.id, ...result }, `${what} ran`);
      } catch (error) {
        this.deps.log.error({ err: error, rule: rule.id }, `${what} run failed`);
      }
    }
  }

  private async resumeDue(): Promise<void> {
    if (!this.deps.resumes) return;
    try {
      const result = await this.deps.resumes.resumeDue();
      if (result.queued + result.skipped > 0) {
        this.deps.log.info(result, 'automatic rules: objects paused for today switched on again');
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'automatic rules: switching paused objects on failed');
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
  services: {
    autorules: { repo: AutorulesRepository; runs: AutoruleRunsService; resumes: AutoruleResumes };
    clock: Clock;
  },
  log: SchedulerLog,
): AutoruleScheduler {
  const scheduler = new AutoruleScheduler({
    repo: services.autorules.repo,
    runs: services.autorules.runs,
    resumes: services.autorules.resumes,
    clock: services.clock,
    log,
  });
  scheduler.start();
  return scheduler;
}
