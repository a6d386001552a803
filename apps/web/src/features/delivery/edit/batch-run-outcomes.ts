import type { TaskItemRow, TaskRow } from '@toufang/contracts';
import { ERROR_CODES, FINISHED_TASK_STATUSES } from '@toufang/contracts';
import { UPDATE_FAILED_MESSAGE } from '@toufang/domain';
import { ApiError, TransportError } from '../../../api/client';
import type { BatchUpdateCall } from './api';

// The rules of a batch submission's rows: which rows a request stands for, how a refused request,
// an inline answer or a finished task's failed items become each row's outcome.

/** The message of rows whose request never reached the server. */
export const NETWORK_FAILED_MESSAGE = '网络异常，请检查网络后重试';

/** One request of a submission and how it went. */
export interface Run {
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

export interface TaskState {
  task: TaskRow;
  failed: TaskItemRow[];
}

export type RowOutcome =
  { status: 'pending' } | { status: 'succeeded' } | { status: 'failed'; message: string };

export function isFinished(state: TaskState | undefined): boolean {
  return state !== undefined && FINISHED_TASK_STATUSES.includes(state.task.status);
}

export function keysOf(call: BatchUpdateCall): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const { key, id } of call.rows) byId.set(id, [...(byId.get(id) ?? []), key]);
  return byId;
}

/** A failure of a whole request as its rows show it. */
export function refusal(error: unknown): { message: string; network: boolean } {
  if (error instanceof TransportError) return { message: NETWORK_FAILED_MESSAGE, network: true };
  if (error instanceof ApiError) return { message: error.message, network: false };
  return { message: UPDATE_FAILED_MESSAGE, network: false };
}

/** Rows of a refused request that the server did not name: nothing of the request was sent. */
export const NOT_SENT_MESSAGE = '同批次其他记录有误，本条未提交';

/** Codes whose message lists the failed rows as "id、id：message". */
const ROW_LISTING_CODES: readonly number[] = [
  ERROR_CODES.VALIDATION_FAILED.code,
  ERROR_CODES.WRITE_ALL_FAILED.code,
];

/**
 * A request the server refused row by row (VALIDATION_FAILED listing "id、id：message"), or one all
 * of whose rows failed on the medium (WRITE_ALL_FAILED, listed the same way): each named row shows
 * its own message; the others were not sent.
 */
export function refusedRows(run: Run, error: unknown): Map<string, string> | undefined {
  if (!(error instanceof ApiError) || !ROW_LISTING_CODES.includes(error.code)) {
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

export function failedKeys(run: Run, ids: Iterable<[string, string]>): Map<string, string> {
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

export function runOutcomes(
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

export function lastRunOf(runs: readonly Run[], key: string): number | undefined {
  let last: number | undefined;
  for (const run of runs) if (run.call.rows.some((row) => row.key === key)) last = run.id;
  return last;
}

/** The list of a request's body its rows stand for: items, or the projects or promotions switched. */
const ROW_LISTS = ['items', 'projects', 'promotions'] as const;

/** The same request narrowed to some of its rows (the list is in row order). */
export function onlyRows(call: BatchUpdateCall, keys: ReadonlySet<string>): BatchUpdateCall {
  const indexes = call.rows.flatMap((row, index) => (keys.has(row.key) ? [index] : []));
  const lists = call.body as Partial<Record<(typeof ROW_LISTS)[number], unknown[]>>;
  const field = ROW_LISTS.find((name) => lists[name] !== undefined);
  const items = field === undefined ? undefined : lists[field];
  const body: BatchUpdateCall['body'] =
    field === undefined || items === undefined
      ? call.body
      : {
          ...call.body,
          [field]: indexes.map((index) => items[index]),
        };
  return {
    path: call.path,
    body,
    rows: indexes.flatMap((index) => {
      const row = call.rows[index];
      return row === undefined ? [] : [row];
    }),
  };
}
