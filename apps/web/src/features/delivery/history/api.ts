import type { ChangeRow, Paged } from '@toufang/contracts';
import { apiGet, type QueryParams } from '../../../api/client';

/** One page of an object's change history (`GET /api/changes`, newest first). */
export function fetchChanges(params: QueryParams, signal?: AbortSignal): Promise<Paged<ChangeRow>> {
  return apiGet<Paged<ChangeRow>>('/changes', params, { signal });
}
