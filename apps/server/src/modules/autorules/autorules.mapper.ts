import type {
  AutoruleBatchRow,
  AutoruleCopyRow,
  AutoruleConflict,
  AutoruleDecisionRow,
  AutoruleItemRow,
  AutoruleRow,
} from '@toufang/contracts';
import { ruleSummary, type Decision } from '@toufang/domain';
import type { BatchRecord, ItemRecord, NewItem, RuleRecord } from './autorules.repository';

export const toRuleRow = (r: RuleRecord, conflicts: AutoruleConflict[] = []): AutoruleRow => ({
  id: r.id,
  medium: r.definition.medium,
  status: r.status,
  rule: r.definition,
  summary: ruleSummary(r.definition),
  owner_id: r.ownerId,
  owner_name: r.ownerName,
  last_run_at: r.lastRunAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  conflicts,
});

export const toDecisionRow = (d: Decision): AutoruleDecisionRow => ({
  object_id: d.objectId,
  object_name: d.objectName,
  advertiser_id: d.advertiserId,
  outcome: d.outcome,
  before: d.before,
  after: d.after,
  reason: d.reason,
  snapshot: d.snapshot,
});

export const toNewItem = (
  d: Decision,
  taskItemId: number | null,
  resumeAt: Date | null = null,
  createdTaskId: number | null = null,
): NewItem => ({
  objectId: d.objectId,
  objectName: d.objectName,
  advertiserId: d.advertiserId,
  outcome: d.outcome,
  before: d.before,
  after: d.after,
  reason: d.reason,
  snapshot: d.snapshot,
  taskItemId,
  resumeAt: taskItemId === null ? null : resumeAt,
  createdTaskId,
});

export const toBatchRow = (b: BatchRecord): AutoruleBatchRow => ({
  id: b.id,
  rule_id: b.ruleId,
  rule_name: b.ruleName,
  medium: b.medium as AutoruleBatchRow['medium'],
  trigger: b.trigger,
  task_id: b.taskId,
  task_status: b.taskStatus ?? 'succeeded',
  checked: b.checked,
  matched: b.matched,
  acted: b.acted,
  succeeded: Number(b.succeeded),
  failed: Number(b.failed),
  cancelled: Number(b.cancelled),
  data_notes: b.dataNotes,
  error: b.error,
  created_by: b.createdBy,
  owner_name: b.ownerName,
  exec_at: new Date(b.createdAt).toISOString(),
  finished_at: b.finishedAt ? new Date(b.finishedAt).toISOString() : null,
});

export const toItemRow = (i: ItemRecord, copies: AutoruleCopyRow[] = []): AutoruleItemRow => ({
  id: i.id,
  batch_id: i.batchId,
  object_id: i.objectId,
  object_name: i.objectName,
  advertiser_id: i.advertiserId,
  outcome: i.outcome,
  before: i.before,
  after: i.after,
  reason: i.reason,
  snapshot: i.snapshot,
  task_item_id: i.taskItemId,
  task_item_status: i.taskItemStatus,
  created_task_id: i.createdTaskId,
  copies,
  error_message: i.errorMessage,
  resume_at: i.resumeAt ? new Date(i.resumeAt).toISOString() : null,
  resumed_at: i.resumedAt ? new Date(i.resumedAt).toISOString() : null,
  resume_note: i.resumeNote,
  resume_task_item_status: i.resumeTaskItemStatus,
});
