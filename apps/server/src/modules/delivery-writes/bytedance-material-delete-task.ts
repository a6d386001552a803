import { oceanEngineCreativeId } from '../../lib/media-mirror';
import { VALUE_BATCH_MAX } from '../../media/bytedance/value-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import { sendGroup } from './bytedance-object-tasks';
import { advertiserOfGroup, targetOf } from './bytedance-switch-tasks';
import type { ValueWriteDeps } from './bytedance-value-tasks';
import { writeError } from './call-outcomes';
import { engineBuckets } from './delivery-write-deps';

// Deleting a material from a promotion (spec 001 §7 "Material delete"; the material tab's
// 确认删除该素材吗?). The medium removes it through a promotion/update carrying the promotion's other
// materials (promotion-updates.ts), so the materials of one promotion go in one call. Removal is
// read back: a material still in the promotion was not removed. The mirror row becomes deleted.

/** The request of one material removal; the target is the material, grouped by its promotion. */
export interface MaterialDeleteRequest {
  promotionId: string;
  before?: unknown;
}

type Deleted = { deleted: true };

export function materialDeleteTaskType(
  type: string,
  deps: ValueWriteDeps,
): TaskTypeDefinition<MaterialDeleteRequest, Deleted> {
  const promotionOf = (group: { items: readonly { request: MaterialDeleteRequest }[] }) =>
    group.items[0]?.request.promotionId ?? '';
  return defineTaskType<MaterialDeleteRequest, Deleted>({
    type,
    action: 'delete',
    isCreation: false,
    group: (items) =>
      groupBy(
        items,
        (i) => `${i.target?.advertiserId ?? ''}/${i.request.promotionId}`,
        VALUE_BATCH_MAX,
      ),
    limiterKey: (group) =>
      engineBuckets(deps.values.limiterKeys('promotionUpdate', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<MaterialDeleteRequest, Deleted>(
        group.items,
        deps,
        (token, advertiserId, rows) =>
          deps.values.removeMaterials(
            token,
            advertiserId,
            promotionOf(group),
            rows.map((r) => r.id),
          ),
        async (token, advertiserId, rows, outcomes) => {
          const promotionId = promotionOf(group);
          const states = await deps.values.readMaterials(token, advertiserId, promotionId);
          const remaining = new Set((states ?? []).map((s) => s.materialId));
          const confirmed: { id: string; optStatus: null; deleted: true }[] = [];
          for (const { item, id, result } of rows) {
            const { before } = item.request;
            if (remaining.has(id)) {
              outcomes.set(item.id, {
                ...writeError('MEDIA_NOT_APPLIED'),
                before,
                response: result,
              });
              continue;
            }
            confirmed.push({
              id: oceanEngineCreativeId(promotionId, id),
              optStatus: null,
              deleted: true,
            });
            const after = { deleted: true as const };
            outcomes.set(item.id, {
              status: 'succeeded',
              result: after,
              before,
              after,
              response: result,
            });
          }
          await deps.mirror.switches('material', advertiserId, confirmed);
        },
      ),

    async reconcile(item): Promise<ReconcileOutcome<Deleted>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', target.advertiserId);
      const states = await deps.values.readMaterials(
        token,
        target.advertiserId,
        item.request.promotionId,
      );
      if (states?.some((s) => s.materialId === target.objectId)) return { status: 'not_applied' };
      const creativeId = oceanEngineCreativeId(item.request.promotionId, target.objectId);
      await deps.mirror.switches('material', target.advertiserId, [
        { id: creativeId, optStatus: null, deleted: true },
      ]);
      return { status: 'succeeded', result: { deleted: true }, after: { deleted: true } };
    },
  });
}
