import type { AutoruleDefinition } from '@toufang/contracts';
import {
  addDays,
  EMPTY_SUMS,
  type AutoruleMedium,
  type MetricSums,
  type OptState,
  type RuleObject,
  type WindowKey,
  type WindowRange,
} from '@toufang/domain';
import { and, asc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads, campaigns } from '../../db/schema';
import { containing, selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { RuleLook } from './rule-look';

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

const sumsOf = (r: SumRow): MetricSums => ({
  costFen: n(r.cost),
  impressions: n(r.impressions),
  clicks: n(r.clicks),
  conversions: n(r.conversions),
  activations: n(r.activations),
  payAmountFen: n(r.pay_amount),
});

/**
 * The stats rows of a range: its whole days from `stats_daily`, the hours of its first and last
 * day it covers only in part from `stats_hourly`.
 */
function rangeWhere(range: WindowRange): { daily: SQL; hourly: SQL } {
  const { start_date: start, start_hour: startHour, end_date: end, end_hour: endHour } = range;
  const firstWhole = start === null ? null : startHour > 0 ? addDays(start, 1) : start;
  const daily =
    firstWhole === null
      ? sql`stat_date < ${end}`
      : sql`stat_date >= ${firstWhole} and stat_date < ${end}`;
  const endFrom = start === end ? startHour : 0;
  const lastDay = sql`stat_date = ${end} and hour >= ${endFrom} and hour < ${endHour}`;
  const hourly =
    start !== null && startHour > 0 && start < end
      ? sql`((${lastDay}) or (stat_date = ${start} and hour >= ${startHour}))`
      : sql`(${lastDay})`;
  return { daily, hourly };
}

/**
 * The objects of a rule's scope as the mirror holds them, and their report sums over the rule's
 * windows (whole days from `stats_daily`, the hours of days covered in part from `stats_hourly`).
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

  /** The switch of each object the mirror holds and has not seen deleted. */
  async optStatuses(
    medium: AutoruleMedium,
    level: 1 | 2,
    ids: readonly string[],
  ): Promise<Map<string, OptState | null>> {
    if (ids.length === 0) return new Map();
    const { t, id } = this.table(level);
    const rows = await this.db
      .select({ id, optStatus: t.optStatus })
      .from(t)
      .where(and(eq(t.medium, medium), inArray(id, [...ids]), ne(t.status, 'deleted')));
    return new Map(rows.map((r) => [r.id, r.optStatus ?? null]));
  }

  private async sumRows(
    medium: string,
    level: 1 | 2,
    range: WindowRange,
    column: 'object_id' | 'advertiser_id',
    values: readonly string[],
  ): Promise<SumRow[]> {
    const { mirrorLevel } = this.table(level);
    // One array parameter rather than one per value: a scope holds thousands of objects.
    const list = sql`(select unnest(${sql.param([...values])}::text[]))`;
    const match = sql`medium = ${medium} and level = ${mirrorLevel} and ${sql.raw(column)} in ${list}`;
    const { daily, hourly } = rangeWhere(range);
    const cols = sql`object_id, cost, impressions, clicks, conversions, activations, pay_amount`;
    return selectRows<SumRow>(
      this.db,
      sql`select object_id, sum(cost) as cost, sum(impressions) as impressions,
            sum(clicks) as clicks, sum(conversions) as conversions,
            sum(activations) as activations, sum(pay_amount) as pay_amount
          from (
            select ${cols} from stats_daily where ${match} and ${daily}
            union all
            select ${cols} from stats_hourly where ${match} and ${hourly}
          ) s
          group by object_id`,
    );
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
    for (const r of await this.sumRows(medium, level, range, 'object_id', ids)) {
      out.set(r.object_id, sumsOf(r));
    }
    return out;
  }

  /** The sums over `range` of every object with stats in `advertiserIds`. */
  async accountSums(
    medium: string,
    level: 1 | 2,
    advertiserIds: readonly string[],
    range: WindowRange,
  ): Promise<Map<string, MetricSums>> {
    const rows = await this.sumRows(medium, level, range, 'advertiser_id', advertiserIds);
    return new Map(rows.map((r) => [r.object_id, sumsOf(r)]));
  }

  /**
   * The objects with their sums for every window the rule reads. Within a scheduler's `look` the
   * sums of whole accounts are read once for all its rules (a scope of named objects still reads
   * only its own).
   */
  async load(
    rule: AutoruleDefinition,
    advertiserIds: readonly string[],
    ranges: ReadonlyMap<WindowKey, WindowRange>,
    look?: RuleLook,
  ): Promise<RuleObject[]> {
    const objects = await this.objectsInScope(rule, advertiserIds);
    const ids = objects.map((o) => o.id);
    const { medium, scope } = rule;
    const accounts = [...new Set(objects.map((o) => o.advertiserId))];
    const byWindow = new Map<WindowKey, ReadonlyMap<string, MetricSums>>();
    for (const [window, range] of ranges) {
      byWindow.set(
        window,
        look && scope.kind !== 'objects'
          ? await look.sums(medium, scope.level, range, accounts, (missing) =>
              this.accountSums(medium, scope.level, missing, range),
            )
          : await this.sums(medium, scope.level, ids, range),
      );
    }
    return objects.map((o) => ({
      ...o,
      sums: Object.fromEntries(
        [...byWindow].map(([w, sums]) => [w, sums.get(o.id) ?? { ...EMPTY_SUMS }]),
      ),
    }));
  }
}
