import type { TaskItemCounts, TaskItemRow, TaskProgress, TaskRow } from '@toufang/contracts';
import type { TaskItemRecord, TaskRecord } from './tasks.repository';

export function countsOfTask(t: TaskRecord): TaskItemCounts {
  return {
    pending: t.pendingCount,
    running: t.runningCount,
    succeeded: t.succeededCount,
    failed: t.failedCount,
    cancelled: t.cancelledCount,
    unknown: t.unknownCount,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toTaskRow(t: TaskRecord, progress: TaskProgress): TaskRow {
  return {
    id: t.id,
    type: t.type,
    title: t.title,
    status: t.status,
    created_by: t.createdBy,
    created_by_name: t.createdByName,
    params: t.params,
    progress,
    created_at: t.createdAt.toISOString(),
    started_at: iso(t.startedAt),
    finished_at: iso(t.finishedAt),
    cancelled_at: iso(t.cancelledAt),
  };
}

export function toTaskItemRow(i: TaskItemRecord): TaskItemRow {
  return {
    id: i.id,
    seq: i.seq,
    group_key: i.groupKey,
    status: i.status,
    attempts: i.attempts,
    error_code: i.errorCode,
    error_message: i.errorMessage,
    request: i.request,
    result: i.result ?? null,
    medium: i.medium,
    advertiser_id: i.advertiserId,
    object_type: i.objectType,
    object_id: i.objectId,
    created_at: i.createdAt.toISOString(),
    started_at: iso(i.startedAt),
    finished_at: iso(i.finishedAt),
  };
}
