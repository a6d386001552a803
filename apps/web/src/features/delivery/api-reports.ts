import type { MaterialUrl, ReportPage, ReportSelection } from '@toufang/contracts';
import { FEED_MATERIAL_URL_PATH } from '@toufang/contracts';
import {
  API_BASE,
  apiGet,
  apiPost,
  envelopeError,
  reportApiError,
  TransportError,
} from '../../api/client';
import { useSessionStore } from '../../stores/session-store';

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

/** The file name of an export from the answer's Content-Disposition, else the given one. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * 导出Excel: the same query, every page, the chosen columns, saved as the .xlsx file the server
 * answers. A JSON answer is an error envelope and is shown the usual way.
 */
export async function downloadReport(
  path: string,
  body: Record<string, unknown>,
  fallbackName: string,
): Promise<void> {
  const token = useSessionStore.getState().token;
  const url = `${API_BASE}${clientPath(path)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Token': token } : {}) },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const failure = new TransportError('network', message, url, `${message}\n${url}`);
    reportApiError(failure);
    throw failure;
  }
  if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
    // Errors come in the usual envelope.
    const envelope = (await response.json()) as { code: number; message?: unknown };
    const failure = envelopeError(envelope, url);
    reportApiError(failure);
    throw failure;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response, fallbackName);
  link.click();
  URL.revokeObjectURL(link.href);
}
