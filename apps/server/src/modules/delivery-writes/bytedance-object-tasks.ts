import { oceanEngineCreativeId, type OptStatus } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import { VALUE_BATCH_MAX } from '../../media/bytedance/value-writes';
import type { BatchItemResult } from '../../media/bytedance/writes';
import { groupBy } from '../tasks/grouping';
import {
  defineTaskType,
  type ItemOutcome,
  type ReconcileOutcome,
  type TaskItem,
  type TaskTypeDefinition,
} from '../tasks/task-type';
import { advertiserOfGroup, targetOf } from './bytedance-switch-tasks';
import type { MaterialSwitchRequest, ValueWriteDeps } from './bytedance-value-tasks';
import { callFailure, notSent, tokenFailure, writeError } from './call-outcomes';
import { engineBuckets } from './delivery-write-deps';
import type { SwitchedRow } from './mirror-writer';

// Material switches (per promotion, spec 001 §4) and project deletion (an opt_status value on the
// project tab), with the same read-back and mirror update as the value changes
// (bytedance-value-tasks.ts).

export type Outcomes<T> = Map<number, ItemOutcome<T>>;

/**
 * Sends one group: refuses items without a usable target, gets the token, sends, and hands each
 * result to `settle`. A call that throws gives every item its failure.
 */
export async function sendGroup<TRequest, TResult>(
  items: readonly TaskItem<TRequest>[],
  deps: Pick<ValueWriteDeps, 'tokens'>,
  send: (
    token: TokenSource,
    advertiserId: string,
    rows: { item: TaskItem<TRequest>; id: string }[],
  ) => Promise<BatchItemResult[]>,
  settle: (
    token: TokenSource,
    advertiserId: string,
    rows: { item: TaskItem<TRequest>; id: string; result: BatchItemResult }[],
    outcomes: Outcomes<TResult>,
  ) => Promise<void>,
): Promise<Outcomes<TResult>> {
  const outcomes: Outcomes<TResult> = new Map();
  const rows: { item: TaskItem<TRequest>; id: string }[] = [];
  for (const item of items) {
    const target = targetOf(item);
    if (target) rows.push({ item, id: target.objectId });
    else outcomes.set(item.id, notSent('INVALID_ITEM'));
  }
  const advertiserId = items[0]?.target.advertiserId ?? '';
  if (rows.length === 0) return outcomes;
  let token: TokenSource;
  try {
    token = await deps.tokens('bytedance', advertiserId);
  } catch (error) {
    for (const { item } of rows) outcomes.set(item.id, tokenFailure(error));
    return outcomes;
  }
  let results: BatchItemResult[];
  try {
    results = await send(token, advertiserId, rows);
  } catch (error) {
    const failure = callFailure(error);
    for (const { item } of rows) outcomes.set(item.id, failure);
    return outcomes;
  }
  const byId = new Map(results.map((r) => [r.id, r]));
  const answered = rows.flatMap((row) => {
    const result = byId.get(row.id);
    return result ? [{ ...row, result }] : [];
  });
  for (const { item, result } of answered) {
    if (!result.ok) {
      const before = (item.request as { before?: unknown }).before;
      outcomes.set(item.id, {
        status: 'failed',
        code: result.code,
        message: result.message,
        before,
        response: result,
      });
    }
  }
  const applied = answered.filter((a) => a.result.ok);
  if (applied.length > 0) {
    try {
      await settle(token, advertiserId, applied, outcomes);
    } catch {
      // The read-back failed: applied items stay without an outcome and are read again later.
    }
  }
  return outcomes;
}

export function materialStatusTaskType(
  type: string,
  deps: ValueWriteDeps,
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
        deps,
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
          await deps.mirror.switches('material', advertiserId, confirmed);
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

export interface ProjectDeleteRequest {
  before?: unknown;
}

export function projectDeleteTaskType(
  type: string,
  deps: ValueWriteDeps,
): TaskTypeDefinition<ProjectDeleteRequest, { deleted: true }> {
  return defineTaskType<ProjectDeleteRequest, { deleted: true }>({
    type,
    action: 'delete',
    isCreation: false,
    group: (items) => groupBy(items, (i) => i.target?.advertiserId, VALUE_BATCH_MAX),
    limiterKey: (group) =>
      engineBuckets(deps.values.limiterKeys('projectDelete', advertiserOfGroup(group))),

    execute: (group) =>
      sendGroup<ProjectDeleteRequest, { deleted: true }>(
        group.items,
        deps,
        (token, advertiserId, rows) =>
          deps.values.deleteProjects(
            token,
            advertiserId,
            rows.map((r) => r.id),
          ),
        async (token, advertiserId, rows, outcomes) => {
          const states = await deps.values.readSettings(
            'project',
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
            confirmed.push({ id, optStatus: null, deleted: true, rawStatus: state.rawStatus });
            const after = { deleted: true as const };
            outcomes.set(item.id, {
              status: 'succeeded',
              result: after,
              before,
              after,
              response: result,
            });
          }
          await deps.mirror.switches('project', advertiserId, confirmed);
        },
      ),

    async reconcile(item): Promise<ReconcileOutcome<{ deleted: true }>> {
      const target = targetOf(item);
      if (!target) return writeError('INVALID_ITEM');
      const token = await deps.tokens('bytedance', target.advertiserId);
      const [state] = await deps.values.readSettings('project', token, target.advertiserId, [
        target.objectId,
      ]);
      if (!state) return writeError('OBJECT_NOT_FOUND', target.objectId);
      if (!state.deleted) return { status: 'not_applied' };
      await deps.mirror.switches('project', target.advertiserId, [
        { id: state.id, optStatus: null, deleted: true, rawStatus: state.rawStatus },
      ]);
      return { status: 'succeeded', result: { deleted: true }, after: { deleted: true } };
    },
  });
}
