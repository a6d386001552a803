import { oceanEngineCreativeId, type OptStatus } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import { VALUE_BATCH_MAX, type BytedanceValueWrites } from '../../media/bytedance/value-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import { writeError } from './call-outcomes';
import type { MirrorWriter, SwitchedRow } from './mirror-writer';
import type { MaterialSwitchRequest } from './value-tasks';
import { advertiserOfGroup, sendGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

/** What Ocean Engine's material writes need beyond the medium-neutral ones. */
export interface MaterialWriteDeps {
  values: BytedanceValueWrites;
  tokens: (medium: 'bytedance', advertiserId: string) => Promise<TokenSource>;
  mirror: MirrorWriter;
}

// Material switches of Ocean Engine (per promotion, spec 001 §4), with the same read-back and
// mirror update as the value changes (value-tasks.ts).

export function materialStatusTaskType(
  type: string,
  deps: MaterialWriteDeps,
): TaskTypeDefinition<MaterialSwitchRequest, { optStatus: OptStatus }> {
  const promotionOf = (group: { items: readonly { request: MaterialSwitchRequest }[] }) =>
    group.items[0]?.request.promotionId ?? '';
  return defineTaskType<MaterialSwitchRequest, { optStatus: OptStatus }>({
    type,
    action: 'update_status',
    isCreation: false,
    // The medium switches the materials of one promotion per call (batch-groups.ts).
    group: (items) =>
      groupBy(
        items,
        (i) => `${i.target?.advertiserId ?? ''}/${i.request.promotionId}`,
        VALUE_BATCH_MAX,
      ),
    limiterKey: (group) =>
      engineBuckets(deps.values.limiterKeys('materialStatus', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<MaterialSwitchRequest, { optStatus: OptStatus }>(
        group.items,
        (advertiserId) => deps.tokens('bytedance', advertiserId),
        (token, advertiserId, rows) =>
          deps.values.setMaterialStatus(
            token,
            advertiserId,
            promotionOf(group),
            rows.map(({ item, id }) => ({ id, optStatus: item.request.optStatus })),
          ),
        async (token, advertiserId, rows, outcomes) => {
          const promotionId = promotionOf(group);
          const states = await deps.values.readMaterials(token, advertiserId, promotionId);
          const byId = new Map((states ?? []).map((s) => [s.materialId, s]));
          const confirmed: SwitchedRow[] = [];
          for (const { item, id, result } of rows) {
            const state = byId.get(id);
            const { before, optStatus } = item.request;
            if (!state || state.deleted || state.optStatus !== optStatus) {
              outcomes.set(item.id, {
                ...writeError('MEDIA_NOT_APPLIED'),
                before,
                response: result,
              });
              continue;
            }
            confirmed.push({
              id: oceanEngineCreativeId(promotionId, id),
              optStatus,
              rawStatus: state.rawStatus,
              status: state.status,
            });
            const after = { optStatus };
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

    async reconcile(item): Promise<ReconcileOutcome<{ optStatus: OptStatus }>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', target.advertiserId);
      const states = await deps.values.readMaterials(
        token,
        target.advertiserId,
        item.request.promotionId,
      );
      const state = states?.find((s) => s.materialId === target.objectId);
      if (!state || state.deleted) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (state.optStatus !== item.request.optStatus) return { status: 'not_applied' };
      const after = { optStatus: state.optStatus };
      return { status: 'succeeded', result: after, after, response: state };
    },
  });
}
