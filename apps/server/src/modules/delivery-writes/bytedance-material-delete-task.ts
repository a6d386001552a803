import { oceanEngineCreativeId } from '../../lib/media-mirror';
import type { MaterialSwitchState } from '../../media/bytedance/value-reads';
import { VALUE_BATCH_MAX } from '../../media/bytedance/value-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import type { MaterialWriteDeps } from './bytedance-object-tasks';
import { writeError } from './call-outcomes';
import type { SwitchedRow } from './mirror-writer';
import { advertiserOfGroup, sendGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

// Deleting a material from a promotion (spec 001 §7 "Material delete"; the material tab's
// 确认删除该素材吗?). The medium removes it through a promotion/update carrying the promotion's other
// materials (promotion-updates.ts), so the materials of one promotion go in one call. Removal is
// read back: a material still live in the promotion was not removed. The mirror row takes the
// medium's answer (MATERIAL_STATUS_DELETE, spec 001 §4): it shows 已删除, its switch is disabled
// and the status filter finds it.

/** The status of a removed material the medium no longer lists at all. */
const REMOVED_STATUS = 'MATERIAL_STATUS_DELETE';

/** The mirror row of a material the read-back no longer shows live. */
function removedRow(
  promotionId: string,
  materialId: string,
  state: MaterialSwitchState | undefined,
): SwitchedRow {
  return {
    id: oceanEngineCreativeId(promotionId, materialId),
    optStatus: null,
    deleted: true,
    rawStatus: state?.rawStatus ?? REMOVED_STATUS,
  };
}

/** The request of one material removal; the target is the material, grouped by its promotion. */
export interface MaterialDeleteRequest {
  promotionId: string;
  before?: unknown;
}

type Deleted = { deleted: true };

export function materialDeleteTaskType(
  type: string,
  deps: MaterialWriteDeps,
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
        (advertiserId) => deps.tokens('bytedance', advertiserId),
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
          const byId = new Map((states ?? []).map((s) => [s.materialId, s]));
          const confirmed: SwitchedRow[] = [];
          for (const { item, id, result } of rows) {
            const { before } = item.request;
            const state = byId.get(id);
            if (state && !state.deleted) {
              outcomes.set(item.id, {
                ...writeError('MEDIA_NOT_APPLIED'),
                before,
                response: result,
              });
              continue;
            }
            confirmed.push(removedRow(promotionId, id, state));
            const after = { deleted: true as const };
            outcomes.set(item.id, {
              status: 'succeeded',
              result: after,
              before,
              after,
              response: result,
            });
          }
          await deps.mirror.switches('bytedance', 'creative', advertiserId, confirmed);
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
      const state = states?.find((s) => s.materialId === target.objectId);
      if (state && !state.deleted) return { status: 'not_applied' };
      await deps.mirror.switches('bytedance', 'creative', target.advertiserId, [
        removedRow(item.request.promotionId, target.objectId, state),
      ]);
      return { status: 'succeeded', result: { deleted: true }, after: { deleted: true } };
    },
  });
}
