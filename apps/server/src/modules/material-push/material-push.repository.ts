import type { MaterialPushStatus } from '@toufang/contracts';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisers, materialFiles, materialPushes, users } from '../../db/schema';
import { selectPage } from '../../db/query-helpers';
import type { Medium } from '../../lib/media-mirror';

export type MaterialPushRow = typeof materialPushes.$inferSelect;

export interface MaterialPushLogRow extends MaterialPushRow {
  advertiserName: string | null;
  pushedByName: string | null;
}

/** One (file, account) a push names. */
export interface PushTarget {
  fileId: number;
  md5: string;
  medium: Medium;
  advertiserId: string;
}

/** What the medium answered for one (file, account). */
export type PushOutcome =
  | {
      status: 'succeeded';
      mediaFileId: string;
      mediaMaterialId: string;
      mediaReady: boolean;
      reused: boolean;
    }
  | { status: 'failed'; errorCode: string; errorMessage: string };

/** The push records (spec 002 §7 `material/file/push`, `pushlog`). */
export class MaterialPushRepository {
  constructor(private readonly db: Db) {}

  /** The account's copy of this content, from an earlier push that succeeded. */
  async findPushed(
    md5: string,
    medium: Medium,
    advertiserId: string,
  ): Promise<MaterialPushRow | null> {
    const [row] = await this.db
      .select()
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.md5, md5),
          eq(materialPushes.medium, medium),
          eq(materialPushes.advertiserId, advertiserId),
          eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
        ),
      )
      .orderBy(desc(materialPushes.pushedAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * The library files whose push put these medium file ids on the account (the latest push of
   * each id), with their names: what an edit page shows for a creative's files.
   */
  async libraryFilesOf(
    medium: Medium,
    advertiserId: string,
    mediaFileIds: readonly string[],
  ): Promise<Map<string, { fileId: number; name: string }>> {
    if (mediaFileIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        mediaFileId: materialPushes.mediaFileId,
        fileId: materialPushes.fileId,
        name: materialFiles.name,
      })
      .from(materialPushes)
      .innerJoin(materialFiles, eq(materialFiles.id, materialPushes.fileId))
      .where(
        and(
          eq(materialPushes.medium, medium),
          eq(materialPushes.advertiserId, advertiserId),
          eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
          inArray(materialPushes.mediaFileId, [...mediaFileIds]),
        ),
      )
      .orderBy(asc(materialPushes.pushedAt));
    return new Map(rows.map((r) => [r.mediaFileId ?? '', { fileId: r.fileId, name: r.name }]));
  }

  /** The files among `fileIds` a push put on the account, with the ids the medium answered. */
  succeededOn(
    fileIds: readonly number[],
    medium: Medium,
    advertiserId: string,
  ): Promise<MaterialPushRow[]> {
    if (fileIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(materialPushes)
      .where(
        and(
          inArray(materialPushes.fileId, [...fileIds]),
          eq(materialPushes.medium, medium),
          eq(materialPushes.advertiserId, advertiserId),
          eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
        ),
      );
  }

  /** Records the cover chosen for the file's video on the account (its push record). */
  async setCover(
    fileId: number,
    medium: Medium,
    advertiserId: string,
    cover: { id: string | null; url: string },
    at: Date,
  ): Promise<void> {
    await this.db
      .update(materialPushes)
      .set({ coverId: cover.id, coverUrl: cover.url, updatedAt: at })
      .where(
        and(
          eq(materialPushes.fileId, fileId),
          eq(materialPushes.medium, medium),
          eq(materialPushes.advertiserId, advertiserId),
        ),
      );
  }

  /**
   * Marks every (file, account) of a new push as being pushed. A record that already succeeded
   * stays as it is: the push reuses it.
   */
  async markPushing(targets: readonly PushTarget[], userId: number, at: Date): Promise<void> {
    if (targets.length === 0) return;
    await this.db
      .insert(materialPushes)
      .values(
        targets.map((t) => ({
          ...t,
          status: 'pushing' as const,
          pushedBy: userId,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [materialPushes.fileId, materialPushes.medium, materialPushes.advertiserId],
        set: {
          md5: sql`excluded.md5`,
          status: sql`excluded.status`,
          pushedBy: sql`excluded.pushed_by`,
          errorCode: null,
          errorMessage: null,
          updatedAt: sql`excluded.updated_at`,
        },
        setWhere: sql`${materialPushes.status} <> 'succeeded'`,
      });
  }

  /** Records one attempt's outcome for a (file, account). */
  async record(
    target: PushTarget,
    outcome: PushOutcome,
    taskId: number | null,
    at: Date,
  ): Promise<void> {
    const values =
      outcome.status === 'succeeded'
        ? {
            status: outcome.status,
            mediaFileId: outcome.mediaFileId,
            mediaMaterialId: outcome.mediaMaterialId,
            mediaReady: outcome.mediaReady,
            reused: outcome.reused,
            errorCode: null,
            errorMessage: null,
            pushedAt: at,
          }
        : {
            status: outcome.status,
            errorCode: outcome.errorCode,
            errorMessage: outcome.errorMessage,
          };
    await this.db
      .insert(materialPushes)
      .values({ ...target, ...values, taskId, attempts: 1, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: [materialPushes.fileId, materialPushes.medium, materialPushes.advertiserId],
        set: { ...values, attempts: sql`${materialPushes.attempts} + 1`, updatedAt: at },
      });
  }

  /** The ids of the files a push put on the account (`ready`: only those the medium finished). */
  filesOn(medium: Medium, advertiserId: string, ready?: boolean): SQL {
    return inArray(
      materialFiles.id,
      this.db
        .select({ id: materialPushes.fileId })
        .from(materialPushes)
        .where(
          and(
            eq(materialPushes.medium, medium),
            eq(materialPushes.advertiserId, advertiserId),
            eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
            ready === undefined
              ? undefined
              : ready
                ? sql`${materialPushes.mediaReady} is not false`
                : eq(materialPushes.mediaReady, false),
          ),
        ),
    );
  }

  /** Records whose video the medium was still processing when it answered, oldest first. */
  processing(limit: number): Promise<MaterialPushRow[]> {
    return this.db
      .select()
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
          eq(materialPushes.mediaReady, false),
        ),
      )
      .orderBy(materialPushes.updatedAt, materialPushes.id)
      .limit(limit);
  }

  /** The medium finished processing these records' videos. */
  async markReady(ids: readonly number[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(materialPushes)
      .set({ mediaReady: true, updatedAt: at })
      .where(and(inArray(materialPushes.id, [...ids]), eq(materialPushes.mediaReady, false)));
  }

  /** The medium could not process these records' videos: the push failed, to be pushed again. */
  async markProcessingFailed(
    ids: readonly number[],
    error: { code: string; message: string },
    at: Date,
  ): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(materialPushes)
      .set({
        status: 'failed',
        errorCode: error.code,
        errorMessage: error.message,
        updatedAt: at,
      })
      .where(
        and(
          inArray(materialPushes.id, [...ids]),
          eq(materialPushes.status, 'succeeded' satisfies MaterialPushStatus),
          eq(materialPushes.mediaReady, false),
        ),
      );
  }

  /** One page of a file's records, the latest change first. */
  /** The push records of files (one file, or a 图文's images), the latest first. */
  listForFile(fileIds: readonly number[], page: number, perPage: number) {
    const rows = this.db
      .select({
        ...getTableColumns(materialPushes),
        advertiserName: advertisers.name,
        pushedByName: users.nickName,
      })
      .from(materialPushes)
      .leftJoin(
        advertisers,
        and(
          eq(advertisers.medium, materialPushes.medium),
          eq(advertisers.advertiserId, materialPushes.advertiserId),
        ),
      )
      .leftJoin(users, eq(users.id, materialPushes.pushedBy))
      .orderBy(desc(materialPushes.updatedAt), desc(materialPushes.id))
      .$dynamic();
    return selectPage(this.db, materialPushes, inArray(materialPushes.fileId, [...fileIds]), rows, {
      page,
      perPage,
    });
  }
}
