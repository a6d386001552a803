import { fenToYuan, oceanengine } from '@toufang/media-wire';
import type { OptStatus } from '../../lib/media-mirror';
import type { TokenSource } from '../http/token-provider';
import { idResults, singleItem } from '../item-outcomes';
import type { AdapterDeps } from '../media-adapter';
import { chunk, longId } from '../oauth-support';
import type { CreativeListKind } from '../medium-writes';
import type { RejectReasonRow } from './value-reads';
import { endpointCaller, limiterKeysOf } from '../write-calls';
import type { BatchItemResult } from './writes';

// Ocean Engine v2 writes in domain terms (reference §1.5, §1.10): the switches and deletion of
// campaigns, ads (计划) and creatives (≤ 100 ids a call, refused ids named in `errors[]` while the
// outer code is 0), a campaign's budget (one campaign a call), ads' budgets and bids (≤ 100 a call),
// an ad's name, audience, schedule and time slots (2/ad/update/, one ad a call) and the review's reasons of ads and creatives (≤ 10 ids a call). Money is 分 here, yuan on the
// wire.

const MEDIUM = 'bytedance' as const;

/** The creatives 2/creative/get/ lists: the fields a custom creative is sent back with. */
const CreativeListSchema = oceanengine.v2ListDataSchema(oceanengine.CreativeSchema);

export const V2_WRITE_ENDPOINTS = {
  campaignStatus: { method: 'POST', path: '2/campaign/update/status/' },
  campaignUpdate: { method: 'POST', path: '2/campaign/update/' },
  adStatus: { method: 'POST', path: '2/ad/update/status/' },
  adBudget: { method: 'POST', path: '2/ad/update/budget/' },
  adBid: { method: 'POST', path: '2/ad/update/bid/' },
  /** One ad's own settings (name, audience, schedule, time slots), one ad a call. */
  adUpdate: { method: 'POST', path: '2/ad/update/' },
  creativeStatus: { method: 'POST', path: '2/creative/update/status/' },
  creativeGet: { method: 'GET', path: '2/creative/get/' },
  customCreativeUpdate: { method: 'POST', path: '2/creative/custom_creative/update/' },
  adRejectReason: { method: 'GET', path: '2/ad/reject_reason/' },
  creativeRejectReason: { method: 'GET', path: '2/creative/reject_reason/' },
} as const;
export type V2WriteEndpoint = keyof typeof V2_WRITE_ENDPOINTS;

export type V2Level = 'campaign' | 'ad' | 'creative';
export const V2_LEVELS: readonly V2Level[] = ['campaign', 'ad', 'creative'];

/** Each level's switch call and the name of its id list. */
const SWITCHES = {
  campaign: { endpoint: 'campaignStatus', ids: 'campaign_ids' },
  ad: { endpoint: 'adStatus', ids: 'ad_ids' },
  creative: { endpoint: 'creativeStatus', ids: 'creative_ids' },
} as const;

const SWITCH_OPERATION: Record<OptStatus, oceanengine.V2OptStatus> = {
  ENABLE: 'enable',
  DISABLE: 'disable',
};

export interface V2BudgetChange {
  id: string;
  budgetMode: 'BUDGET_MODE_DAY' | 'BUDGET_MODE_INFINITE';
  /** 分; null with BUDGET_MODE_INFINITE. */
  budgetFen: number | null;
}

/** The settings of one ad 2/ad/update/ changes (its wire keys; dates `yyyy-MM-dd HH:mm`). */
export type V2AdPatch = Omit<oceanengine.AdUpdateRequest, 'advertiser_id' | 'ad_id'>;

