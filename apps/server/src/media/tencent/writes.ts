import { tencent } from '@toufang/media-wire';
import type { BatchItemResult } from '../bytedance/writes';
import type { TokenSource } from '../http/token-provider';
import { idResults, singleItem } from '../item-outcomes';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';
import { endpointCaller, limiterKeysOf } from '../write-calls';

// Tencent Ads v3 writes in domain terms (reference §3.4–§3.6): the adgroup batches
// (update_configured_status, update_daily_budget, update_bid_amount: ≤ 100 specs, each answered
// with its own code while the outer code is 0), a dynamic creative's switch (dynamic_creatives/
// update, one creative a call: v3 has no batch for it) and accounts' daily budgets
// (advertiser/update_daily_budget, answered per account). Money is 分 here and on the wire.

const MEDIUM = 'tencent' as const;

export const TENCENT_WRITE_ENDPOINTS = {
  adgroupStatus: { method: 'POST', path: 'adgroups/update_configured_status' },
  adgroupBudget: { method: 'POST', path: 'adgroups/update_daily_budget' },
  adgroupBid: { method: 'POST', path: 'adgroups/update_bid_amount' },
  creativeUpdate: { method: 'POST', path: 'dynamic_creatives/update' },
  adgroupUpdate: { method: 'POST', path: 'adgroups/update' },
  accountBudget: { method: 'POST', path: 'advertiser/update_daily_budget' },
} as const;
export type TencentWriteEndpoint = keyof typeof TENCENT_WRITE_ENDPOINTS;

/** Specs one batch takes. */
export const TENCENT_BATCH_MAX = tencent.SPEC_BATCH_MAX;

export type TencentSwitch = 'ENABLE' | 'DISABLE';
const CONFIGURED: Record<TencentSwitch, tencent.ConfiguredStatus> = {
  ENABLE: 'AD_STATUS_NORMAL',
  DISABLE: 'AD_STATUS_SUSPEND',
};

export interface TencentWrites {
  /**
   * The rate-limit keys one call of `endpoint` draws from: per app and endpoint, and per account
   * (not for the accounts' budget call, which names no calling account).
   */
  limiterKeys(endpoint: TencentWriteEndpoint, accountId: string): string[];
  /** Switches up to 100 adgroups of one account; one result per adgroup. */
  setAdgroupStatus(
    token: TokenSource,
    accountId: string,
    changes: readonly { id: string; status: TencentSwitch }[],
  ): Promise<BatchItemResult[]>;
  /** Daily budgets of up to 100 adgroups, 分; null = 不限. */
  setAdgroupBudgets(
    token: TokenSource,
    accountId: string,
    changes: readonly { id: string; budgetFen: number | null }[],
  ): Promise<BatchItemResult[]>;
  /** Bids of up to 100 adgroups, 分. */
  setAdgroupBids(
    token: TokenSource,
    accountId: string,
    changes: readonly { id: string; bidFen: number }[],
  ): Promise<BatchItemResult[]>;
  /** Switches up to 100 dynamic creatives, one call each; one result per creative. */
  setCreativeStatus(
    token: TokenSource,
    accountId: string,
    changes: readonly { id: string; status: TencentSwitch }[],
  ): Promise<BatchItemResult[]>;
  /** An adgroup's name (adgroups/update), one a call. */
  /** Changes fields of one dynamic creative through dynamic_creatives/update (the wire's keys). */
  updateCreative(
    token: TokenSource,
    accountId: string,
    id: string,
    patch: Omit<tencent.DynamicCreativeUpdateRequest, 'account_id' | 'dynamic_creative_id'>,
  ): Promise<BatchItemResult>;
  /** Changes fields of one adgroup through adgroups/update (the wire's own keys). */
  updateAdgroup(
    token: TokenSource,
    accountId: string,
    id: string,
    patch: Omit<tencent.AdgroupUpdateRequest, 'account_id' | 'adgroup_id'>,
  ): Promise<BatchItemResult>;
  setAdgroupName(
    token: TokenSource,
    accountId: string,
    id: string,
    name: string,
  ): Promise<BatchItemResult>;
  /** Daily budgets of up to 100 accounts the token reaches, 分; null = 不限. */
  setAccountBudgets(
    token: TokenSource,
    changes: readonly { id: string; budgetFen: number | null }[],
  ): Promise<BatchItemResult[]>;
}

function checkCount(count: number): void {
  if (count === 0 || count > TENCENT_BATCH_MAX) {
    throw new RangeError(`a Tencent batch takes 1–${TENCENT_BATCH_MAX} specs, got ${count}`);
  }
}

