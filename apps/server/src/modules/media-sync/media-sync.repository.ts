import { and, asc, between, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  ads,
  advertisers,
  campaigns,
  creatives,
  materials,
  mediaAuthorizations,
  statsDaily,
  statsHourly,
  syncState,
} from '../../db/schema';
import { selectPage, type PageWindow } from '../../db/query-helpers';
import {
  DELIVERY_LEVEL,
  type AuthorizationStatus,
  type Medium,
  type MirrorSource,
  type SyncResource,
} from '../../lib/media-mirror';
import type {
  DailyStatRow,
  ObjectResource,
  ObjectRowsOf,
  StatsRange,
} from '../../media/media-mirror-types';
import { refreshCumulativeStats, type CumulativeChange } from './stats-cumulative';
import { buildStatsPacks } from './stats-packs';
import { refreshStatsRollup, type RollupCell } from './stats-rollup';
import { SYNC_FAMILIES } from './sync-families';
import { upsertChunk } from './upsert-chunk';

/** The tables a sync writes and the reports read. */
const MIRROR_TABLES = [
  'advertisers',
  'campaigns',
  'ads',
  'creatives',
  'materials',
  'stats_daily',
  'stats_daily_cumulative',
  'stats_rollup_daily',
  'stats_hourly',
] as const;

export type SyncStateRow = typeof syncState.$inferSelect;
export type SyncStatePatch = Partial<
  Omit<typeof syncState.$inferInsert, 'medium' | 'advertiserId' | 'resource' | 'updatedAt'>
>;
export type StatsGrain = 'daily' | 'hourly';

/** One advertiser a run syncs: an enabled ad account (not an agency) under a grant. */
export interface SyncTarget {
  medium: Medium;
  advertiserId: string;
  authorizationId: number;
  authorizationStatus: AuthorizationStatus;
}

/** Advertisers of one medium, by the medium's ids. */
export interface AdvertiserKeys {
  medium: Medium;
  advertiserIds: readonly string[];
}

const LEVELS = Object.values(DELIVERY_LEVEL);

/** Each level's table, key and the columns every mirrored object has. */
const OBJECT_TABLES = {
  campaigns: { table: campaigns, key: [campaigns.medium, campaigns.campaignId], cols: campaigns },
  ads: { table: ads, key: [ads.medium, ads.adId], cols: ads },
  creatives: { table: creatives, key: [creatives.medium, creatives.creativeId], cols: creatives },
  materials: {
    table: materials,
    key: [materials.medium, materials.advertiserId, materials.materialId],
    cols: materials,
  },
} satisfies Record<ObjectResource, { table: PgTable; key: PgColumn[]; cols: object }>;

const STATS_TABLES = {
  daily: {
    table: statsDaily,
    key: [statsDaily.medium, statsDaily.level, statsDaily.objectId, statsDaily.statDate],
    cols: statsDaily,
  },
  hourly: {
    table: statsHourly,
    key: [
      statsHourly.medium,
      statsHourly.level,
      statsHourly.objectId,
      statsHourly.statDate,
      statsHourly.hour,
    ],
    cols: statsHourly,
  },
} satisfies Record<StatsGrain, { table: PgTable; key: PgColumn[]; cols: object }>;

/** The objects and earliest days a chunk of daily rows changed, per mirror source. */
function groupBySource(rows: readonly DailyStatRow[]): Map<MirrorSource, DailyStatRow[]> {
  const out = new Map<MirrorSource, DailyStatRow[]>();
  for (const row of rows) {
    const list = out.get(row.medium);
    if (list === undefined) out.set(row.medium, [row]);
    else list.push(row);
  }
  return out;
}

function changesBySource(rows: readonly DailyStatRow[]): Map<MirrorSource, CumulativeChange[]> {
  const out = new Map<MirrorSource, CumulativeChange[]>();
  for (const row of rows) {
    const change = { level: row.level, objectId: row.objectId, from: row.statDate };
    const list = out.get(row.medium);
    if (list === undefined) out.set(row.medium, [change]);
    else list.push(change);
  }
  return out;
}

/** The dashboard rollup's cells (account, day) of the level-2 rows among `rows`. */
function rollupCells(
  rows: readonly { level: number; advertiserId: string; statDate: string }[],
): RollupCell[] {
  return rows
    .filter((row) => row.level === DELIVERY_LEVEL.ad)
    .map((row) => ({ advertiserId: row.advertiserId, statDate: row.statDate }));
}

