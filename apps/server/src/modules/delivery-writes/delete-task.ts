import { unsupportedWrite } from '../../media/medium-writes';
import { groupBy } from '../tasks/grouping';
import { defineTaskType, type ReconcileOutcome, type TaskTypeDefinition } from '../tasks/task-type';
import { writeError } from './call-outcomes';
import { type DeliveryWriteDeps } from './delivery-write-deps';
import type { SwitchedRow } from './mirror-writer';
import { switchedRow, type ObjectWriteSpec } from './switch-tasks';
import { advertiserOfGroup, sendGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

// Deletion of a medium's objects (Ocean Engine projects: an opt_status value on the project tab;
// Kuaishou put_status 3), read back after the write: an object the medium still lists as live was
// not deleted.

export interface DeleteRequest {
  before?: unknown;
}

export function deleteTaskType(
  spec: ObjectWriteSpec,
  deps: DeliveryWriteDeps,
): TaskTypeDefinition<DeleteRequest, { deleted: true }> {
  const { writes } = deps;
  const tokenOf = (advertiserId: string) => deps.tokens(writes.medium, advertiserId);
  const landInMirror = async (advertiserId: string, rows: readonly SwitchedRow[]) => {
    if (spec.mirrorLevel && deps.mirror && rows.length > 0) {
      await deps.mirror.switches(writes.medium, spec.mirrorLevel, advertiserId, rows);
    }
  };
  return defineTaskType<DeleteRequest, { deleted: true }>({
    type: spec.type,
    action: 'delete',
    isCreation: false,
    group: (items) =>
      groupBy(items, (i) => i.target?.advertiserId, writes.batchMax(spec.level, 'delete')),
    limiterKey: (group) =>
      engineBuckets(writes.limiterKeys(spec.level, 'delete', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<DeleteRequest, { deleted: true }>(
        group.items,
        tokenOf,
        (token, advertiserId, rows) =>
          writes.remove
            ? writes.remove(
                spec.level,
                token,
                advertiserId,
                rows.map((r) => r.id),
              )
            : unsupportedWrite(writes.medium, spec.level, 'delete'),
        async (token, advertiserId, rows, outcomes) => {
          const states = await writes.readStates(
            spec.level,
            token,
            advertiserId,
            rows.map((r) => r.id),
          );
          const deleted = new Map(states.filter((s) => s.deleted).map((s) => [s.id, s]));
          const confirmed: SwitchedRow[] = [];
          for (const { item, id, result } of rows) {
            const { before } = item.request;
            const state = deleted.get(id);
            if (!state) {
              outcomes.set(item.id, {
                ...writeError('MEDIA_NOT_APPLIED'),
                before,
                response: result,
              });
              continue;
            }
            confirmed.push(switchedRow(state, { id, optStatus: null, deleted: true }));
            const after = { deleted: true as const };
            outcomes.set(item.id, {
              status: 'succeeded',
              result: after,
              before,
              after,
              response: result,
            });
          }
          await landInMirror(advertiserId, confirmed);
        },
      ),

    async reconcile(item): Promise<ReconcileOutcome<{ deleted: true }>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await tokenOf(target.advertiserId);
      const [state] = await writes.readStates(spec.level, token, target.advertiserId, [
        target.objectId,
      ]);
      if (!state) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (!state.deleted) return { status: 'not_applied' };
      await landInMirror(target.advertiserId, [
        switchedRow(state, { id: state.id, optStatus: null, deleted: true }),
      ]);
      return { status: 'succeeded', result: { deleted: true }, after: { deleted: true } };
    },
  });
}
