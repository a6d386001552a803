import type {
  IncidentEvent,
  IncidentStatus,
  MonitorDefinition,
  MonitorStatus,
  RobotType,
  TaskItemStatus,
} from '@toufang/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  monitorChecks,
  monitorDeliveries,
  monitorIncidents,
  monitorNotifications,
  monitorRules,
  taskItems,
  users,
} from '../../db/schema';
import { containing } from '../../db/sql-helpers';

export type MonitorRuleRecord = typeof monitorRules.$inferSelect & {
  ownerName: string;
  openIncidents: number;
};
export type IncidentRecord = typeof monitorIncidents.$inferSelect & { ruleName: string };
export type NotificationRecord = typeof monitorNotifications.$inferSelect;

export interface DeliveryRecord {
  id: number;
  ruleId: number;
  ruleName: string;
  incidentId: number;
  subjectName: string;
  event: IncidentEvent;
  channelType: RobotType;
  urlMasked: string;
  taskId: number | null;
  status: TaskItemStatus | null;
  attempts: number;
  errorMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface Page {
  page: number;
  perPage: number;
}

const openCount = sql<number>`(select count(*)::int from ${monitorIncidents}
  where ${monitorIncidents.ruleId} = ${monitorRules.id} and ${monitorIncidents.status} = 'open')`;

/** Monitoring rules, checks, incidents, notifications and deliveries (docs/architecture/monitoring.md). */
export class MonitoringRepository {
  constructor(private readonly db: Db) {}

  private ruleSelect() {
    return this.db
      .select({ rule: monitorRules, ownerName: users.nickName, openIncidents: openCount })
      .from(monitorRules)
      .innerJoin(users, eq(users.id, monitorRules.ownerId));
  }

  async findRule(id: number): Promise<MonitorRuleRecord | undefined> {
    const [row] = await this.ruleSelect().where(eq(monitorRules.id, id));
    return row
      ? { ...row.rule, ownerName: row.ownerName, openIncidents: row.openIncidents }
      : undefined;
  }

