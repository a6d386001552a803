import { tencent } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { MediaMirrorReader } from '../media-mirror-types';
import { listObjectsWith } from '../mirror/object-listings';
import { numericId } from '../oauth-support';
import { OBJECT_LISTINGS } from './object-listing';
import { dailyBudget } from './object-mapping';
import { dailyStatRows, hourlyStatRows, ReportPacer } from './report-reading';

// Tencent's side of the sync jobs (ARCHITECTURE §6): v3 adgroups and dynamic creatives (no
// campaigns), the image and video library, daily and hourly reports of the account, adgroup and
// dynamic-creative levels, and the account's funds and daily budget, in domain terms. Money is 分
// on the wire and in the domain. Wire types stay in this folder.

const MEDIUM = 'tencent' as const;

export interface TencentMirrorTuning {
  /** Items per object-list page (the medium allows 1–100). */
  objectPageSize?: number;
  /** Rows per report page (the medium allows up to 2000). */
  reportPageSize?: number;
  /** Report rows a second the reader lets one account and level match (the medium allows 12,000). */
  reportRowsPerSecond?: number;
  sleep?: (ms: number) => Promise<void>;
  /** The pacer of the medium's report limit, shared with the legacy reader where both read. */
  pacer?: ReportPacer;
}

const ADVERTISER_FIELDS = ['account_id', 'daily_budget', 'system_status', 'memo'];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTencentMirrorReader(
  deps: AdapterDeps,
  tuning: TencentMirrorTuning = {},
): MediaMirrorReader {
  const { client } = deps;
  const reportPageSize = tuning.reportPageSize ?? 2000;
  const pacer =
    tuning.pacer ??
    new ReportPacer(
      tuning.reportRowsPerSecond ?? tencent.REPORT_ROWS_PER_SECOND * 0.8,
      tuning.sleep ?? wait,
    );

  return {
    listObjects: listObjectsWith(deps, tuning.objectPageSize ?? 100, OBJECT_LISTINGS),

    dailyStats(token, advertiserId, range) {
      return dailyStatRows({ client, token, advertiserId, pageSize: reportPageSize, pacer }, range);
    },

    hourlyStats(token, advertiserId, range) {
      return hourlyStatRows(
        { client, token, advertiserId, pageSize: reportPageSize, pacer },
        range,
      );
    },

    async accountFigures(token, advertiserId) {
      const read = { medium: MEDIUM, method: 'GET', effect: 'read', token, advertiserId } as const;
      const accountId = numericId(advertiserId);
      const [accounts, funds] = await Promise.all([
        client.call({
          ...read,
          path: 'advertiser/get',
          // fields, page_size and pagination_mode are required (SDK AdvertiserApiService.Get).
          params: {
            account_id: accountId,
            fields: ADVERTISER_FIELDS,
            page_size: 1,
            pagination_mode: 'PAGINATION_MODE_NORMAL',
          },
          data: tencent.AdvertiserGetDataSchema,
        }),
        client.call({
          ...read,
          path: 'funds/get',
          params: { account_id: accountId },
          data: tencent.FundsGetDataSchema,
        }),
      ]);
      const account = accounts.data.list.find((a) => a.account_id === accountId);
      return {
        ...(account?.memo ? { name: account.memo } : {}),
        // Already 分; the balance is the sum over the fund types (cash, gift, shared).
        balance: funds.data.list.reduce((sum, f) => sum + f.balance, 0),
        ...dailyBudget(account?.daily_budget),
        rawStatus: account?.system_status ?? null,
      };
    },
  };
}
