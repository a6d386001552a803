import type { TaskTypeDefinition, TaskTypeRegistry } from '../tasks/task-type';
import { avatarTaskType } from './avatar-task';
import { eventAssetTaskType } from './event-asset-task';
import type { FeedBatchTaskDeps } from './feed-batch-deps';

// The Ocean Engine batches of the authorization area as task types (ARCHITECTURE §6, docs/adr/0004).

export const FEED_BATCH_TASKS = {
  eventAssetCreate: 'bytedance.event_asset.create',
  avatarSubmit: 'bytedance.avatar.submit',
} as const;

export function createFeedBatchTaskTypes(deps: FeedBatchTaskDeps) {
  return {
    eventAssetCreate: eventAssetTaskType(FEED_BATCH_TASKS.eventAssetCreate, deps),
    avatarSubmit: avatarTaskType(FEED_BATCH_TASKS.avatarSubmit, deps),
  };
}

export function registerFeedBatchTasks(registry: TaskTypeRegistry, deps: FeedBatchTaskDeps): void {
  for (const type of Object.values(createFeedBatchTaskTypes(deps)) as TaskTypeDefinition[]) {
    registry.register(type);
  }
}
