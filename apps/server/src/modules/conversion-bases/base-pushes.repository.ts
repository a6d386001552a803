import type { BaseMedium, BasePushEvent, BasePushMedium, TaskStatus } from '@toufang/contracts';
import { and, asc, eq, getTableColumns, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisers, conversionBasePushes, gameApps, tasks, users } from '../../db/schema';

export type BasePushRecord = typeof conversionBasePushes.$inferSelect & {
  advertiserName: string | null;
  pushedByName: string | null;
  taskStatus: TaskStatus | null;
};

export interface PushKey {
  baseId: number;
  medium: BaseMedium;
  advertiserId: string;
}

/** What one attempt learnt: ids made or found so far, and how it ended. */
export type PushProgress =
  | {
      status: 'pushing';
      assetId?: string;
      trackUrlGroupId?: string;
      events?: BasePushEvent[];
      errorCode?: string;
      errorMessage?: string;
    }
  | {
      status: 'succeeded';
      assetId: string;
      trackUrlGroupId: string | null;
      events: BasePushEvent[];
    }
  | { status: 'failed'; errorCode: string; errorMessage: string };

/** The records of pushes of conversion bases to accounts (`conversion_base_pushes`). */
export class BasePushesRepository {
  constructor(private readonly db: Db) {}

  /** Marks the accounts as being pushed by `taskId`, keeping the ids of earlier pushes. */
  async start(
    keys: readonly PushKey[],
    taskId: number | null,
    userId: number,
    at: Date,
  ): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .insert(conversionBasePushes)
      .values(
        keys.map((k) => ({
          ...k,
          status: 'pushing' as const,
          taskId,
          pushedBy: userId,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [
          conversionBasePushes.baseId,
          conversionBasePushes.medium,
          conversionBasePushes.advertiserId,
        ],
        set: {
          status: 'pushing',
          taskId,
          pushedBy: userId,
          errorCode: null,
          errorMessage: null,
          updatedAt: at,
        },
      });
  }

  async attachTask(keys: readonly PushKey[], taskId: number): Promise<void> {
    for (const key of keys) {
      await this.db.update(conversionBasePushes).set({ taskId }).where(this.keyCondition(key));
    }
  }

  async find(key: PushKey) {
    const [row] = await this.db
      .select()
      .from(conversionBasePushes)
      .where(this.keyCondition(key))
      .limit(1);
    return row ?? null;
  }

  async record(key: PushKey, progress: PushProgress, at: Date): Promise<void> {
    const values =
      progress.status === 'succeeded'
        ? { ...progress, errorCode: null, errorMessage: null, pushedAt: at }
        : progress.status === 'failed'
          ? progress
          : {
              status: progress.status,
              ...(progress.assetId ? { assetId: progress.assetId } : {}),
              ...(progress.trackUrlGroupId ? { trackUrlGroupId: progress.trackUrlGroupId } : {}),
              ...(progress.events ? { events: progress.events } : {}),
              errorCode: progress.errorCode ?? null,
              errorMessage: progress.errorMessage ?? null,
            };
    await this.db
      .update(conversionBasePushes)
      .set({ ...values, updatedAt: at })
      .where(this.keyCondition(key));
  }

  /** The base's accounts, the earliest pushed first. */
  listForBase(baseId: number): Promise<BasePushRecord[]> {
    return this.db
      .select({
        ...getTableColumns(conversionBasePushes),
        advertiserName: advertisers.name,
        pushedByName: users.nickName,
        taskStatus: tasks.status,
      })
      .from(conversionBasePushes)
      .leftJoin(
        advertisers,
        and(
          eq(advertisers.medium, conversionBasePushes.medium),
          eq(advertisers.advertiserId, conversionBasePushes.advertiserId),
        ),
      )
      .leftJoin(users, eq(users.id, conversionBasePushes.pushedBy))
      .leftJoin(tasks, eq(tasks.id, conversionBasePushes.taskId))
      .where(eq(conversionBasePushes.baseId, baseId))
      .orderBy(asc(conversionBasePushes.createdAt), asc(conversionBasePushes.id));
  }

  /** The app of `packageName` in each account's app centre, as the medium knows it. */
  async appsInAccounts(
    medium: BasePushMedium,
    packageName: string,
    platform: string,
    advertiserIds: readonly string[],
  ) {
    if (advertiserIds.length === 0) return [];
    return this.db
      .select({
        advertiserId: gameApps.advertiserId,
        mediaAppId: gameApps.mediaAppId,
        packageId: gameApps.packageId,
      })
      .from(gameApps)
      .where(
        and(
          eq(gameApps.medium, medium),
          eq(gameApps.packageName, packageName),
          eq(gameApps.platform, platform as 'APP_ANDROID'),
          inArray(gameApps.advertiserId, [...advertiserIds]),
          isNotNull(gameApps.mediaAppId),
        ),
      );
  }

  private keyCondition(key: PushKey) {
    return and(
      eq(conversionBasePushes.baseId, key.baseId),
      eq(conversionBasePushes.medium, key.medium),
      eq(conversionBasePushes.advertiserId, key.advertiserId),
    );
  }
}
