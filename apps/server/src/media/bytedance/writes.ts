import { oceanengine } from '@toufang/media-wire';
import type { z } from 'zod';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { chunk, longId, numericId } from '../oauth-support';
import type { BatchItemResult, SwitchChange } from '../medium-writes';
import { limiterKeysOf } from '../write-calls';
import { batchResults, projectState, promotionState, toCreateRequest } from './write-mapping';
import type { NewPromotion, ProjectState, PromotionState } from './write-types';

export type { BatchItemResult, SwitchChange } from '../medium-writes';
export type { NewPromotion, ProjectState, PromotionState } from './write-types';

// Ocean Engine v3 writes in domain terms (reference §1.3, §1.7, §1.8): switch changes of promotions
// and projects in batches of at most 10 with per-id partial success (`data.errors[]` while the
// outer code is 0), promotion creation, and the reads that settle a write whose answer was lost.
// v3 promotions carry no client key; the medium refuses a second live promotion with the same
// name in one account ("名称不可重复", reference §1.13), so the name is the creation's key.

const MEDIUM = 'bytedance' as const;

/** The write endpoints, as the shared client names them in its limiter keys. */
export const BYTEDANCE_WRITE_ENDPOINTS = {
  promotionStatus: { method: 'POST', path: 'v3.0/promotion/status/update/' },
  projectStatus: { method: 'POST', path: 'v3.0/project/status/update/' },
  promotionCreate: { method: 'POST', path: 'v3.0/promotion/create/' },
} as const;
export type BytedanceWriteEndpoint = keyof typeof BYTEDANCE_WRITE_ENDPOINTS;

/** Ids per status call: the medium's batch limit. */
export const STATUS_BATCH_MAX = oceanengine.WRITE_BATCH_MAX;
/** Ids per list filter (reference §1.6). */
const READ_IDS_MAX = 100;

