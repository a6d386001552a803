import { randomUUID } from 'node:crypto';
import {
  FINISHED_TASK_STATUSES,
  pageInfo,
  ROLE_ADMIN,
  type Paged,
  type TaskCancelResult,
  type TaskItemListQuery,
  type TaskItemRow,
  type TaskListQuery,
  type TaskRetryResult,
  type TaskRow,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { catchDuplicate } from '../../db/sql-helpers';
import { assignGroups } from './grouping';
import { estimateEtaSeconds, progressOf } from './progress';
import type { RateLimiter } from './rate-limiter';
import type { NewTaskItem, TaskTypeRegistry } from './task-type';
import { countsOfTask, toTaskItemRow, toTaskRow } from './tasks.mapper';
import type { TaskRecord, TasksRepository } from './tasks.repository';

/** NOTIFY channel that wakes the task workers of every process (docs/adr/0004). */
export const TASK_WORK_CHANNEL = 'toufang_task_work';

const TASK = '任务';
const MAX_ITEMS = 50_000;
/** How many duplicate keys an error names. */
const KEYS_SHOWN = 5;

export interface CreateTaskInput<TRequest> {
  type: string;
  title: string;
  /** Null for tasks the system starts itself. */
  createdBy: number | null;
  params?: unknown;
  items: readonly NewTaskItem<TRequest>[];
}

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);

/**
 * Batch tasks (ARCHITECTURE §6): features create them with their items; users follow progress,
 * cancel, and retry failed items. Workers (task-runner.ts) do the sending.
 */