/** Per-spec results: code 0 applied, any other code refused with its Chinese message. */
function specResults(
  ids: readonly string[],
  list: readonly { code: number; message: string; message_cn: string; id: number }[],
): BatchItemResult[] {
  return idResults(
    ids,
    list.filter((i) => i.code === 0).map((i) => i.id),
    list
      .filter((i) => i.code !== 0)
      .map((i) => ({ id: i.id, code: i.code, message: i.message_cn || i.message })),
  );
}

export function createTencentWrites(deps: AdapterDeps): TencentWrites {
  const { client } = deps;

  const call = endpointCaller(client, MEDIUM, TENCENT_WRITE_ENDPOINTS, 'account_id');

  const adgroupBatch = async (
    endpoint: 'adgroupStatus' | 'adgroupBudget' | 'adgroupBid',
    specKey: string,
    token: TokenSource,
    accountId: string,
    ids: readonly string[],
    specs: Record<string, unknown>[],
  ) => {
    checkCount(specs.length);
    const { data } = await call(endpoint, tencent.BatchResultSchema, token, accountId, {
      [specKey]: specs,
    });
    return specResults(
      ids,
      data.list.map((i) => ({ ...i, id: i.adgroup_id })),
    );
  };

  return {
    limiterKeys: (endpoint, accountId) =>
      limiterKeysOf(
        client,
        MEDIUM,
        TENCENT_WRITE_ENDPOINTS[endpoint],
        // The accounts' budget call names accounts in its specs, none as the caller.
        endpoint === 'accountBudget' ? undefined : accountId,
      ),

    setAdgroupStatus(token, accountId, changes) {
      return adgroupBatch(
        'adgroupStatus',
        'update_configured_status_spec',
        token,
        accountId,
        changes.map((c) => c.id),
        changes.map((c) => ({
          adgroup_id: numericId(c.id),
          configured_status: CONFIGURED[c.status],
        })),
      );
    },

    setAdgroupBudgets(token, accountId, changes) {
      return adgroupBatch(
        'adgroupBudget',
        'update_daily_budget_spec',
        token,
        accountId,
        changes.map((c) => c.id),
        changes.map((c) => ({ adgroup_id: numericId(c.id), daily_budget: c.budgetFen ?? 0 })),
      );
    },

    setAdgroupBids(token, accountId, changes) {
      return adgroupBatch(
        'adgroupBid',
        'update_bid_amount_spec',
        token,
        accountId,
        changes.map((c) => c.id),
        changes.map((c) => ({ adgroup_id: numericId(c.id), bid_amount: c.bidFen })),
      );
    },

    async setCreativeStatus(token, accountId, changes) {
      checkCount(changes.length);
      const results: BatchItemResult[] = [];
      for (const { id, status } of changes) {
        results.push(
          await singleItem(id, () =>
            call('creativeUpdate', tencent.DynamicCreativeIdDataSchema, token, accountId, {
              dynamic_creative_id: numericId(id),
              configured_status: CONFIGURED[status],
            }),
          ),
        );
      }
      return results;
    },

    updateCreative(token, accountId, id, patch) {
      return singleItem(id, () =>
        call('creativeUpdate', tencent.DynamicCreativeIdDataSchema, token, accountId, {
          dynamic_creative_id: numericId(id),
          ...patch,
        }),
      );
    },

    updateAdgroup(token, accountId, id, patch) {
      return singleItem(id, () =>
        call('adgroupUpdate', tencent.AdgroupIdDataSchema, token, accountId, {
          adgroup_id: numericId(id),
          ...patch,
        }),
      );
    },

    setAdgroupName(token, accountId, id, name) {
      return singleItem(id, () =>
        call('adgroupUpdate', tencent.AdgroupIdDataSchema, token, accountId, {
          adgroup_id: numericId(id),
          adgroup_name: name,
        }),
      );
    },

    async setAccountBudgets(token, changes) {
      checkCount(changes.length);
      const { data } = await call(
        'accountBudget',
        tencent.AccountBatchResultSchema,
        token,
        undefined,
        {
          update_daily_budget_spec: changes.map((c) => ({
            account_id: numericId(c.id),
            daily_budget: c.budgetFen ?? 0,
          })),
        },
      );
      return specResults(
        changes.map((c) => c.id),
        data.list.map((i) => ({ ...i, id: i.account_id })),
      );
    },
  };
}
