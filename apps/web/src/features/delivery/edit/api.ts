import { FEED_BUDGET_FACTS_PATHS } from '@toufang/contracts';
import type {
  BudgetFactsAnswer,
  BudgetFactsBody,
  PromotionCopyAnswer,
  PromotionCopyBody,
  AccountDailyBudgetBody,
  FeedUpdateAnswer,
  MaterialBatchDeleteBody,
  MaterialStatusBody,
  Paged,
  ProjectBidBody,
  ProjectBudgetBody,
  ProjectDeepBidBody,
  ProjectEndTimeBody,
  ProjectRoiGoalBody,
  ProjectScheduleTimeBody,
  ProjectStatusBody,
  ProjectUpdateBody,
  ProjectWeekScheduleBody,
  PromotionAutoExtendBody,
  PromotionBidBody,
  PromotionBudgetBody,
  PromotionDeepBidBody,
  PromotionRoiGoalBody,
  PromotionStatusBody,
  PromotionUpdateBody,
  TaskItemRow,
  TaskRetryResult,
  TaskRow,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../../api/client';
import { clientPath } from '../api-reports';

// The write calls of the delivery screen's dialogs (spec 001 §7 "Updates"). They are silent: the
// dialogs show every failure on their rows or fields themselves (spec 001 §8).

/** Batch bodies by path; each answers a FeedUpdateAnswer, with a task id for more than one row. */
export interface BatchUpdateBodies {
  '/bytedance/advertiser/update_daily_budget': AccountDailyBudgetBody;
  '/bytedance/v3/project/updatebudget': ProjectBudgetBody;
  '/bytedance/v3/project/updatebid': ProjectBidBody;
  '/bytedance/v3/project/updatedeepbid': ProjectDeepBidBody;
  '/bytedance/v3/project/updateroigoal': ProjectRoiGoalBody;
  '/bytedance/v3/project/updatescheduletime': ProjectScheduleTimeBody;
  '/bytedance/v3/project/updateweekschedule': ProjectWeekScheduleBody;
  '/bytedance/v3/project/updateendtime': ProjectEndTimeBody;
  '/bytedance/v3/promotion/updatebudget': PromotionBudgetBody;
  '/bytedance/v3/promotion/updatebid': PromotionBidBody;
  '/bytedance/v3/promotion/updatedeepbid': PromotionDeepBidBody;
  '/bytedance/v3/promotion/updateroigoal': PromotionRoiGoalBody;
  '/bytedance/v3/promotion/updateautoextend': PromotionAutoExtendBody;
  '/bytedance/v3/promotion/material/updatestatus': MaterialStatusBody;
  '/bytedance/v3/project/updatestatus': ProjectStatusBody;
  '/bytedance/v3/promotion/updatestatus': PromotionStatusBody;
  '/bytedance/v3/promotion/material/batchdelete': MaterialBatchDeleteBody;
}

export type BatchUpdatePath = keyof BatchUpdateBodies;

/** A row a request carries: the dialog's row key and the medium id answers name it by. */
export interface CallRow {
  key: string;
  id: string;
}

/** One batch request: its path, its body and the rows its items stand for, in item order. */
export interface BatchUpdateCall {
  path: BatchUpdatePath;
  body: BatchUpdateBodies[BatchUpdatePath];
  rows: CallRow[];
}

export function postBatchUpdate(call: BatchUpdateCall): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>(call.path, call.body, { silent: true });
}

export function updateProject(body: ProjectUpdateBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/project/update', body, { silent: true });
}

export function updatePromotion(body: PromotionUpdateBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/promotion/update', body, { silent: true });
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
export function copyPromotion(body: PromotionCopyBody): Promise<PromotionCopyAnswer> {
  return apiPost<PromotionCopyAnswer>('/bytedance/v3/promotion/copy', body);
}

/**
 * Today's spend and budget changes of the rows (the media's budget rules); silent: without them
 * the dialog checks the rest and the server still checks these.
 */
export function fetchBudgetFacts(
  level: 'project' | 'promotion',
  body: BudgetFactsBody,
  signal?: AbortSignal,
): Promise<BudgetFactsAnswer> {
  return apiPost<BudgetFactsAnswer>(clientPath(FEED_BUDGET_FACTS_PATHS[level]), body, {
    signal,
    silent: true,
  });
}