export interface BytedanceWrites {
  /**
   * The rate-limit keys one call of `endpoint` for `advertiserId` draws from, named as the shared
   * client names them: per (medium, app, endpoint) and per advertiser.
   */
  limiterKeys(endpoint: BytedanceWriteEndpoint, advertiserId: string): string[];
  /** Switches up to 10 promotions of one advertiser; one result per id. */
  setPromotionStatus(
    token: TokenSource,
    advertiserId: string,
    changes: readonly SwitchChange[],
  ): Promise<BatchItemResult[]>;
  /** Switches up to 10 projects of one advertiser; one result per id. */
  setProjectStatus(
    token: TokenSource,
    advertiserId: string,
    changes: readonly SwitchChange[],
  ): Promise<BatchItemResult[]>;
  createPromotion(
    token: TokenSource,
    advertiserId: string,
    promotion: NewPromotion,
  ): Promise<{ promotionId: string }>;
  /** The promotions among `ids` that exist, deleted ones included. */
  getPromotions(
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<PromotionState[]>;
  getProjects(
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<ProjectState[]>;
  /** The live promotion named exactly `name`, if any (how a creation is found again). */
  findPromotionByName(
    token: TokenSource,
    advertiserId: string,
    name: string,
  ): Promise<PromotionState | null>;
}

function checkBatch(changes: readonly SwitchChange[]): void {
  if (changes.length === 0 || changes.length > STATUS_BATCH_MAX) {
    throw new RangeError(`a status call takes 1–${STATUS_BATCH_MAX} ids, got ${changes.length}`);
  }
}

const PROMOTION_FIELDS = [
  'promotion_id',
  'promotion_name',
  'project_id',
  'opt_status',
  'status',
  'status_first',
  'status_second',
];
const PROJECT_FIELDS = [
  'project_id',
  'name',
  'opt_status',
  'status',
  'status_first',
  'status_second',
];

export function createBytedanceWrites(deps: AdapterDeps): BytedanceWrites {
  const { client } = deps;

  const switchCall = <T>(
    endpoint: 'promotionStatus' | 'projectStatus',
    schema: z.ZodType<T>,
    token: TokenSource,
    advertiserId: string,
    data: unknown[],
  ) => {
    const { method, path } = BYTEDANCE_WRITE_ENDPOINTS[endpoint];
    return client.call({
      medium: MEDIUM,
      method,
      path,
      params: { advertiser_id: numericId(advertiserId), data },
      data: schema,
      effect: 'write',
      token,
      advertiserId,
    });
  };

  const listPromotions = async (
    token: TokenSource,
    advertiserId: string,
    filtering: oceanengine.PromotionListFiltering,
    page: number,
  ) =>
    client.call({
      medium: MEDIUM,
      method: 'GET',
      path: 'v3.0/promotion/list/',
      params: {
        advertiser_id: numericId(advertiserId),
        filtering,
        fields: PROMOTION_FIELDS,
        page,
        page_size: READ_IDS_MAX,
      },
      data: oceanengine.PromotionListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });

  return {
    limiterKeys: (endpoint, advertiserId) =>
      limiterKeysOf(client, MEDIUM, BYTEDANCE_WRITE_ENDPOINTS[endpoint], advertiserId),

    async setPromotionStatus(token, advertiserId, changes) {
      checkBatch(changes);
      const data = changes.map((c) => ({ promotion_id: longId(c.id), opt_status: c.optStatus }));
      const { data: result } = await switchCall(
        'promotionStatus',
        oceanengine.PromotionWriteResultSchema,
        token,
        advertiserId,
        data,
      );
      return batchResults(
        changes,
        result.promotion_ids,
        result.errors.map((e) => ({ id: e.promotion_id, ...e })),
      );
    },

    async setProjectStatus(token, advertiserId, changes) {
      checkBatch(changes);
      const data = changes.map((c) => ({ project_id: longId(c.id), opt_status: c.optStatus }));
      const { data: result } = await switchCall(
        'projectStatus',
        oceanengine.ProjectWriteResultSchema,
        token,
        advertiserId,
        data,
      );
      return batchResults(
        changes,
        result.project_ids,
        result.errors.map((e) => ({ id: e.project_id, ...e })),
      );
    },

    async createPromotion(token, advertiserId, promotion) {
      const { method, path } = BYTEDANCE_WRITE_ENDPOINTS.promotionCreate;
      const { data } = await client.call({
        medium: MEDIUM,
        method,
        path,
        params: toCreateRequest(advertiserId, promotion),
        data: oceanengine.PromotionCreateDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
      return { promotionId: String(data.promotion_id) };
    },

    async getPromotions(token, advertiserId, ids) {
      const out: PromotionState[] = [];
      for (const batch of chunk(ids, READ_IDS_MAX)) {
        const filtering = { ids: batch.map(longId), status: 'ALL' as const };
        const { data } = await listPromotions(token, advertiserId, filtering, 1);
        out.push(...data.list.map(promotionState));
      }
      return out;
    },

    async getProjects(token, advertiserId, ids) {
      const out: ProjectState[] = [];
      for (const batch of chunk(ids, READ_IDS_MAX)) {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: 'v3.0/project/list/',
          params: {
            advertiser_id: numericId(advertiserId),
            filtering: { ids: batch.map(longId), status: 'PROJECT_STATUS_ALL' },
            fields: PROJECT_FIELDS,
            page_size: READ_IDS_MAX,
          },
          data: oceanengine.ProjectListDataSchema,
          effect: 'read',
          token,
          advertiserId,
        });
        out.push(...data.list.map(projectState));
      }
      return out;
    },

    async findPromotionByName(token, advertiserId, name) {
      // The name filter is fuzzy (a substring match): page until the exact name turns up.
      for (let page = 1; ; page += 1) {
        const { data } = await listPromotions(token, advertiserId, { name }, page);
        const found = data.list.find((p) => p.promotion_name === name);
        if (found) return promotionState(found);
        if (page >= data.page_info.total_page) return null;
      }
    },
  };
}
