import type {
  AdvertiserDetail,
  AdvertiserListData,
  AdvertiserSyncProgress,
  MediumKey,
  NoteSheetResult,
  SyncNoteResult,
  TransferData,
} from '@toufang/contracts';
import { ERROR_CODES } from '@toufang/contracts';
import { ApiError, apiGet, apiPost, reportApiError, RequestError } from '../../api/client';
import type { QueryParams } from '../../api/client';
import type { AccountsDefinition } from './medium-definitions';

/** Ad account calls (spec 000 §7 /auth/advertisers …; ability auth:transfer). */

export const ACCOUNT_KEYS = {
  all: ['media-accounts'] as const,
  list: (medium: MediumKey) => ['media-accounts', medium, 'list'] as const,
  sync: (medium: MediumKey) => ['media-accounts', medium, 'sync'] as const,
  detail: (id: number) => ['media-accounts', 'detail', id] as const,
};

export function listAdvertisers(
  definition: AccountsDefinition,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<AdvertiserListData> {
  return apiGet<AdvertiserListData>(definition.listPath, params, { signal });
}

/** The polled form of the list (spec 000 §7): one row is enough, the sync progress is the point. */
export async function fetchSyncProgress(
  definition: AccountsDefinition,
  signal?: AbortSignal,
): Promise<AdvertiserSyncProgress | null> {
  const data = await apiGet<AdvertiserListData>(
    definition.pollPath,
    { page: 1, per_page: 1 },
    { signal },
  );
  return data.sync;
}

export function startSync(medium: MediumKey): Promise<AdvertiserSyncProgress> {
  return apiGet<AdvertiserSyncProgress>(`/${medium}/auth/sync_advertisers`);
}

/** Starts the OAuth round trip: the answer's `url` is the medium's authorize page. */
export function startTransfer(medium: MediumKey): Promise<TransferData> {
  return apiPost<TransferData>('/auth/transfer', { medium });
}

/** A missing account is the detail page's own message; other failures are shown the usual way. */
export async function fetchAdvertiserDetail(
  id: number,
  signal?: AbortSignal,
): Promise<AdvertiserDetail> {
  try {
    return await apiGet<AdvertiserDetail>(
      '/auth/advertiser_detail',
      { id },
      { signal, silent: true },
    );
  } catch (error) {
    if (error instanceof RequestError && !isNotFound(error)) reportApiError(error);
    throw error;
  }
}

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ERROR_CODES.NOT_FOUND.code;

/** Form calls are silent: their dialogs show the problem under the field. */
export function setAlias(id: number, alias: string): Promise<unknown> {
  return apiGet('/auth/setalias', { id, alias });
}

export function setNote(id: number, note: string): Promise<unknown> {
  return apiPost('/auth/setnote', { id, note }, { silent: true });
}

export function setAdvertiserStatus(ids: readonly number[], status: 0 | 1): Promise<unknown> {
  return apiGet('/auth/advertiser_set_status', { ids: ids.join(','), status });
}

/** `gameId` null takes the accounts out of any game. */
export function assignAdvertisersToGame(
  ids: readonly number[],
  gameId: number | null,
): Promise<unknown> {
  return apiPost('/auth/advertiser_set_project', { ids, game_id: gameId });
}

/** Uploads a note spreadsheet; silent: the dialog lists the bad rows itself. */
export function uploadNoteSheet(file: File, medium: MediumKey): Promise<NoteSheetResult> {
  const form = new FormData();
  form.append('medium', medium);
  form.append('file', file, file.name);
  return apiPost<NoteSheetResult>('/bytedance/advertiser/update_note', form, { silent: true });
}

export function syncNoteToCompanies(ids: readonly number[]): Promise<SyncNoteResult> {
  return apiPost<SyncNoteResult>('/bytedance/advertiser/sync_note', { ids });
}
