import {
  SUB_PACKAGE_TASK,
  type SubPackageListQuery,
  type SubPackageStatus,
} from '@toufang/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import { adIds, appSubPackages, gameApps, tasks, users } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import type { MediaSubPackage } from '../../media/kuaishou/sub-packages';

export type SubPackageRow = typeof appSubPackages.$inferSelect;
export type NewSubPackage = typeof appSubPackages.$inferInsert;

const creatorName = sql<
  string | null
>`(select ${users.nickName} from ${users} where ${users.id} = ${appSubPackages.createdBy})`;

/** Kuaishou sub-packages (docs/architecture/apps.md): one row per (app, ad ID). */
export class SubPackagesRepository {
  constructor(private readonly db: Db) {}

  list(appId: number, query: SubPackageListQuery) {
    const keyword = query.keyword ? containing(query.keyword) : null;
    const where = and(
      eq(appSubPackages.gameAppId, appId),
      query.status ? eq(appSubPackages.status, query.status) : undefined,
      keyword
        ? or(
            ilike(appSubPackages.channelId, keyword),
            inArray(
              appSubPackages.adIdId,
              this.db.select({ id: adIds.id }).from(adIds).where(ilike(adIds.name, keyword)),
            ),
          )
        : undefined,
    );
    const rows = this.db
      .select({
        row: appSubPackages,
        adIdName: adIds.name,
        batchId: adIds.batchId,
        creatorName,
      })
      .from(appSubPackages)
      .innerJoin(adIds, eq(adIds.id, appSubPackages.adIdId))
      .orderBy(desc(appSubPackages.id))
      .$dynamic();
    return selectPage(this.db, appSubPackages, where, rows, {
      page: query.page,
      perPage: query.per_page,
    });
  }

  async counts(appId: number): Promise<Record<SubPackageStatus, number>> {
    const rows = await this.db
      .select({ status: appSubPackages.status, n: count() })
      .from(appSubPackages)
      .where(eq(appSubPackages.gameAppId, appId))
      .groupBy(appSubPackages.status);
    const out: Record<SubPackageStatus, number> = {
      queued: 0,
      building: 0,
      succeeded: 0,
      failed: 0,
    };
    for (const r of rows) out[r.status] = r.n;
    return out;
  }

