import type { BudgetChangeFacts, CalendarDate } from '@toufang/domain';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeLog, statsDaily } from '../../db/schema';
import { DELIVERY_LEVEL, type MirrorSource } from '../../lib/media-mirror';
import type { WriteMirrorLevel } from '../delivery-writes/mirror-writer';

const STATS_LEVEL: Record<WriteMirrorLevel, number> = {
  account: DELIVERY_LEVEL.advertiser,
  campaign: DELIVERY_LEVEL.campaign,
  ad: DELIVERY_LEVEL.ad,
  creative: DELIVERY_LEVEL.creative,
};

/** Whose facts: a medium's level (its own name, as the change history records it). */
export interface FactsLevel {
  medium: MirrorSource;
  /** The medium's level name, the change history's object type. */
  level: string;
  mirrorLevel: WriteMirrorLevel;
}

export interface ObjectPair {
  advertiserId: string;
  objectId: string;
}

export type BudgetFacts = Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'>;

/**
 * What the media's budget rules need beyond the mirror row (packages/domain media-budget-rules):
 * today's spend of each object (stats_daily of the Asia/Shanghai day) and the budget changes the
 * change log holds for it since that day began.
 */
export class BudgetFactsRepository {
  constructor(private readonly db: Db) {}

  /** Facts of each (advertiser, object) pair; an object of another advertiser has none. */
  async facts(
    { medium, level, mirrorLevel }: FactsLevel,
    pairs: readonly ObjectPair[],
    today: CalendarDate,
  ): Promise<Map<string, BudgetFacts>> {
    const out = new Map<string, BudgetFacts>(
      pairs.map((p) => [p.objectId, { todaySpendFen: 0, changesToday: 0 }]),
    );
    if (pairs.length === 0) return out;
    const ids = pairs.map((p) => p.objectId);
    const advertiserOf = new Map(pairs.map((p) => [p.objectId, p.advertiserId]));
    const spend = await this.db
      .select({
        id: statsDaily.objectId,
        advertiserId: statsDaily.advertiserId,
        cost: statsDaily.cost,
      })
      .from(statsDaily)
      .where(
        and(
          eq(statsDaily.medium, medium),
          eq(statsDaily.level, STATS_LEVEL[mirrorLevel] as typeof statsDaily.level._.data),
          eq(statsDaily.statDate, today),
          inArray(statsDaily.objectId, [...ids]),
        ),
      );
    for (const row of spend) {
      if (advertiserOf.get(row.id) !== row.advertiserId) continue;
      const facts = out.get(row.id);
      if (facts) facts.todaySpendFen = Number(row.cost);
    }
    const changes = await this.db
      .select({ id: changeLog.objectId, advertiserId: changeLog.advertiserId, n: count() })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.medium, medium),
          eq(changeLog.objectType, level),
          inArray(changeLog.objectId, [...ids]),
          eq(changeLog.action, 'update_budget'),
          inArray(changeLog.outcome, ['succeeded', 'reconciled']),
          gte(changeLog.at, new Date(`${today}T00:00:00+08:00`)),
        ),
      )
      .groupBy(changeLog.objectId, changeLog.advertiserId);
    for (const row of changes) {
      if (row.id === null || advertiserOf.get(row.id) !== row.advertiserId) continue;
      const facts = out.get(row.id);
      if (facts) facts.changesToday = Number(row.n);
    }
    return out;
  }
}
