import type {
  AutoruleCopyRow,
  AutoruleDefinition,
  AutoruleItemOutcome,
  AutoruleStatus,
  AutoruleTrigger,
  TaskItemStatus,
  TaskStatus,
} from '@toufang/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  autoruleBatches,
  autoruleItems,
  autorules,
  taskItems,
  tasks,
  users,
} from '../../db/schema';
import { containing } from '../../db/sql-helpers';

export type RuleRecord = typeof autorules.$inferSelect & { ownerName: string };

export interface BatchRecord {
  id: number;
  ruleId: number;
  ruleName: string;
  medium: string;
  trigger: AutoruleTrigger;
  taskId: number | null;
  taskStatus: TaskStatus | null;
  succeeded: number;
  failed: number;
  cancelled: number;
  dataNotes: string[];
  error: string | null;
  createdBy: number | null;
  ownerName: string;
  checked: number;
  matched: number;
  acted: number;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface NewItem {
  objectId: string;
  objectName: string;
  advertiserId: string;
  outcome: AutoruleItemOutcome;
  before: string | null;
  after: string | null;
  reason: string;
  snapshot: Record<string, number | null>;
  taskItemId: number | null;
  /** 今日暂停: when the object is switched on again. */
  resumeAt: Date | null;
  /** 按模板新建: the creation task building the account's objects. */
  createdTaskId: number | null;
}

export interface ItemRecord extends NewItem {
  id: number;
  batchId: number;
  taskItemStatus: TaskItemStatus | null;
  errorMessage: string | null;
  resumedAt: Date | null;
  resumeNote: string | null;
  resumeTaskItemStatus: TaskItemStatus | null;
}

/** An object paused for today whose midnight has come. */
export interface DueResume {
  itemId: number;
  batchId: number;
  ruleId: number;
  ruleName: string;
  ownerId: number;
  medium: string;
  level: 1 | 2;
  objectId: string;
  advertiserId: string;
  pauseWrite: TaskItemStatus | null;
}

export interface RuleFilter {
  medium: string;
  ownerId?: number;
  status?: AutoruleStatus;
  keyword?: string;
}

export interface BatchFilter {
  medium: string;
  /** The rules' owner. */
  ownerId?: number;
  ruleId?: number;
  taskStatus?: TaskStatus;
  from?: Date;
  to?: Date;
  objectId?: string;
}

/**
 * What a batch's status is: failed when it stopped before queuing its writes, else its task's, or
 * succeeded when it had nothing to write.
 */
/** The task items that switch paused-for-today objects on again. */
const resumeItems = alias(taskItems, 'resume_items');

const batchStatus = sql<TaskStatus>`case when ${autoruleBatches.error} is not null then 'failed' else coalesce(${tasks.status}, 'succeeded') end`;

/** Rules, their batches and items (docs/architecture/autorules.md). */
/** The idempotency key of a rule's copy `seq` of an object: unique for ever, per rule and object. */
export const copyKey = (ruleId: number, objectId: string, seq: number) =>
  `${copyKeyPrefix(ruleId)}${objectId}:${seq}`;
const copyKeyPrefix = (ruleId: number) => `autorule-copy:${ruleId}:`;
const COPY_KEY = /^autorule-copy:\d+:(\d+):(\d+)$/;
function parseCopyKey(key: string): { objectId: string; seq: number } | null {
  const m = COPY_KEY.exec(key);
  return m?.[1] && m[2] ? { objectId: m[1], seq: Number(m[2]) } : null;
}

export class AutorulesRepository {
  constructor(private readonly db: Db) {}

  private ruleSelect() {
    return this.db
      .select({ rule: autorules, ownerName: users.nickName })
      .from(autorules)
      .innerJoin(users, eq(users.id, autorules.ownerId));
  }

  async findRule(id: number): Promise<RuleRecord | undefined> {
    const [row] = await this.ruleSelect().where(eq(autorules.id, id));
    return row ? { ...row.rule, ownerName: row.ownerName } : undefined;
  }

