import type { TaskTypeDefinition, TaskTypeRegistry } from '../tasks/task-type';
import { promotionCreateTaskType } from './bytedance-create-task';
import { switchTaskType } from './bytedance-switch-tasks';
import type { DeliveryWriteDeps } from './delivery-write-deps';

// Batch writes to the media as task types of the task engine (ARCHITECTURE §6, docs/adr/0004).

export const BYTEDANCE_WRITE_TASKS = {
  promotionStatus: 'bytedance.promotion.status',
  projectStatus: 'bytedance.project.status',
  promotionCreate: 'bytedance.promotion.create',
} as const;

/** Ocean Engine's write task types: promotion and project switches, promotion creation. */
export function createBytedanceWriteTaskTypes(deps: DeliveryWriteDeps) {
  const { adapter } = deps;
  const promotionStatus = switchTaskType(
    {
      type: BYTEDANCE_WRITE_TASKS.promotionStatus,
      level: 'promotion',
      endpoint: 'promotionStatus',
      send: (token, advertiserId, changes) =>
        adapter.setPromotionStatus(token, advertiserId, changes),
      read: (token, advertiserId, ids) => adapter.getPromotions(token, advertiserId, ids),
    },
    deps,
  );
  const projectStatus = switchTaskType(
    {
      type: BYTEDANCE_WRITE_TASKS.projectStatus,
      level: 'project',
      endpoint: 'projectStatus',
      send: (token, advertiserId, changes) =>
        adapter.setProjectStatus(token, advertiserId, changes),
      read: (token, advertiserId, ids) => adapter.getProjects(token, advertiserId, ids),
    },
    deps,
  );
  const promotionCreate = promotionCreateTaskType(BYTEDANCE_WRITE_TASKS.promotionCreate, deps);
  return { promotionStatus, projectStatus, promotionCreate };
}

export function registerDeliveryWriteTasks(
  registry: TaskTypeRegistry,
  deps: DeliveryWriteDeps,
): void {
  const types = createBytedanceWriteTaskTypes(deps);
  for (const type of Object.values(types) as TaskTypeDefinition[]) registry.register(type);
}
