import { kuaishou } from '@toufang/media-wire';
import { z } from 'zod';
import type { TokenSource } from '../http/token-provider';
import { idResults, singleItem } from '../item-outcomes';
import type { AdapterDeps } from '../media-adapter';
import type { BatchItemResult } from '../bytedance/writes';
import { numericId } from '../oauth-support';
import { endpointCaller, limiterKeysOf } from '../write-calls';

// Kuaishou writes in domain terms (reference §2.5, §2.7, §2.10; docs/media-wire/kuaishou.md): the
// put_status of campaigns, units and creatives (one status for a list of ids: ≤ 20 campaigns or
// creatives, ≤ 10 units a call), unit day budgets and bids (≤ 20 units a call, one value for all),
// a campaign's day budget (gw/dsp/campaign/update, one campaign a call), the account's day budget
// and a creative's content. Money is 分 here and 厘 on the wire. An answer names the applied ids
// and, for units and creatives, the refused ones with their reasons; an id named in neither has no
// known outcome and is left out of the results for the caller to read back.

const MEDIUM = 'kuaishou' as const;
const LI_PER_FEN = 10;

export const KUAISHOU_WRITE_ENDPOINTS = {
  campaignStatus: { method: 'POST', path: 'v1/campaign/update/status' },
  unitStatus: { method: 'POST', path: 'v1/ad_unit/update/status' },
  creativeStatus: { method: 'POST', path: 'v1/creative/update/status' },
  campaignUpdate: { method: 'POST', path: 'gw/dsp/campaign/update' },
  unitUpdate: { method: 'POST', path: 'gw/dsp/unit/update' },
  unitBudget: { method: 'POST', path: 'v1/ad_unit/update/day_budget' },
  unitBid: { method: 'POST', path: 'v1/ad_unit/update/bid' },
  creativeUpdate: { method: 'POST', path: 'gw/dsp/creative/update' },
  accountBudget: { method: 'POST', path: 'v1/advertiser/update/budget' },
} as const;
export type KuaishouWriteEndpoint = keyof typeof KUAISHOU_WRITE_ENDPOINTS;

export type KuaishouLevel = 'campaign' | 'unit' | 'creative';

/** Ids one status call takes per level. */
export const KUAISHOU_STATUS_BATCH_MAX: Record<KuaishouLevel, number> = {
  campaign: kuaishou.STATUS_BATCH_MAX,
  unit: kuaishou.UNIT_STATUS_BATCH_MAX,
  creative: kuaishou.STATUS_BATCH_MAX,
};
/** Units one budget or bid call takes (documentIds 2573, 2576). */
export const KUAISHOU_VALUE_BATCH_MAX = kuaishou.STATUS_BATCH_MAX;

/** The switch as the domain names it; DELETE is put_status 3 (a campaign takes its children). */
export type KuaishouSwitch = 'ENABLE' | 'DISABLE' | 'DELETE';
const PUT_STATUS: Record<KuaishouSwitch, kuaishou.PutStatus> = {
  ENABLE: 1,
  DISABLE: 2,
  DELETE: 3,
};

/** A day budget in 分; null = 不限 (0 on the wire). */
export interface BudgetChange {
  id: string;
  budgetFen: number | null;
}

/**
 * A campaign's day budget: one amount, or one a weekday (Monday first, 7 amounts in 分, 0 = 不限)
 * that overrides the day budget; `scheduleFen: null` removes the weekday budgets.
 */
export type CampaignBudgetChange =
  BudgetChange | { id: string; scheduleFen: readonly number[] | null };

/** A unit's bid in 分, with the deep bid (分) and the first-day ROI coefficient when set. */
export interface UnitBid {
  bidFen: number;
  deepBidFen?: number;
  roiRatio?: number;
}

/** The fields of a custom creative to change (a new video, picture or text is reviewed again). */
export interface CreativeChange {
  name?: string;
  materialType?: kuaishou.CreativeMaterialType;
  photoId?: string;
  imageTokens?: string[];
  coverImageToken?: string;
  description?: string;
  actionBarText?: string;
  clickTrackUrl?: string;
  impressionUrl?: string;
  actionbarClickUrl?: string;
}

