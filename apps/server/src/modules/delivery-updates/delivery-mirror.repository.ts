import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ads, advertisers, campaigns, creatives } from '../../db/schema';
import {
  SOURCE_MEDIUM,
  type BudgetMode,
  type MirrorSource,
  type OptStatus,
} from '../../lib/media-mirror';
import type { ObjectResource } from '../../media/media-mirror-types';
import type { MirrorRowOf, ObjectState } from '../../media/medium-writes';
import type { MirrorLevel, MirrorWriter, SwitchedRow } from '../delivery-writes/mirror-writer';

/** Upserts whole rows as a sync does (the media-sync repository's). */
export type MirrorUpsert = (
  resource: ObjectResource,
  rows: readonly MirrorRowOf['row'][],
  syncedAt: Date,
) => Promise<void>;

/** What the change history keeps of a mirror row as it was before a write. */
export interface MirrorSnapshot {
  optStatus: OptStatus | null;
  rawStatus: string | null;
  budgetMode?: BudgetMode | null;
  budgetFen?: number | null;
  cpaBidFen?: number | null;
  deepBidFen?: number | null;
  roiGoal?: number | null;
  scheduleTime?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  /** Promotions: project_custom of their project (ON: the project sets the bid, spec 001 §5). */
  projectCustom?: 'ON' | 'OFF' | null;
}

const KNOWN_MODES: readonly string[] = [
  'BUDGET_MODE_DAY',
  'BUDGET_MODE_INFINITE',
  'BUDGET_MODE_TOTAL',
];
const budgetModeOf = (mode: string | null): BudgetMode | null =>
  mode !== null && KNOWN_MODES.includes(mode) ? (mode as BudgetMode) : null;

/**
 * The rows of the local mirror that the delivery screens' writes touch, of every medium: read
 * before a write (the history's `before`), updated after the medium confirmed it — column by
 * column from the state read back, or whole rows where the medium's state is read through its
 * object listing (read-after-write, ARCHITECTURE §1).
 */
export class DeliveryMirrorRepository implements MirrorWriter {
  constructor(
    private readonly db: Db,
    private readonly upsert: MirrorUpsert,
    private readonly now: () => Date,
  ) {}

  private table(level: 'campaign' | 'ad') {
    return level === 'campaign'
      ? { t: campaigns, id: campaigns.campaignId }
      : { t: ads, id: ads.adId };
  }

  /** The rows of `ids` as the mirror holds them. */
  async snapshots(
    medium: MirrorSource,
    level: MirrorLevel,
    ids: readonly string[],
  ): Promise<Map<string, MirrorSnapshot>> {
    if (ids.length === 0) return new Map();
    if (level === 'creative') return this.creativeSnapshots(medium, ids);
    const { t, id } = this.table(level);
    const rows = await this.db
      .select({
        id,
        optStatus: t.optStatus,
        rawStatus: t.rawStatus,
        budgetMode: t.budgetMode,
        budgetFen: t.budget,
        cpaBidFen: t.cpaBid,
        deepBidFen: t.deepBid,
        roiGoal: t.roiGoal,
        scheduleTime: t.scheduleTime,
        startDate: t.startDate,
        endDate: t.endDate,
      })
      .from(t)
      .where(and(eq(t.medium, medium), inArray(id, [...ids])));
    const out = new Map<string, MirrorSnapshot>(
      rows.map(({ id: key, ...snapshot }) => [key, snapshot]),
    );
    if (medium === 'bytedance' && level === 'ad') {
      for (const [id, projectCustom] of await this.projectCustomOf(ids)) {
        const row = out.get(id);
        if (row) row.projectCustom = projectCustom;
      }
    }
    return out;
  }

