import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { GroupProcessor, type ProcessorDeps } from './group-processor';
import { ENGINE_ERRORS } from './settle';
import type { ClaimedBatch } from './task-queue.repository';

export interface RunnerSettings {
  /** Groups processed at once by this worker. */
  concurrency: number;
  /** How long a claim holds without renewal; a dead worker's items are reclaimed after it. */
  leaseMs: number;
  /** Idle poll interval; NOTIFY on new work wakes the worker sooner. */
  pollMs: number;
  maxAttempts: number;
  executeTimeoutMs: number;
  backoff: BackoffPolicy;
  random: () => number;
  /** Lease owner id; unique per process by default. */
  workerId: string;
}

export const DEFAULT_RUNNER_SETTINGS: Omit<RunnerSettings, 'workerId'> = {
  concurrency: 8,
  leaseMs: 60_000,
  pollMs: 1_000,
  maxAttempts: 5,
  executeTimeoutMs: 30_000,
  backoff: DEFAULT_BACKOFF,
  random: Math.random,
};

type RunnerState = 'idle' | 'running' | 'stopping' | 'stopped' | 'dead';

/**
 * The worker loop of the task engine (ARCHITECTURE §6, docs/adr/0004): claims groups of due items
 * under a lease, keeps up to `concurrency` of them in flight, renews their leases while they run,
 * and turns items of dead workers (expired leases) into unknown ones to be read back. Runs in the
 * API process by default and alone in a `ROLE=worker` process.
 */
export class TaskRunner {
  readonly owner: string;
  private readonly settings: RunnerSettings;
  private readonly processor: GroupProcessor;
  private readonly inflight = new Set<Promise<void>>();
  private state: RunnerState = 'idle';
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  /** A wake-up that came while the loop was busy: the next pause returns at once. */
  private wakePending = false;
  private lastRecoveryMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly deps: ProcessorDeps,
    settings: Partial<RunnerSettings> = {},
  ) {
    this.settings = {
      ...DEFAULT_RUNNER_SETTINGS,
      workerId: `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`,
      ...settings,
    };
    this.owner = this.settings.workerId;
    this.processor = new GroupProcessor(deps, this.settings);
  }

  start(): void {
    if (this.state === 'running') return;
    this.state = 'running';
    this.loopDone = this.loop();
  }

  /** New work was announced: look for it now rather than at the next poll. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wakePending = true;
  }

  /**
   * Stops claiming and lets the groups in flight finish, waiting at most `graceMs`. Groups still
   * running then are left to their leases: another worker (or this one restarted) reads them back.
   */
  async stop(graceMs = Number.POSITIVE_INFINITY): Promise<void> {
    if (this.state === 'running') this.state = 'stopping';
    this.wake();
    await this.loopDone;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<false>((resolve) => {
      if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve(false), graceMs);
    });
    const settled = Promise.allSettled([...this.inflight]).then(() => true as const);
    const finished = await Promise.race([settled, graceOver]);
    clearTimeout(timer);
    // Groups still in flight must not write into a database about to close.
    this.state = finished ? 'stopped' : 'dead';
  }

  /**
   * Stops as a killed process would: nothing more is claimed, sent or written, and the items held
   * stay `running` until their lease expires and another worker reclaims them.
   */
  abandon(): void {
    this.state = 'dead';
    this.wake();
  }

  /** Processes everything due now, then returns (tests and one-shot runs). */
  async drain(): Promise<void> {
    for (;;) {
      await this.fill();
      if (this.inflight.size === 0) return;
      await Promise.race(this.inflight);
    }
  }

  private alive(): boolean {
    return this.state !== 'dead';
  }

  private async loop(): Promise<void> {
    while (this.state === 'running') {
      let claimed = 0;
      try {
        claimed = await this.fill();
      } catch (error) {
        this.deps.log.error({ err: error }, 'task worker poll failed');
      }
      const full = this.inflight.size >= this.settings.concurrency;
      // More may be due right away when this round claimed something and a slot is free.
      if (claimed > 0 && !full) continue;
      await this.pause(this.settings.pollMs);
    }
  }

  /** Waits for a timer, a wake-up, or a group to finish, whichever comes first. */
  private pause(ms: number): Promise<void> {
    if (this.wakePending) {
      this.wakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakeUp === done) this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Reclaims dead workers' items, then claims groups until every slot is busy or none is due. */
  private async fill(): Promise<number> {
    await this.releaseExpiredLeases();
    let claimed = 0;
    while (
      this.alive() &&
      this.state !== 'stopping' &&
      this.inflight.size < this.settings.concurrency
    ) {
      const batch = await this.deps.queue.claimGroup({
        owner: this.owner,
        types: this.deps.registry.names(),
        now: this.deps.clock.now(),
        leaseMs: this.settings.leaseMs,
      });
      if (!batch || !this.alive()) break;
      claimed++;
      this.track(this.run(batch));
    }
    return claimed;
  }

  private async releaseExpiredLeases(): Promise<void> {
    const now = this.deps.clock.now();
    // Once per poll interval of clock time is enough: leases are much longer than that.
    if (now.getTime() - this.lastRecoveryMs < this.settings.pollMs) return;
    this.lastRecoveryMs = now.getTime();
    const taskIds = await this.deps.queue.releaseExpiredLeases(now, ENGINE_ERRORS.WORKER_LOST);
    for (const taskId of taskIds) await this.deps.tasks.refresh(taskId, now);
    if (taskIds.length > 0)
      this.deps.log.warn({ taskIds }, 'reclaimed task items of a lost worker');
  }

  private track(work: Promise<void>): void {
    const tracked = work.finally(() => {
      this.inflight.delete(tracked);
      this.wake();
    });
    this.inflight.add(tracked);
  }

  /** Processes one batch while renewing its lease. */
  private async run(batch: ClaimedBatch): Promise<void> {
    const ids = batch.items.map((i) => i.id);
    const renew = setInterval(
      () => {
        if (!this.alive()) return;
        const until = new Date(this.deps.clock.now().getTime() + this.settings.leaseMs);
        this.deps.queue.renewLease(ids, this.owner, until).catch((error: unknown) => {
          this.deps.log.warn({ err: error }, 'task lease renewal failed');
        });
      },
      Math.max(1_000, Math.floor(this.settings.leaseMs / 3)),
    );
    renew.unref();
    try {
      await this.processor.process(batch, { owner: this.owner, alive: () => this.alive() });
    } catch (error) {
      // The items stay leased; when the lease runs out they are read back like a dead worker's.
      this.deps.log.error({ err: error, taskId: batch.taskId }, 'task group failed');
    } finally {
      clearInterval(renew);
    }
  }
}
