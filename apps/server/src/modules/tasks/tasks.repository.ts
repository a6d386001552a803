import {
  FINISHED_TASK_STATUSES,
  type TaskItemCounts,
  type TaskItemStatus,
  type TaskStatus,
} from '@toufang/contracts';
import { and, asc, count, desc, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage, type PageWindow } from '../../db/query-helpers';
import { taskItems, tasks, users } from '../../db/schema';
import { countsOf, deriveTaskStatus } from './progress';

export type NewTaskRow = typeof tasks.$inferInsert;
export type NewTaskItemRow = typeof taskItems.$inferInsert;
export type TaskItemRecord = typeof taskItems.$inferSelect;
export type TaskRecord = typeof tasks.$inferSelect & { createdByName: string | null };

export interface TaskListFilter extends PageWindow {
  type?: string;
  status?: TaskStatus;
  /** Only tasks of this user; undefined for everyone's. */
  createdBy?: number;
}

const ACTIVE: TaskItemStatus[] = ['pending', 'running', 'unknown'];
/** Rows per INSERT: PostgreSQL allows 65,535 parameters per statement. */
const INSERT_CHUNK = 1_000;

/** Tasks and their items as the API and the engine read and change them. */
export class TasksRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction. */
  transaction<T>(fn: (repo: TasksRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new TasksRepository(tx)));
  }

  async insertTask(values: NewTaskRow): Promise<number> {
    const [row] = await this.db.insert(tasks).values(values).returning({ id: tasks.id });
    if (!row) throw new Error('task insert returned nothing');
    return row.id;
  }

  async insertItems(rows: readonly NewTaskItemRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await this.db.insert(taskItems).values(rows.slice(i, i + INSERT_CHUNK));
    }
  }

  /** The keys among `keys` that items of `type` already carry. */
  async findUsedKeys(type: string, keys: readonly string[]): Promise<string[]> {
    const used: string[] = [];
    for (let i = 0; i < keys.length; i += INSERT_CHUNK) {
      const rows = await this.db
        .select({ key: taskItems.idempotencyKey })
        .from(taskItems)
        .where(
          and(
            eq(taskItems.taskType, type),
            inArray(taskItems.idempotencyKey, keys.slice(i, i + INSERT_CHUNK)),
          ),
        );
      used.push(...rows.map((r) => r.key));
    }
    return used;
  }

  /** Wakes the workers of every process listening (docs/adr/0004). */
  async notifyWork(channel: string): Promise<void> {
    await this.db.execute(sql`select pg_notify(${channel}, '')`);
  }

  async findTask(id: number): Promise<TaskRecord | undefined> {
    const [row] = await this.db
      .select({ task: tasks, createdByName: users.nickName })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.createdBy))
      .where(eq(tasks.id, id));
    return row ? { ...row.task, createdByName: row.createdByName } : undefined;
  }

  async list(filter: TaskListFilter): Promise<{ list: TaskRecord[]; total: number }> {
    const where = and(
      filter.type ? eq(tasks.type, filter.type) : undefined,
      filter.status ? eq(tasks.status, filter.status) : undefined,
      filter.createdBy !== undefined ? eq(tasks.createdBy, filter.createdBy) : undefined,
    );
    const rows = this.db
      .select({ task: tasks, createdByName: users.nickName })
      .from(tasks)
      .leftJoin(users, eq(users.id, tasks.createdBy))
      .orderBy(desc(tasks.id))
      .$dynamic();
    const page = await selectPage(this.db, tasks, where, rows, filter);
    return {
      list: page.list.map((r) => ({ ...r.task, createdByName: r.createdByName })),
      total: page.total,
    };
  }

  async listItems(
    taskId: number,
    filter: PageWindow & { status?: TaskItemStatus },
  ): Promise<{ list: TaskItemRecord[]; total: number }> {
    const where: SQL | undefined = and(
      eq(taskItems.taskId, taskId),
      filter.status ? eq(taskItems.status, filter.status) : undefined,
    );
    const rows = this.db.select().from(taskItems).orderBy(asc(taskItems.seq)).$dynamic();
    return selectPage(this.db, taskItems, where, rows, filter);
  }

  /** Items of a task by id (those of other tasks are left out). */
  findItems(taskId: number, ids: readonly number[]): Promise<TaskItemRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(taskItems)
      .where(and(eq(taskItems.taskId, taskId), inArray(taskItems.id, [...ids])))
      .orderBy(asc(taskItems.seq));
  }

  /** Per rate-limiter key, how many calls (groups) the task still has to make. */
  async remainingCallsByLimiterKey(taskId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectDistinct({ groupKey: taskItems.groupKey, keys: taskItems.limiterKeys })
      .from(taskItems)
      .where(and(eq(taskItems.taskId, taskId), inArray(taskItems.status, ACTIVE)));
    const calls = new Map<string, number>();
    for (const row of rows) {
      for (const key of row.keys) calls.set(key, (calls.get(key) ?? 0) + 1);
    }
    return calls;
  }

  /**
   * Recomputes a task's counts and status from its items. The task row is locked first, so each
   * recount sees every item change committed before it and the last writer is never stale.
   */
  async refresh(taskId: number, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [task] = await tx
        .select({
          startedAt: tasks.startedAt,
          finishedAt: tasks.finishedAt,
          cancelledAt: tasks.cancelledAt,
        })
        .from(tasks)
        .where(eq(tasks.id, taskId))
        .for('update');
      if (!task) return;
      const rows = await tx
        .select({ status: taskItems.status, n: count(), attempts: max(taskItems.attempts) })
        .from(taskItems)
        .where(eq(taskItems.taskId, taskId))
        .groupBy(taskItems.status);
      const counts = countsOf(rows);
      // Started: some item was claimed at least once (it may be pending again after a failure).
      const started = task.startedAt !== null || rows.some((r) => (r.attempts ?? 0) > 0);
      const status = deriveTaskStatus(counts, { started, cancelled: task.cancelledAt !== null });
      const finished = FINISHED_TASK_STATUSES.includes(status);
      await tx
        .update(tasks)
        .set({
          status,
          ...countColumns(counts),
          startedAt: task.startedAt ?? (started ? now : null),
          finishedAt: finished ? (task.finishedAt ?? now) : null,
          updatedAt: now,
        })
        .where(eq(tasks.id, taskId));
    });
  }

  /**
   * Marks an unfinished task cancelled and cancels its items that have not started. Returns the
   * number of items cancelled, or null when the task had already finished.
   */
  async cancel(taskId: number, userId: number, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const marked = await tx
        .update(tasks)
        .set({
          cancelledAt: sql`coalesce(${tasks.cancelledAt}, ${now.toISOString()}::timestamptz)`,
          cancelledBy: userId,
          updatedAt: now,
        })
        .where(and(eq(tasks.id, taskId), isNull(tasks.finishedAt)))
        .returning({ id: tasks.id });
      if (marked.length === 0) return null;
      const items = await tx
        .update(taskItems)
        .set({ status: 'cancelled', finishedAt: now, updatedAt: now })
        .where(and(eq(taskItems.taskId, taskId), eq(taskItems.status, 'pending')))
        .returning({ id: taskItems.id });
      return items.length;
    });
  }

  /**
   * Queues the failed items of a finished task again, as a new round of attempts. Items that
   * failed because their outcome stayed unknown are read back first rather than re-sent. Returns
   * the number queued, or null when the task has not finished.
   */
  async requeueFailed(taskId: number, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      const [task] = await tx
        .select({ finishedAt: tasks.finishedAt })
        .from(tasks)
        .where(eq(tasks.id, taskId))
        .for('update');
      if (!task?.finishedAt) return null;
      const items = await tx
        .update(taskItems)
        .set({
          status: sql`case when ${taskItems.errorCode} = 'OUTCOME_UNKNOWN' then 'unknown' else 'pending' end`,
          roundAttempts: 0,
          errorCode: null,
          errorMessage: null,
          availableAt: now,
          finishedAt: null,
          updatedAt: now,
        })
        .where(and(eq(taskItems.taskId, taskId), eq(taskItems.status, 'failed')))
        .returning({ id: taskItems.id });
      if (items.length > 0) {
        await tx
          .update(tasks)
          .set({ cancelledAt: null, cancelledBy: null, finishedAt: null, updatedAt: now })
          .where(eq(tasks.id, taskId));
      }
      return items.length;
    });
  }

  /**
   * Replaces the requests of failed items (a user's edit) and queues them again, as a new round of
   * attempts. Items whose outcome stayed unknown are left alone: they must be read back first.
   * Returns the number queued.
   */
  async requeueEdited(
    taskId: number,
    edits: readonly { id: number; request: unknown }[],
    now: Date,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, taskId)).for('update');
      let queued = 0;
      for (const edit of edits) {
        const rows = await tx
          .update(taskItems)
          .set({
            request: edit.request,
            status: 'pending',
            roundAttempts: 0,
            errorCode: null,
            errorMessage: null,
            availableAt: now,
            finishedAt: null,
            updatedAt: now,
          })
          .where(
            and(
              eq(taskItems.id, edit.id),
              eq(taskItems.taskId, taskId),
              eq(taskItems.status, 'failed'),
              sql`${taskItems.errorCode} is distinct from 'OUTCOME_UNKNOWN'`,
            ),
          )
          .returning({ id: taskItems.id });
        queued += rows.length;
      }
      if (queued > 0) {
        await tx
          .update(tasks)
          .set({ cancelledAt: null, cancelledBy: null, finishedAt: null, updatedAt: now })
          .where(eq(tasks.id, taskId));
      }
      return queued;
    });
  }
}

function countColumns(c: TaskItemCounts) {
  return {
    itemCount: c.pending + c.running + c.succeeded + c.failed + c.cancelled + c.unknown,
    pendingCount: c.pending,
    runningCount: c.running,
    succeededCount: c.succeeded,
    failedCount: c.failed,
    cancelledCount: c.cancelled,
    unknownCount: c.unknown,
  };
}
