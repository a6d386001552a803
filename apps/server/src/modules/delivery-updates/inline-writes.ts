import { randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import type { MirrorSource } from '../../lib/media-mirror';
import type { ChangeRecorder } from '../changes/changes.service';
import type { ItemTarget, TaskItem, TaskTypeRegistry } from '../tasks/task-type';

// A single edit runs inline (ARCHITECTURE §1: single edits answer at once, batches run as tasks):
// the same task type a batch uses sends the one item, reads it back and updates the mirror, so a
// single edit and a batch row behave alike; the write is recorded in the change history.

/** How long a single edit may take, read-back included. */
const INLINE_TIMEOUT_MS = 30_000;

export type InlineResult =
  { ok: true; after: unknown } | { ok: false; code: string; message: string };

export class InlineWrites {
  constructor(
    private readonly registry: TaskTypeRegistry,
    private readonly changes: ChangeRecorder,
    private readonly clock: Clock,
  ) {}

  async run(
    type: string,
    userId: number,
    request: unknown,
    target: Required<Pick<ItemTarget, 'advertiserId' | 'objectType' | 'objectId'>> & {
      medium: MirrorSource;
    },
  ): Promise<InlineResult> {
    const definition = this.registry.get(type);
    const item: TaskItem<unknown> = {
      id: 1,
      taskId: 0,
      seq: 1,
      groupKey: 'inline',
      idempotencyKey: randomUUID(),
      attempts: 1,
      request,
      target: {
        medium: target.medium,
        advertiserId: target.advertiserId ?? null,
        objectType: target.objectType ?? null,
        objectId: target.objectId ?? null,
      },
    };
    const ctx = {
      task: { id: 0, type, title: '单个修改', params: null, createdBy: userId },
      clock: this.clock,
      signal: AbortSignal.timeout(INLINE_TIMEOUT_MS),
    };
    const entry = {
      userId,
      medium: target.medium,
      advertiserId: item.target.advertiserId,
      objectType: item.target.objectType,
      objectId: item.target.objectId,
      action: definition.action,
      request,
    };
    const outcome = (await definition.execute({ key: 'inline', items: [item] }, ctx)).get(item.id);
    const before = (request as { before?: unknown } | null)?.before;
    if (outcome?.status === 'succeeded') {
      await this.changes.record([
        {
          ...entry,
          // A creation is recorded against the object it made.
          objectId: outcome.objectId ?? entry.objectId,
          outcome: 'succeeded',
          before,
          after: outcome.after,
          response: outcome.response,
        },
      ]);
      return { ok: true, after: outcome.after };
    }
    if (outcome?.status === 'failed') {
      if (!outcome.notSent) {
        await this.changes.record([
          {
            ...entry,
            outcome: 'failed',
            errorCode: outcome.code,
            errorMessage: outcome.message,
            before,
            response: outcome.response,
          },
        ]);
      }
      return { ok: false, code: outcome.code, message: outcome.message };
    }
    // The answer was lost: read the medium once before saying anything.
    await this.changes.record([
      {
        ...entry,
        outcome: 'unknown',
        errorCode: outcome?.code ?? 'MEDIA_OUTCOME_UNKNOWN',
        errorMessage: outcome?.message ?? null,
        before,
      },
    ]);
    try {
      const read = await definition.reconcile(item, ctx);
      if (read.status === 'succeeded') {
        await this.changes.record([{ ...entry, outcome: 'reconciled', before, after: read.after }]);
        return { ok: true, after: read.after };
      }
      if (read.status === 'failed') return { ok: false, code: read.code, message: read.message };
    } catch {
      // Fall through: the outcome stays unknown.
    }
    return {
      ok: false,
      code: 'MEDIA_OUTCOME_UNKNOWN',
      message: '媒体未返回结果，修改是否生效未知，请刷新后确认',
    };
  }
}
