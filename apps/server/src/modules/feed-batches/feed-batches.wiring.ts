import type { Services } from '../../services';
import { AssetBatchesService } from './asset-batches.service';
import { AvatarBatchesService } from './avatar-batches.service';
import { BatchTasks } from './batch-tasks';
import { feedBatchTaskDeps } from './feed-batch-deps';
import { FeedBatchesRepository } from './feed-batches.repository';
import { FEED_BATCH_TASKS } from './feed-batches.tasks';

/** The batch services over the app's services (the task types are registered in services.ts). */
export function createFeedBatches(services: Services) {
  const repo = new FeedBatchesRepository(services.db);
  const media = feedBatchTaskDeps(services.mediaClient, services.advertiserTokens);
  const batches = (type: string) => new BatchTasks(services.tasks, services.mediaAccounts, type);
  return {
    assets: new AssetBatchesService(batches(FEED_BATCH_TASKS.eventAssetCreate), repo),
    avatars: new AvatarBatchesService(
      batches(FEED_BATCH_TASKS.avatarSubmit),
      repo,
      services.mediaAccounts,
      media,
    ),
  };
}
