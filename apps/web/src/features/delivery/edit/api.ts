import type {
  BudgetFactsAnswer,
  BudgetFactsBody,
  FeedUpdateAnswer,
  Paged,
  ProjectUpdateBody,
  PromotionCopyAnswer,
  PromotionCopyBody,
  PromotionUpdateBody,
  TaskItemRow,
  TaskRetryResult,
  TaskRow,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../../api/client';
import { clientPath } from '../api-reports';

// The write calls of the delivery screen's dialogs (spec 001 §7 "Updates"). They are silent: the
// dialogs show every failure on their rows or fields themselves (spec 001 §8). Paths come from the
// tab's definition.

/** A row a request carries: the dialog's row key and the medium id answers name it by. */
export interface CallRow {
  key: string;
  id: string;
}

/**
 * One batch request: its path under /api, its body (the rows' keys and values, e.g. `{ items }`)
 * and the rows its items stand for, in item order. Each answers a FeedUpdateAnswer, with a task id
 * for more than one row.
 */
export interface BatchUpdateCall {
  path: string;
  body: Record<string, unknown>;
  rows: CallRow[];
}

export function postBatchUpdate(call: BatchUpdateCall): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>(clientPath(call.path), call.body, { silent: true });
}

/** The single edit of one row (its path from the tab's definition). */
export function updateRow(
  path: string,
  body: ProjectUpdateBody | PromotionUpdateBody,
): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>(clientPath(path), body, { silent: true });
}

// ---- the task a batch runs as (ARCHITECTURE §6) ----

export const TASK_ITEMS_PER_PAGE = 1000;

export function getTask(taskId: number, signal?: AbortSignal): Promise<TaskRow> {
  return apiGet<TaskRow>(`/tasks/${taskId}`, undefined, { signal, silent: true });
}

/** The failed items of a task (spec 001 §9: the failed-batch check reads 1000 a page). */
export function listFailedTaskItems(
  taskId: number,
  signal?: AbortSignal,
): Promise<Paged<TaskItemRow>> {
  return apiGet<Paged<TaskItemRow>>(
    `/tasks/${taskId}/items`,
    { status: 'failed', page: 1, per_page: TASK_ITEMS_PER_PAGE },
    { signal, silent: true },
  );
}

/** Queues the failed items of a task again. */
export function retryTask(taskId: number): Promise<TaskRetryResult> {
  return apiPost<TaskRetryResult>(`/tasks/${taskId}/retry`, {}, { silent: true });
}

/** Copy ad (spec 001 §4): the server refuses what may not be copied with the spec's messages. */
export function copyPromotion(path: string, body: PromotionCopyBody): Promise<PromotionCopyAnswer> {
  return apiPost<PromotionCopyAnswer>(clientPath(path), body);
}

/**
 * Today's spend and budget changes of the rows (the media's budget rules); silent: without them
 * the dialog checks the rest and the server still checks these.
 */
export function fetchBudgetFacts(
  path: string,
  body: BudgetFactsBody,
  signal?: AbortSignal,
): Promise<BudgetFactsAnswer> {
  return apiPost<BudgetFactsAnswer>(clientPath(path), body, {
    signal,
    silent: true,
  });
}