export interface BytedanceLegacyWrites {
  /** The rate-limit keys one call of `endpoint` draws from (per app and endpoint, per advertiser). */
  limiterKeys(endpoint: V2WriteEndpoint, advertiserId: string): string[];
  /** The switch endpoint of a level. */
  statusEndpoint(level: V2Level): V2WriteEndpoint;
  /** Switches up to 100 objects of one level and advertiser; one result per id it answered. */
  setStatus(
    level: V2Level,
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; optStatus: OptStatus }[],
  ): Promise<BatchItemResult[]>;
  /** Deletes up to 100 objects of one level (the switch call's `delete` operation). */
  remove(
    level: V2Level,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<BatchItemResult[]>;
  /** Campaign budgets, one call each (2/campaign/update/). */
  setCampaignBudgets(
    token: TokenSource,
    advertiserId: string,
    changes: readonly V2BudgetChange[],
  ): Promise<BatchItemResult[]>;
  /** Day budgets of up to 100 ads, 分 (an ad's v2 budget call takes day budgets only). */
  setAdBudgets(
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; budgetFen: number }[],
  ): Promise<BatchItemResult[]>;
  /** Bids of up to 100 ads, 分: the CPC/CPM price or the oCPX target cost. */
  setAdBids(
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; bidFen: number }[],
  ): Promise<BatchItemResult[]>;
  /** One ad's settings through 2/ad/update/ (one ad a call). */
  updateAd(
    token: TokenSource,
    advertiserId: string,
    change: { id: string; patch: V2AdPatch },
  ): Promise<BatchItemResult>;
  /**
   * A creative's title, one creative a call: 2/creative/custom_creative/update/ replaces the ad's
   * whole creative list, so the ad's current creatives are read and all sent back, only this one's
   * title changed.
   */
  setCreativeTitle(
    token: TokenSource,
    advertiserId: string,
    change: { id: string; title: string },
  ): Promise<BatchItemResult>;
  /**
   * How one ad's creatives are made, from its live creatives (2/creative/get/ by `ad_id`):
   * programmatic when the medium marks them `STATIC_ASSEMBLE`, custom otherwise, none without any.
   */
  creativeList(token: TokenSource, advertiserId: string, adId: string): Promise<CreativeListKind>;
  /** The review's reasons of ads or creatives, 10 ids a call; ids without reasons are left out. */
  rejectReasons(
    level: 'ad' | 'creative',
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<RejectReasonRow[]>;
}

function checkBatch(count: number, max = oceanengine.V2_STATUS_IDS_MAX): void {
  if (count === 0 || count > max) {
    throw new RangeError(`an Ocean Engine v2 write takes 1–${max} ids, got ${count}`);
  }
}

const reasonsOf = (data: readonly { reject_reason?: string | undefined }[]) =>
  data.flatMap((d) => (d.reject_reason ? [d.reject_reason] : []));

/** A creative's material refusals: 1 图片, 2 标题, 3 视频, 4 副标题, 5 头图, 6 摘要. */
const MATERIAL_TYPES: Record<number, string> = {
  1: 'CREATIVE_IMAGE',
  2: 'CREATIVE_TITLE',
  3: 'CREATIVE_VIDEO',
  4: 'SUB_TITLE',
  5: 'HEAD_IMAGE',
  6: 'ABSTRACT',
};

function materialRows(rejects: readonly oceanengine.V2MaterialReject[]) {
  return rejects.map((m) => ({
    type: MATERIAL_TYPES[m.material_type ?? 0] ?? 'UNKNOWN',
    item: m.video_id ?? m.image_id?.join(',') ?? m.title ?? '',
    reasons: m.reject_reason ? [m.reject_reason] : [],
    suggestions: [],
  }));
}

/** An ad's own reasons, as one refusal (none when it has none). */
function adReasons(data: readonly { reject_reason?: string | undefined }[]) {
  const reasons = reasonsOf(data);
  return reasons.length === 0 ? [] : [{ content: null, reasons, suggestions: [] }];
}

/** A creative's own reasons and those of its materials. */
function creativeRejectRows(row: oceanengine.CreativeRejectReasonData['list'][number]) {
  return [
    ...reasonsOf(row.reject_data).map((reason) => ({
      type: 'CREATIVE',
      item: String(row.creative_id),
      reasons: [reason],
      suggestions: [],
    })),
    ...materialRows(row.material_reject),
  ];
}

