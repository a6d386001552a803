import type { MirrorSource, OptStatus } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { ObjectState } from '../../media/medium-writes';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { notSent, writeError } from './call-outcomes';
import { callGroup } from './group-call';
import { type DeliveryWriteDeps } from './delivery-write-deps';
import type { MirrorLevel, SwitchedRow } from './mirror-writer';
import { advertiserOfGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

/** The request of one switch item; the object is the item's target. */
export interface SwitchRequest {
  optStatus: OptStatus;
  /** The row as the mirror had it when submitted, for the change history. */
  before?: unknown;
}

export interface SwitchResult {
  optStatus: OptStatus;
}

/** One object write of a medium's table: its task name, the medium's level, its mirror table. */
export interface ObjectWriteSpec {
  type: string;
  level: string;
  /** The mirror table the written objects live in; none: the mirror is not updated. */
  mirrorLevel?: MirrorLevel;
}

/** The mirror row of a confirmed switch or deletion, with the state the medium now answers. */
export const switchedRow = (
  state: ObjectState,
  row: { id: string; optStatus: OptStatus | null; deleted?: boolean },
): SwitchedRow => ({
  ...row,
  rawStatus: state.rawStatus,
  status: state.status,
  ...(state.mirror ? { mirror: state.mirror } : {}),
});

/**
 * The mirror rows of confirmed switches with the status the medium now shows (a switched-off
 * promotion reads DISABLED, not the OK it had): read after the write (ARCHITECTURE §1). Without
 * an answer, the switch alone is kept and the next sync brings the status.
 */
async function readBack(
  spec: ObjectWriteSpec,
  deps: DeliveryWriteDeps,
  token: TokenSource,
  advertiserId: string,
  confirmed: readonly { id: string; optStatus: OptStatus }[],
): Promise<SwitchedRow[]> {
  let states: ObjectState[];
  try {
    states = await deps.writes.readStates(
      spec.level,
      token,
      advertiserId,
      confirmed.map((c) => c.id),
    );
  } catch {
    return [...confirmed];
  }
  const byId = new Map(states.map((s) => [s.id, s]));
  return confirmed.map((row) => {
    const state = byId.get(row.id);
    return state && state.optStatus === row.optStatus ? switchedRow(state, row) : row;
  });
}

/**
 * A switch change of a medium's objects (Ocean Engine opt_status, Kuaishou put_status, Tencent
 * configured_status): as many ids a call as the medium takes, per advertiser, each id's own result
 * from the medium's answer; an unknown outcome is settled by reading the object's switch (already
 * as asked → succeeded; otherwise sent again, which is harmless for a switch).
 */
export function switchTaskType(
  spec: ObjectWriteSpec,
  deps: DeliveryWriteDeps,
): TaskTypeDefinition<SwitchRequest, SwitchResult> {
  const { writes } = deps;
  const medium: MirrorSource = writes.medium;
  return defineTaskType<SwitchRequest, SwitchResult>({
    type: spec.type,
    action: 'update_status',
    isCreation: false,
    // One switch value per call: a medium may set one put_status for all ids of a call.
    group: (items) =>
      groupBy(
        items,
        (i) => `${i.target?.advertiserId ?? ''}/${i.request.optStatus}`,
        writes.batchMax(spec.level, 'status'),
      ),
    limiterKey: (group) =>
      engineBuckets(writes.limiterKeys(spec.level, 'status', advertiserOfGroup(group))),

    async execute(group) {
      const outcomes = new Map<number, ItemOutcome<SwitchResult>>();
      const sendable: { item: TaskItem<SwitchRequest>; id: string }[] = [];
      for (const item of group.items) {
        const target = targetOf(item);
        if (target) sendable.push({ item, id: target.objectId });
        else outcomes.set(item.id, notSent('INVALID_ITEM'));
      }
      const advertiserId = group.items[0]?.target.advertiserId ?? '';
      if (sendable.length === 0) return outcomes;
      const changes = sendable.map(({ item, id }) => ({ id, optStatus: item.request.optStatus }));
      const answer = await callGroup(
        sendable,
        outcomes,
        () => deps.tokens(medium, advertiserId),
        (token) => writes.setStatus(spec.level, token, advertiserId, changes),
      );
      if (!answer) return outcomes;
      const { token, results } = answer;
      const byId = new Map(results.map((r) => [r.id, r]));
      const confirmed: { id: string; optStatus: OptStatus }[] = [];
      for (const { item, id } of sendable) {
        const result = byId.get(id);
        // Named in neither list: no outcome, the engine reads it back.
        if (!result) continue;
        const after = { optStatus: item.request.optStatus };
        if (result.ok) confirmed.push({ id, optStatus: after.optStatus });
        outcomes.set(
          item.id,
          result.ok
            ? {
                status: 'succeeded',
                result: after,
                before: item.request.before,
                after,
                response: result,
              }
            : {
                status: 'failed',
                code: result.code,
                message: result.message,
                before: item.request.before,
                response: result,
              },
        );
      }
      if (spec.mirrorLevel && deps.mirror && confirmed.length > 0) {
        const rows = await readBack(spec, deps, token, advertiserId, confirmed);
        await deps.mirror.switches(medium, spec.mirrorLevel, advertiserId, rows);
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<SwitchResult>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens(medium, target.advertiserId);
      const [state] = await writes.readStates(spec.level, token, target.advertiserId, [
        target.objectId,
      ]);
      if (!state || state.deleted) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (state.optStatus !== item.request.optStatus) return { status: 'not_applied' };
      const after = { optStatus: state.optStatus };
      return { status: 'succeeded', result: after, after, response: state };
    },
  });
}