  /** The names of `ids` as last synced (campaign and ad levels). */
  async names(
    medium: MirrorSource,
    level: 'campaign' | 'ad',
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { t, id } = this.table(level);
    const rows = await this.db
      .select({ id, name: t.name })
      .from(t)
      .where(and(eq(t.medium, medium), inArray(id, [...ids])));
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** The advertiser each of `ids` belongs to, as last synced. */
  async advertisersOf(
    medium: MirrorSource,
    level: MirrorLevel,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    if (level === 'creative') {
      const rows = await this.db
        .select({ id: creatives.creativeId, advertiserId: creatives.advertiserId })
        .from(creatives)
        .where(and(eq(creatives.medium, medium), inArray(creatives.creativeId, [...ids])));
      return new Map(rows.map((r) => [r.id, r.advertiserId]));
    }
    const { t, id } = this.table(level);
    const rows = await this.db
      .select({ id, advertiserId: t.advertiserId })
      .from(t)
      .where(and(eq(t.medium, medium), inArray(id, [...ids])));
    return new Map(rows.map((r) => [r.id, r.advertiserId]));
  }

  /** project_custom of the projects the promotions belong to, as last synced. */
  private async projectCustomOf(
    promotionIds: readonly string[],
  ): Promise<Map<string, 'ON' | 'OFF' | null>> {
    const rows = await this.db
      .select({
        id: ads.adId,
        projectCustom: sql<
          string | null
        >`${campaigns.raw} -> 'delivery_setting' ->> 'project_custom'`,
      })
      .from(ads)
      .innerJoin(
        campaigns,
        and(eq(campaigns.medium, ads.medium), eq(campaigns.campaignId, ads.campaignId)),
      )
      .where(and(eq(ads.medium, 'bytedance'), inArray(ads.adId, [...promotionIds])));
    return new Map(
      rows.map((r) => [
        r.id,
        r.projectCustom === 'ON' || r.projectCustom === 'OFF' ? r.projectCustom : null,
      ]),
    );
  }

  /** The creatives of ads of one advertiser that are not deleted, as last synced. */
  async creativeIdsOf(
    medium: MirrorSource,
    advertiserId: string,
    adIds: readonly string[],
  ): Promise<string[]> {
    if (adIds.length === 0) return [];
    const rows = await this.db
      .select({ id: creatives.creativeId })
      .from(creatives)
      .where(
        and(
          eq(creatives.medium, medium),
          eq(creatives.advertiserId, advertiserId),
          inArray(creatives.adId, [...adIds]),
          ne(creatives.status, 'deleted'),
        ),
      )
      .orderBy(creatives.creativeId);
    return rows.map((row) => row.id);
  }

  /** Creative rows by creative id (Ocean Engine materials: `promotion_id:material_id`). */
  async creativeSnapshots(
    medium: MirrorSource,
    creativeIds: readonly string[],
  ): Promise<Map<string, MirrorSnapshot>> {
    if (creativeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: creatives.creativeId,
        optStatus: creatives.optStatus,
        rawStatus: creatives.rawStatus,
      })
      .from(creatives)
      .where(and(eq(creatives.medium, medium), inArray(creatives.creativeId, [...creativeIds])));
    return new Map(rows.map(({ id, ...snapshot }) => [id, snapshot]));
  }

  async accountSnapshot(medium: MirrorSource, advertiserId: string) {
    const [row] = await this.db
      .select({ budgetMode: advertisers.budgetMode, budgetFen: advertisers.budget })
      .from(advertisers)
      .where(
        and(
          eq(advertisers.medium, SOURCE_MEDIUM[medium]),
          eq(advertisers.advertiserId, advertiserId),
        ),
      );
    return row ?? null;
  }

  /** Whole rows read back through the medium's listing; the states without one are left. */
  private async upsertRead<T extends { mirror?: MirrorRowOf }>(states: readonly T[]): Promise<T[]> {
    const byResource = new Map<ObjectResource, MirrorRowOf['row'][]>();
    const rest: T[] = [];
    for (const state of states) {
      if (!state.mirror) {
        rest.push(state);
        continue;
      }
      const rows = byResource.get(state.mirror.resource) ?? [];
      rows.push(state.mirror.row);
      byResource.set(state.mirror.resource, rows);
    }
    for (const [resource, rows] of byResource) await this.upsert(resource, rows, this.now());
    return rest;
  }