  async listRules(
    filter: RuleFilter,
    page: { page: number; perPage: number },
  ): Promise<{ list: RuleRecord[]; total: number }> {
    const where = and(
      eq(autorules.medium, filter.medium),
      filter.ownerId === undefined ? undefined : eq(autorules.ownerId, filter.ownerId),
      filter.status === undefined ? undefined : eq(autorules.status, filter.status),
      filter.keyword ? ilike(autorules.name, containing(filter.keyword)) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(autorules).where(where);
    const rows = await this.ruleSelect()
      .where(where)
      .orderBy(desc(autorules.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return {
      list: rows.map((r) => ({ ...r.rule, ownerName: r.ownerName })),
      total: total?.n ?? 0,
    };
  }

  /** Enabled rules of a medium (conflicts, the scheduler). */
  async enabledRules(medium?: string): Promise<RuleRecord[]> {
    const rows = await this.ruleSelect().where(
      and(
        eq(autorules.status, 'enabled'),
        medium === undefined ? undefined : eq(autorules.medium, medium),
      ),
    );
    return rows.map((r) => ({ ...r.rule, ownerName: r.ownerName }));
  }

  async insertRule(values: {
    medium: string;
    status: AutoruleStatus;
    ownerId: number;
    definition: AutoruleDefinition;
    now: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(autorules)
      .values({
        medium: values.medium,
        name: values.definition.name,
        status: values.status,
        ownerId: values.ownerId,
        definition: values.definition,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: autorules.id });
    if (!row) throw new Error('autorule insert returned nothing');
    return row.id;
  }

  async updateRule(
    id: number,
    values: { status?: AutoruleStatus; definition?: AutoruleDefinition; now: Date },
  ): Promise<void> {
    await this.db
      .update(autorules)
      .set({
        ...(values.status ? { status: values.status } : {}),
        ...(values.definition
          ? { definition: values.definition, name: values.definition.name }
          : {}),
        updatedAt: values.now,
      })
      .where(eq(autorules.id, id));
  }

  async deleteRule(id: number): Promise<void> {
    await this.db.delete(autorules).where(eq(autorules.id, id));
  }

  /** The owners of a medium's rules (the owner filter). */
  async owners(medium: string, ownerId?: number): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectDistinct({ id: users.id, name: users.nickName })
      .from(autorules)
      .innerJoin(users, eq(users.id, autorules.ownerId))
      .where(
        and(
          eq(autorules.medium, medium),
          ownerId === undefined ? undefined : eq(autorules.ownerId, ownerId),
        ),
      )
      .orderBy(asc(users.id));
  }

  /**
   * A batch row for a run. A scheduled run's slot is unique per rule: null when another process
   * started this slot already.
   */
  async insertBatch(values: {
    ruleId: number;
    medium: string;
    trigger: AutoruleTrigger;
    slotAt: Date | null;
    definition: AutoruleDefinition;
    summary: string;
    dataNotes: string[];
    createdBy: number | null;
    now: Date;
  }): Promise<number | null> {
    const rows = await this.db
      .insert(autoruleBatches)
      .values({ ...values, createdAt: values.now })
      .onConflictDoNothing()
      .returning({ id: autoruleBatches.id });
    await this.db
      .update(autorules)
      .set({ lastRunAt: values.now })
      .where(eq(autorules.id, values.ruleId));
    return rows[0]?.id ?? null;
  }

  async finishBatch(
    id: number,
    values: {
      taskId: number | null;
      checked: number;
      matched: number;
      acted: number;
      dataNotes: string[];
      error?: string;
      items: NewItem[];
      ruleId: number;
      now: Date;
    },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(autoruleBatches)
        .set({
          taskId: values.taskId,
          checkedCount: values.checked,
          matchedCount: values.matched,
          actedCount: values.acted,
          dataNotes: values.dataNotes,
          error: values.error ?? null,
        })
        .where(eq(autoruleBatches.id, id));
      const CHUNK = 1000;
      for (let i = 0; i < values.items.length; i += CHUNK) {
        await tx.insert(autoruleItems).values(
          values.items.slice(i, i + CHUNK).map((item) => ({
            ...item,
            batchId: id,
            ruleId: values.ruleId,
            createdAt: values.now,
          })),
        );
      }
    });
  }

  /** Batches a rule started since `since` (its runs today). */
  async batchesSince(ruleId: number, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(autoruleBatches)
      .where(and(eq(autoruleBatches.ruleId, ruleId), gte(autoruleBatches.createdAt, since)));
    return row?.n ?? 0;
  }

  /**
   * When the rule last acted on each of `objectIds` since `since`: items it acted on whose write
   * did not fail or get cancelled (a failed write changed nothing, so it starts no cooldown).
   */
  async lastActed(ruleId: number, since: Date): Promise<Map<string, Date>> {
    const rows = await this.db
      .select({ objectId: autoruleItems.objectId, at: sql<Date>`max(${autoruleItems.createdAt})` })
      .from(autoruleItems)
      .leftJoin(taskItems, eq(taskItems.id, autoruleItems.taskItemId))
      .where(
        and(
          eq(autoruleItems.ruleId, ruleId),
          eq(autoruleItems.outcome, 'act'),
          gte(autoruleItems.createdAt, since),
          sql`coalesce(${taskItems.status}, 'succeeded') not in ('failed', 'cancelled')`,
        ),
      )
      .groupBy(autoruleItems.objectId);
    return new Map(rows.map((r) => [r.objectId, new Date(r.at)]));
  }

  private batchSelect() {
    return this.db
      .select({
        id: autoruleBatches.id,
        ruleId: autoruleBatches.ruleId,
        ruleName: autorules.name,
        medium: autoruleBatches.medium,
        trigger: autoruleBatches.trigger,
        taskId: autoruleBatches.taskId,
        taskStatus: batchStatus,
        succeeded: sql<number>`coalesce(${tasks.succeededCount}, 0)`,
        failed: sql<number>`coalesce(${tasks.failedCount}, 0)`,
        cancelled: sql<number>`coalesce(${tasks.cancelledCount}, 0)`,
        dataNotes: autoruleBatches.dataNotes,
        error: autoruleBatches.error,
        createdBy: autoruleBatches.createdBy,
        ownerName: users.nickName,
        checked: autoruleBatches.checkedCount,
        matched: autoruleBatches.matchedCount,
        acted: autoruleBatches.actedCount,
        createdAt: autoruleBatches.createdAt,
        finishedAt: tasks.finishedAt,
      })
      .from(autoruleBatches)
      .innerJoin(autorules, eq(autorules.id, autoruleBatches.ruleId))
      .innerJoin(users, eq(users.id, autorules.ownerId))
      .leftJoin(tasks, eq(tasks.id, autoruleBatches.taskId));
  }

  async findBatch(id: number): Promise<(BatchRecord & { ownerId: number }) | undefined> {
    const [row] = await this.db
      .select({ ownerId: autorules.ownerId })
      .from(autoruleBatches)
      .innerJoin(autorules, eq(autorules.id, autoruleBatches.ruleId))
      .where(eq(autoruleBatches.id, id));
    if (!row) return undefined;
    const [batch] = await this.batchSelect().where(eq(autoruleBatches.id, id));
    return batch ? { ...(batch as BatchRecord), ownerId: row.ownerId } : undefined;
  }

  async listBatches(
    filter: BatchFilter,
    page: { page: number; perPage: number },
  ): Promise<{ list: BatchRecord[]; total: number }> {
    const where = and(
      eq(autoruleBatches.medium, filter.medium),
      filter.ownerId === undefined ? undefined : eq(autorules.ownerId, filter.ownerId),
      filter.ruleId === undefined ? undefined : eq(autoruleBatches.ruleId, filter.ruleId),
      filter.taskStatus === undefined ? undefined : sql`${batchStatus} = ${filter.taskStatus}`,
      filter.from === undefined ? undefined : gte(autoruleBatches.createdAt, filter.from),
      filter.to === undefined ? undefined : lt(autoruleBatches.createdAt, filter.to),
      filter.objectId === undefined
        ? undefined
        : sql`exists (select 1 from ${autoruleItems} where ${autoruleItems.batchId} = ${autoruleBatches.id} and ${autoruleItems.objectId} = ${filter.objectId})`,
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(autoruleBatches)
      .innerJoin(autorules, eq(autorules.id, autoruleBatches.ruleId))
      .leftJoin(tasks, eq(tasks.id, autoruleBatches.taskId))
      .where(where);
    const list = await this.batchSelect()
      .where(where)
      .orderBy(desc(autoruleBatches.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return { list: list, total: total?.n ?? 0 };
  }

  async listItems(
    batchId: number,
    filter: { outcome?: AutoruleItemOutcome; objectId?: string },
    page: { page: number; perPage: number },
  ): Promise<{ list: ItemRecord[]; total: number }> {
    const where = and(
      eq(autoruleItems.batchId, batchId),
      filter.outcome === undefined ? undefined : eq(autoruleItems.outcome, filter.outcome),
      filter.objectId === undefined ? undefined : eq(autoruleItems.objectId, filter.objectId),
    );
    const [total] = await this.db.select({ n: count() }).from(autoruleItems).where(where);
    const rows = await this.db
      .select({
        item: autoruleItems,
        taskItemStatus: taskItems.status,
        errorMessage: taskItems.errorMessage,
        resumeTaskItemStatus: resumeItems.status,
      })
      .from(autoruleItems)
      .leftJoin(taskItems, eq(taskItems.id, autoruleItems.taskItemId))
      .leftJoin(resumeItems, eq(resumeItems.id, autoruleItems.resumeTaskItemId))
      .where(where)
      // Acted first, then notified, skipped and not matched; each in check order.
      .orderBy(
        sql`case ${autoruleItems.outcome} when 'act' then 0 when 'notify' then 1 when 'skip' then 2 else 3 end`,
        asc(autoruleItems.id),
      )
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return {
      list: rows.map((r) => ({
        ...r.item,
        taskItemStatus: r.taskItemStatus,
        errorMessage: r.errorMessage,
        resumeTaskItemStatus: r.resumeTaskItemStatus,
      })),
      total: total?.n ?? 0,
    };
  }

  /** The task items of a task by object id (to link a run's items to its writes). */
  async taskItemIds(taskId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ id: taskItems.id, objectId: taskItems.objectId })
      .from(taskItems)
      .where(eq(taskItems.taskId, taskId));
    return new Map(rows.flatMap((r) => (r.objectId ? [[r.objectId, r.id] as const] : [])));
  }

  /** Objects paused for today whose midnight is at or before `now`, not yet handled. */
  async dueResumes(now: Date, limit: number): Promise<DueResume[]> {
    const rows = await this.db
      .select({
        itemId: autoruleItems.id,
        batchId: autoruleItems.batchId,
        ruleId: autoruleItems.ruleId,
        ruleName: autorules.name,
        ownerId: autorules.ownerId,
        medium: autoruleBatches.medium,
        definition: autoruleBatches.definition,
        objectId: autoruleItems.objectId,
        advertiserId: autoruleItems.advertiserId,
        pauseWrite: taskItems.status,
      })
      .from(autoruleItems)
      .innerJoin(autoruleBatches, eq(autoruleBatches.id, autoruleItems.batchId))
      .innerJoin(autorules, eq(autorules.id, autoruleItems.ruleId))
      .leftJoin(taskItems, eq(taskItems.id, autoruleItems.taskItemId))
      .where(
        and(
          isNotNull(autoruleItems.resumeAt),
          isNull(autoruleItems.resumedAt),
          lte(autoruleItems.resumeAt, now),
        ),
      )
      .orderBy(asc(autoruleItems.resumeAt), asc(autoruleItems.id))
      .limit(limit);
    return rows.map(({ definition, ...r }) => ({ ...r, level: definition.scope.level }));
  }

  /** A creation task's first item of each account (to link a top-up's item to its creations). */
  async firstTaskItemPerAdvertiser(taskId: number): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ advertiserId: taskItems.advertiserId, id: sql<number>`min(${taskItems.id})` })
      .from(taskItems)
      .where(eq(taskItems.taskId, taskId))
      .groupBy(taskItems.advertiserId);
    return new Map(
      rows.flatMap((r) => (r.advertiserId ? [[r.advertiserId, Number(r.id)] as const] : [])),
    );
  }

