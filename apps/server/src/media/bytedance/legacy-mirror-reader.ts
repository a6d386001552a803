import type { AdapterDeps } from '../media-adapter';
import type { MirrorReader } from '../media-mirror-types';
import { listObjectsWith } from '../mirror/object-listings';
import { LEGACY_OBJECT_LISTINGS } from './legacy-object-listing';
import { v2DailyStatRows, v2HourlyStatRows } from './legacy-report-reading';

// The legacy source `bytedance_v2` of the sync jobs (ARCHITECTURE §6): Ocean Engine v2 campaigns,
// ads (计划) and creatives with their level reports, in domain terms, for the legacy delivery
// screen. The account, its funds and the file library are the medium's own reader's.

export interface BytedanceLegacyTuning {
  /** Items per v2 list page (the medium allows 1–1000). */
  objectPageSize?: number;
  /** Rows per level-report page. */
  reportPageSize?: number;
}

export function createBytedanceLegacyMirrorReader(
  deps: AdapterDeps,
  tuning: BytedanceLegacyTuning = {},
): MirrorReader {
  const { client } = deps;
  const pageSize = tuning.reportPageSize ?? 100;
  return {
    listObjects: listObjectsWith(deps, tuning.objectPageSize ?? 500, LEGACY_OBJECT_LISTINGS),
    dailyStats: (token, advertiserId, range) =>
      v2DailyStatRows({ client, token, advertiserId, pageSize }, range),
    hourlyStats: (token, advertiserId, range) =>
      v2HourlyStatRows({ client, token, advertiserId, pageSize }, range),
  };
}
