import type { Medium } from '../../lib/media-mirror';
import type { BytedanceWrites, NewPromotion, PromotionState } from '../../media/bytedance/writes';
import { MediaCallError } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { notSent, writeError } from './call-outcomes';
import { advertiserOfGroup, isMediumId } from './write-targets';
import { callFailure, engineBuckets, tokenFailure } from '../tasks/media-call-outcomes';

/** What the creation needs: Ocean Engine's promotion calls and a token per advertiser. */
export interface PromotionCreateDeps {
  adapter: BytedanceWrites;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
}

export interface CreatedPromotion {
  promotionId: string;
}

/**
 * Creation of Ocean Engine promotions, one per call (the medium creates one at a time). v3 takes no
 * client key, but refuses a second live promotion of the same name in an account, so the name is
 * the key every attempt carries: an unknown outcome is settled by looking the name up, and a
 * re-sent creation that meets its own earlier object is answered with that object, never a copy.
 */
export function promotionCreateTaskType(
  type: string,
  deps: PromotionCreateDeps,
): TaskTypeDefinition<NewPromotion, CreatedPromotion> {
  const { adapter } = deps;

  /** Ours when it has the item's name and sits in the item's project. */
  const settleFound = (
    item: TaskItem<NewPromotion>,
    found: PromotionState,
  ): Extract<ItemOutcome<CreatedPromotion>, { status: 'succeeded' | 'failed' }> => {
    if (found.projectId !== item.request.projectId) {
      return writeError('NAME_TAKEN_ELSEWHERE', `${item.request.name}（项目 ${found.projectId}）`);
    }
    const after = { promotionId: found.id, projectId: found.projectId, name: found.name };
    return {
      status: 'succeeded',
      objectId: found.id,
      result: { promotionId: found.id },
      after,
      response: found,
    };
  };

  const createOne = async (
    item: TaskItem<NewPromotion>,
    token: TokenSource,
    advertiserId: string,
  ): Promise<ItemOutcome<CreatedPromotion>> => {
    try {
      const { promotionId } = await adapter.createPromotion(token, advertiserId, item.request);
      return {
        status: 'succeeded',
        objectId: promotionId,
        result: { promotionId },
        after: { promotionId, projectId: item.request.projectId, name: item.request.name },
        response: { promotionId },
      };
    } catch (error) {
      const failure = callFailure(error);
      // A refusal after an earlier attempt may be the medium meeting that attempt's object (the
      // name is taken by it): look before reporting a failure.
      if (
        failure.status === 'failed' &&
        !failure.retryable &&
        item.attempts > 1 &&
        error instanceof MediaCallError &&
        error.kind === 'business'
      ) {
        const found = await adapter.findPromotionByName(token, advertiserId, item.request.name);
        if (found?.projectId === item.request.projectId) return settleFound(item, found);
      }
      return failure;
    }
  };

  return defineTaskType<NewPromotion, CreatedPromotion>({
    type,
    action: 'create_promotion',
    isCreation: true,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) =>
      engineBuckets(adapter.limiterKeys('promotionCreate', advertiserOfGroup(group))),

    async execute(group) {
      const outcomes = new Map<number, ItemOutcome<CreatedPromotion>>();
      for (const item of group.items) {
        const advertiserId = item.target.advertiserId;
        if (!isMediumId(advertiserId) || !isMediumId(item.request.projectId)) {
          outcomes.set(item.id, notSent('INVALID_ITEM'));
          continue;
        }
        let token: TokenSource;
        try {
          token = await deps.tokens('bytedance', advertiserId);
        } catch (error) {
          outcomes.set(item.id, tokenFailure(error));
          continue;
        }
        outcomes.set(item.id, await createOne(item, token, advertiserId));
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<CreatedPromotion>> {
      const advertiserId = item.target.advertiserId;
      if (!isMediumId(advertiserId)) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', advertiserId);
      const found = await adapter.findPromotionByName(token, advertiserId, item.request.name);
      return found ? settleFound(item, found) : { status: 'not_applied' };
    },
  });
}