  /** Marks paused-for-today items handled: switched on through `taskItemId`, or not (`note`). */
  async markResumed(
    rows: readonly { itemId: number; taskItemId: number | null; note: string | null }[],
    now: Date,
  ): Promise<void> {
    for (const r of rows) {
      await this.db
        .update(autoruleItems)
        .set({ resumedAt: now, resumeTaskItemId: r.taskItemId, resumeNote: r.note })
        .where(and(eq(autoruleItems.id, r.itemId), isNull(autoruleItems.resumedAt)));
    }
  }

  /** Task items by idempotency key (a switch-on queued before its items were marked). */
  async taskItemsByKeys(type: string, keys: readonly string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.db
      .select({ id: taskItems.id, key: taskItems.idempotencyKey })
      .from(taskItems)
      .where(and(eq(taskItems.taskType, type), inArray(taskItems.idempotencyKey, [...keys])));
    return new Map(rows.map((r) => [r.key, r.id]));
  }

  /**
   * 复制优胜广告: what the rule copied of each object so far, from its copy writes (keyed
   * `autorule-copy:<rule>:<object>:<seq>`, so a run whose items were never recorded still counts):
   * the highest copy number, and the copies asked for since `since` that did not fail or get
   * cancelled.
   */
  async copyHistory(
    type: string,
    ruleId: number,
    since: Date,
  ): Promise<Map<string, { today: number; lastSeq: number }>> {
    const rows = await this.db
      .select({
        key: taskItems.idempotencyKey,
        status: taskItems.status,
        createdAt: taskItems.createdAt,
      })
      .from(taskItems)
      .where(
        and(
          eq(taskItems.taskType, type),
          sql`${taskItems.idempotencyKey} like ${`${copyKeyPrefix(ruleId)}%`}`,
        ),
      );
    const out = new Map<string, { today: number; lastSeq: number }>();
    for (const r of rows) {
      const key = parseCopyKey(r.key);
      if (!key) continue;
      const past = out.get(key.objectId) ?? { today: 0, lastSeq: 0 };
      past.lastSeq = Math.max(past.lastSeq, key.seq);
      if (new Date(r.createdAt) >= since && r.status !== 'failed' && r.status !== 'cancelled') {
        past.today += 1;
      }
      out.set(key.objectId, past);
    }
    return out;
  }

