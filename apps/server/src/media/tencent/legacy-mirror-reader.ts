import { tencent } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { MirrorReader } from '../media-mirror-types';
import { listObjectsWith } from '../mirror/object-listings';
import { LEGACY_OBJECT_LISTINGS } from './legacy-object-listing';
import { LEGACY_REPORT_API } from './legacy-report-levels';
import { dailyStatRows, hourlyStatRows, ReportPacer } from './report-reading';

// The legacy source `tencent_v2` of the sync jobs (ARCHITECTURE §6): Tencent v1.3 campaigns,
// adgroups and ads with their reports, in domain terms, for the legacy delivery screen. The
// account, its funds and the file library are the medium's own reader's.

export interface TencentLegacyTuning {
  /** Items per list page (the medium allows 1–100). */
  objectPageSize?: number;
  /** Rows per report page (the medium allows up to 2000). */
  reportPageSize?: number;
  /** The pacer of the medium's report limit, shared with the v3 reader where both read. */
  pacer?: ReportPacer;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTencentLegacyMirrorReader(
  deps: AdapterDeps,
  tuning: TencentLegacyTuning = {},
): MirrorReader {
  const { client } = deps;
  const pageSize = tuning.reportPageSize ?? 2000;
  const pacer = tuning.pacer ?? new ReportPacer(tencent.REPORT_ROWS_PER_SECOND * 0.8, wait);
  const reading = (token: Parameters<MirrorReader['dailyStats']>[0], advertiserId: string) => ({
    client,
    token,
    advertiserId,
    pageSize,
    pacer,
    api: LEGACY_REPORT_API,
  });
  return {
    listObjects: listObjectsWith(deps, tuning.objectPageSize ?? 100, LEGACY_OBJECT_LISTINGS),
    dailyStats: (token, advertiserId, range) => dailyStatRows(reading(token, advertiserId), range),
    hourlyStats: (token, advertiserId, range) =>
      hourlyStatRows(reading(token, advertiserId), range),
  };
}