export interface KuaishouWrites {
  /** The rate-limit keys one call of `endpoint` draws from (per app and endpoint, per advertiser). */
  limiterKeys(endpoint: KuaishouWriteEndpoint, advertiserId: string): string[];
  /**
   * Switches ids of one level of one advertiser, at most the level's batch size; a mix of target
   * states goes out as one call per state. One result per id with a known outcome.
   */
  setStatus(
    level: KuaishouLevel,
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; status: KuaishouSwitch }[],
  ): Promise<BatchItemResult[]>;
  /** Campaign day budgets or weekday budgets, one campaign a call. */
  setCampaignBudgets(
    token: TokenSource,
    advertiserId: string,
    changes: readonly CampaignBudgetChange[],
  ): Promise<BatchItemResult[]>;
  /** Unit day budgets (≤ 20 units); units sharing a value go out in one call. */
  setUnitBudgets(
    token: TokenSource,
    advertiserId: string,
    changes: readonly BudgetChange[],
  ): Promise<BatchItemResult[]>;
  /** Sets one bid on up to 20 units. */
  setUnitBid(
    token: TokenSource,
    advertiserId: string,
    unitIds: readonly string[],
    bid: UnitBid,
  ): Promise<BatchItemResult[]>;
  /** The account's day budget in 分; null = 不限. */
  setAccountBudget(
    token: TokenSource,
    advertiserId: string,
    budgetFen: number | null,
  ): Promise<void>;
  updateCreative(
    token: TokenSource,
    advertiserId: string,
    creativeId: string,
    change: CreativeChange,
  ): Promise<BatchItemResult>;
  /** A campaign's or unit's name (gw/dsp/campaign/update, gw/dsp/unit/update), one a call. */
  /** Changes fields of one unit through gw/dsp/unit/update (the wire's own keys). */
  updateUnit(
    token: TokenSource,
    advertiserId: string,
    id: string,
    patch: Omit<kuaishou.UnitUpdateRequest, 'advertiser_id' | 'unit_id'>,
  ): Promise<BatchItemResult>;
  setName(
    level: 'campaign' | 'unit',
    token: TokenSource,
    advertiserId: string,
    id: string,
    name: string,
  ): Promise<BatchItemResult>;
}

const li = (fen: number | null): number => (fen === null ? 0 : fen * LI_PER_FEN);

function checkCount(count: number, max: number): void {
  if (count === 0 || count > max) {
    throw new RangeError(`a Kuaishou write takes 1–${max} ids, got ${count}`);
  }
}

