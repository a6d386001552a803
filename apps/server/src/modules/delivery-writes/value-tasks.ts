import type { OptStatus } from '../../lib/media-mirror';
import type { ObjectState, ValueChange, ValueField } from '../../media/medium-writes';
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
import type { ObjectWriteSpec } from './switch-tasks';
import { advertiserOfGroup, targetOf } from './write-targets';
import { engineBuckets } from '../tasks/media-call-outcomes';

// Value changes of a medium's objects (spec 001 §4 "Batch modify"): budgets, bids, deep bids,
// ROI goals, weekly schedules and end dates, as many rows per advertiser a call as the medium
// takes (MediumWrites.batchMax), each id's own result from the medium's answer. Every id the
// medium reports applied is read back (ARCHITECTURE §1: a write reported done but not applied is
// an error); confirmed values go to the mirror. An unknown outcome is settled by the same read:
// found as asked → succeeded, otherwise sent again (setting a value twice is harmless).

/** The request of one value item; the object is the item's target. */
export interface ValueRequest {
  change: ValueChange;
  /** The row as the mirror had it when submitted, for the change history. */
  before?: unknown;
}

const sameNumber = (a: number | null, b: number | null) => a !== null && b !== null && a === b;
const sameRoi = (a: number | null, b: number) => a !== null && Math.abs(a - b) < 1e-9;
const ALL_DAY = /^(0{336}|1{336})?$/;

/** Whether the medium's state carries the change. */
export function carries(state: ObjectState, change: ValueChange): boolean {
  switch (change.field) {
    case 'budget':
      return change.budgetMode === 'BUDGET_MODE_INFINITE'
        ? state.budgetMode === 'BUDGET_MODE_INFINITE'
        : sameNumber(state.budgetFen, change.budgetFen);
    case 'cpaBid':
      return sameNumber(state.cpaBidFen, change.fen);
    case 'deepBid':
      return sameNumber(state.deepBidFen, change.fen);
    case 'roiGoal':
      return sameRoi(state.roiGoal, change.roiGoal);
    case 'weekSchedule': {
      const now = state.scheduleTime ?? '';
      // Empty, all 0 and all 1 all mean all day (reference §1.7).
      return (
        now === change.scheduleTime || (ALL_DAY.test(now) && ALL_DAY.test(change.scheduleTime))
      );
    }
    case 'endTime':
      return change.scheduleType === 'SCHEDULE_FROM_NOW'
        ? state.scheduleType !== 'SCHEDULE_START_END'
        : state.scheduleType === 'SCHEDULE_START_END' && state.endDate === change.endDate;
    case 'autoExtend':
      return state.autoExtendTraffic === change.autoExtendTraffic;
    case 'title':
      return state.name === change.title;
    case 'name':
      return state.name === change.name;
    case 'audience': {
      const now = state.audience;
      return (
        now !== undefined &&
        now !== null &&
        now.gender === change.audience.gender &&
        [...now.age].sort().join() === [...change.audience.age].sort().join()
      );
    }
    case 'placements':
      return [...(state.placements ?? [])].sort().join() === [...change.placements].sort().join();
    // The media list a creative's files by kind and add new components last: the order is not
    // what is compared.
    case 'materials': {
      const keys = (files: readonly { kind: string; id: string }[]) =>
        files
          .map((f) => `${f.kind}:${f.id}`)
          .sort()
          .join();
      return keys(state.materials ?? []) === keys(change.materials);
    }
    case 'titles':
      return [...(state.titles ?? [])].sort().join('\n') === [...change.titles].sort().join('\n');
  }
}

/** The part of the state the change is about (the item's `after`). */
export function afterOf(state: ObjectState, field: ValueField): Record<string, unknown> {
  switch (field) {
    case 'budget':
      return { budgetMode: state.budgetMode, budgetFen: state.budgetFen };
    case 'cpaBid':
      return { cpaBidFen: state.cpaBidFen };
    case 'deepBid':
      return { deepBidFen: state.deepBidFen };
    case 'roiGoal':
      return { roiGoal: state.roiGoal };
    case 'weekSchedule':
      return { scheduleTime: state.scheduleTime };
    case 'endTime':
      return { scheduleType: state.scheduleType, endDate: state.endDate };
    case 'autoExtend':
      return { autoExtendTraffic: state.autoExtendTraffic };
    case 'title':
      return { title: state.name ?? null };
    case 'name':
      return { name: state.name ?? null };
    case 'audience':
      return { audience: state.audience ?? null };
    case 'placements':
      return { placements: state.placements ?? null };
    case 'materials':
      return { materials: state.materials ?? null };
    case 'titles':
      return { titles: state.titles ?? null };
  }
}

