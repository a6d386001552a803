import type {
  ReportScope,
  ReportTablePreference,
  ReportTablePreferenceData,
} from '@toufang/contracts';
import { apiGet, apiPut } from '../../api/client';

/** Each user's table preference of a tab: page size and pinned columns (spec 001 §3, §9). */

export const PREFERENCE_KEYS = {
  reportTable: (scope: ReportScope) =>
    ['user-preferences', 'report-table', scope.screen, scope.tab] as const,
};

/** The caller's preference; `null` keeps the screen's defaults. */
export function fetchReportTablePreference(
  scope: ReportScope,
  signal?: AbortSignal,
): Promise<ReportTablePreferenceData> {
  return apiGet<ReportTablePreferenceData>(
    '/user/preferences/report-table',
    { ...scope },
    { signal },
  );
}

export function saveReportTablePreference(
  scope: ReportScope,
  value: ReportTablePreference,
): Promise<null> {
  return apiPut<null>('/user/preferences/report-table', { ...scope, value });
}