  async listRules(
    filter: { ownerId?: number; status?: MonitorStatus; keyword?: string },
    page: Page,
  ): Promise<{ list: MonitorRuleRecord[]; total: number }> {
    const where = and(
      filter.ownerId === undefined ? undefined : eq(monitorRules.ownerId, filter.ownerId),
      filter.status === undefined ? undefined : eq(monitorRules.status, filter.status),
      filter.keyword ? ilike(monitorRules.name, containing(filter.keyword)) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(monitorRules).where(where);
    const rows = await this.ruleSelect()
      .where(where)
      .orderBy(desc(monitorRules.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return {
      list: rows.map((r) => ({
        ...r.rule,
        ownerName: r.ownerName,
        openIncidents: r.openIncidents,
      })),
      total: total?.n ?? 0,
    };
  }

  async enabledRules(): Promise<MonitorRuleRecord[]> {
    const rows = await this.ruleSelect().where(eq(monitorRules.status, 'enabled'));
    return rows.map((r) => ({ ...r.rule, ownerName: r.ownerName, openIncidents: r.openIncidents }));
  }

  async insertRule(values: {
    status: MonitorStatus;
    ownerId: number;
    definition: MonitorDefinition;
    channelsSealed: string | null;
    robotTypes: RobotType[];
    at: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(monitorRules)
      .values({
        name: values.definition.name,
        kind: values.definition.watch.kind,
        status: values.status,
        ownerId: values.ownerId,
        definition: values.definition,
        channelsSealed: values.channelsSealed,
        robotTypes: values.robotTypes,
        createdAt: values.at,
        updatedAt: values.at,
      })
      .returning({ id: monitorRules.id });
    if (!row) throw new Error('monitor rule insert returned nothing');
    return row.id;
  }

  async updateRule(
    id: number,
    values: {
      status: MonitorStatus;
      definition: MonitorDefinition;
      channelsSealed: string | null;
      robotTypes: RobotType[];
      at: Date;
    },
  ): Promise<void> {
    await this.db
      .update(monitorRules)
      .set({
        name: values.definition.name,
        kind: values.definition.watch.kind,
        status: values.status,
        definition: values.definition,
        channelsSealed: values.channelsSealed,
        robotTypes: values.robotTypes,
        updatedAt: values.at,
      })
      .where(eq(monitorRules.id, id));
  }

  async setStatus(id: number, status: MonitorStatus, at: Date): Promise<void> {
    await this.db
      .update(monitorRules)
      .set({ status, updatedAt: at })
      .where(eq(monitorRules.id, id));
  }

  async deleteRule(id: number): Promise<void> {
    await this.db.delete(monitorRules).where(eq(monitorRules.id, id));
  }

  /** Claims a check: null when the (rule, slot) was checked already. */
  async insertCheck(ruleId: number, slotAt: Date | null, at: Date): Promise<number | null> {
    const [row] = await this.db
      .insert(monitorChecks)
      .values({ ruleId, slotAt, createdAt: at })
      .onConflictDoNothing()
      .returning({ id: monitorChecks.id });
    return row?.id ?? null;
  }

  async finishCheck(
    id: number,
    values: {
      checkedCount: number;
      matchingCount: number;
      openedCount: number;
      resolvedCount: number;
      error: string | null;
      taskId: number | null;
    },
    ruleId: number,
    at: Date,
  ): Promise<void> {
    await this.db.update(monitorChecks).set(values).where(eq(monitorChecks.id, id));
    await this.db
      .update(monitorRules)
      .set({ lastCheckedAt: at })
      .where(eq(monitorRules.id, ruleId));
  }

  async openIncidents(ruleId: number): Promise<{ id: number; subjectKey: string }[]> {
    return this.db
      .select({ id: monitorIncidents.id, subjectKey: monitorIncidents.subjectKey })
      .from(monitorIncidents)
      .where(and(eq(monitorIncidents.ruleId, ruleId), eq(monitorIncidents.status, 'open')));
  }

  /**
   * Opens an incident; null when the subject has one open already (another check got there
   * first): the unique index is the dedupe, so it notifies once.
   */
  async openIncident(values: {
    ruleId: number;
    subjectKey: string;
    subjectName: string;
    message: string;
    at: Date;
  }): Promise<typeof monitorIncidents.$inferSelect | null> {
    const [row] = await this.db
      .insert(monitorIncidents)
      .values({
        ruleId: values.ruleId,
        subjectKey: values.subjectKey,
        subjectName: values.subjectName,
        message: values.message,
        openedAt: values.at,
        lastSeenAt: values.at,
      })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async touchIncident(id: number, message: string, at: Date): Promise<void> {
    await this.db
      .update(monitorIncidents)
      .set({ message, lastSeenAt: at })
      .where(eq(monitorIncidents.id, id));
  }

  /** Resolves an open incident; null when it was resolved already. */
  async resolveIncident(
    id: number,
    at: Date,
  ): Promise<typeof monitorIncidents.$inferSelect | null> {
    const [row] = await this.db
      .update(monitorIncidents)
      .set({ status: 'resolved', resolvedAt: at })
      .where(and(eq(monitorIncidents.id, id), eq(monitorIncidents.status, 'open')))
      .returning();
    return row ?? null;
  }

  async listIncidents(
    filter: { ownerId?: number; ruleId?: number; status?: IncidentStatus },
    page: Page,
  ): Promise<{ list: IncidentRecord[]; total: number }> {
    const where = and(
      filter.ownerId === undefined ? undefined : eq(monitorRules.ownerId, filter.ownerId),
      filter.ruleId === undefined ? undefined : eq(monitorIncidents.ruleId, filter.ruleId),
      filter.status === undefined ? undefined : eq(monitorIncidents.status, filter.status),
    );
    const base = () =>
      this.db
        .select({ incident: monitorIncidents, ruleName: monitorRules.name })
        .from(monitorIncidents)
        .innerJoin(monitorRules, eq(monitorRules.id, monitorIncidents.ruleId));
    const [total] = await this.db
      .select({ n: count() })
      .from(monitorIncidents)
      .innerJoin(monitorRules, eq(monitorRules.id, monitorIncidents.ruleId))
      .where(where);
    const rows = await base()
      .where(where)
      .orderBy(desc(monitorIncidents.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return {
      list: rows.map((r) => ({ ...r.incident, ruleName: r.ruleName })),
      total: total?.n ?? 0,
    };
  }

  async insertNotification(values: typeof monitorNotifications.$inferInsert): Promise<void> {
    await this.db.insert(monitorNotifications).values(values);
  }

  async insertDelivery(values: typeof monitorDeliveries.$inferInsert): Promise<number> {
    const [row] = await this.db
      .insert(monitorDeliveries)
      .values(values)
      .returning({ id: monitorDeliveries.id });
    if (!row) throw new Error('monitor delivery insert returned nothing');
    return row.id;
  }

  /** Points each delivery at the task item that sends it (the item's object id is the delivery's). */
  async linkDeliveries(taskId: number): Promise<void> {
    await this.db.execute(sql`update ${monitorDeliveries} d
      set task_id = ti.task_id, task_item_id = ti.id
      from ${taskItems} ti
      where ti.task_id = ${taskId} and ti.object_id = d.id::text`);
  }

  async findDelivery(id: number) {
    const [row] = await this.db
      .select({ delivery: monitorDeliveries, channelsSealed: monitorRules.channelsSealed })
      .from(monitorDeliveries)
      .innerJoin(monitorRules, eq(monitorRules.id, monitorDeliveries.ruleId))
      .where(eq(monitorDeliveries.id, id));
    return row;
  }

  async listDeliveries(
    filter: { ownerId?: number; ruleId?: number; incidentId?: number },
    page: Page,
  ): Promise<{ list: DeliveryRecord[]; total: number }> {
    const where = and(
      filter.ownerId === undefined ? undefined : eq(monitorRules.ownerId, filter.ownerId),
      filter.ruleId === undefined ? undefined : eq(monitorDeliveries.ruleId, filter.ruleId),
      filter.incidentId === undefined
        ? undefined
        : eq(monitorDeliveries.incidentId, filter.incidentId),
    );
    const [total] = await this.db
      .select({ n: count() })
      .from(monitorDeliveries)
      .innerJoin(monitorRules, eq(monitorRules.id, monitorDeliveries.ruleId))
      .where(where);
    const rows = await this.db
      .select({
        d: monitorDeliveries,
        ruleName: monitorRules.name,
        subjectName: monitorIncidents.subjectName,
        status: taskItems.status,
        attempts: taskItems.attempts,
        errorMessage: taskItems.errorMessage,
        itemUpdatedAt: taskItems.updatedAt,
      })
      .from(monitorDeliveries)
      .innerJoin(monitorRules, eq(monitorRules.id, monitorDeliveries.ruleId))
      .innerJoin(monitorIncidents, eq(monitorIncidents.id, monitorDeliveries.incidentId))
      .leftJoin(taskItems, eq(taskItems.id, monitorDeliveries.taskItemId))
      .where(where)
      .orderBy(desc(monitorDeliveries.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return {
      list: rows.map((r) => ({
        id: r.d.id,
        ruleId: r.d.ruleId,
        ruleName: r.ruleName,
        incidentId: r.d.incidentId,
        subjectName: r.subjectName,
        event: r.d.event,
        channelType: r.d.channelType,
        urlMasked: r.d.urlMasked,
        taskId: r.d.taskId,
        status: r.status,
        attempts: r.attempts ?? 0,
        errorMessage: r.errorMessage,
        createdAt: r.d.createdAt,
        updatedAt: r.itemUpdatedAt ?? r.d.createdAt,
      })),
      total: total?.n ?? 0,
    };
  }

  async listNotifications(
    userId: number,
    unreadOnly: boolean,
    page: Page,
  ): Promise<{ list: NotificationRecord[]; total: number }> {
    const where = and(
      eq(monitorNotifications.userId, userId),
      unreadOnly ? isNull(monitorNotifications.readAt) : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(monitorNotifications).where(where);
    const list = await this.db
      .select()
      .from(monitorNotifications)
      .where(where)
      .orderBy(desc(monitorNotifications.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage);
    return { list, total: total?.n ?? 0 };
  }

  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(monitorNotifications)
      .where(and(eq(monitorNotifications.userId, userId), isNull(monitorNotifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's notifications read (these ids, or all); answers how many changed. */
  async markRead(userId: number, ids: readonly number[] | undefined, at: Date): Promise<number> {
    const rows = await this.db
      .update(monitorNotifications)
      .set({ readAt: at })
      .where(
        and(
          eq(monitorNotifications.userId, userId),
          isNull(monitorNotifications.readAt),
          ids === undefined ? undefined : inArray(monitorNotifications.id, [...ids]),
        ),
      )
      .returning({ id: monitorNotifications.id });
    return rows.length;
  }
}
