import type {
  CreationCancelAnswer,
  CreationConfigRow,
  CreationCounts,
  CreationDraftInput,
  CreationEditBody,
  CreationItemRow,
  CreationMedium,
  CreationPreinstall,
  CreationPreinstallSaveBody,
  CreationPreviewAnswer,
  CreationRetryAnswer,
  CreationSubmitAnswer,
  CreationTemplate,
  CreationTemplateListRow,
  CreationTemplateSaveBody,
  CreationUser,
  Paged,
  TaskRow,
} from '@toufang/contracts';
import { creationPath } from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

// The creation calls of spec 002 §7 "Delivery", the same under each medium's base path.

export const CREATION_KEY = ['creation'] as const;
export const creationKey = (medium: CreationMedium, ...rest: unknown[]) =>
  [...CREATION_KEY, medium, ...rest] as const;

export const countDraft = (medium: CreationMedium, draft: CreationDraftInput) =>
  apiPost<CreationCounts>(creationPath(medium, 'count'), { preview_data: draft }, { silent: true });

export interface PreviewPage {
  page: number;
  perpage: number;
  only_errors: boolean;
}

export const previewDraft = (
  medium: CreationMedium,
  draft: CreationDraftInput,
  page: PreviewPage,
) =>
  apiPost<CreationPreviewAnswer>(
    creationPath(medium, 'preview'),
    { preview_data: draft, ...page },
    { silent: true },
  );

export const submitDraft = (
  medium: CreationMedium,
  body: { config_id: string; template_id: number | null; preview_data: CreationDraftInput },
) => apiPost<CreationSubmitAnswer>(creationPath(medium, 'submit'), body, { silent: true });

export const listConfigs = (medium: CreationMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<CreationConfigRow>>(creationPath(medium, 'taskConfigs'), params, { signal });

export const listItems = (medium: CreationMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<CreationItemRow>>(creationPath(medium, 'taskList'), params, { signal });

export const listCreators = (medium: CreationMedium, signal?: AbortSignal) =>
  apiGet<{ list: CreationUser[] }>(creationPath(medium, 'users'), undefined, { signal });

export const retryTask = (medium: CreationMedium, taskId: number) =>
  apiPost<CreationRetryAnswer>(creationPath(medium, 'taskRetry'), { task_id: taskId });

export const editItem = (medium: CreationMedium, body: CreationEditBody) =>
  apiPost<CreationRetryAnswer>(creationPath(medium, 'taskEdit'), body, { silent: true });

export const cancelTask = (medium: CreationMedium, taskId: number) =>
  apiPost<CreationCancelAnswer>(creationPath(medium, 'taskCancel'), { task_id: taskId });

/** The task engine's view of one task: its progress and ETA (ARCHITECTURE §6). */
export const fetchTask = (taskId: number, signal?: AbortSignal) =>
  apiGet<TaskRow>(`/tasks/${taskId}`, undefined, { signal, silent: true });

/** The medium's templates, the caller's collected ones first and marked (`collected` 1: only those). */
export const listTemplates = (medium: CreationMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<Paged<CreationTemplateListRow>>(creationPath(medium, 'templateGet'), params, { signal });

export const getTemplate = (medium: CreationMedium, id: number, signal?: AbortSignal) =>
  apiGet<CreationTemplate>(creationPath(medium, 'templateGet'), { id }, { signal });

export const saveTemplate = (medium: CreationMedium, body: CreationTemplateSaveBody) =>
  apiPost<{ id: number }>(creationPath(medium, 'templateSave'), body, { silent: true });

export const deleteTemplate = (medium: CreationMedium, id: number) =>
  apiPost<unknown>(creationPath(medium, 'templateDelete'), { id });

/** 收藏 / 取消收藏 a template, for the caller only. */
export const collectTemplate = (medium: CreationMedium, id: number, collect: boolean) =>
  apiPost<{ id: number; collected: boolean }>(
    creationPath(medium, 'templateCollect'),
    { id, collect },
    { silent: true },
  );

export const savePreinstall = (medium: CreationMedium, body: CreationPreinstallSaveBody) =>
  apiPost<CreationPreinstall>(creationPath(medium, 'preinstallSave'), body, { silent: true });

export const getPreinstall = (medium: CreationMedium, type: string, signal?: AbortSignal) =>
  apiGet<CreationPreinstall>(creationPath(medium, 'preinstallGet'), { type }, { signal });
