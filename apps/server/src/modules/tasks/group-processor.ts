import type { ChangeOutcome } from '@toufang/contracts';
import type { Clock } from '../../lib/clock';
import type { ChangeEntry, ChangeRecorder } from '../changes/changes.service';
import type { BackoffPolicy } from './backoff';
import type { RateLimiter } from './rate-limiter';
import {
  cancelledUpdate,
  describeUnknown,
  settleItem,
  type ItemUpdate,
  type SettlePolicy,
} from './settle';
import type { ClaimedBatch, TaskQueueRepository } from './task-queue.repository';
import type {
  ItemGroup,
  ItemOutcome,
  ReconcileOutcome,
  TaskContext,
  TaskItem,
  TaskTypeDefinition,
  TaskTypeRegistry,
} from './task-type';
import type { TasksRepository } from './tasks.repository';

type ClaimedItem = ClaimedBatch['items'][number];

export interface TaskLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ProcessorSettings {
  maxAttempts: number;
  executeTimeoutMs: number;
  backoff: BackoffPolicy;
  random: () => number;
}

export interface ProcessorDeps {
  queue: TaskQueueRepository;
  tasks: TasksRepository;
  registry: TaskTypeRegistry;
  limiter: RateLimiter;
  changes: ChangeRecorder;
  clock: Clock;
  log: TaskLog;
}

/** The worker holding a batch: its lease owner id, and whether it may still write. */
export interface LeaseHolder {
  owner: string;
  alive(): boolean;
}

const TIMED_OUT = Symbol('timed out');

/**
 * Runs one claimed group (ARCHITECTURE §6): items whose outcome was unknown are read back first
 * (found → settled without sending; not applied → sent with the rest); the rest go out as one
 * call through the rate limiter; every outcome is settled, recorded in the change history and
 * written back, and the task's counts are refreshed.
 */
export class GroupProcessor {
  constructor(
    private readonly deps: ProcessorDeps,
    private readonly settings: ProcessorSettings,
  ) {}

  async process(batch: ClaimedBatch, holder: LeaseHolder): Promise<void> {
    const { queue, registry, clock } = this.deps;
    const type = registry.get(batch.taskType);
    const task = await queue.findTaskContext(batch.taskId);
    if (!task) return;
    // The first claim of a task shows it running while its first calls wait for their turn.
    if (!task.startedAt) await this.deps.tasks.refresh(task.id, clock.now());
    const ctx: TaskContext = {
      task: {
        id: task.id,
        type: task.type,
        title: task.title,
        params: task.params,
        createdBy: task.createdBy,
      },
      clock,
      signal: new AbortController().signal,
    };
    const policy = (cancelled: boolean): SettlePolicy => ({
      now: clock.now(),
      maxAttempts: type.maxAttempts ?? this.settings.maxAttempts,
      backoff: this.settings.backoff,
      random: this.settings.random,
      cancelled,
    });
    const updates: ItemUpdate[] = [];
    const changes: ChangeEntry[] = [];
    const record = (item: ClaimedItem, outcome: ChangeOutcome, detail: Partial<ChangeEntry>) =>
      changes.push(changeOf(type, task.createdBy, item, outcome, detail, clock.now()));

    const toSend: ClaimedItem[] = [];
    for (const item of batch.items) {
      if (item.previousStatus !== 'unknown') {
        toSend.push(item);
        continue;
      }
      const read = await this.reconcile(type, item, ctx);
      if (read.status === 'not_applied') {
        if (task.cancelledAt) updates.push(cancelledUpdate(item.id, clock.now()));
        else toSend.push(item);
        continue;
      }
      updates.push(settleItem(item, read, policy(task.cancelledAt !== null)));
      if (read.status === 'succeeded') {
        record(item, 'reconciled', {
          response: read.response,
          after: read.after,
          objectId: read.objectId,
        });
      } else if (read.status === 'failed') {
        record(item, 'failed', {
          response: read.response,
          errorCode: read.code,
          errorMessage: read.message,
        });
      }
    }

    if (toSend.length > 0) {
      for (const key of toSend[0]?.limiterKeys ?? []) await this.deps.limiter.acquire(key);
      // A cancel that arrived while this group waited for its turn stops it before it is sent.
      const cancelled = (await queue.findTaskContext(task.id))?.cancelledAt ?? null;
      if (!holder.alive()) return;
      if (cancelled) {
        for (const item of toSend) updates.push(cancelledUpdate(item.id, clock.now()));
      } else {
        const group: ItemGroup<TaskItem<unknown>> = {
          key: batch.groupKey,
          items: toSend.map(toTaskItem),
        };
        const outcomes = await this.execute(type, group, ctx);
        const settle = policy(false);
        for (const item of toSend) {
          const outcome = outcomes.get(item.id) ?? { status: 'unknown', code: 'NO_OUTCOME' };
          updates.push(settleItem(item, outcome, settle));
          if (outcome.status !== 'failed' || !outcome.notSent) {
            record(item, outcome.status, {
              request: outcome.request ?? item.request,
              response: outcome.response,
              before: outcome.before,
              after: outcome.after,
              objectId: outcome.status === 'succeeded' ? outcome.objectId : undefined,
              ...errorOf(outcome),
            });
          }
        }
      }
    }

    // A worker that lost its process (or its lease) leaves the items to the one that reclaims them.
    if (!holder.alive()) return;
    const now = clock.now();
    await this.deps.changes.record(changes);
    await queue.applyUpdates(updates, holder.owner, now);
    await this.deps.tasks.refresh(task.id, now);
  }

