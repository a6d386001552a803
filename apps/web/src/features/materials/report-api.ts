import type {
  MaterialFileReportData,
  MaterialReportFieldsData,
  MaterialReportListData,
} from '@toufang/contracts';
import { apiGet, reportApiError, RequestError, type QueryParams } from '../../api/client';
import { isNotFound } from '../media-accounts/api';

export const MATERIAL_REPORT_KEYS = {
  fields: ['material-reports', 'fields'] as const,
  list: ['material-reports', 'list'] as const,
  file: (fid: number, sdate?: string, edate?: string) =>
    ['material-reports', 'file', fid, sdate ?? '', edate ?? ''] as const,
};

export const fetchReportFields = (signal?: AbortSignal) =>
  apiGet<MaterialReportFieldsData>('/material/report/fields', undefined, { signal });

/** The library's files with their stats over a range (`material/report/list`). */
export const listMaterialReports = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialReportListData>('/material/report/list', params, { signal });

/** One file's report; a file that is gone or hidden is the page's own message, not a toast. */
export async function fetchFileReport(
  fid: number,
  range: { sdate?: string; edate?: string },
  signal?: AbortSignal,
): Promise<MaterialFileReportData> {
  try {
    return await apiGet<MaterialFileReportData>(
      '/material/file/report',
      { fid, ...range },
      { signal, silent: true },
    );
  } catch (error) {
    if (error instanceof RequestError && !isNotFound(error)) reportApiError(error);
    throw error;
  }
}

/** The detail page of a file, over a date range when one is chosen (spec 002 §2). */
export function materialDetailPath(
  file: { type: string; fid: number },
  range?: { sdate: string; edate: string },
): string {
  const base = `/creative/material/${file.type}/${file.fid}`;
  return range ? `${base}/${range.sdate}/${range.edate}` : base;
}
