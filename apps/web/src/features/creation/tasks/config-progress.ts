import type { CreationConfigRow, TaskProgress } from '@toufang/contracts';

/** A submitted draft's item counts as the task engine's progress (for the shared labels). */
export function configProgress(row: CreationConfigRow): TaskProgress {
  const { counts } = row;
  return {
    total: row.total,
    done: counts.succeeded + counts.failed + counts.cancelled,
    counts,
    percent: row.percent,
    eta_seconds: row.eta_seconds,
  };
}
