import { tencent } from '@toufang/media-wire';
import type { z } from 'zod';
import type { EditAudience } from '@toufang/domain';
import type { OptStatus } from '../../lib/media-mirror';
import { audienceTargeting } from './audience-wire';
import type { BatchItemResult } from '../bytedance/writes';
import type { TokenSource } from '../http/token-provider';
import { singleItem } from '../item-outcomes';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';
import { callEndpoint, limiterKeysOf, type WireEndpoint } from '../write-calls';
import { LEGACY_API } from './legacy-object-listing';

// Tencent v1.3 writes in domain terms (reference §3.9): each of campaigns/update, adgroups/update
// and ads/update changes one object a call — its switch (`configured_status`), a campaign's or
// adgroup's daily budget (分, 0 = 不限), an adgroup's bid (分), name, targeting (gender and age),
// end date ("" = long-term) or time slots — and campaigns/delete,
// adgroups/delete, ads/delete remove one object (and those below it). A refused object is its own
// refused result; the others go on.

const MEDIUM = 'tencent' as const;

export type V1Level = 'campaign' | 'adgroup' | 'ad';
export const V1_LEVELS: readonly V1Level[] = ['campaign', 'adgroup', 'ad'];

/** Each level's update and delete calls and its id parameter. */
const LEVELS = {
  campaign: {
    update: 'campaigns/update',
    remove: 'campaigns/delete',
    id: 'campaign_id',
    answer: tencent.LegacyCampaignIdDataSchema,
  },
  adgroup: {
    update: 'adgroups/update',
    remove: 'adgroups/delete',
    id: 'adgroup_id',
    answer: tencent.AdgroupIdDataSchema,
  },
  ad: {
    update: 'ads/update',
    remove: 'ads/delete',
    id: 'ad_id',
    answer: tencent.LegacyAdIdDataSchema,
  },
} as const satisfies Record<
  V1Level,
  { update: string; remove: string; id: string; answer: z.ZodType }
>;

/** Objects one batch of one-object calls takes (as the v3 batches). */
export const V1_BATCH_MAX = tencent.SPEC_BATCH_MAX;

const CONFIGURED: Record<OptStatus, tencent.ConfiguredStatus> = {
  ENABLE: 'AD_STATUS_NORMAL',
  DISABLE: 'AD_STATUS_SUSPEND',
};

/**
 * One change of one object's values: a switch, a daily budget (null = 不限), a bid, or an adgroup's
 * name, audience, end date (null: long-term, sent as "") or time slots.
 */
export type V1Change =
  | { optStatus: OptStatus }
  | { budgetFen: number | null }
  | { bidFen: number }
  | { adgroupName: string }
  | { audience: EditAudience }
  | { endDate: string | null }
  | { timeSeries: string };

export interface TencentLegacyWrites {
  /** The rate-limit keys one call writing `level` draws from (per app and endpoint, per account). */
  limiterKeys(level: V1Level, call: 'update' | 'remove', accountId: string): string[];
  /** Changes objects of one level and account, one call each; one result per object. */
  update(
    level: V1Level,
    token: TokenSource,
    accountId: string,
    changes: readonly { id: string; change: V1Change }[],
  ): Promise<BatchItemResult[]>;
  /** Deletes objects of one level and account, one call each. */
  remove(
    level: V1Level,
    token: TokenSource,
    accountId: string,
    ids: readonly string[],
  ): Promise<BatchItemResult[]>;
}

const endpointOf = (level: V1Level, call: 'update' | 'remove'): WireEndpoint => ({
  method: 'POST',
  path: `${LEGACY_API}${LEVELS[level][call]}`,
});

function checkCount(count: number): void {
  if (count === 0 || count > V1_BATCH_MAX) {
    throw new RangeError(`a Tencent v1.3 batch takes 1–${V1_BATCH_MAX} objects, got ${count}`);
  }
}

function paramsOf(level: V1Level, change: V1Change): Record<string, unknown> {
  if ('optStatus' in change) return { configured_status: CONFIGURED[change.optStatus] };
  if ('budgetFen' in change) {
    if (level === 'ad') throw new RangeError('a Tencent v1.3 ad has no daily budget');
    return { daily_budget: change.budgetFen ?? 0 };
  }
  if (level !== 'adgroup') throw new RangeError(`a Tencent v1.3 ${level} takes no such change`);
  if ('adgroupName' in change) return { adgroup_name: change.adgroupName };
  if ('audience' in change) return { targeting: audienceTargeting(change.audience) };
  if ('endDate' in change) return { end_date: change.endDate ?? '' };
  if ('timeSeries' in change) return { time_series: change.timeSeries };
  return { bid_amount: change.bidFen };
}

export function createTencentLegacyWrites(deps: AdapterDeps): TencentLegacyWrites {
  const { client } = deps;

  const each = async (
    level: V1Level,
    call: 'update' | 'remove',
    token: TokenSource,
    accountId: string,
    items: readonly { id: string; params: Record<string, unknown> }[],
  ) => {
    checkCount(items.length);
    const results: BatchItemResult[] = [];
    for (const { id, params } of items) {
      results.push(
        await singleItem(id, () =>
          callEndpoint(
            client,
            MEDIUM,
            endpointOf(level, call),
            LEVELS[level].answer as z.ZodType<unknown>,
            token,
            { account_id: numericId(accountId), [LEVELS[level].id]: numericId(id), ...params },
            accountId,
          ),
        ),
      );
    }
    return results;
  };

  return {
    limiterKeys: (level, call, accountId) =>
      limiterKeysOf(client, MEDIUM, endpointOf(level, call), accountId),

    update: (level, token, accountId, changes) =>
      each(
        level,
        'update',
        token,
        accountId,
        changes.map(({ id, change }) => ({ id, params: paramsOf(level, change) })),
      ),

    remove: (level, token, accountId, ids) =>
      each(
        level,
        'remove',
        token,
        accountId,
        ids.map((id) => ({ id, params: {} })),
      ),
  };
}
