import type {
  CreateReportViewBody,
  ReportColumnsData,
  ReportScope,
  ReportView,
  UpdateReportViewBody,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';

/** Saved report columns and named column views (spec 001 §2 custom-metric dialog, §3). */

export const REPORT_VIEW_KEYS = {
  all: ['report-views'] as const,
  columns: (scope: ReportScope) => ['report-views', 'columns', scope.screen, scope.tab] as const,
  views: (scope: ReportScope) => ['report-views', 'views', scope.screen, scope.tab] as const,
};

/** The caller's columns in order; `null` means the screen's default columns. */
export function fetchReportColumns(
  scope: ReportScope,
  signal?: AbortSignal,
): Promise<ReportColumnsData> {
  return apiGet<ReportColumnsData>('/report/columns', { ...scope }, { signal });
}

export function saveReportColumns(scope: ReportScope, fields: readonly string[]): Promise<null> {
  return apiPost<null>('/report/columns', { ...scope, fields });
}

export function resetReportColumns(scope: ReportScope): Promise<null> {
  return apiPost<null>('/report/columns/reset', { ...scope });
}

/** The caller's own views and the team's shared ones. */
export function listReportViews(scope: ReportScope, signal?: AbortSignal): Promise<ReportView[]> {
  return apiGet<ReportView[]>('/report/views', { ...scope }, { signal });
}

/** Silent: the save dialog shows the problems on its fields. */
export function createReportView(body: CreateReportViewBody): Promise<ReportView> {
  return apiPost<ReportView>('/report/views', body, { silent: true });
}

/** Silent: the edit dialog shows the problems on its fields. */
export function updateReportView(body: UpdateReportViewBody): Promise<ReportView> {
  return apiPost<ReportView>('/report/views/update', body, { silent: true });
}

export function deleteReportView(id: number): Promise<null> {
  return apiPost<null>('/report/views/delete', { id });
}
