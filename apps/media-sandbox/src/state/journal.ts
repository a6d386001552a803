import { AsyncLocalStorage } from 'node:async_hooks';

// An undo log per request, so the "silent no-op write" fault can run a handler for real (same
// validation, same answer) and then take its changes back. Collections record an undo step for
// every mutation made while a log is active in the current async context.

type Undo = () => void;

const activeLog = new AsyncLocalStorage<Undo[]>();

export function recordUndo(undo: Undo): void {
  activeLog.getStore()?.push(undo);
}

/** Runs `fn`, then reverts every collection change it made (also when it throws). */
export async function runAndRevert<T>(fn: () => Promise<T> | T): Promise<T> {
  const log: Undo[] = [];
  try {
    return await activeLog.run(log, async () => fn());
  } finally {
    for (let i = log.length - 1; i >= 0; i -= 1) log[i]?.();
  }
}

/**
 * Runs `fn` outside any undo log: the delivery engine's catch-up happened whatever a faulted
 * write does afterwards, so a silent no-op must not take it back.
 */
export function runUnjournaled<T>(fn: () => T): T {
  return activeLog.exit(fn);
}
