import { randomUUID } from 'node:crypto';
import type { MediaSyncRunView, SyncTrigger } from '@toufang/contracts';
import type { Medium } from '../../lib/media-mirror';

/** Finished runs kept for the status page besides the running ones. */
const FINISHED_KEPT = 20;

export interface SyncRun {
  id: string;
  trigger: SyncTrigger;
  medium: Medium | null;
  full: boolean;
  createdBy: number | null;
  status: 'running' | 'finished' | 'stopped';
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  startedAt: Date;
  finishedAt: Date | null;
  /** Settles when the run ends. */
  done: Promise<void>;
}

export type RunOutcome = 'succeeded' | 'failed' | 'skipped';

/**
 * The runs of this process and their progress. A run lives in the process that executes it
 * (docs/adr/0006): what lasts beyond it is `sync_state`, per advertiser and resource.
 */
export class SyncRuns {
  private readonly runs: SyncRun[] = [];

  open(init: Pick<SyncRun, 'trigger' | 'medium' | 'full' | 'createdBy' | 'total'>, now: Date) {
    let settle = () => undefined as void;
    const run: SyncRun = {
      ...init,
      id: randomUUID(),
      status: 'running',
      succeeded: 0,
      failed: 0,
      skipped: 0,
      startedAt: now,
      finishedAt: null,
      done: new Promise<void>((resolve) => {
        settle = resolve;
      }),
    };
    this.runs.unshift(run);
    this.prune();
    return { run, settle };
  }

  count(run: SyncRun, outcome: RunOutcome): void {
    run[outcome] += 1;
  }

  close(run: SyncRun, status: 'finished' | 'stopped', now: Date): void {
    run.status = status;
    run.finishedAt = now;
    this.prune();
  }

  find(id: string): SyncRun | undefined {
    return this.runs.find((r) => r.id === id);
  }

  running(): SyncRun[] {
    return this.runs.filter((r) => r.status === 'running');
  }

  /** Runs a user may follow: their own and the system's; administrators see every run. */
  visibleTo(userId: number, all: boolean): SyncRun[] {
    return this.runs.filter((r) => all || r.createdBy === null || r.createdBy === userId);
  }

  private prune(): void {
    let finished = 0;
    for (let i = 0; i < this.runs.length;) {
      const run = this.runs[i];
      if (run && run.status !== 'running' && ++finished > FINISHED_KEPT) this.runs.splice(i, 1);
      else i += 1;
    }
  }
}

export function runView(run: SyncRun): MediaSyncRunView {
  const done = run.succeeded + run.failed + run.skipped;
  return {
    id: run.id,
    trigger: run.trigger,
    medium: run.medium,
    full: run.full,
    status: run.status,
    total: run.total,
    done,
    succeeded: run.succeeded,
    failed: run.failed,
    skipped: run.skipped,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}