  /** A copy task's items by the object copied, in copy order: name, copy id, status. */
  async copiesOfTask(taskId: number): Promise<Map<string, AutoruleCopyRow[]>> {
    const rows = await this.db
      .select({
        key: taskItems.idempotencyKey,
        request: taskItems.request,
        result: taskItems.result,
        status: taskItems.status,
        errorMessage: taskItems.errorMessage,
      })
      .from(taskItems)
      .where(eq(taskItems.taskId, taskId))
      .orderBy(asc(taskItems.id));
    const out = new Map<string, AutoruleCopyRow[]>();
    for (const r of rows) {
      const key = parseCopyKey(r.key);
      if (!key) continue;
      const result = r.result as { objectId?: string } | null;
      const list = out.get(key.objectId) ?? [];
      list.push({
        name: (r.request as { name?: string } | null)?.name ?? '',
        object_id: r.status === 'succeeded' ? (result?.objectId ?? null) : null,
        status: r.status,
        error_message: r.errorMessage,
      });
      out.set(key.objectId, list);
    }
    return out;
  }

  /** Whether a rule still has objects paused for today waiting for their midnight. */
  async hasPendingResumes(ruleId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(autoruleItems)
      .where(
        and(
          eq(autoruleItems.ruleId, ruleId),
          isNotNull(autoruleItems.resumeAt),
          isNull(autoruleItems.resumedAt),
        ),
      );
    return (row?.n ?? 0) > 0;
  }

  /** Failed items' advertisers of a task (retry checks they are still in scope). */
  async failedAdvertisers(taskId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ advertiserId: taskItems.advertiserId })
      .from(taskItems)
      .where(
        and(
          eq(taskItems.taskId, taskId),
          eq(taskItems.status, 'failed'),
          ne(taskItems.advertiserId, ''),
        ),
      );
    return rows.flatMap((r) => (r.advertiserId ? [r.advertiserId] : []));
  }
}
