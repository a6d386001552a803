import {
  isSameAsset,
  type EventAssetDetail,
  type NewEventAsset,
} from '../../media/bytedance/event-assets';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import type { FeedBatchTaskDeps } from './feed-batch-deps';
import { batchError } from './media-outcomes';
import {
  callFailure,
  engineBuckets,
  isBusinessRefusal,
  tokenFailure,
} from '../tasks/media-call-outcomes';

export interface CreatedAsset {
  assetId: string;
  /** The advertiser already had this very asset: nothing was created. */
  existing: boolean;
}

type Settled = Extract<ItemOutcome<CreatedAsset>, { status: 'succeeded' | 'failed' }>;

/**
 * Creation of one 事件管理 asset per advertiser (one call each). The medium takes no client key but
 * refuses a second asset of a name (or of an app / mini-program instance) in one advertiser, so the
 * name is the key: an unknown outcome is settled by listing the advertiser's assets and matching the
 * name, and a refusal is checked the same way. Finding the very asset asked for (same name and same
 * app or instance) is success; a different asset under the name stays a failure with its reason.
 */
export function eventAssetTaskType(
  type: string,
  deps: FeedBatchTaskDeps,
): TaskTypeDefinition<NewEventAsset, CreatedAsset> {
  const { assets } = deps;

  const settleFound = (
    item: TaskItem<NewEventAsset>,
    found: EventAssetDetail,
    existing: boolean,
  ): Settled => {
    if (!isSameAsset(found, item.request)) {
      return batchError('NAME_TAKEN', `${found.name}（资产ID ${found.id}）`);
    }
    return {
      status: 'succeeded',
      objectId: found.id,
      result: { assetId: found.id, existing },
      after: { assetId: found.id, name: found.name },
      response: found,
    };
  };

  const createOne = async (
    item: TaskItem<NewEventAsset>,
    token: TokenSource,
    advertiserId: string,
  ): Promise<ItemOutcome<CreatedAsset>> => {
    try {
      const assetId = await assets.createAsset(token, advertiserId, item.request);
      return {
        status: 'succeeded',
        objectId: assetId,
        result: { assetId, existing: false },
        request: item.request,
        after: { assetId, name: item.request.name },
        response: { assetId },
      };
    } catch (error) {
      const failure = callFailure(error);
      if (failure.status !== 'failed' || !isBusinessRefusal(error)) return failure;
      // Refused as taken: by this very asset (made earlier, by hand or by a previous batch) or by
      // another one. The medium's reason stands unless the asset found is the one asked for.
      const found = await assets.findByName(token, advertiserId, item.request).catch(() => null);
      return found && isSameAsset(found, item.request)
        ? settleFound(item, found, true)
        : { ...failure, request: item.request };
    }
  };

  return defineTaskType<NewEventAsset, CreatedAsset>({
    type,
    action: 'create_event_asset',
    isCreation: true,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) =>
      engineBuckets(assets.limiterKeys(group.items[0]?.target?.advertiserId ?? '')),

    async execute(group) {
      const outcomes = new Map<number, ItemOutcome<CreatedAsset>>();
      for (const item of group.items) {
        const advertiserId = item.target.advertiserId ?? '';
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

    async reconcile(item): Promise<ReconcileOutcome<CreatedAsset>> {
      const advertiserId = item.target.advertiserId ?? '';
      const token = await deps.tokens('bytedance', advertiserId);
      const found = await assets.findByName(token, advertiserId, item.request);
      return found ? settleFound(item, found, false) : { status: 'not_applied' };
    },
  });
}
