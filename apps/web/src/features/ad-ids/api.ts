import type {
  AdIdBatchCreateAnswer,
  AdIdBulkSearchData,
  AdIdBatchListData,
  AdIdDetail,
  AdIdListData,
  BaseMedium,
  CategoryCreateAnswer,
  CategoryCreateBody,
  CategoryListData,
  CategorySearchData,
  CategoryUpdateBody,
  NonStreamListData,
  NonStreamRetryAnswer,
  SpendDayListData,
  SpendImportAnswer,
  SpendImportListData,
  SpendSummaryData,
} from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';
import { downloadFile } from '../../api/download';

export const AD_IDS_KEY = ['ad-ids'] as const;
export const categoryListKey = (medium: BaseMedium) =>
  [...AD_IDS_KEY, medium, 'categories'] as const;
export const categoryOptionsKey = (medium: BaseMedium) =>
  [...AD_IDS_KEY, medium, 'category-options'] as const;
export const batchListKey = (medium: BaseMedium) => [...AD_IDS_KEY, medium, 'batches'] as const;
export const batchAdIdsKey = (batchId: number) => [...AD_IDS_KEY, 'batch', batchId] as const;
export const adIdSearchKey = [...AD_IDS_KEY, 'search'] as const;
export const adIdDetailKey = (adId: string) => [...AD_IDS_KEY, 'detail', adId] as const;

export const listCategories = (medium: BaseMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<CategoryListData>('/amt/adid_category_list', { ...params, medium }, { signal });

export const searchCategories = (medium: BaseMedium, signal?: AbortSignal) =>
  apiGet<CategorySearchData>('/category/search', { medium }, { signal });

export const createCategory = (body: CategoryCreateBody) =>
  apiPost<CategoryCreateAnswer>('/category/create', body, { silent: true });

export const updateCategory = (body: CategoryUpdateBody) =>
  apiPost<CategoryCreateAnswer>('/category/update', body, { silent: true });

/** `/batch/list`: one medium's batches, or every medium's when `medium` is undefined. */
export const listBatches = (
  medium: BaseMedium | undefined,
  params: QueryParams,
  signal?: AbortSignal,
) => apiGet<AdIdBatchListData>('/batch/list', { ...params, medium }, { signal });

export const listBatchAdIds = (batchId: number, params: QueryParams, signal?: AbortSignal) =>
  apiGet<AdIdListData>('/batch/list_adid', { ...params, batch_id: batchId }, { signal });

/** `/tradition/batchlist` and `batchlist_link`: the desktop-game media's batches (pcBatch). */
export const listPcBatches = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<AdIdBatchListData>('/tradition/batchlist', params, { signal });

export const listPcBatchAdIds = (batchId: number, params: QueryParams, signal?: AbortSignal) =>
  apiGet<AdIdListData>('/tradition/batchlist_link', { ...params, batch_id: batchId }, { signal });

/** `/batch/temp_view_3`: the sheet template (名称 / 备注), saved as an .xlsx. */
export const downloadSheetTemplate = () =>
  downloadFile('/batch/temp_view_3', undefined, '广告ID批量生成模板.xlsx');

/** Creates a batch from an .xlsx sheet; a sheet with bad rows is refused whole, row by row. */
export function uploadAdIdSheet(file: File, categoryId: number, baseId: number) {
  const form = new FormData();
  form.append('category_id', String(categoryId));
  form.append('base_id', String(baseId));
  form.append('file', file, file.name);
  return apiPost<AdIdBatchCreateAnswer>('/batch/adid_category_batch_create', form, {
    silent: true,
  });
}

export const spendImportsKey = [...AD_IDS_KEY, 'spend-imports'] as const;
export const spendImportDaysKey = (importId: number) =>
  [...AD_IDS_KEY, 'spend-import', importId] as const;

/** Imports a spend sheet; a sheet with bad rows is refused whole, row by row. */
export function uploadSpendSheet(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost<SpendImportAnswer>('/amt/spend_import', form, { silent: true });
}

export const listSpendImports = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<SpendImportListData>('/amt/spend_imports', params, { signal });

export const listSpendImportDays = (importId: number, params: QueryParams, signal?: AbortSignal) =>
  apiGet<SpendDayListData>(
    '/amt/spend_import_rows',
    { ...params, import_id: importId },
    { signal },
  );

export const spendSummaryKey = (query: QueryParams) =>
  [...AD_IDS_KEY, 'spend-summary', query] as const;

export const fetchSpendSummary = (query: QueryParams, signal?: AbortSignal) =>
  apiGet<SpendSummaryData>('/amt/spend_summary', query, { signal });

/** `/amt/spend_template`: the spend sheet's header, saved as an .xlsx. */
export const downloadSpendTemplate = () =>
  downloadFile('/amt/spend_template', undefined, '消耗导入模板.xlsx');

export const searchAdIds = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<AdIdListData>('/amt/search_adid', params, { signal });

export const fetchAdIdDetail = (adId: string, signal?: AbortSignal) =>
  apiGet<AdIdDetail>('/searchadid/detail', { ad_id: adId }, { signal, silent: true });

export const bulkSearchAdIds = (adIds: string[]) =>
  apiPost<AdIdBulkSearchData>('/searchadid/search', { ad_ids: adIds });

export const nonStreamKey = [...AD_IDS_KEY, 'non-stream'] as const;

/** `/amt/non_stream_adid`: the ad IDs handed out as channel packages, with counts per status. */
export const listNonStreamAdIds = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<NonStreamListData>('/amt/non_stream_adid', params, { signal });

/** `/amt/non_stream_retry`: the named failed channel packages cut again, one task per app. */
export const retryNonStream = (subPackageIds: number[]) =>
  apiPost<NonStreamRetryAnswer>('/amt/non_stream_retry', { sub_package_ids: subPackageIds });
