import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ads, advertisers, campaigns, creatives } from '../../db/schema';
import type { BudgetMode, OptStatus } from '../../lib/media-mirror';
import type { ObjectLevel, SettingsState } from '../../media/bytedance/value-reads';
import type { MirrorWriter, SwitchedRow } from '../delivery-writes/mirror-writer';

const MEDIUM = 'bytedance' as const;

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
 * The Ocean Engine rows of the local mirror that the delivery screen's writes touch: read before a
 * write (the history's `before`), updated after the medium confirmed it.
 */
export class FeedMirrorRepository implements MirrorWriter {
  constructor(private readonly db: Db) {}

  private table(level: ObjectLevel) {
    return level === 'project'
      ? { t: campaigns, id: campaigns.campaignId }
      : { t: ads, id: ads.adId };
  }

  /** The rows of `ids` (projects or promotions) as the mirror holds them. */
  async snapshots(
    level: ObjectLevel,
    ids: readonly string[],
  ): Promise<Map<string, MirrorSnapshot>> {
    if (ids.length === 0) return new Map();
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
      .where(and(eq(t.medium, MEDIUM), inArray(id, [...ids])));
    const out = new Map<string, MirrorSnapshot>(
      rows.map(({ id: key, ...snapshot }) => [key, snapshot]),
    );
    if (level === 'promotion') {
      for (const [id, projectCustom] of await this.projectCustomOf(ids)) {
        const row = out.get(id);
        if (row) row.projectCustom = projectCustom;
      }
    }
    return out;
  }

  /** The advertiser each of `ids` (projects or promotions) belongs to, as last synced. */
  async advertisersOf(level: ObjectLevel, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const { t, id } = this.table(level);
    const rows = await this.db
      .select({ id, advertiserId: t.advertiserId })
      .from(t)
      .where(and(eq(t.medium, MEDIUM), inArray(id, [...ids])));
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
      .where(and(eq(ads.medium, MEDIUM), inArray(ads.adId, [...promotionIds])));
    return new Map(
      rows.map((r) => [
        r.id,
        r.projectCustom === 'ON' || r.projectCustom === 'OFF' ? r.projectCustom : null,
      ]),
    );
  }

  /** Material rows by creative id (`promotion_id:material_id`). */
  async materialSnapshots(creativeIds: readonly string[]): Promise<Map<string, MirrorSnapshot>> {
    if (creativeIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: creatives.creativeId,
        optStatus: creatives.optStatus,
        rawStatus: creatives.rawStatus,
      })
      .from(creatives)
      .where(and(eq(creatives.medium, MEDIUM), inArray(creatives.creativeId, [...creativeIds])));
    return new Map(rows.map(({ id, ...snapshot }) => [id, snapshot]));
  }

  async accountSnapshot(advertiserId: string) {
    const [row] = await this.db
      .select({ budgetMode: advertisers.budgetMode, budgetFen: advertisers.budget })
      .from(advertisers)
      .where(and(eq(advertisers.medium, MEDIUM), eq(advertisers.advertiserId, advertiserId)));
    return row ?? null;
  }

  /**
   * The settings read back from the medium, in one statement for the whole group (a batch of
   * 1,000 rows is 100 statements, not 1,000: PGlite runs them one at a time).
   */
  async settings(level: ObjectLevel, advertiserId: string, states: readonly SettingsState[]) {
    if (states.length === 0) return;
    const project = level === 'project';
    const values = sql.join(
      states.map((s) => {
        const endDate = s.scheduleType === 'SCHEDULE_START_END' ? s.endDate : null;
        return sql`(${s.id}::text, ${s.budgetFen}::bigint, ${s.cpaBidFen}::bigint,
          ${s.deepBidFen}::bigint, ${s.roiGoal}::numeric, ${s.scheduleTime}::text,
          ${budgetModeOf(s.budgetMode)}::text, ${project ? s.startDate : null}::date,
          ${project ? endDate : null}::date)`;
      }),
      sql`, `,
    );
    const { t, id } = this.table(level);
    const dates = project ? sql`, start_date = v.start_date, end_date = v.end_date` : sql``;
    await this.db.execute(sql`
      update ${t} set budget = v.budget, cpa_bid = v.cpa_bid, deep_bid = v.deep_bid,
        roi_goal = v.roi_goal, schedule_time = v.schedule_time,
        budget_mode = coalesce(v.budget_mode, ${t.budgetMode})${dates}
      from (values ${values}) as v(id, budget, cpa_bid, deep_bid, roi_goal, schedule_time,
        budget_mode, start_date, end_date)
      where ${t.medium} = ${MEDIUM} and ${t.advertiserId} = ${advertiserId} and ${id} = v.id`);
  }

  async switches(
    level: ObjectLevel | 'material',
    advertiserId: string,
    rows: readonly SwitchedRow[],
  ) {
    for (const row of rows) {
      const set = {
        ...(row.optStatus === null ? {} : { optStatus: row.optStatus }),
        ...(row.rawStatus === undefined ? {} : { rawStatus: row.rawStatus }),
        ...(row.status === undefined ? {} : { status: row.status }),
        ...(row.deleted ? { status: 'deleted' as const } : {}),
      };
      if (Object.keys(set).length === 0) continue;
      if (level === 'material') {
        await this.db
          .update(creatives)
          .set(set)
          .where(
            this.rowOf(
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
        .where(this.rowOf(t.medium, t.advertiserId, id, advertiserId, row.id));
    }
  }

  async accountBudget(
    advertiserId: string,
    state: { budgetMode: string; budgetFen: number | null },
  ) {
    const mode = budgetModeOf(state.budgetMode);
    await this.db
      .update(advertisers)
      .set({ budgetMode: mode, budget: state.budgetFen })
      .where(and(eq(advertisers.medium, MEDIUM), eq(advertisers.advertiserId, advertiserId)));
  }

  private rowOf(
    medium: AnyPgColumn,
    advertiserColumn: AnyPgColumn,
    idColumn: AnyPgColumn,
    advertiserId: string,
    id: string,
  ): SQL | undefined {
    return and(eq(medium, MEDIUM), eq(advertiserColumn, advertiserId), eq(idColumn, id));
  }
}
