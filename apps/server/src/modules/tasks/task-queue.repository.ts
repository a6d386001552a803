import type { TaskItemStatus } from '@toufang/contracts';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { taskItems, tasks } from '../../db/schema';
import type { ItemUpdate } from './settle';

export type TaskItemRecord = typeof taskItems.$inferSelect;

/** A group of items one worker now holds under a lease. */
export interface ClaimedBatch {
  taskId: number;
  taskType: string;
  groupKey: string;
  /** Each item with the status it had before the claim: `unknown` ones are read back first. */
  items: (TaskItemRecord & { previousStatus: TaskItemStatus })[];
}

export interface ClaimOptions {
  owner: string;
  types: readonly string[];
  now: Date;
  leaseMs: number;
}

const CLAIMABLE: TaskItemStatus[] = ['pending', 'unknown'];

/** The worker side of the task tables: claims under leases, lease renewal, results. */
export class TaskQueueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the due items of one group: the oldest due item picks the group, then every due item of
   * that group is locked and leased. `SKIP LOCKED` lets concurrent workers (processes, or claims
   * within one process) pass over each other's rows instead of waiting or double-claiming.
   */
  async claimGroup({ owner, types, now, leaseMs }: ClaimOptions): Promise<ClaimedBatch | null> {
    if (types.length === 0) return null;
    return this.db.transaction(async (tx) => {
      const due = and(
        inArray(taskItems.status, CLAIMABLE),
        lte(taskItems.availableAt, now),
        inArray(taskItems.taskType, [...types]),
      );
      const [head] = await tx
        .select({ taskId: taskItems.taskId, groupKey: taskItems.groupKey })
        .from(taskItems)
        .where(due)
        .orderBy(asc(taskItems.availableAt), asc(taskItems.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!head) return null;
      const locked = await tx
        .select({ id: taskItems.id, status: taskItems.status })
        .from(taskItems)
        .where(and(due, eq(taskItems.taskId, head.taskId), eq(taskItems.groupKey, head.groupKey)))
        .orderBy(asc(taskItems.seq))
        .for('update', { skipLocked: true });
      const previous = new Map(locked.map((row) => [row.id, row.status]));
      const rows = await tx
        .update(taskItems)
        .set({
          status: 'running',
          leaseOwner: owner,
          leaseExpiresAt: new Date(now.getTime() + leaseMs),
          attempts: sql`${taskItems.attempts} + 1`,
          roundAttempts: sql`${taskItems.roundAttempts} + 1`,
          startedAt: sql`coalesce(${taskItems.startedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(inArray(taskItems.id, [...previous.keys()]))
        .returning();
      rows.sort((a, b) => a.seq - b.seq);
      const first = rows[0];
      if (!first) return null;
      return {
        taskId: first.taskId,
        taskType: first.taskType,
        groupKey: first.groupKey,
        items: rows.map((row) => ({ ...row, previousStatus: previous.get(row.id) ?? 'pending' })),
      };
    });
  }

  /**
   * Items still `running` past their lease belong to a worker that died: whether their call reached
   * the medium is unknown, so they are read back, never re-sent blindly (ARCHITECTURE §6).
   * Returns the tasks touched.
   */
  async releaseExpiredLeases(now: Date, message: string): Promise<number[]> {
    const rows = await this.db
      .update(taskItems)
      .set({
        status: 'unknown',
        leaseOwner: null,
        leaseExpiresAt: null,
        availableAt: now,
        errorCode: 'WORKER_LOST',
        errorMessage: message,
        updatedAt: now,
      })
      .where(and(eq(taskItems.status, 'running'), lt(taskItems.leaseExpiresAt, now)))
      .returning({ taskId: taskItems.taskId });
    return [...new Set(rows.map((r) => r.taskId))];
  }

  /** Extends the lease of the items `owner` still holds. */
  async renewLease(ids: readonly number[], owner: string, until: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(taskItems)
      .set({ leaseExpiresAt: until })
      .where(
        and(
          inArray(taskItems.id, [...ids]),
          eq(taskItems.status, 'running'),
          eq(taskItems.leaseOwner, owner),
        ),
      );
  }

  /**
   * Writes what became of claimed items, only where `owner` still holds them: after a lost lease
   * another worker owns the item's fate. One statement for the whole group (PGlite runs
   * statements one at a time: a 1,000-item batch would otherwise cost 1,000 of them). Returns the
   * ids written.
   */
  async applyUpdates(updates: readonly ItemUpdate[], owner: string, now: Date): Promise<number[]> {
    if (updates.length === 0) return [];
    const iso = (at: Date | null) => (at ? at.toISOString() : null);
    const values = sql.join(
      updates.map(
        (u) => sql`(${u.id}::bigint, ${u.status}::text, ${u.errorCode}::text,
          ${u.errorMessage}::text, ${u.result !== undefined}::boolean,
          ${u.result === undefined || u.result === null ? null : JSON.stringify(u.result)}::jsonb,
          ${u.objectId !== undefined}::boolean, ${u.objectId ?? null}::text,
          ${iso(u.availableAt)}::timestamptz, ${iso(u.finishedAt)}::timestamptz)`,
      ),
      sql`, `,
    );
    const result: unknown = await this.db.execute(sql`
      update ${taskItems} set status = v.status, error_code = v.error_code,
        error_message = v.error_message,
        result = case when v.has_result then v.result else ${taskItems.result} end,
        object_id = case when v.has_object_id then v.object_id else ${taskItems.objectId} end,
        available_at = coalesce(v.available_at, ${taskItems.availableAt}),
        finished_at = v.finished_at, lease_owner = null, lease_expires_at = null,
        updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(id, status, error_code, error_message, has_result, result,
        has_object_id, object_id, available_at, finished_at)
      where ${taskItems.id} = v.id and ${taskItems.status} = 'running'
        and ${taskItems.leaseOwner} = ${owner}
      returning ${taskItems.id} as id`);
    const written = new Set(
      (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id)),
    );
    // In the order given, as the callers expect.
    return updates.map((u) => u.id).filter((id) => written.has(id));
  }

  /** The task as an executor sees it, or nothing when it was deleted meanwhile. */
  async findTaskContext(taskId: number) {
    const [row] = await this.db
      .select({
        id: tasks.id,
        type: tasks.type,
        title: tasks.title,
        params: tasks.params,
        createdBy: tasks.createdBy,
        startedAt: tasks.startedAt,
        cancelledAt: tasks.cancelledAt,
      })
      .from(tasks)
      .where(eq(tasks.id, taskId));
    return row;
  }
}
