import { useMutation, useQueries } from '@tanstack/react-query';
import type { FeedUpdateAnswer, TaskItemRow, TaskRow } from '@toufang/contracts';
import { ERROR_CODES, FINISHED_TASK_STATUSES } from '@toufang/contracts';
import { rowErrors, UPDATE_FAILED_MESSAGE } from '@toufang/domain';
import { useState } from 'react';
import { ApiError, TransportError } from '../../../api/client';
import {
  getTask,
  listFailedTaskItems,
  postBatchUpdate,
  retryTask,
  type BatchUpdateCall,
} from './api';

/** How often a running task is read (its progress bar). */
export const TASK_POLL_MS = 1_000;
/** The message of rows whose request never reached the server. */
export const NETWORK_FAILED_MESSAGE = '网络异常，请检查网络后重试';

/** One request of a submission and how it went. */
interface Run {
  id: number;
  call: BatchUpdateCall;
  /** The row keys each medium id of the request stands for. */
  keysById: Map<string, string[]>;
  taskId?: number;
  /** Bumped by a retry of the task, so its progress is read afresh. */
  attempt: number;
  /** Inline answer: failed row keys with their message. */
  inline?: Map<string, string>;
  /** The request was refused or never arrived: every row failed with this. */
  refused?: string;
}

interface TaskState {
  task: TaskRow;
  failed: TaskItemRow[];
}

export type RowOutcome =
  { status: 'pending' } | { status: 'succeeded' } | { status: 'failed'; message: string };

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

function isFinished(state: TaskState | undefined): boolean {
  return state !== undefined && FINISHED_TASK_STATUSES.includes(state.task.status);
}

async function readTask(taskId: number, signal: AbortSignal): Promise<TaskState> {
  const task = await getTask(taskId, signal);
  const hasFailures =
    FINISHED_TASK_STATUSES.includes(task.status) &&
    (task.progress.counts.failed > 0 || task.status === 'failed');
  const failed = hasFailures ? (await listFailedTaskItems(taskId, signal)).list : [];
  return { task, failed };
}

function keysOf(call: BatchUpdateCall): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const { key, id } of call.rows) byId.set(id, [...(byId.get(id) ?? []), key]);
  return byId;
}

/** A failure of a whole request as its rows show it. */
function refusal(error: unknown): { message: string; network: boolean } {
  if (error instanceof TransportError) return { message: NETWORK_FAILED_MESSAGE, network: true };
  if (error instanceof ApiError) return { message: error.message, network: false };
  return { message: UPDATE_FAILED_MESSAGE, network: false };
}

/** Rows of a refused request that the server did not name: nothing of the request was sent. */
export const NOT_SENT_MESSAGE = '同批次其他记录有误，本条未提交';

/**
 * A request the server refused row by row (VALIDATION_FAILED listing "id、id：message"): each
 * named row shows its own message; the others were not sent either.
 */
function refusedRows(run: Run, error: unknown): Map<string, string> | undefined {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODES.VALIDATION_FAILED.code) {
    return undefined;
  }
  const named: [string, string][] = error.details.flatMap((detail) => {
    const at = detail.indexOf('：');
    if (at < 0) return [];
    const message = detail.slice(at + 1).trim();
    return detail
      .slice(0, at)
      .split('、')
      .map((id): [string, string] => [id.trim(), message]);
  });
  const failed = failedKeys(
    run,
    named.filter(([id]) => run.keysById.has(id)),
  );
  if (failed.size === 0) return undefined;
  return new Map(run.call.rows.map((row) => [row.key, failed.get(row.key) ?? NOT_SENT_MESSAGE]));
}

function failedKeys(run: Run, ids: Iterable<[string, string]>): Map<string, string> {
  const failed = new Map<string, string>();
  for (const [id, message] of ids) {
    for (const key of run.keysById.get(id) ?? [id]) {
      if (!failed.has(key)) failed.set(key, message);
    }
  }
  return failed;
}

/** Shown on the rows of a task whose progress could not be read. */
export const TASK_READ_FAILED_MESSAGE = '任务进度读取失败，请稍后在批量任务中查看';

function runOutcomes(
  run: Run,
  state: TaskState | undefined,
  unreadable: boolean,
): Map<string, RowOutcome> {
  const outcomes = new Map<string, RowOutcome>();
  let failed: Map<string, string> | undefined;
  if (run.refused !== undefined) {
    failed = new Map(run.call.rows.map((row) => [row.key, run.refused ?? '']));
  } else if (unreadable && state === undefined) {
    failed = new Map(run.call.rows.map((row) => [row.key, TASK_READ_FAILED_MESSAGE]));
  } else if (run.inline !== undefined) {
    failed = run.inline;
  } else if (state !== undefined && isFinished(state)) {
    failed = failedKeys(
      run,
      state.failed.map((item): [string, string] => [
        item.object_id ?? item.advertiser_id ?? '',
        item.error_message || UPDATE_FAILED_MESSAGE,
      ]),
    );
    // A task that failed as a whole names no items: all its rows failed.
    if (state.task.status === 'failed' && failed.size === 0) {
      failed = new Map(run.call.rows.map((row) => [row.key, UPDATE_FAILED_MESSAGE]));
    }
  }
  for (const { key } of run.call.rows) {
    const message = failed?.get(key);
    if (failed === undefined) outcomes.set(key, { status: 'pending' });
    else if (message !== undefined) outcomes.set(key, { status: 'failed', message });
    else outcomes.set(key, { status: 'succeeded' });
  }
  return outcomes;
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

function lastRunOf(runs: readonly Run[], key: string): number | undefined {
  let last: number | undefined;
  for (const run of runs) if (run.call.rows.some((row) => row.key === key)) last = run.id;
  return last;
}

/** The same request narrowed to some of its rows (items are in row order). */
function onlyRows(call: BatchUpdateCall, keys: ReadonlySet<string>): BatchUpdateCall {
  const indexes = call.rows.flatMap((row, index) => (keys.has(row.key) ? [index] : []));
  const items = (call.body as { items?: unknown[] }).items;
  const body =
    items === undefined ? call.body : { ...call.body, items: indexes.map((index) => items[index]) };
  return {
    path: call.path,
    body: body as BatchUpdateCall['body'],
    rows: indexes.flatMap((index) => {
      const row = call.rows[index];
      return row === undefined ? [] : [row];
    }),
  };
}
