import type { AvatarImage, AvatarState } from '../../media/bytedance/avatar';
import type { TokenSource } from '../../media/http/token-provider';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskContext,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { AvatarBatchParamsSchema, CONTENT_TYPES, type AvatarItemRequest } from './batch-params';
import type { FeedBatchTaskDeps } from './feed-batch-deps';
import { batchError } from './media-outcomes';
import {
  callFailure,
  engineBuckets,
  isBusinessRefusal,
  tokenFailure,
} from '../tasks/media-call-outcomes';

export interface SubmittedAvatar {
  imageId: string;
}

/**
 * Whether the advertiser's avatar state shows this item's image submitted: in review (or in use)
 * under the id the upload answered, or, when that id is not known (a lost answer), an image of the
 * item's pixel size in review.
 */
function showsSubmitted(
  state: AvatarState,
  request: AvatarItemRequest,
  imageId: string | null,
): boolean {
  if (imageId !== null && (state.imageInReview === imageId || state.imageInUse === imageId)) {
    return true;
  }
  return (
    state.status === 'reviewing' &&
    state.reviewWidth === request.width &&
    state.reviewHeight === request.height
  );
}

/**
 * Setting one advertiser's avatar: upload the batch's image for it, then submit it for review (the
 * medium decides later; the lists read the verdict back). Submitting the same image again is
 * harmless, so an unknown outcome is read back and, when the avatar shows no such submission, sent
 * again.
 */
export function avatarTaskType(
  type: string,
  deps: FeedBatchTaskDeps,
): TaskTypeDefinition<AvatarItemRequest, SubmittedAvatar> {
  const { avatars } = deps;

  const imageOf = (ctx: TaskContext): AvatarImage | null => {
    const parsed = AvatarBatchParamsSchema.safeParse(ctx.task.params);
    if (!parsed.success) return null;
    const { image } = parsed.data;
    return {
      data: Buffer.from(image.content_base64, 'base64'),
      filename: image.filename,
      contentType: CONTENT_TYPES[image.format] ?? 'application/octet-stream',
      md5: image.md5,
    };
  };

  const submitOne = async (
    item: TaskItem<AvatarItemRequest>,
    image: AvatarImage,
    token: TokenSource,
    advertiserId: string,
  ): Promise<ItemOutcome<SubmittedAvatar>> => {
    let imageId: string;
    try {
      imageId = await avatars.uploadAvatar(token, advertiserId, image);
    } catch (error) {
      return callFailure(error);
    }
    const exchange = { request: { imageId, md5: item.request.md5 } };
    try {
      await avatars.submitAvatar(token, advertiserId, imageId);
      return {
        status: 'succeeded',
        objectId: advertiserId,
        result: { imageId },
        ...exchange,
        after: { imageInReview: imageId },
        response: { imageId },
      };
    } catch (error) {
      const failure = callFailure(error);
      if (failure.status !== 'failed' || !isBusinessRefusal(error) || item.attempts <= 1) {
        return { ...failure, ...exchange };
      }
      // A repeat refused as "in review" may be meeting the earlier attempt's submission.
      const state = await avatars.getAvatar(token, advertiserId).catch(() => null);
      return state && showsSubmitted(state, item.request, imageId)
        ? { status: 'succeeded', objectId: advertiserId, result: { imageId }, ...exchange }
        : { ...failure, ...exchange };
    }
  };

  return defineTaskType<AvatarItemRequest, SubmittedAvatar>({
    type,
    action: 'submit_avatar',
    isCreation: false,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, 1),
    limiterKey: (group) =>
      engineBuckets(avatars.limiterKeys(group.items[0]?.target?.advertiserId ?? '')),

    async execute(group, ctx) {
      const outcomes = new Map<number, ItemOutcome<SubmittedAvatar>>();
      const image = imageOf(ctx);
      for (const item of group.items) {
        if (!image) {
          outcomes.set(item.id, { ...batchError('IMAGE_MISSING'), notSent: true });
          continue;
        }
        const advertiserId = item.target.advertiserId ?? '';
        let token: TokenSource;
        try {
          token = await deps.tokens('bytedance', advertiserId);
        } catch (error) {
          outcomes.set(item.id, tokenFailure(error));
          continue;
        }
        outcomes.set(item.id, await submitOne(item, image, token, advertiserId));
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<SubmittedAvatar>> {
      const advertiserId = item.target.advertiserId ?? '';
      const token = await deps.tokens('bytedance', advertiserId);
      const state = await avatars.getAvatar(token, advertiserId);
      if (!showsSubmitted(state, item.request, null)) return { status: 'not_applied' };
      return {
        status: 'succeeded',
        objectId: advertiserId,
        result: { imageId: state.imageInReview ?? state.imageInUse ?? '' },
        response: state,
      };
    },
  });
}
