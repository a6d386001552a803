import { fenToYuan, oceanengine } from '@toufang/media-wire';
import { z } from 'zod';
import type { OptStatus } from '../../lib/media-mirror';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { longId, numericId } from '../oauth-support';
import { limiterKeysOf } from '../write-calls';
import { createPromotionUpdates } from './promotion-updates';
import {
  createBytedanceValueReads,
  type BytedanceValueReads,
  type ObjectLevel,
} from './value-reads';
import {
  BYTEDANCE_VALUE_ENDPOINTS,
  projectItem,
  promotionItem,
  PROJECT_ENDPOINTS,
  PROMOTION_ENDPOINTS,
  results,
  type BytedanceValueEndpoint,
} from './value-wire-items';
import type { BatchItemResult, BudgetModeValue, ValueChange, ValueField } from '../medium-writes';
import { itemErrorMessage, refusalCode } from './write-mapping';

// Ocean Engine v3 value writes in domain terms (reference §1.5, §1.7, §1.8; bububa
// model/v3/project/*_update.go, model/v3/promotion/*_update.go, advertiser/update_budget.go):
// budgets, bids, deep bids, ROI goals, schedules and end dates of projects and promotions in
// batches of at most 10 ids per advertiser with per-id partial success; 智能放量 of promotions;
// project deletion; the switch of materials inside one promotion and their removal; the account's
// daily budget. The reads that check a write landed are in value-reads.ts. Money is 分 here and
// yuan on the wire.

const MEDIUM = 'bytedance' as const;

/** Ids per batch write. */
export const VALUE_BATCH_MAX = oceanengine.WRITE_BATCH_MAX;

export { BYTEDANCE_VALUE_ENDPOINTS, type BytedanceValueEndpoint };

export interface BytedanceValueWrites extends BytedanceValueReads {
  limiterKeys(endpoint: BytedanceValueEndpoint, advertiserId: string): string[];
  /** The endpoint a field change of a level goes to. */
  endpointOf(level: ObjectLevel, field: ValueField): BytedanceValueEndpoint;
  /** Changes up to 10 objects of one advertiser, all of one field; one result per id. */
  update(
    level: ObjectLevel,
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; change: ValueChange }[],
  ): Promise<BatchItemResult[]>;
  deleteProjects(
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<BatchItemResult[]>;
  /** Switches up to 10 materials of one promotion; one result per material id. */
  setMaterialStatus(
    token: TokenSource,
    advertiserId: string,
    promotionId: string,
    changes: readonly { id: string; optStatus: OptStatus }[],
  ): Promise<BatchItemResult[]>;
  /**
   * Removes up to 10 materials (material ids) from one promotion in one promotion/update that
   * carries the promotion's other materials; one result per material id.
   */
  removeMaterials(
    token: TokenSource,
    advertiserId: string,
    promotionId: string,
    materialIds: readonly string[],
  ): Promise<BatchItemResult[]>;
  updateAccountBudget(
    token: TokenSource,
    advertiserId: string,
    budget: { budgetMode: BudgetModeValue; budgetFen: number | null },
  ): Promise<void>;
}

function checkBatch(count: number): void {
  if (count === 0 || count > VALUE_BATCH_MAX) {
    throw new RangeError(`a batch write takes 1–${VALUE_BATCH_MAX} ids, got ${count}`);
  }
}

