import {
  creationPath,
  type AutoruleBatchRow,
  type AutoruleDefinition,
  type AutoruleDryRunAnswer,
  type AutoruleItemRow,
  type AutoruleRow,
  type AutoruleStatus,
  type AutoruleUser,
  type CreationTemplateRow,
  type Paged,
  type TaskCancelResult,
  type TaskRetryResult,
} from '@toufang/contracts';
import type { AutoruleMedium, RuleCreationFamily } from '@toufang/domain';
import { apiGet, apiPost, type QueryParams } from '../../api/client';

/** Automatic rules (spec 001 §7 "Automatic rules"). */

export const AUTORULE_KEYS = {
  all: ['autorules'] as const,
  rules: (medium: AutoruleMedium) => ['autorules', medium, 'rules'] as const,
  batches: (medium: AutoruleMedium) => ['autorules', medium, 'batches'] as const,
  items: (batchId: number) => ['autorules', 'items', batchId] as const,
  users: (medium: AutoruleMedium) => ['autorules', medium, 'users'] as const,
  templates: (family: RuleCreationFamily) => ['autorules', 'templates', family] as const,
};

export interface RunResult {
  batch_id: number;
  task_id: number | null;
  checked: number;
  matched: number;
  acted: number;
}

export const listRules = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<AutoruleRow>>('/autorule/list', params, { signal });

export const saveRule = (body: { id?: number; status: AutoruleStatus; rule: AutoruleDefinition }) =>
  apiPost<AutoruleRow>('/autorule/save', body);

export const setRuleStatus = (id: number, status: AutoruleStatus) =>
  apiPost<AutoruleRow>('/autorule/status', { id, status });

export const deleteRule = (id: number) => apiPost<null>('/autorule/delete', { id });

export const dryRun = (body: { id?: number; rule: AutoruleDefinition }) =>
  apiPost<AutoruleDryRunAnswer>('/autorule/dryrun', body);

export const submitRule = (ruleId: number) =>
  apiPost<RunResult>('/autorule/submit', { rule_id: ruleId });

export const listBatches = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<AutoruleBatchRow>>('/autorule/batch/list', params, { signal });

export const listItems = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<AutoruleItemRow>>('/autorule/task/list', params, { signal });

export const retryBatch = (batchId: number) =>
  apiPost<TaskRetryResult>('/autorule/retry', { batch_id: batchId });

export const cancelBatch = (batchId: number) =>
  apiPost<TaskCancelResult>('/autorule/cancel', { batch_id: batchId });

export const listOwners = (medium: AutoruleMedium, signal?: AbortSignal) =>
  apiGet<AutoruleUser[]>('/autorule/users', { platform: medium }, { signal });

/** The medium's creation templates a 按模板新建 rule picks from (the wizard's templates). */
export const listCreationTemplates = (family: RuleCreationFamily, signal?: AbortSignal) =>
  apiGet<Paged<CreationTemplateRow>>(
    creationPath(family, 'templateGet'),
    { page: 1, per_page: 100 },
    { signal },
  );