/** The wire body of a creative change (only the fields given). */
function creativeBody(change: CreativeChange): Record<string, unknown> {
  const body: Record<string, unknown> = {
    creative_name: change.name,
    creative_material_type: change.materialType,
    photo_id: change.photoId,
    image_tokens: change.imageTokens,
    image_token: change.coverImageToken,
    description: change.description,
    action_bar_text: change.actionBarText,
    click_track_url: change.clickTrackUrl,
    impression_url: change.impressionUrl,
    actionbar_click_url: change.actionbarClickUrl,
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

export function createKuaishouWrites(deps: AdapterDeps): KuaishouWrites {
  const { client } = deps;

  const call = endpointCaller(client, MEDIUM, KUAISHOU_WRITE_ENDPOINTS, 'advertiser_id');

  const statusCall = async (
    level: KuaishouLevel,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
    putStatus: kuaishou.PutStatus,
  ): Promise<BatchItemResult[]> => {
    const wireIds = ids.map(numericId);
    if (level === 'campaign') {
      const { data } = await call(
        'campaignStatus',
        kuaishou.CampaignStatusUpdateDataSchema,
        token,
        advertiserId,
        { campaign_ids: wireIds, put_status: putStatus },
      );
      const refused = (data.errors ?? []).map((e) => ({
        id: kuaishou.refusedId(e, 'campaign_id'),
        code: e.error_code,
        message: e.error_msg,
      }));
      return idResults(ids, data.campaign_ids, refused);
    }
    if (level === 'unit') {
      const { data } = await call(
        'unitStatus',
        kuaishou.UnitStatusUpdateDataSchema,
        token,
        advertiserId,
        { unit_ids: wireIds, put_status: putStatus },
      );
      return idResults(ids, data.unit_ids, unitRefusals(data.errors));
    }
    const { data } = await call(
      'creativeStatus',
      kuaishou.CreativeStatusUpdateDataSchema,
      token,
      advertiserId,
      { creative_ids: wireIds, put_status: putStatus },
    );
    const refused = data.errors.map((e) => ({
      id: kuaishou.refusedId(e, 'creative_id'),
      code: e.error_code,
      message: e.error_msg,
    }));
    return idResults(ids, data.creative_ids, refused);
  };

  const unitRefusals = (errors: readonly kuaishou.WriteError[]) =>
    errors.map((e) => ({
      id: kuaishou.refusedId(e, 'unit_id'),
      code: e.error_code,
      message: e.error_msg,
    }));

  /** Results in the order of `ids`, from the results of calls made in another order. */
  const inOrder = (ids: readonly string[], results: readonly BatchItemResult[]) => {
    const byId = new Map(results.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    limiterKeys: (endpoint, advertiserId) =>
      limiterKeysOf(client, MEDIUM, KUAISHOU_WRITE_ENDPOINTS[endpoint], advertiserId),

    async setStatus(level, token, advertiserId, changes) {
      checkCount(changes.length, KUAISHOU_STATUS_BATCH_MAX[level]);
      const byStatus = new Map<KuaishouSwitch, string[]>();
      for (const { id, status } of changes) {
        byStatus.set(status, [...(byStatus.get(status) ?? []), id]);
      }
      const results: BatchItemResult[] = [];
      for (const [status, ids] of byStatus) {
        results.push(...(await statusCall(level, token, advertiserId, ids, PUT_STATUS[status])));
      }
      return inOrder(
        changes.map((c) => c.id),
        results,
      );
    },

    async setCampaignBudgets(token, advertiserId, changes) {
      const results: BatchItemResult[] = [];
      for (const change of changes) {
        if ('scheduleFen' in change && change.scheduleFen && change.scheduleFen.length !== 7) {
          throw new RangeError(
            `a weekday budget takes 7 amounts, got ${change.scheduleFen.length}`,
          );
        }
        const budget =
          'scheduleFen' in change
            ? { day_budget_schedule: change.scheduleFen?.map((fen) => li(fen)) ?? null }
            : { day_budget: li(change.budgetFen) };
        results.push(
          await singleItem(change.id, () =>
            call('campaignUpdate', z.unknown(), token, advertiserId, {
              campaign_id: numericId(change.id),
              ...budget,
            }),
          ),
        );
      }
      return results;
    },

    async setUnitBudgets(token, advertiserId, changes) {
      checkCount(changes.length, KUAISHOU_VALUE_BATCH_MAX);
      const byValue = new Map<number, string[]>();
      for (const { id, budgetFen } of changes) {
        const value = li(budgetFen);
        byValue.set(value, [...(byValue.get(value) ?? []), id]);
      }
      const results: BatchItemResult[] = [];
      for (const [dayBudget, ids] of byValue) {
        const { data } = await call(
          'unitBudget',
          kuaishou.UnitDayBudgetUpdateDataSchema,
          token,
          advertiserId,
          { unit_ids: ids.map(numericId), day_budget: dayBudget },
        );
        results.push(...idResults(ids, data.unit_ids, unitRefusals(data.errors)));
      }
      return inOrder(
        changes.map((c) => c.id),
        results,
      );
    },

    async setUnitBid(token, advertiserId, unitIds, bid) {
      checkCount(unitIds.length, KUAISHOU_VALUE_BATCH_MAX);
      const { data } = await call(
        'unitBid',
        kuaishou.UnitBidUpdateDataSchema,
        token,
        advertiserId,
        {
          unit_ids: unitIds.map(numericId),
          bid: li(bid.bidFen),
          ...(bid.deepBidFen === undefined ? {} : { deep_conversion_bid: li(bid.deepBidFen) }),
          ...(bid.roiRatio === undefined ? {} : { roi_ratio: bid.roiRatio }),
        },
      );
      return idResults(unitIds, data.unit_ids, unitRefusals(data.errors));
    },

    async setAccountBudget(token, advertiserId, budgetFen) {
      await call('accountBudget', z.unknown(), token, advertiserId, { day_budget: li(budgetFen) });
    },

    updateCreative(token, advertiserId, creativeId, change) {
      return singleItem(creativeId, () =>
        call('creativeUpdate', kuaishou.CreativeCreateDataSchema, token, advertiserId, {
          creative_id: numericId(creativeId),
          ...creativeBody(change),
        }),
      );
    },

    updateUnit(token, advertiserId, id, patch) {
      return singleItem(id, () =>
        call('unitUpdate', z.unknown(), token, advertiserId, { unit_id: numericId(id), ...patch }),
      );
    },

    setName(level, token, advertiserId, id, name) {
      return singleItem(id, () =>
        level === 'campaign'
          ? call('campaignUpdate', z.unknown(), token, advertiserId, {
              campaign_id: numericId(id),
              campaign_name: name,
            })
          : call('unitUpdate', z.unknown(), token, advertiserId, {
              unit_id: numericId(id),
              unit_name: name,
            }),
      );
    },
  };
}