/** The mirror tables and `sync_state`, as the sync jobs write them (docs/adr/0005, 0006). */
export class MediaSyncRepository {
  constructor(private readonly db: Db) {}

  /**
   * Refreshes the planner's statistics of the mirror tables, one at a time. The embedded database
   * has no autovacuum: without this the planner keeps the row counts of an empty mirror and picks
   * nested loops that make a 500-row report page take seconds. A small sample is enough for row
   * counts and the common values the reports filter on.
   */
  async analyzeMirror(between: () => Promise<void>): Promise<void> {
    for (const table of MIRROR_TABLES) {
      await this.db.transaction(async (tx) => {
        await tx.execute(sql`set local default_statistics_target = 10`);
        await tx.execute(sql.raw(`analyze ${table}`));
      });
      await between();
    }
  }

  /** Builds the packed running totals of the levels whose stats or objects changed. */
  buildStatsPacks(): Promise<number> {
    return buildStatsPacks(this.db);
  }

  async upsertObjects<R extends ObjectResource>(
    resource: R,
    rows: readonly ObjectRowsOf[R][],
    syncedAt: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const { table, key } = OBJECT_TABLES[resource];
    await upsertChunk(
      this.db,
      table,
      key,
      rows.map((row) => ({ ...row, syncedAt })),
    );
  }

  /**
   * After a complete listing: objects of the advertiser the medium no longer returned (written
   * before the listing began) are gone from the medium.
   */
  async markUnseenDeleted(
    resource: ObjectResource,
    medium: MirrorSource,
    advertiserId: string,
    listedFrom: Date,
    now: Date,
  ): Promise<number> {
    const { table, cols } = OBJECT_TABLES[resource];
    const rows = await this.db
      .update(table)
      .set({ status: 'deleted', syncedAt: now })
      .where(
        and(
          eq(cols.medium, medium),
          eq(cols.advertiserId, advertiserId),
          lt(cols.syncedAt, listedFrom),
          ne(cols.status, 'deleted'),
        ),
      )
      .returning({ medium: cols.medium });
    return rows.length;
  }

  /**
   * Daily rows also rewrite the running totals after them and the dashboard rollup of their days,
   * in the same transaction.
   */
  async upsertStats(
    grain: StatsGrain,
    rows: readonly DailyStatRow[],
    syncedAt: Date,
  ): Promise<void> {
    if (rows.length === 0) return;
    const { table, key } = STATS_TABLES[grain];
    const stamped = rows.map((row) => ({ ...row, syncedAt }));
    if (grain === 'hourly') {
      await upsertChunk(this.db, table, key, stamped);
      return;
    }
    await this.db.transaction(async (tx) => {
      await upsertChunk(tx, table, key, stamped);
      for (const [source, changes] of changesBySource(rows)) {
        await refreshCumulativeStats(tx, source, changes);
      }
      for (const [source, cells] of groupBySource(rows)) {
        await refreshStatsRollup(tx, source, rollupCells(cells));
      }
    });
  }

