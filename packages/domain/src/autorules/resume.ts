import type { TaskItemStatus } from '@toufang/contracts';
import type { OptState } from './evaluate';

// 今日暂停 (docs/architecture/autorules.md "Pause for today"): at the next midnight an object a
// rule paused for today is switched on again, unless there is nothing to undo.

export type ResumePlan = { kind: 'wait' } | { kind: 'resume' } | { kind: 'skip'; note: string };

export interface PausedObject {
  /** The pause's write on the task engine; null when none was queued. */
  pauseWrite: TaskItemStatus | null;
  /** The object as the mirror holds it now; null when it is gone (deleted). */
  optStatus: OptState | null | undefined;
}

/** Whether a paused-for-today object is switched on now, waited for, or left as it is. */
export function resumePlan(object: PausedObject): ResumePlan {
  const write = object.pauseWrite;
  if (write === 'pending' || write === 'running' || write === 'unknown') return { kind: 'wait' };
  if (write !== 'succeeded') return { kind: 'skip', note: '暂停未生效，无需恢复' };
  if (object.optStatus === undefined) return { kind: 'skip', note: '对象已删除，无需恢复' };
  if (object.optStatus === 'ENABLE') return { kind: 'skip', note: '对象已被启用，无需恢复' };
  return { kind: 'resume' };
}
