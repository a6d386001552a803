import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common';

// ---- batch tasks (ARCHITECTURE §6): every batch write to a medium runs as a task of items ----

export const TASK_STATUSES = [
  'pending',
  'running',
  'succeeded',
  'partially_failed',
  'failed',
  'cancelled',
] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

/** `unknown`: the medium was called but its answer was lost (timeout, crash); it is read back. */
export const TASK_ITEM_STATUSES = [
  'pending',
  'running',
  'succeeded',
  'failed',
  'cancelled',
  'unknown',
] as const;
export const TaskItemStatusSchema = z.enum(TASK_ITEM_STATUSES);
export type TaskItemStatus = z.infer<typeof TaskItemStatusSchema>;

/** Task statuses after which nothing runs until a retry. */
export const FINISHED_TASK_STATUSES: readonly TaskStatus[] = [
  'succeeded',
  'partially_failed',
  'failed',
  'cancelled',
];

export const TaskListQuerySchema = PageQuerySchema.extend({
  type: z.string().trim().min(1).max(64).optional(),
  status: TaskStatusSchema.optional(),
  /** 1: only the caller's own tasks (administrators otherwise see everyone's). */
  mine: z.coerce.number().int().min(0).max(1).default(0),
});
export type TaskListQuery = z.infer<typeof TaskListQuerySchema>;

export const TaskIdParamsSchema = z.object({ id: IdSchema });

export const TaskItemListQuerySchema = PageQuerySchema.extend({
  status: TaskItemStatusSchema.optional(),
});
export type TaskItemListQuery = z.infer<typeof TaskItemListQuerySchema>;

export type TaskItemCounts = Record<TaskItemStatus, number>;

export interface TaskProgress {
  total: number;
  /** Items in a final state: succeeded, failed or cancelled. */
  done: number;
  counts: TaskItemCounts;
  /** 0–100, whole numbers; 100 only when every item is final. */
  percent: number;
  /**
   * Seconds until the last item is expected to finish (task detail only); null in lists, when
   * finished, or when not yet knowable.
   */
  eta_seconds: number | null;
}

export interface TaskRow {
  id: number;
  type: string;
  title: string;
  status: TaskStatus;
  created_by: number | null;
  created_by_name: string | null;
  params: unknown;
  progress: TaskProgress;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  cancelled_at: string | null;
}

export interface TaskItemRow {
  id: number;
  seq: number;
  group_key: string;
  status: TaskItemStatus;
  attempts: number;
  error_code: string | null;
  error_message: string | null;
  request: unknown;
  result: unknown;
  medium: string | null;
  advertiser_id: string | null;
  object_type: string | null;
  object_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface TaskRetryResult {
  /** How many failed items were queued again. */
  retried: number;
}

export interface TaskCancelResult {
  /** How many items that had not started were cancelled; running ones finish. */
  cancelled: number;
}
