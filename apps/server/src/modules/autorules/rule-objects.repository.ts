import type { AutoruleDefinition, AutoruleWindow } from '@toufang/contracts';
import { EMPTY_SUMS, type MetricSums, type RuleObject, type WindowRange } from '@toufang/domain';
import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, campaigns } from '../../db/schema';
import { containing, selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';

/** Objects one run checks at most; a scope beyond it is cut and the run says so. */
export const OBJECTS_PER_CHECK_MAX = 20_000;

interface SumRow {
  object_id: string;
  cost: string | number;
  impressions: string | number;
  clicks: string | number;
  conversions: string | number;
  activations: string | number;
  pay_amount: string | number;
}

const n = (v: string | number) => Number(v);

/**
 * The objects of a rule's scope as the mirror holds them, and their report sums over the rule's
 * windows (whole days from `stats_daily`, the last day's complete hours from `stats_hourly`).
 */
export class RuleObjectsRepository {
  constructor(private readonly db: Db) {}

  private table(level: 1 | 2) {
    return level === 1
      ? { t: campaigns, id: campaigns.campaignId, mirrorLevel: DELIVERY_LEVEL.campaign }
      : { t: ads, id: ads.adId, mirrorLevel: DELIVERY_LEVEL.ad };
  }

  /** The objects in scope, within `advertiserIds` (the owner's accounts); deleted ones are left out. */
  async objectsInScope(
    rule: AutoruleDefinition,
    advertiserIds: readonly string[],
  ): Promise<Omit<RuleObject, 'sums'>[]> {
    const { scope } = rule;
    const { t, id } = this.table(scope.level);
    const accounts =
      (scope.kind === 'accounts' || scope.kind === 'filter') && scope.advertiser_ids.length > 0
        ? scope.advertiser_ids.filter((a) => advertiserIds.includes(a))
        : [...advertiserIds];
    if (accounts.length === 0) return [];
    const where: (SQL | undefined)[] = [
      eq(t.medium, rule.medium),
      inArray(t.advertiserId, accounts),
      ne(t.status, 'deleted'),
    ];
    if (scope.kind === 'objects') where.push(inArray(id, scope.object_ids));
    if (scope.kind === 'filter') where.push(ilike(t.name, containing(scope.name_contains)));
    const rows = await this.db
      .select({
        id,
        name: t.name,
        advertiserId: t.advertiserId,
        optStatus: t.optStatus,
        budgetMode: t.budgetMode,
        budget: t.budget,
        cpaBid: t.cpaBid,
        bid: t.bid,
      })
      .from(t)
      .where(and(...where))
      .orderBy(asc(id))
      .limit(OBJECTS_PER_CHECK_MAX);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      advertiserId: r.advertiserId,
      optStatus: r.optStatus ?? null,
      budgetMode: r.budgetMode,
      budgetFen: r.budget,
      bidFen: r.cpaBid ?? r.bid,
    }));
  }

  /** Each object's sums over `range`; objects without stats get zeros. */
  async sums(
    medium: string,
    level: 1 | 2,
    ids: readonly string[],
    range: WindowRange,
  ): Promise<Map<string, MetricSums>> {
    const out = new Map<string, MetricSums>(ids.map((i) => [i, { ...EMPTY_SUMS }]));
    if (ids.length === 0) return out;
    const { mirrorLevel } = this.table(level);
    const idList = sql`(${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`;
    const from = range.start_date === null ? sql`true` : sql`stat_date >= ${range.start_date}`;
    const cols = sql`object_id, cost, impressions, clicks, conversions, activations, pay_amount`;
    const rows = await selectRows<SumRow>(
      this.db,
      sql`select object_id, sum(cost) as cost, sum(impressions) as impressions,
            sum(clicks) as clicks, sum(conversions) as conversions,
            sum(activations) as activations, sum(pay_amount) as pay_amount
          from (
            select ${cols} from stats_daily
             where medium = ${medium} and level = ${mirrorLevel} and object_id in ${idList}
               and ${from} and stat_date < ${range.end_date}
            union all
            select ${cols} from stats_hourly
             where medium = ${medium} and level = ${mirrorLevel} and object_id in ${idList}
               and stat_date = ${range.end_date} and hour < ${range.end_hour}
          ) s
          group by object_id`,
    );
    for (const r of rows) {
      out.set(r.object_id, {
        costFen: n(r.cost),
        impressions: n(r.impressions),
        clicks: n(r.clicks),
        conversions: n(r.conversions),
        activations: n(r.activations),
        payAmountFen: n(r.pay_amount),
      });
    }
    return out;
  }

  /** The objects with their sums for every window the rule reads. */
  async load(
    rule: AutoruleDefinition,
    advertiserIds: readonly string[],
    ranges: ReadonlyMap<AutoruleWindow, WindowRange>,
  ): Promise<RuleObject[]> {
    const objects = await this.objectsInScope(rule, advertiserIds);
    const ids = objects.map((o) => o.id);
    const byWindow = new Map<AutoruleWindow, Map<string, MetricSums>>();
    for (const [window, range] of ranges) {
      byWindow.set(window, await this.sums(rule.medium, rule.scope.level, ids, range));
    }
    return objects.map((o) => ({
      ...o,
      sums: Object.fromEntries(
        [...byWindow].map(([w, sums]) => [w, sums.get(o.id) ?? { ...EMPTY_SUMS }]),
      ),
    }));
  }
}