export function createBytedanceValueWrites(deps: AdapterDeps): BytedanceValueWrites {
  const { client } = deps;

  const call = <T>(
    endpoint: BytedanceValueEndpoint,
    schema: z.ZodType<T>,
    token: TokenSource,
    advertiserId: string,
    params: Record<string, unknown>,
  ) => {
    const { method, path } = BYTEDANCE_VALUE_ENDPOINTS[endpoint];
    return client.call({
      medium: MEDIUM,
      method,
      path,
      params: { advertiser_id: numericId(advertiserId), ...params },
      data: schema,
      effect: method === 'GET' ? 'read' : 'write',
      token,
      advertiserId,
    });
  };

  const endpointOf = (level: ObjectLevel, field: ValueField): BytedanceValueEndpoint => {
    const endpoint = level === 'project' ? PROJECT_ENDPOINTS[field] : PROMOTION_ENDPOINTS[field];
    if (endpoint === undefined) throw new RangeError(`no ${level} endpoint for ${field}`);
    return endpoint;
  };

  const promotionUpdates = createPromotionUpdates(deps);

  const updatePromotionsOneByOne = async (
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; change: ValueChange }[],
  ): Promise<BatchItemResult[]> => {
    const out: BatchItemResult[] = [];
    for (const { id, change } of changes) {
      out.push({
        id,
        ...(change.field === 'materials' || change.field === 'titles'
          ? await promotionUpdates.replaceContent(token, advertiserId, id, change)
          : await promotionUpdates.send(token, advertiserId, promotionItem(id, change))),
      });
    }
    return out;
  };

  /** Changes through v3.0/project/update/, one project a call; its first failed part fails it. */
  const updateProjectsOneByOne = async (
    token: TokenSource,
    advertiserId: string,
    changes: readonly { id: string; change: ValueChange }[],
  ): Promise<BatchItemResult[]> => {
    const out: BatchItemResult[] = [];
    for (const { id, change } of changes) {
      const { data } = await call(
        'projectUpdate',
        oceanengine.ProjectUpdateResultSchema,
        token,
        advertiserId,
        projectItem(id, change),
      );
      const [error] = oceanengine.updateFailures(data);
      out.push(
        error
          ? {
              id,
              ok: false,
              code: refusalCode(error.error_code),
              message: itemErrorMessage(error.error_code, error.error_message),
            }
          : { id, ok: true },
      );
    }
    return out;
  };

  return {
    ...createBytedanceValueReads(deps),

    limiterKeys: (endpoint, advertiserId) =>
      limiterKeysOf(client, MEDIUM, BYTEDANCE_VALUE_ENDPOINTS[endpoint], advertiserId),

    endpointOf,

    async update(level, token, advertiserId, changes) {
      checkBatch(changes.length);
      const field = changes[0]?.change.field ?? 'budget';
      if (changes.some((c) => c.change.field !== field)) {
        throw new RangeError('one batch write changes one field');
      }
      const ids = changes.map((c) => c.id);
      if (level === 'promotion' && endpointOf(level, field) === 'promotionUpdate') {
        return updatePromotionsOneByOne(token, advertiserId, changes);
      }
      if (level === 'project' && endpointOf(level, field) === 'projectUpdate') {
        return updateProjectsOneByOne(token, advertiserId, changes);
      }
      if (level === 'project') {
        const { data } = await call(
          endpointOf(level, field),
          oceanengine.ProjectWriteResultSchema,
          token,
          advertiserId,
          { data: changes.map((c) => projectItem(c.id, c.change)) },
        );
        return results(
          ids,
          data.project_ids,
          data.errors.map((e) => ({ id: e.project_id, ...e })),
        );
      }
      const { data } = await call(
        endpointOf(level, field),
        oceanengine.PromotionWriteResultSchema,
        token,
        advertiserId,
        { data: changes.map((c) => promotionItem(c.id, c.change)) },
      );
      return results(
        ids,
        data.promotion_ids,
        data.errors.map((e) => ({ id: e.promotion_id, ...e })),
      );
    },

    async deleteProjects(token, advertiserId, ids) {
      checkBatch(ids.length);
      const { data } = await call(
        'projectDelete',
        oceanengine.ProjectWriteResultSchema,
        token,
        advertiserId,
        { project_ids: ids.map(longId) },
      );
      return results(
        ids,
        data.project_ids,
        data.errors.map((e) => ({ id: e.project_id, ...e })),
      );
    },

    async setMaterialStatus(token, advertiserId, promotionId, changes) {
      checkBatch(changes.length);
      const { data } = await call(
        'materialStatus',
        oceanengine.MaterialStatusUpdateResultSchema,
        token,
        advertiserId,
        {
          promotion_id: longId(promotionId),
          data: changes.map((c) => ({ material_id: longId(c.id), opt_status: c.optStatus })),
        },
      );
      return results(
        changes.map((c) => c.id),
        data.material_ids,
        data.errors.map((e) => ({
          id: e.material_id,
          error_code: oceanengine.ErrorCode.PARAM_ERROR,
          error_message: e.message,
        })),
      );
    },

    removeMaterials(token, advertiserId, promotionId, materialIds) {
      checkBatch(materialIds.length);
      return promotionUpdates.removeMaterials(token, advertiserId, promotionId, materialIds);
    },

    async updateAccountBudget(token, advertiserId, budget) {
      await call('accountBudget', z.unknown(), token, advertiserId, {
        budget_mode: budget.budgetMode,
        ...(budget.budgetFen === null ? {} : { budget: fenToYuan(budget.budgetFen) }),
      });
    },
  };
}
