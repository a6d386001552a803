import type { DomainStatus, OptStatus } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import {
  STATUS_BATCH_MAX,
  type BatchItemResult,
  type BytedanceWriteEndpoint,
  type SwitchChange,
} from '../../media/bytedance/writes';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { callFailure, notSent, tokenFailure, writeError } from './call-outcomes';
import { engineBuckets, type DeliveryWriteDeps } from './delivery-write-deps';
import type { SwitchedRow } from './mirror-writer';

/** The request of one switch item; the object is the item's target. */
export interface SwitchRequest {
  optStatus: OptStatus;
  /** The row as the mirror had it when submitted, for the change history. */
  before?: unknown;
}

export interface SwitchResult {
  optStatus: OptStatus;
}

export interface SwitchTaskSpec {
  type: string;
  /** The mirror level the switched objects live in. */
  level?: 'project' | 'promotion';
  endpoint: BytedanceWriteEndpoint;
  send(
    token: TokenSource,
    advertiserId: string,
    changes: readonly SwitchChange[],
  ): Promise<BatchItemResult[]>;
  read(token: TokenSource, advertiserId: string, ids: readonly string[]): Promise<SwitchState[]>;
}

/** An object's switch and status as the medium answers them. */
export interface SwitchState {
  id: string;
  optStatus: OptStatus | null;
  deleted: boolean;
  rawStatus: string | null;
  status: DomainStatus;
}

/**
 * The mirror rows of confirmed switches with the status the medium now shows (a switched-off
 * promotion reads DISABLED, not the OK it had): read after the write (ARCHITECTURE §1). Without
 * an answer, the switch alone is kept and the next sync brings the status.
 */
async function readBack(
  spec: SwitchTaskSpec,
  token: TokenSource,
  advertiserId: string,
  confirmed: readonly { id: string; optStatus: OptStatus }[],
): Promise<SwitchedRow[]> {
  let states: SwitchState[];
  try {
    states = await spec.read(
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
    return state && state.optStatus === row.optStatus
      ? { ...row, rawStatus: state.rawStatus, status: state.status }
      : row;
  });
}

/** An id the wire can carry: a positive integer of at most 64 bits (Ocean Engine's have 19 digits). */
export const isMediumId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id) && BigInt(id) < 2n ** 64n;

/** Advertiser and object id of an item, when both are usable on the medium. */
export function targetOf(item: {
  target: { advertiserId: string | null; objectId: string | null };
}): { advertiserId: string; objectId: string } | null {
  const { advertiserId, objectId } = item.target;
  return isMediumId(advertiserId) && isMediumId(objectId) ? { advertiserId, objectId } : null;
}

/** The advertiser of a group: every item of it has the same one (the grouping key). */
export const advertiserOfGroup = (group: {
  items: readonly { target?: { advertiserId?: string | null } }[];
}): string => group.items[0]?.target?.advertiserId ?? '';

/**
 * A switch change (opt_status) of Ocean Engine objects: 10 per advertiser per call, each id's own
 * result from the medium's partial-success answer; an unknown outcome is settled by reading the
 * object's switch (already as asked → succeeded; otherwise sent again, which is harmless for a
 * switch).
 */
export function switchTaskType(
  spec: SwitchTaskSpec,
  deps: DeliveryWriteDeps,
): TaskTypeDefinition<SwitchRequest, SwitchResult> {
  return defineTaskType<SwitchRequest, SwitchResult>({
    type: spec.type,
    action: 'update_status',
    isCreation: false,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, STATUS_BATCH_MAX),
    limiterKey: (group) =>
      engineBuckets(deps.adapter.limiterKeys(spec.endpoint, advertiserOfGroup(group))),

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
      let token: TokenSource;
      try {
        token = await deps.tokens('bytedance', advertiserId);
      } catch (error) {
        for (const { item } of sendable) outcomes.set(item.id, tokenFailure(error));
        return outcomes;
      }
      const changes = sendable.map(({ item, id }) => ({ id, optStatus: item.request.optStatus }));
      let results: BatchItemResult[];
      try {
        results = await spec.send(token, advertiserId, changes);
      } catch (error) {
        const failure = callFailure(error);
        for (const { item } of sendable) outcomes.set(item.id, failure);
        return outcomes;
      }
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
      if (spec.level && deps.mirror && confirmed.length > 0) {
        const rows = await readBack(spec, token, advertiserId, confirmed);
        await deps.mirror.switches(spec.level, advertiserId, rows);
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<SwitchResult>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', target.advertiserId);
      const [state] = await spec.read(token, target.advertiserId, [target.objectId]);
      if (!state || state.deleted) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (state.optStatus !== item.request.optStatus) return { status: 'not_applied' };
      const after = { optStatus: state.optStatus };
      return { status: 'succeeded', result: after, after, response: state };
    },
  });
}