  /** The ad IDs (row ids) of `adIdIds` that already have a package of the app. */
  async existingAdIds(appId: number, adIdIds: readonly number[]): Promise<Set<number>> {
    if (adIdIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: appSubPackages.adIdId })
      .from(appSubPackages)
      .where(
        and(eq(appSubPackages.gameAppId, appId), inArray(appSubPackages.adIdId, [...adIdIds])),
      );
    return new Set(rows.map((r) => r.id));
  }

  async countOf(appId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(appSubPackages)
      .where(eq(appSubPackages.gameAppId, appId));
    return row?.n ?? 0;
  }

  /** Saves new rows (a channel of the app already there is left as it is); answers the saved. */
  async insert(rows: readonly NewSubPackage[]): Promise<SubPackageRow[]> {
    if (rows.length === 0) return [];
    const out: SubPackageRow[] = [];
    for (let i = 0; i < rows.length; i += 1000) {
      out.push(
        ...(await this.db
          .insert(appSubPackages)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning()),
      );
    }
    return out;
  }

  async remove(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) {
      await this.db
        .delete(appSubPackages)
        .where(inArray(appSubPackages.id, ids.slice(i, i + 1000)));
    }
  }

  async setTask(ids: readonly number[], taskId: number): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) {
      await this.db
        .update(appSubPackages)
        .set({ taskId })
        .where(inArray(appSubPackages.id, ids.slice(i, i + 1000)));
    }
  }

  /** The app's failed packages (all, or those of `ids`), queued again with a new generation. */
  async requeueFailed(appId: number, ids: readonly number[] | undefined, at: Date) {
    return this.db
      .update(appSubPackages)
      .set({
        status: 'queued',
        failReason: null,
        generation: sql`${appSubPackages.generation} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          eq(appSubPackages.gameAppId, appId),
          eq(appSubPackages.status, 'failed'),
          ids ? inArray(appSubPackages.id, [...ids]) : undefined,
        ),
      )
      .returning();
  }

  /** Puts packages back to failed (the task that was to retry them could not be made). */
  async restoreFailed(ids: readonly number[], reason: string, at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(appSubPackages)
      .set({ status: 'failed', failReason: reason, updatedAt: at })
      .where(inArray(appSubPackages.id, [...ids]));
  }

  async markBuilding(id: number, mediaId: string, at: Date): Promise<void> {
    await this.db
      .update(appSubPackages)
      .set({
        status: 'building',
        mediaSubPackageId: mediaId,
        downloadUrl: null,
        failReason: null,
        downloadOk: null,
        downloadError: null,
        downloadCheckedAt: null,
        updatedAt: at,
      })
      .where(eq(appSubPackages.id, id));
  }

  async markFailed(id: number, reason: string, at: Date): Promise<void> {
    await this.db
      .update(appSubPackages)
      .set({ status: 'failed', failReason: reason, updatedAt: at })
      .where(eq(appSubPackages.id, id));
  }

  /** The app's packages the medium is building. */
  building(appId: number) {
    return this.db
      .select()
      .from(appSubPackages)
      .where(and(eq(appSubPackages.gameAppId, appId), eq(appSubPackages.status, 'building')));
  }

  /** Writes what the medium's listing says of packages being built. */
  async recordBuilds(appId: number, listed: readonly MediaSubPackage[], at: Date): Promise<void> {
    for (const p of listed) {
      if (p.status === 'building') continue;
      await this.db
        .update(appSubPackages)
        .set({
          status: p.status,
          mediaSubPackageId: p.mediaSubPackageId,
          downloadUrl: p.downloadUrl,
          failReason: p.failReason,
          updatedAt: at,
        })
        .where(
          and(
            eq(appSubPackages.gameAppId, appId),
            eq(appSubPackages.channelId, p.channelId),
            eq(appSubPackages.status, 'building'),
          ),
        );
    }
  }

  /** The app's built packages, whose links `check_download` reads. */
  built(appId: number) {
    return this.db
      .select()
      .from(appSubPackages)
      .where(
        and(
          eq(appSubPackages.gameAppId, appId),
          eq(appSubPackages.status, 'succeeded'),
          isNotNull(appSubPackages.downloadUrl),
        ),
      )
      .orderBy(appSubPackages.id);
  }

  async recordCheck(id: number, error: string | null, at: Date): Promise<void> {
    await this.db
      .update(appSubPackages)
      .set({ downloadOk: error === null, downloadError: error, downloadCheckedAt: at })
      .where(eq(appSubPackages.id, id));
  }

  async recordAppCheck(appId: number, error: string | null, at: Date): Promise<void> {
    await this.db
      .update(gameApps)
      .set({ downloadOk: error === null, downloadError: error, downloadCheckedAt: at })
      .where(eq(gameApps.id, appId));
  }

  async recordQuota(appId: number, quota: { quota: number; used: number }): Promise<void> {
    await this.db
      .update(gameApps)
      .set({ packageQuota: quota.quota, packageUsed: quota.used })
      .where(eq(gameApps.id, appId));
  }

  /** Failed download checks per app among `appIds`. */
  async downloadFailures(appIds: readonly number[]): Promise<Map<number, number>> {
    if (appIds.length === 0) return new Map();
    const rows = await this.db
      .select({ appId: appSubPackages.gameAppId, n: count() })
      .from(appSubPackages)
      .where(
        and(
          inArray(appSubPackages.gameAppId, [...appIds]),
          eq(appSubPackages.downloadOk, false),
          eq(appSubPackages.status, 'succeeded'),
        ),
      )
      .groupBy(appSubPackages.gameAppId);
    return new Map(rows.map((r) => [r.appId, r.n]));
  }

  /** The app's package tasks (its operation log), newest first. */
  oplog(appId: number, userId: number | undefined, page: number, perPage: number) {
    const where = and(
      eq(tasks.type, SUB_PACKAGE_TASK),
      sql`(${tasks.params} ->> 'app_id')::int = ${appId}`,
      userId ? eq(tasks.createdBy, userId) : undefined,
    );
    const rows = this.db
      .select({
        task: tasks,
        creatorName: sql<
          string | null
        >`(select ${users.nickName} from ${users} where ${users.id} = ${tasks.createdBy})`,
      })
      .from(tasks)
      .orderBy(desc(tasks.id))
      .$dynamic();
    return selectPage(this.db, tasks, where, rows, { page, perPage });
  }

  /** The users who started package tasks of the app. */
  oplogUsers(appId: number) {
    return this.db
      .selectDistinct({ userId: users.id, name: users.nickName })
      .from(tasks)
      .innerJoin(users, eq(users.id, tasks.createdBy))
      .where(
        and(eq(tasks.type, SUB_PACKAGE_TASK), sql`(${tasks.params} ->> 'app_id')::int = ${appId}`),
      )
      .orderBy(users.nickName);
  }
}
