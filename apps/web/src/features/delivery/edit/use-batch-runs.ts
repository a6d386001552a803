import { useMutation, useQueries } from '@tanstack/react-query';
import type { FeedUpdateAnswer } from '@toufang/contracts';
import { FINISHED_TASK_STATUSES } from '@toufang/contracts';
import { rowErrors } from '@toufang/domain';
import { useState } from 'react';
import {
  getTask,
  listFailedTaskItems,
  postBatchUpdate,
  retryTask,
  type BatchUpdateCall,
} from './api';
import {
  failedKeys,
  isFinished,
  keysOf,
  lastRunOf,
  onlyRows,
  refusal,
  refusedRows,
  runOutcomes,
  type Run,
  type RowOutcome,
  type TaskState,
} from './batch-run-outcomes';

export {
  NETWORK_FAILED_MESSAGE,
  NOT_SENT_MESSAGE,
  TASK_READ_FAILED_MESSAGE,
  type RowOutcome,
} from './batch-run-outcomes';

/** How often a running task is read (its progress bar). */
export const TASK_POLL_MS = 1_000;
export type BatchPhase = 'idle' | 'running' | 'succeeded' | 'failed';

export interface BatchRuns {
  /** Sends the calls; rows of earlier submissions keep their outcome unless sent again. */
  submit: (calls: readonly BatchUpdateCall[]) => Promise<void>;
  /** Runs the failed rows again: task items through the task's retry, inline rows re-sent. */
  retryFailures: () => Promise<void>;
  reset: () => void;
  phase: BatchPhase;
  /** Outcome of each row sent, by row key. */
  outcomes: ReadonlyMap<string, RowOutcome>;
  failures: ReadonlyMap<string, string>;
  /** Some request did not reach the server (spec 001 §8: the dialog stays open, flagged). */
  networkError?: string;
  progress: { total: number; done: number; percent: number };
}

let nextRunId = 1;

async function readTask(taskId: number, signal: AbortSignal): Promise<TaskState> {
  const task = await getTask(taskId, signal);
  const hasFailures =
    FINISHED_TASK_STATUSES.includes(task.status) &&
    (task.progress.counts.failed > 0 || task.status === 'failed');
  const failed = hasFailures ? (await listFailedTaskItems(taskId, signal)).list : [];
  return { task, failed };
}

/**
 * The submission of a batch dialog: sends its requests, follows the tasks they start until they
 * end, and keeps the outcome of every row (spec 001 §4 "Batch edit dialog", "Batch modify").
 */
export function useBatchRuns(pollMs: number = TASK_POLL_MS): BatchRuns {
  const [runs, setRuns] = useState<Run[]>([]);
  const [networkError, setNetworkError] = useState<string>();

  const taskRuns = runs.filter((run) => run.taskId !== undefined);
  const tasks = useQueries({
    queries: taskRuns.map((run) => ({
      queryKey: ['delivery-edit', 'task', run.taskId, run.id, run.attempt],
      queryFn: ({ signal }: { signal: AbortSignal }) => readTask(run.taskId ?? 0, signal),
      refetchInterval: (query: { state: { data?: TaskState } }) =>
        isFinished(query.state.data) ? false : pollMs,
      retry: 2,
      staleTime: Infinity,
    })),
  });
  const taskStates = new Map<number, TaskState | undefined>(
    taskRuns.map((run, index) => [run.id, tasks[index]?.data]),
  );
  const unreadable = new Set(
    taskRuns.flatMap((run, index) => (tasks[index]?.isError ? [run.id] : [])),
  );

  const send = useMutation({
    mutationFn: async (calls: readonly BatchUpdateCall[]) => {
      let network: string | undefined;
      const sent = await Promise.all(
        calls.map(async (call): Promise<Run> => {
          const run: Run = { id: nextRunId++, call, keysById: new Map(), attempt: 0 };
          run.keysById = keysOf(call);
          try {
            const answer: FeedUpdateAnswer = await postBatchUpdate(call);
            if (answer.task_id !== null && answer.task_id !== undefined)
              run.taskId = answer.task_id;
            else run.inline = failedKeys(run, rowErrors(answer));
          } catch (error) {
            const named = refusedRows(run, error);
            if (named !== undefined) {
              run.inline = named;
              return run;
            }
            const failure = refusal(error);
            if (failure.network && error instanceof Error) network = error.message;
            run.refused = failure.message;
          }
          return run;
        }),
      );
      setNetworkError(network);
      setRuns((current) => [...current, ...sent]);
    },
  });

  const outcomes = new Map<string, RowOutcome>();
  for (const run of runs) {
    for (const [key, outcome] of runOutcomes(run, taskStates.get(run.id), unreadable.has(run.id))) {
      outcomes.set(key, outcome);
    }
  }
  const failures = new Map<string, string>();
  for (const [key, outcome] of outcomes) {
    if (outcome.status === 'failed') failures.set(key, outcome.message);
  }
  const pending = [...outcomes.values()].some((outcome) => outcome.status === 'pending');

  let total = 0;
  let done = 0;
  for (const run of runs) {
    const state = taskStates.get(run.id);
    if (run.taskId !== undefined && state !== undefined && !isFinished(state)) {
      total += state.task.progress.total;
      done += state.task.progress.done;
    } else {
      total += run.call.rows.length;
      if (run.taskId === undefined || isFinished(state)) done += run.call.rows.length;
    }
  }

  const retry = useMutation({
    mutationFn: async () => {
      const again: BatchUpdateCall[] = [];
      const bumped = new Set<number>();
      for (const run of runs) {
        const failedRows = run.call.rows.filter((row) => failures.has(row.key));
        if (failedRows.length === 0) continue;
        // Only the latest run of a row counts; an older one was superseded by a later submission.
        const latest = failedRows.every((row) => lastRunOf(runs, row.key) === run.id);
        if (!latest) continue;
        if (run.taskId !== undefined && run.refused === undefined) {
          await retryTask(run.taskId);
          bumped.add(run.id);
        } else {
          again.push(onlyRows(run.call, new Set(failedRows.map((row) => row.key))));
        }
      }
      setRuns((current) =>
        current.map((run) => (bumped.has(run.id) ? { ...run, attempt: run.attempt + 1 } : run)),
      );
      if (again.length > 0) await send.mutateAsync(again);
    },
    onError: (error) => setNetworkError(refusal(error).message),
  });

  const busy = send.isPending || retry.isPending || pending;
  const phase: BatchPhase =
    runs.length === 0 && !send.isPending
      ? 'idle'
      : busy
        ? 'running'
        : failures.size > 0
          ? 'failed'
          : 'succeeded';

  return {
    submit: async (calls) => {
      setNetworkError(undefined);
      await send.mutateAsync(calls);
    },
    retryFailures: async () => {
      setNetworkError(undefined);
      await retry.mutateAsync().catch(() => undefined);
    },
    reset: () => {
      setRuns([]);
      setNetworkError(undefined);
    },
    phase,
    outcomes,
    failures,
    networkError,
    progress: { total, done, percent: total === 0 ? 0 : Math.floor((done * 100) / total) },
  };
}