export class TasksService {
  constructor(
    private readonly repo: TasksRepository,
    private readonly registry: TaskTypeRegistry,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async create<TRequest>(input: CreateTaskInput<TRequest>): Promise<{ id: number }> {
    const type = this.registry.get(input.type);
    const count = input.items.length;
    assertNoProblems(
      count === 0
        ? ['任务至少需要一个条目']
        : count > MAX_ITEMS
          ? [`一个任务最多 ${MAX_ITEMS} 个条目，当前 ${count} 个`]
          : [],
    );
    const keys = input.items.map((item) => item.idempotencyKey ?? randomUUID());
    const seen = new Set<string>();
    const repeated: string[] = [];
    for (const key of keys) {
      if (seen.has(key)) repeated.push(key);
      seen.add(key);
    }
    if (repeated.length > 0) throw duplicateItems(repeated);

    const groups = type.group(input.items);
    const limiterKeys = new Map(groups.map((g) => [g, keyList(type.limiterKey(g))] as const));
    const planned = assignGroups(input.items, groups).map((place, i) => ({
      item: place.item,
      seq: i + 1,
      groupKey: place.key,
      limiterKeys: limiterKeys.get(place.group) ?? [],
      idempotencyKey: keys[i] ?? randomUUID(),
    }));

    const now = this.clock.now();
    const created = await catchDuplicate(() =>
      this.repo.transaction(async (tx) => {
        const used = await tx.findUsedKeys(type.type, keys);
        if (used.length > 0) throw duplicateItems(used);
        const id = await tx.insertTask({
          type: type.type,
          title: input.title,
          createdBy: input.createdBy,
          params: input.params ?? {},
          itemCount: count,
          pendingCount: count,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insertItems(
          planned.map(({ item, ...placed }) => ({
            ...placed,
            taskId: id,
            taskType: type.type,
            request: item.request,
            medium: item.target?.medium ?? null,
            advertiserId: item.target?.advertiserId ?? null,
            objectType: item.target?.objectType ?? null,
            objectId: item.target?.objectId ?? null,
            availableAt: now,
            createdAt: now,
            updatedAt: now,
          })),
        );
        return id;
      }),
    );
    // A concurrent submission of the same keys passed the check above and lost the insert race.
    if (created === 'duplicate')
      throw duplicateItems(await this.repo.findUsedKeys(type.type, keys));
    await this.repo.notifyWork(TASK_WORK_CHANNEL);
    return { id: created };
  }

  async list(auth: AuthContext, query: TaskListQuery): Promise<Paged<TaskRow>> {
    const everyone = isAdmin(auth) && query.mine === 0;
    const { list, total } = await this.repo.list({
      page: query.page,
      perPage: query.per_page,
      type: query.type,
      status: query.status,
      createdBy: everyone ? undefined : auth.userId,
    });
    return {
      list: list.map((t) => toTaskRow(t, progressOf(countsOfTask(t), null))),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** One task with its progress and ETA (the UI polls this). */
  async get(auth: AuthContext, id: number): Promise<TaskRow> {
    const task = await this.visibleTask(auth, id);
    const counts = countsOfTask(task);
    const now = this.clock.now().getTime();
    const eta = FINISHED_TASK_STATUSES.includes(task.status)
      ? null
      : estimateEtaSeconds({
          counts,
          elapsedMs: task.startedAt ? now - task.startedAt.getTime() : null,
          limiterSeconds: await this.limiterFloorSeconds(task.id),
        });
    return toTaskRow(task, progressOf(counts, eta));
  }

  async listItems(
    auth: AuthContext,
    id: number,
    query: TaskItemListQuery,
  ): Promise<Paged<TaskItemRow>> {
    await this.visibleTask(auth, id);
    const { list, total } = await this.repo.listItems(id, {
      page: query.page,
      perPage: query.per_page,
      status: query.status,
    });
    return {
      list: list.map(toTaskItemRow),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Queues the failed items of a finished task again (only those). */
  async retry(auth: AuthContext, id: number): Promise<TaskRetryResult> {
    await this.visibleTask(auth, id);
    const now = this.clock.now();
    const retried = await this.repo.requeueFailed(id, now);
    if (retried === null) throw new AppError('TASK_NOT_FINISHED_RETRY');
    if (retried === 0) throw new AppError('TASK_NOTHING_TO_RETRY');
    await this.repo.refresh(id, now);
    await this.repo.notifyWork(TASK_WORK_CHANNEL);
    return { retried };
  }

  /** Items of a visible task by id, in order. */
  async findItems(
    auth: AuthContext,
    id: number,
    itemIds: readonly number[],
  ): Promise<TaskItemRow[]> {
    await this.visibleTask(auth, id);
    return (await this.repo.findItems(id, itemIds)).map(toTaskItemRow);
  }

  /** Replaces failed items' requests (a user's edit) and sends them again; answers how many. */
  async requeueEdited(
    auth: AuthContext,
    id: number,
    edits: readonly { id: number; request: unknown }[],
  ): Promise<number> {
    await this.visibleTask(auth, id);
    const now = this.clock.now();
    const queued = await this.repo.requeueEdited(id, edits, now);
    if (queued === 0) throw new AppError('CREATION_ITEM_NOT_EDITABLE');
    await this.repo.refresh(id, now);
    await this.repo.notifyWork(TASK_WORK_CHANNEL);
    return queued;
  }

  /** Cancels the items that have not started; those being sent finish. */
  async cancel(auth: AuthContext, id: number): Promise<TaskCancelResult> {
    await this.visibleTask(auth, id);
    const now = this.clock.now();
    const cancelled = await this.repo.cancel(id, auth.userId, now);
    if (cancelled === null) throw new AppError('TASK_ALREADY_FINISHED');
    await this.repo.refresh(id, now);
    return { cancelled };
  }

  /** Other users' tasks are invisible (not found) to all but administrators. */
  private async visibleTask(auth: AuthContext, id: number): Promise<TaskRecord> {
    const task = await this.repo.findTask(id);
    if (!task || (task.createdBy !== auth.userId && !isAdmin(auth))) throw notFound(TASK);
    return task;
  }

  /** The rate limiter's floor for the calls left: buckets run in parallel, the slowest decides. */
  private async limiterFloorSeconds(taskId: number): Promise<number | null> {
    const calls = await this.repo.remainingCallsByLimiterKey(taskId);
    if (calls.size === 0) return null;
    const etas = await Promise.all([...calls].map(([key, n]) => this.limiter.eta(key, n)));
    return Math.max(...etas);
  }
}

const keyList = (keys: string | readonly string[]): string[] =>
  typeof keys === 'string' ? [keys] : [...keys];

function duplicateItems(keys: readonly string[]): AppError {
  const shown = [...new Set(keys)].slice(0, KEYS_SHOWN).join('、');
  return new AppError('TASK_DUPLICATE_ITEMS', { params: { keys: shown } });
}
