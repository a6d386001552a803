import type { MaterialUrl, ReportPage, ReportSelection } from '@toufang/contracts';
import { FEED_MATERIAL_URL_PATH } from '@toufang/contracts';
import { API_BASE, apiGet, apiPost } from '../../api/client';
import { downloadFile } from '../../api/download';

/** Contract paths name the /api base; the client adds it. */
export function clientPath(path: string): string {
  return path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
}

export const DELIVERY_KEYS = {
  all: ['delivery'] as const,
  reports: (screen: string, tab: string) => ['delivery', screen, tab, 'reports'] as const,
};

/** One page of a tab's report (spec 001 §7 "Reports"; POST with a body). */
export function fetchReportPage<Row>(
  path: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<ReportPage<Row>> {
  return apiPost<ReportPage<Row>>(clientPath(path), body, { signal });
}

/**
 * Every row the report's filters match, across pages (the "select all" of the batch tools): the
 * report path's `/selection` (contracts FEED_REPORT_SELECTION_PATHS), the same body.
 */
export function fetchReportSelection<Row>(
  path: string,
  body: Record<string, unknown>,
): Promise<ReportSelection<Row>> {
  return apiPost<ReportSelection<Row>>(`${clientPath(path)}/selection`, body);
}

export function fetchMaterialUrl(
  query: { vi_id: string; type: 'video' | 'image'; advertiser_id: string },
  signal?: AbortSignal,
): Promise<MaterialUrl> {
  return apiGet<MaterialUrl>(clientPath(FEED_MATERIAL_URL_PATH), query, { signal });
}

/**
 * 导出Excel: the same query, every page, the chosen columns, saved as the .xlsx file the server
 * answers. A JSON answer is an error envelope and is shown the usual way.
 */
export function downloadReport(
  path: string,
  body: Record<string, unknown>,
  fallbackName: string,
): Promise<void> {
  return downloadFile(clientPath(path), body, fallbackName);
}
