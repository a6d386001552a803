import {
  TASK_ITEM_STATUSES,
  type TaskItemCounts,
  type TaskItemStatus,
  type TaskProgress,
  type TaskStatus,
} from '@toufang/contracts';

export const emptyCounts = (): TaskItemCounts =>
  Object.fromEntries(TASK_ITEM_STATUSES.map((s) => [s, 0])) as TaskItemCounts;

export function countsOf(rows: readonly { status: TaskItemStatus; n: number }[]): TaskItemCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[row.status] += row.n;
  return counts;
}

const total = (c: TaskItemCounts) => TASK_ITEM_STATUSES.reduce((sum, s) => sum + c[s], 0);
/** Items that still need a worker: not yet sent, being sent, or waiting to be read back. */
export const activeCount = (c: TaskItemCounts) => c.pending + c.running + c.unknown;
const doneCount = (c: TaskItemCounts) => c.succeeded + c.failed + c.cancelled;

/**
 * A task's status from its items' counts. While any item is active the task is pending (nothing
 * claimed yet) or running; after that it is cancelled when a user cancelled it, else succeeded,
 * failed or partially failed by what its items became.
 */
export function deriveTaskStatus(
  counts: TaskItemCounts,
  flags: { started: boolean; cancelled: boolean },
): TaskStatus {
  if (activeCount(counts) > 0) return flags.started ? 'running' : 'pending';
  if (flags.cancelled) return 'cancelled';
  if (counts.failed === 0) return 'succeeded';
  return counts.succeeded === 0 ? 'failed' : 'partially_failed';
}

export interface EtaInput {
  counts: TaskItemCounts;
  /** Time since the task's first claim; null before. */
  elapsedMs: number | null;
  /** The rate limiter's floor for the calls still to make, in seconds; null when unknown. */
  limiterSeconds: number | null;
}

/**
 * Seconds until the task should finish: the larger of what the throughput so far predicts and
 * what the rate limiter allows at best. Null when finished, or when neither is known yet.
 */
export function estimateEtaSeconds({ counts, elapsedMs, limiterSeconds }: EtaInput): number | null {
  const remaining = activeCount(counts);
  if (remaining === 0) return null;
  const done = doneCount(counts);
  const byThroughput =
    done > 0 && elapsedMs !== null && elapsedMs > 0 ? (remaining * elapsedMs) / done / 1000 : null;
  const estimates = [byThroughput, limiterSeconds].filter((s): s is number => s !== null);
  if (estimates.length === 0) return null;
  return Math.ceil(Math.max(...estimates));
}

export function progressOf(counts: TaskItemCounts, etaSeconds: number | null): TaskProgress {
  const all = total(counts);
  const done = doneCount(counts);
  // Never show 100 % while anything is still active.
  const percent =
    all === 0 ? 100 : done === all ? 100 : Math.min(99, Math.floor((done * 100) / all));
  return { total: all, done, counts, percent, eta_seconds: etaSeconds };
}
