import { oceanengine, yuanToFen } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { MediaMirrorReader } from '../media-mirror-types';
import { listObjectsWith } from '../mirror/object-listings';
import { numericId } from '../oauth-support';
import { OBJECT_LISTINGS } from './object-listing';
import { budgetModeOf } from './object-mapping';
import { dailyStatRows, hourlyStatRows } from './report-reading';

// Ocean Engine's side of the sync jobs (ARCHITECTURE §6): v3 projects, promotions and their
// materials, the file library, custom-report stats of every level, and the account's funds and
// day budget, in domain terms. Wire types stay in this folder.

const MEDIUM = 'bytedance' as const;

export interface BytedanceMirrorTuning {
  /** Items per object-list page (the medium allows 1–100). */
  objectPageSize?: number;
  /** Rows per custom-report page. */
  reportPageSize?: number;
}

export function createBytedanceMirrorReader(
  deps: AdapterDeps,
  tuning: BytedanceMirrorTuning = {},
): MediaMirrorReader {
  const { client } = deps;
  const reportPageSize = tuning.reportPageSize ?? 100;

  return {
    listObjects: listObjectsWith(deps, tuning.objectPageSize ?? 100, OBJECT_LISTINGS),

    dailyStats(token, advertiserId, range) {
      return dailyStatRows({ client, token, advertiserId, pageSize: reportPageSize }, range);
    },

    hourlyStats(token, advertiserId, range) {
      return hourlyStatRows({ client, token, advertiserId, pageSize: reportPageSize }, range);
    },

    async accountFigures(token, advertiserId) {
      const id = numericId(advertiserId);
      const read = { medium: MEDIUM, method: 'GET', effect: 'read', token, advertiserId } as const;
      const [info, fund, budgets] = await Promise.all([
        client.call({
          ...read,
          path: '2/advertiser/info/',
          params: { advertiser_ids: [id], fields: ['id', 'name', 'status'] },
          data: oceanengine.AdvertiserInfoDataSchema,
        }),
        client.call({
          ...read,
          path: '2/advertiser/fund/get/',
          params: { advertiser_id: id },
          data: oceanengine.FundDataSchema,
        }),
        client.call({
          ...read,
          path: '2/advertiser/budget/get/',
          params: { advertiser_ids: [id] },
          data: oceanengine.AdvertiserBudgetDataSchema,
        }),
      ]);
      const account = info.data.find((a) => a.id === id);
      const budget = budgets.data.list.find((b) => b.advertiser_id === id);
      const limited = budget !== undefined && budget.budget_mode !== 'BUDGET_MODE_INFINITE';
      return {
        name: account?.name ?? fund.data.name,
        // Yuan with 2 decimals; half-up guards against a float that prints a third digit.
        balance: yuanToFen(fund.data.balance, 'half-up'),
        budgetMode: budgetModeOf(budget?.budget_mode),
        // The medium answers 0 for an unlimited budget: no amount then.
        budget: limited ? yuanToFen(budget.budget, 'half-up') : null,
        rawStatus: account?.status ?? null,
      };
    },
  };
}