  /**
   * The settings read back from the medium, in one statement for the whole group (a batch of
   * 1,000 rows is 100 statements, not 1,000: PGlite runs them one at a time).
   */
  async settings(
    medium: MirrorSource,
    level: MirrorLevel,
    advertiserId: string,
    read: readonly ObjectState[],
  ) {
    const states = await this.upsertRead(read);
    if (states.length === 0 || level === 'creative') return;
    const project = level === 'campaign';
    const values = sql.join(
      states.map((s) => {
        const endDate = s.scheduleType === 'SCHEDULE_START_END' ? s.endDate : null;
        return sql`(${s.id}::text, ${s.budgetFen}::bigint, ${s.cpaBidFen}::bigint,
          ${s.deepBidFen}::bigint, ${s.roiGoal}::numeric, ${s.scheduleTime}::text,
          ${budgetModeOf(s.budgetMode)}::text, ${project ? s.startDate : null}::date,
          ${project ? endDate : null}::date, ${s.name ?? null}::text)`;
      }),
      sql`, `,
    );
    const { t, id } = this.table(level);
    const dates = project ? sql`, start_date = v.start_date, end_date = v.end_date` : sql``;
    await this.db.execute(sql`
      update ${t} set budget = v.budget, cpa_bid = v.cpa_bid, deep_bid = v.deep_bid,
        roi_goal = v.roi_goal, schedule_time = v.schedule_time,
        budget_mode = coalesce(v.budget_mode, ${t.budgetMode}),
        name = coalesce(v.name, ${t.name})${dates}
      from (values ${values}) as v(id, budget, cpa_bid, deep_bid, roi_goal, schedule_time,
        budget_mode, start_date, end_date, name)
      where ${t.medium} = ${medium} and ${t.advertiserId} = ${advertiserId} and ${id} = v.id`);
  }

  async switches(
    medium: MirrorSource,
    level: MirrorLevel,
    advertiserId: string,
    switched: readonly SwitchedRow[],
  ) {
    const rows = await this.upsertRead(switched);
    for (const row of rows) {
      const set = {
        ...(row.optStatus === null ? {} : { optStatus: row.optStatus }),
        ...(row.rawStatus === undefined ? {} : { rawStatus: row.rawStatus }),
        ...(row.status === undefined ? {} : { status: row.status }),
        ...(row.deleted ? { status: 'deleted' as const } : {}),
      };
      if (Object.keys(set).length === 0) continue;
      if (level === 'creative') {
        await this.db
          .update(creatives)
          .set(set)
          .where(
            this.rowOf(
              medium,
              creatives.medium,
              creatives.advertiserId,
              creatives.creativeId,
              advertiserId,
              row.id,
            ),
          );
        continue;
      }
      const { t, id } = this.table(level);
      await this.db
        .update(t)
        .set(set)
        .where(this.rowOf(medium, t.medium, t.advertiserId, id, advertiserId, row.id));
    }
  }

  async accountBudget(
    medium: MirrorSource,
    advertiserId: string,
    state: { budgetMode: string; budgetFen: number | null },
  ) {
    const mode = budgetModeOf(state.budgetMode);
    await this.db
      .update(advertisers)
      .set({ budgetMode: mode, budget: state.budgetFen })
      .where(
        and(
          eq(advertisers.medium, SOURCE_MEDIUM[medium]),
          eq(advertisers.advertiserId, advertiserId),
        ),
      );
  }

  private rowOf(
    mediumKey: MirrorSource,
    medium: AnyPgColumn,
    advertiserColumn: AnyPgColumn,
    idColumn: AnyPgColumn,
    advertiserId: string,
    id: string,
  ): SQL | undefined {
    return and(eq(medium, mediumKey), eq(advertiserColumn, advertiserId), eq(idColumn, id));
  }
}