export function createBytedanceLegacyWrites(deps: AdapterDeps): BytedanceLegacyWrites {
  const { client } = deps;

  const call = endpointCaller(client, MEDIUM, V2_WRITE_ENDPOINTS, 'advertiser_id');

  const switchCall = async (
    level: V2Level,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
    operation: oceanengine.V2OptStatus,
  ): Promise<BatchItemResult[]> => {
    checkBatch(ids.length);
    const { endpoint, ids: idsKey } = SWITCHES[level];
    const params = { [idsKey]: ids.map(longId), opt_status: operation };
    if (level === 'creative') {
      const { data } = await call(
        endpoint,
        oceanengine.CreativeWriteResultSchema,
        token,
        advertiserId,
        params,
      );
      return idResults(ids, data.success, errorsOf(data.errors, 'creative_id'));
    }
    if (level === 'ad') {
      const { data } = await call(
        endpoint,
        oceanengine.AdWriteResultSchema,
        token,
        advertiserId,
        params,
      );
      return idResults(ids, data.ad_ids, errorsOf(data.errors, 'ad_id'));
    }
    const { data } = await call(
      endpoint,
      oceanengine.CampaignWriteResultSchema,
      token,
      advertiserId,
      params,
    );
    return idResults(ids, data.campaign_ids, errorsOf(data.errors, 'campaign_id'));
  };

  const adValues = async (
    endpoint: 'adBudget' | 'adBid',
    key: 'budget' | 'bid',
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; fen: number }[],
  ) => {
    checkBatch(changes.length);
    const { data } = await call(endpoint, oceanengine.AdWriteResultSchema, token, advertiserId, {
      data: changes.map((c) => ({ ad_id: longId(c.id), [key]: fenToYuan(c.fen) })),
    });
    return idResults(
      changes.map((c) => c.id),
      data.ad_ids,
      errorsOf(data.errors, 'ad_id'),
    );
  };

  return {
    limiterKeys: (endpoint, advertiserId) =>
      limiterKeysOf(client, MEDIUM, V2_WRITE_ENDPOINTS[endpoint], advertiserId),

    statusEndpoint: (level) => SWITCHES[level].endpoint,

    async setStatus(level, token, advertiserId, changes) {
      // One call per operation: a v2 switch call sets one value for all its ids.
      const results: BatchItemResult[] = [];
      for (const optStatus of ['ENABLE', 'DISABLE'] as const) {
        const ids = changes.filter((c) => c.optStatus === optStatus).map((c) => c.id);
        if (ids.length === 0) continue;
        results.push(
          ...(await switchCall(level, token, advertiserId, ids, SWITCH_OPERATION[optStatus])),
        );
      }
      return results;
    },

    remove: (level, token, advertiserId, ids) =>
      switchCall(level, token, advertiserId, ids, 'delete'),

    async setCampaignBudgets(token, advertiserId, changes) {
      checkBatch(changes.length);
      const results: BatchItemResult[] = [];
      for (const change of changes) {
        results.push(
          await singleItem(change.id, () =>
            call('campaignUpdate', oceanengine.CampaignUpdateResultSchema, token, advertiserId, {
              campaign_id: longId(change.id),
              budget_mode: change.budgetMode,
              ...(change.budgetMode === 'BUDGET_MODE_DAY' && change.budgetFen !== null
                ? { budget: fenToYuan(change.budgetFen) }
                : {}),
            }),
          ),
        );
      }
      return results;
    },

    setAdBudgets: (token, advertiserId, changes) =>
      adValues(
        'adBudget',
        'budget',
        token,
        advertiserId,
        changes.map((c) => ({ id: c.id, fen: c.budgetFen })),
      ),

    setAdBids: (token, advertiserId, changes) =>
      adValues(
        'adBid',
        'bid',
        token,
        advertiserId,
        changes.map((c) => ({ id: c.id, fen: c.bidFen })),
      ),

    updateAd: (token, advertiserId, { id, patch }) =>
      singleItem(id, () =>
        call('adUpdate', oceanengine.AdUpdateDataSchema, token, advertiserId, {
          ad_id: longId(id),
          ...patch,
        }),
      ),

    async creativeList(token, advertiserId, adId) {
      const { data } = await call('creativeGet', CreativeListSchema, token, advertiserId, {
        filtering: { ad_id: longId(adId), status: 'CREATIVE_STATUS_NOT_DELETE' },
        page_size: oceanengine.V2_CUSTOM_CREATIVES_MAX * 10,
      });
      if (data.list.length === 0) return 'none';
      return data.list.some((c) => c.creative_material_mode === 'STATIC_ASSEMBLE')
        ? 'programmatic'
        : 'custom';
    },

    async setCreativeTitle(token, advertiserId, change) {
      const creatives = (filtering: Record<string, unknown>) =>
        call('creativeGet', CreativeListSchema, token, advertiserId, {
          filtering,
          page_size: oceanengine.V2_CUSTOM_CREATIVES_MAX * 10,
        });
      const { data: found } = await creatives({ creative_ids: [longId(change.id)] });
      const own = found.list[0];
      if (own === undefined || own.status === 'CREATIVE_STATUS_DELETE') {
        return {
          id: change.id,
          ok: false,
          code: 'OBJECT_NOT_FOUND',
          message: '创意不存在或已删除',
        };
      }
      const { data: siblings } = await creatives({
        ad_id: own.ad_id,
        status: 'CREATIVE_STATUS_NOT_DELETE',
      });
      const creativeList = siblings.list.map((c) => ({
        creative_id: c.creative_id,
        image_mode: c.image_mode,
        title_material: {
          title: c.creative_id === own.creative_id ? change.title : (c.title ?? ''),
        },
        ...(c.video_id !== undefined
          ? { video_materials: [{ video_id: c.video_id }] }
          : {
              image_materials: (c.image_ids ?? []).map((id) => ({ image_info: { image_id: id } })),
            }),
      }));
      return singleItem(change.id, () =>
        call(
          'customCreativeUpdate',
          oceanengine.CustomCreativeUpdateResultSchema,
          token,
          advertiserId,
          { ad_id: own.ad_id, creative_list: creativeList },
        ),
      );
    },

    async rejectReasons(level, token, advertiserId, ids) {
      const out: RejectReasonRow[] = [];
      for (const batch of chunk([...new Set(ids)], oceanengine.V2_REJECT_REASON_IDS_MAX)) {
        if (level === 'ad') {
          const { data } = await call(
            'adRejectReason',
            oceanengine.AdRejectReasonDataSchema,
            token,
            advertiserId,
            { ad_ids: batch.map(longId) },
          );
          for (const row of data.list) {
            if (row.ad_reject === undefined) continue;
            out.push({
              promotionId: String(row.ad_reject.ad_id),
              promotionReject: adReasons(row.ad_reject.reject_data),
              materialReject: [
                ...row.creative_reject.flatMap(creativeRejectRows),
                ...materialRows(row.material_reject),
              ],
            });
          }
          continue;
        }
        const { data } = await call(
          'creativeRejectReason',
          oceanengine.CreativeRejectReasonDataSchema,
          token,
          advertiserId,
          { creative_ids: batch.map(longId) },
        );
        for (const row of data.list) {
          out.push({
            promotionId: String(row.creative_id),
            promotionReject: [],
            materialReject: creativeRejectRows(row),
          });
        }
      }
      return out;
    },
  };
}

/** The refused ids of a v2 answer, named by `key`. */
function errorsOf<K extends string>(
  errors: readonly (Record<K, bigint> & { error_message: string })[],
  key: K,
) {
  return errors.map((e) => ({ id: e[key], message: e.error_message }));
}
