import { oceanengine } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// The 联调 log of an event asset (media-wire oceanengine/conversion-callback.ts; the read is
// MODELLED, docs/media-wire/oceanengine.md "Conversion callbacks"): the conversion callbacks the
// medium received for the asset, newest first, with its verdict on each.

const MEDIUM = 'bytedance' as const;
const PATH = '2/event_manager/debug_log/get/';

const SOURCES: Record<oceanengine.DebugLogSource, 'track_url' | 'api'> = {
  TRACK_URL_CALLBACK: 'track_url',
  CONVERSION_API: 'api',
};
const RESULTS: Record<oceanengine.DebugLogResult, 'success' | 'failed'> = {
  SUCCESS: 'success',
  FAIL: 'failed',
};
const WIRE_RESULTS = { success: 'SUCCESS', failed: 'FAIL' } as const;

export interface DebugLogEntry {
  logId: string;
  receivedAt: string;
  eventTime: string | null;
  eventType: string;
  eventName: string | null;
  /** `track_url` / `api`, or the medium's own value when it names another. */
  source: string;
  /** `success` / `failed`, or the medium's own value. */
  result: string;
  reason: string | null;
  clickId: string | null;
}

export interface DebugLogFilter {
  eventType?: string;
  result?: 'success' | 'failed';
  page: number;
  pageSize: number;
}

export interface BytedanceEventDebugLog {
  read(
    token: TokenSource,
    advertiserId: string,
    assetId: string,
    filter: DebugLogFilter,
  ): Promise<{ entries: DebugLogEntry[]; total: number }>;
}

export function createBytedanceEventDebugLog({
  client,
}: Pick<AdapterDeps, 'client'>): BytedanceEventDebugLog {
  return {
    async read(token, advertiserId, assetId, filter) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: PATH,
        params: {
          advertiser_id: numericId(advertiserId),
          asset_id: numericId(assetId),
          ...(filter.eventType ? { event_type: filter.eventType } : {}),
          ...(filter.result ? { result: WIRE_RESULTS[filter.result] } : {}),
          page: filter.page,
          page_size: filter.pageSize,
        },
        data: oceanengine.DebugLogDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      return {
        total: data.page_info.total_number,
        entries: data.list.map((l) => ({
          logId: String(l.log_id),
          receivedAt: l.receive_time,
          eventTime: l.event_time ?? null,
          eventType: l.event_type,
          eventName: l.event_cn_name ?? null,
          source: SOURCES[l.source as oceanengine.DebugLogSource] ?? String(l.source),
          result: RESULTS[l.result as oceanengine.DebugLogResult] ?? String(l.result),
          reason: l.fail_reason ?? null,
          clickId: l.click_id ?? null,
        })),
      };
    },
  };
}