  /**
   * After a range was read in full: rows of it that were not written again (an object-day the
   * medium no longer reports, e.g. restated to nothing) are removed.
   */
  async deleteStaleStats(
    grain: StatsGrain,
    medium: MirrorSource,
    advertiserId: string,
    range: StatsRange,
    readFrom: Date,
  ): Promise<number> {
    const { table, cols } = STATS_TABLES[grain];
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .delete(table)
        .where(
          and(
            eq(cols.medium, medium),
            inArray(cols.level, LEVELS),
            eq(cols.advertiserId, advertiserId),
            between(cols.statDate, range.from, range.to),
            lt(cols.syncedAt, readFrom),
          ),
        )
        .returning({ level: cols.level, objectId: cols.objectId, from: cols.statDate });
      if (grain === 'daily') {
        await refreshCumulativeStats(tx, medium, rows);
        const cells = rows.map((row) => ({ ...row, advertiserId, statDate: row.from }));
        await refreshStatsRollup(tx, medium, rollupCells(cells));
      }
      return rows.length;
    });
  }

  async readStates(
    medium: MirrorSource,
    advertiserId: string,
  ): Promise<Map<SyncResource, SyncStateRow>> {
    const rows = await this.db
      .select()
      .from(syncState)
      .where(and(eq(syncState.medium, medium), eq(syncState.advertiserId, advertiserId)));
    return new Map(rows.map((r) => [r.resource, r]));
  }

  async writeState(
    medium: MirrorSource,
    advertiserId: string,
    resources: readonly SyncResource[],
    patch: SyncStatePatch,
    now: Date,
  ): Promise<void> {
    if (resources.length === 0) return;
    await this.db
      .insert(syncState)
      .values(
        resources.map((resource) => ({ medium, advertiserId, resource, ...patch, updatedAt: now })),
      )
      .onConflictDoUpdate({
        target: [syncState.medium, syncState.advertiserId, syncState.resource],
        set: { ...patch, updatedAt: now },
      });
  }

  /** Enabled ad accounts with a grant, optionally only the given ones; agencies have no objects. */
  async listTargets(filter: { medium?: Medium; only?: readonly AdvertiserKeys[] }) {
    const conditions: (SQL | undefined)[] = [
      eq(advertisers.enabled, true),
      eq(advertisers.role, 'advertiser'),
    ];
    if (filter.medium) conditions.push(eq(advertisers.medium, filter.medium));
    if (filter.only) conditions.push(keysCondition(filter.only));
    const rows = await this.db
      .select({
        medium: advertisers.medium,
        advertiserId: advertisers.advertiserId,
        authorizationId: mediaAuthorizations.id,
        authorizationStatus: mediaAuthorizations.status,
      })
      .from(advertisers)
      .innerJoin(mediaAuthorizations, eq(mediaAuthorizations.id, advertisers.authorizationId))
      .where(and(...conditions))
      .orderBy(asc(advertisers.medium), asc(advertisers.id));
    return rows satisfies SyncTarget[];
  }

  /** When each advertiser's last sync attempt began (its account figures' row). */
  async lastAttempts(keys: readonly AdvertiserKeys[]): Promise<Map<string, Date>> {
    if (keys.every((k) => k.advertiserIds.length === 0)) return new Map();
    const rows = await this.db
      .select({
        medium: syncState.medium,
        advertiserId: syncState.advertiserId,
        lastSyncAt: syncState.lastSyncAt,
      })
      .from(syncState)
      .where(
        and(
          eq(syncState.resource, 'advertiser'),
          or(
            ...keys.map((k) =>
              and(
                eq(syncState.medium, k.medium),
                inArray(syncState.advertiserId, [...k.advertiserIds]),
              ),
            ),
          ),
        ),
      );
    const out = new Map<string, Date>();
    for (const r of rows) if (r.lastSyncAt) out.set(`${r.medium}:${r.advertiserId}`, r.lastSyncAt);
    return out;
  }

  /**
   * A page of the given advertisers with their authorization, and their sync state rows (those of
   * their medium's legacy families too).
   */
  async statusPage(keys: readonly AdvertiserKeys[], window: PageWindow) {
    const where = keysCondition(keys);
    const rows = this.db
      .select({
        medium: advertisers.medium,
        advertiserId: advertisers.advertiserId,
        name: advertisers.name,
        enabled: advertisers.enabled,
        syncedAt: advertisers.syncedAt,
        authorizationStatus: mediaAuthorizations.status,
      })
      .from(advertisers)
      .leftJoin(mediaAuthorizations, eq(mediaAuthorizations.id, advertisers.authorizationId))
      .orderBy(asc(advertisers.medium), asc(advertisers.id))
      .$dynamic();
    const page = await selectPage(this.db, advertisers, where, rows, window);
    const onPage = new Map<Medium, string[]>();
    for (const a of page.list)
      onPage.set(a.medium, [...(onPage.get(a.medium) ?? []), a.advertiserId]);
    const states =
      page.list.length === 0
        ? []
        : await this.db
            .select()
            .from(syncState)
            .where(
              or(
                ...[...onPage].map(([medium, ids]) =>
                  and(
                    inArray(
                      syncState.medium,
                      SYNC_FAMILIES[medium].map((f) => f.source),
                    ),
                    inArray(syncState.advertiserId, ids),
                  ),
                ),
              ),
            );
    return { list: page.list, total: page.total, states };
  }
}

/** `(medium, advertiser_id)` within the given keys; nothing matches an empty list. */
function keysCondition(keys: readonly AdvertiserKeys[]): SQL {
  const parts = keys
    .filter((k) => k.advertiserIds.length > 0)
    .map((k) =>
      and(
        eq(advertisers.medium, k.medium),
        inArray(advertisers.advertiserId, [...k.advertiserIds]),
      ),
    );
  return or(...parts) ?? sql`false`;
}
