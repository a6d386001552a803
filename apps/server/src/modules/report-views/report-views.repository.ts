import type { ReportScope } from '@toufang/contracts';
import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportColumns, reportViews, users } from '../../db/schema';
import { catchDuplicate } from '../../db/sql-helpers';

export type ReportViewRecord = typeof reportViews.$inferSelect;
export type ReportViewWithOwner = ReportViewRecord & { ownerNickName: string };

export interface ReportViewChanges {
  name?: string;
  fields?: string[];
  shared?: boolean;
}

/** Saved report columns per user and screen tab, and the named column views (spec 001 §2). */
export class ReportViewsRepository {
  constructor(private readonly db: Db) {}

  async findColumns(userId: number, scope: ReportScope): Promise<string[] | undefined> {
    const [row] = await this.db
      .select({ fields: reportColumns.fields })
      .from(reportColumns)
      .where(
        and(
          eq(reportColumns.userId, userId),
          eq(reportColumns.screen, scope.screen),
          eq(reportColumns.tab, scope.tab),
        ),
      );
    return row?.fields;
  }

  async upsertColumns(userId: number, scope: ReportScope, fields: string[], at: Date) {
    await this.db
      .insert(reportColumns)
      .values({ userId, screen: scope.screen, tab: scope.tab, fields, updatedAt: at })
      .onConflictDoUpdate({
        target: [reportColumns.userId, reportColumns.screen, reportColumns.tab],
        set: { fields, updatedAt: at },
      });
  }

  async deleteColumns(userId: number, scope: ReportScope): Promise<void> {
    await this.db
      .delete(reportColumns)
      .where(
        and(
          eq(reportColumns.userId, userId),
          eq(reportColumns.screen, scope.screen),
          eq(reportColumns.tab, scope.tab),
        ),
      );
  }

  /** The caller's own views and everyone's shared views of one screen tab: own first, then by name. */
  async listVisibleViews(userId: number, scope: ReportScope): Promise<ReportViewWithOwner[]> {
    return this.db
      .select({ view: reportViews, ownerNickName: users.nickName })
      .from(reportViews)
      .innerJoin(users, eq(users.id, reportViews.ownerId))
      .where(
        and(
          eq(reportViews.screen, scope.screen),
          eq(reportViews.tab, scope.tab),
          or(eq(reportViews.ownerId, userId), eq(reportViews.shared, true)),
        ),
      )
      .orderBy(desc(eq(reportViews.ownerId, userId)), asc(reportViews.name), asc(reportViews.id))
      .then((rows) => rows.map((r) => ({ ...r.view, ownerNickName: r.ownerNickName })));
  }

  async findViewWithOwner(id: number): Promise<ReportViewWithOwner | undefined> {
    const [row] = await this.db
      .select({ view: reportViews, ownerNickName: users.nickName })
      .from(reportViews)
      .innerJoin(users, eq(users.id, reportViews.ownerId))
      .where(eq(reportViews.id, id));
    return row ? { ...row.view, ownerNickName: row.ownerNickName } : undefined;
  }

  async countOwnViews(ownerId: number, scope: ReportScope): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(reportViews)
      .where(
        and(
          eq(reportViews.ownerId, ownerId),
          eq(reportViews.screen, scope.screen),
          eq(reportViews.tab, scope.tab),
        ),
      );
    return row?.n ?? 0;
  }

  /** 'duplicate' when the owner already has a view of that name on the tab. */
  insertView(values: {
    ownerId: number;
    scope: ReportScope;
    name: string;
    fields: string[];
    shared: boolean;
    at: Date;
  }): Promise<ReportViewRecord | 'duplicate'> {
    return catchDuplicate(async () => {
      const [row] = await this.db
        .insert(reportViews)
        .values({
          ownerId: values.ownerId,
          screen: values.scope.screen,
          tab: values.scope.tab,
          name: values.name,
          fields: values.fields,
          shared: values.shared,
          createdAt: values.at,
          updatedAt: values.at,
        })
        .returning();
      if (!row) throw new Error('report view insert returned nothing');
      return row;
    });
  }

  /** 'duplicate' when the new name collides with another view of the same owner and tab. */
  updateView(id: number, changes: ReportViewChanges, at: Date): Promise<void | 'duplicate'> {
    return catchDuplicate(async () => {
      await this.db
        .update(reportViews)
        .set({ ...changes, updatedAt: at })
        .where(eq(reportViews.id, id));
    });
  }

  async deleteView(id: number): Promise<void> {
    await this.db.delete(reportViews).where(eq(reportViews.id, id));
  }
}