  private async reconcile(
    type: TaskTypeDefinition,
    item: ClaimedItem,
    ctx: TaskContext,
  ): Promise<ReconcileOutcome> {
    try {
      return await type.reconcile(toTaskItem(item), ctx);
    } catch (error) {
      this.deps.log.warn({ err: error, taskItemId: item.id }, 'task item reconcile failed');
      return { status: 'unknown', code: 'RECONCILE_ERROR' };
    }
  }

  /** Sends a group under a time limit; a call that throws or overruns leaves its items unknown. */
  private async execute(
    type: TaskTypeDefinition,
    group: ItemGroup<TaskItem<unknown>>,
    ctx: TaskContext,
  ): Promise<ReadonlyMap<number, ItemOutcome>> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(TIMED_OUT);
      }, type.executeTimeoutMs ?? this.settings.executeTimeoutMs);
    });
    const allUnknown = (code: string) =>
      new Map(group.items.map((i) => [i.id, { status: 'unknown', code } as const]));
    try {
      const sending = Promise.resolve().then(() =>
        type.execute(group, { ...ctx, signal: controller.signal }),
      );
      // A call that fails after its time limit changes nothing: its items are already unknown.
      sending.catch(() => undefined);
      const answer = await Promise.race([sending, timeout]);
      return answer === TIMED_OUT ? allUnknown('EXECUTE_TIMEOUT') : answer;
    } catch (error) {
      this.deps.log.warn({ err: error, group: group.key }, 'task group execute failed');
      return allUnknown('EXECUTE_ERROR');
    } finally {
      clearTimeout(timer);
    }
  }
}

function errorOf(outcome: ItemOutcome): Pick<ChangeEntry, 'errorCode' | 'errorMessage'> {
  switch (outcome.status) {
    case 'succeeded':
      return {};
    case 'failed':
      return { errorCode: outcome.code, errorMessage: outcome.message };
    case 'unknown': {
      const { code, message } = describeUnknown(outcome);
      return { errorCode: code, errorMessage: message };
    }
  }
}

function toTaskItem(item: ClaimedItem): TaskItem<unknown> {
  return {
    id: item.id,
    taskId: item.taskId,
    seq: item.seq,
    groupKey: item.groupKey,
    idempotencyKey: item.idempotencyKey,
    attempts: item.attempts,
    request: item.request,
    target: {
      medium: item.medium,
      advertiserId: item.advertiserId,
      objectType: item.objectType,
      objectId: item.objectId,
    },
  };
}

function changeOf(
  type: TaskTypeDefinition,
  userId: number | null,
  item: ClaimedItem,
  outcome: ChangeOutcome,
  detail: Partial<ChangeEntry>,
  at: Date,
): ChangeEntry {
  return {
    at,
    userId,
    taskId: item.taskId,
    taskItemId: item.id,
    medium: item.medium,
    advertiserId: item.advertiserId,
    objectType: item.objectType,
    action: type.action,
    outcome,
    ...detail,
    objectId: detail.objectId ?? item.objectId,
  };
}