export interface ValueTaskSpec extends ObjectWriteSpec {
  field: ValueField;
}

export function valueTaskType(
  spec: ValueTaskSpec,
  deps: DeliveryWriteDeps,
): TaskTypeDefinition<ValueRequest, Record<string, unknown>> {
  const { writes } = deps;
  const callKey = (change: ValueChange) => writes.callKey?.(spec.level, change) ?? '';
  return defineTaskType<ValueRequest, Record<string, unknown>>({
    type: spec.type,
    action: `update_${spec.field}`,
    isCreation: false,
    group: (items) =>
      groupBy(
        items,
        (i) =>
          `${i.target?.advertiserId ?? ''}/${i.request.change ? callKey(i.request.change) : ''}`,
        writes.batchMax(spec.level, spec.field),
      ),
    limiterKey: (group) =>
      engineBuckets(writes.limiterKeys(spec.level, spec.field, advertiserOfGroup(group))),

    async execute(group) {
      const outcomes = new Map<number, ItemOutcome<Record<string, unknown>>>();
      const sendable: { item: TaskItem<ValueRequest>; id: string }[] = [];
      for (const item of group.items) {
        const target = targetOf(item);
        if (target && item.request.change.field === spec.field) {
          sendable.push({ item, id: target.objectId });
        } else outcomes.set(item.id, notSent('INVALID_ITEM'));
      }
      const advertiserId = group.items[0]?.target.advertiserId ?? '';
      if (sendable.length === 0) return outcomes;
      const changes = sendable.map(({ item, id }) => ({ id, change: item.request.change }));
      const answer = await callGroup(
        sendable,
        outcomes,
        () => deps.tokens(writes.medium, advertiserId),
        (token) => writes.update(spec.level, token, advertiserId, changes),
      );
      if (!answer) return outcomes;
      const { token, results } = answer;
      const byId = new Map(results.map((r) => [r.id, r]));
      const applied = results.filter((r) => r.ok).map((r) => r.id);
      let states = new Map<string, ObjectState>();
      try {
        const read = applied.length
          ? await writes.readStates(spec.level, token, advertiserId, applied)
          : [];
        states = new Map(read.map((s) => [s.id, s]));
      } catch {
        // The read-back failed: the applied ids stay without an outcome and are read again later.
        for (const id of applied) byId.delete(id);
      }
      const confirmed: ObjectState[] = [];
      for (const { item, id } of sendable) {
        const result = byId.get(id);
        if (!result) continue;
        const { before } = item.request;
        if (!result.ok) {
          outcomes.set(item.id, {
            status: 'failed',
            code: result.code,
            message: result.message,
            before,
            response: result,
          });
          continue;
        }
        const state = states.get(id);
        if (!state || !carries(state, item.request.change)) {
          outcomes.set(item.id, {
            ...writeError('MEDIA_NOT_APPLIED'),
            before,
            response: { result, state: state ?? null },
          });
          continue;
        }
        confirmed.push(state);
        const after = afterOf(state, spec.field);
        outcomes.set(item.id, {
          status: 'succeeded',
          result: after,
          before,
          after,
          response: result,
        });
      }
      if (spec.mirrorLevel && deps.mirror && confirmed.length > 0) {
        await deps.mirror.settings(writes.medium, spec.mirrorLevel, advertiserId, confirmed);
      }
      return outcomes;
    },

    async reconcile(item): Promise<ReconcileOutcome<Record<string, unknown>>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens(writes.medium, target.advertiserId);
      const [state] = await writes.readStates(spec.level, token, target.advertiserId, [
        target.objectId,
      ]);
      if (!state || state.deleted) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (!carries(state, item.request.change)) return { status: 'not_applied' };
      if (spec.mirrorLevel && deps.mirror) {
        await deps.mirror.settings(writes.medium, spec.mirrorLevel, target.advertiserId, [state]);
      }
      const after = afterOf(state, spec.field);
      return { status: 'succeeded', result: after, after, response: state };
    },
  });
}

/** The request of one material switch; the target is the material, grouped by its promotion. */
export interface MaterialSwitchRequest {
  promotionId: string;
  optStatus: OptStatus;
  before?: unknown;
}
