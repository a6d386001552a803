import type {
  TitleCreateBody,
  TitleCreatorsData,
  TitleDeletedData,
  TitleImportBody,
  TitleImportPreviewData,
  TitleImportResultData,
  TitleItem,
  TitleListData,
  TitleTagsData,
  TitleUpdateBody,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

export const TITLES_KEY = ['titles'] as const;
export const TITLE_LIST_KEY = [...TITLES_KEY, 'list'] as const;
export const TITLE_TAGS_KEY = [...TITLES_KEY, 'tags'] as const;
export const TITLE_CREATORS_KEY = [...TITLES_KEY, 'creators'] as const;

export const listTitles = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<TitleListData>('/material/title/list', params, { signal });
export const fetchTitleTags = (signal?: AbortSignal) =>
  apiGet<TitleTagsData>('/material/title/tags', undefined, { signal });
export const fetchTitleCreators = (signal?: AbortSignal) =>
  apiGet<TitleCreatorsData>('/material/title/creators', undefined, { signal });

export const createTitle = (body: TitleCreateBody) =>
  apiPost<TitleItem>('/material/title/create', body, { silent: true });
export const updateTitle = (body: TitleUpdateBody) =>
  apiPost<TitleItem>('/material/title/update', body, { silent: true });
export const deleteTitles = (ids: number[]) =>
  apiPost<TitleDeletedData>('/material/title/delete', { ids });

/** The preview of an import: the file is read and checked, nothing is stored. */
export function previewTitleFile(file: File, gameId: number): Promise<TitleImportPreviewData> {
  const form = new FormData();
  form.append('gad_cfg_game_id', String(gameId));
  form.append('file', file, file.name);
  return apiPost<TitleImportPreviewData>('/material/title/import/preview', form, { silent: true });
}

export const importTitles = (body: TitleImportBody) =>
  apiPost<TitleImportResultData>('/material/title/import', body, { silent: true });
