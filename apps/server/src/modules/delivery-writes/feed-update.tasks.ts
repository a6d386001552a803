import type { ObjectLevel } from '../../media/bytedance/value-reads';
import type { ValueField } from '../../media/bytedance/value-writes';
import type { TaskTypeDefinition, TaskTypeRegistry } from '../tasks/task-type';
import { accountBudgetTaskType } from './bytedance-account-budget-task';
import { materialStatusTaskType, projectDeleteTaskType } from './bytedance-object-tasks';
import { materialDeleteTaskType } from './bytedance-material-delete-task';
import { valueTaskType, type ValueWriteDeps } from './bytedance-value-tasks';

// The delivery screen's batch writes to Ocean Engine (spec 001 §4 "Batch modify", §7 "Updates")
// as task types of the task engine (docs/adr/0004).

export const FEED_VALUE_TASKS = {
  project: {
    budget: 'bytedance.project.budget',
    cpaBid: 'bytedance.project.cpa_bid',
    deepBid: 'bytedance.project.deep_bid',
    roiGoal: 'bytedance.project.roi_goal',
    weekSchedule: 'bytedance.project.week_schedule',
    endTime: 'bytedance.project.end_time',
  },
  promotion: {
    budget: 'bytedance.promotion.budget',
    cpaBid: 'bytedance.promotion.cpa_bid',
    deepBid: 'bytedance.promotion.deep_bid',
    roiGoal: 'bytedance.promotion.roi_goal',
    autoExtend: 'bytedance.promotion.auto_extend',
  },
} as const satisfies Record<ObjectLevel, Partial<Record<ValueField, string>>>;

export const FEED_OBJECT_TASKS = {
  materialStatus: 'bytedance.material.status',
  projectDelete: 'bytedance.project.delete',
  accountBudget: 'bytedance.advertiser.budget',
  materialDelete: 'bytedance.material.delete',
} as const;

/** The task type of a value change of a level, if the medium takes it. */
export function valueTaskName(level: ObjectLevel, field: ValueField): string | undefined {
  const names: Partial<Record<ValueField, string>> = FEED_VALUE_TASKS[level];
  return names[field];
}

export function createFeedUpdateTaskTypes(deps: ValueWriteDeps) {
  const types: TaskTypeDefinition[] = [];
  for (const level of ['project', 'promotion'] as const) {
    for (const [field, type] of Object.entries(FEED_VALUE_TASKS[level])) {
      types.push(valueTaskType({ type, level, field: field as ValueField }, deps));
    }
  }
  types.push(
    materialStatusTaskType(FEED_OBJECT_TASKS.materialStatus, deps),
    projectDeleteTaskType(FEED_OBJECT_TASKS.projectDelete, deps),
    accountBudgetTaskType(FEED_OBJECT_TASKS.accountBudget, deps),
    materialDeleteTaskType(FEED_OBJECT_TASKS.materialDelete, deps),
  );
  return types;
}

export function registerFeedUpdateTasks(registry: TaskTypeRegistry, deps: ValueWriteDeps): void {
  for (const type of createFeedUpdateTaskTypes(deps)) registry.register(type);
}
