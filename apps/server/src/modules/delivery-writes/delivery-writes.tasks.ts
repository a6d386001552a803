import type { MirrorSource } from '../../lib/media-mirror';
import type { BytedanceValueWrites } from '../../media/bytedance/value-writes';
import type { BytedanceWrites } from '../../media/bytedance/writes';
import type { TokenSource } from '../../media/http/token-provider';
import {
  ACCOUNT_LEVEL,
  writeTaskName,
  type MediumWrites,
  type WriteField,
} from '../../media/medium-writes';
import type { TaskTypeDefinition, TaskTypeRegistry } from '../tasks/task-type';
import { accountBudgetTaskType } from './account-budget-task';
import { promotionCreateTaskType } from './bytedance-create-task';
import { materialDeleteTaskType } from './bytedance-material-delete-task';
import { materialStatusTaskType } from './bytedance-object-tasks';
import { deleteTaskType } from './delete-task';
import type { MirrorLevel, MirrorWriter } from './mirror-writer';
import { switchTaskType } from './switch-tasks';
import { valueTaskType } from './value-tasks';

// The one registry of the media's write task types (ARCHITECTURE §6, docs/adr/0004): every
// (medium, level, field) the write tables name becomes the task type `${medium}.${level}.${field}`
// over that medium's MediumWrites; Ocean Engine adds the writes no other medium has (materials
// inside a promotion, promotion creation). Task names are stable: items already queued under a
// name are claimed by the same type after an upgrade.

/** What a write table entry needs of the task side. */
export interface WriteTaskSpec {
  medium: MirrorSource;
  level: string;
  mirrorLevel: MirrorLevel | 'account';
  fields: readonly WriteField[];
}

export const PROMOTION_CREATE_TASK = 'bytedance.promotion.create';

export interface DeliveryTaskDeps {
  /** Each configured medium's writes. */
  writes: Partial<Record<MirrorSource, MediumWrites>>;
  tokens: (medium: MirrorSource, advertiserId: string) => Promise<TokenSource>;
  mirror: MirrorWriter;
  /** Ocean Engine's own calls behind its material and creation task types. */
  bytedance: { values: BytedanceValueWrites; objects: BytedanceWrites };
}

/** One task type per (medium, level, field) of the specs, each once. */
export function createDeliveryWriteTaskTypes(
  specs: readonly WriteTaskSpec[],
  deps: DeliveryTaskDeps,
): TaskTypeDefinition[] {
  const types = new Map<string, TaskTypeDefinition>();
  for (const spec of specs) {
    const writes = deps.writes[spec.medium];
    if (!writes) continue;
    const mediumDeps = { writes, tokens: deps.tokens, mirror: deps.mirror };
    for (const field of spec.fields) {
      const type = writeTaskName(spec.medium, spec.level, field);
      if (types.has(type)) continue;
      if (spec.mirrorLevel === 'account' || spec.level === ACCOUNT_LEVEL) {
        types.set(type, accountBudgetTaskType(type, mediumDeps));
        continue;
      }
      const object = { type, level: spec.level, mirrorLevel: spec.mirrorLevel };
      const definition =
        field === 'status'
          ? switchTaskType(object, mediumDeps)
          : field === 'delete'
            ? deleteTaskType(object, mediumDeps)
            : valueTaskType({ ...object, field }, mediumDeps);
      types.set(type, definition);
    }
  }
  return [...types.values()];
}

/** Ocean Engine's writes beyond the tables: materials of a promotion, promotion creation. */
export function createBytedanceExtraTaskTypes(deps: DeliveryTaskDeps): TaskTypeDefinition[] {
  const material = { values: deps.bytedance.values, tokens: deps.tokens, mirror: deps.mirror };
  return [
    materialStatusTaskType(writeTaskName('bytedance', 'material', 'status'), material),
    materialDeleteTaskType(writeTaskName('bytedance', 'material', 'delete'), material),
    promotionCreateTaskType(PROMOTION_CREATE_TASK, {
      adapter: deps.bytedance.objects,
      tokens: deps.tokens,
    }),
  ] as TaskTypeDefinition[];
}

export function registerDeliveryWriteTasks(
  registry: TaskTypeRegistry,
  specs: readonly WriteTaskSpec[],
  deps: DeliveryTaskDeps,
): void {
  const types = [
    ...createDeliveryWriteTaskTypes(specs, deps),
    ...createBytedanceExtraTaskTypes(deps),
  ];
  for (const type of types) registry.register(type);
}
