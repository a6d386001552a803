import type { BudgetChangeFacts, CalendarDate } from '@toufang/domain';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeLog, statsDaily } from '../../db/schema';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { ObjectLevel } from '../../media/bytedance/value-reads';

const MEDIUM = 'bytedance' as const;
const STATS_LEVEL: Record<ObjectLevel, number> = {
  project: DELIVERY_LEVEL.campaign,
  promotion: DELIVERY_LEVEL.ad,
};

export type BudgetFacts = Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'>;

/**
 * What the media's budget rules need beyond the mirror row (packages/domain media-budget-rules):
 * today's spend of each object (stats_daily of the Asia/Shanghai day) and the budget changes the
 * change log holds for it since that day began.
 */
export class BudgetFactsRepository {
  constructor(private readonly db: Db) {}

  async facts(
    level: ObjectLevel,
    ids: readonly string[],
    today: CalendarDate,
  ): Promise<Map<string, BudgetFacts>> {
    const out = new Map<string, BudgetFacts>(
      ids.map((id) => [id, { todaySpendFen: 0, changesToday: 0 }]),
    );
    if (ids.length === 0) return out;
    const spend = await this.db
      .select({ id: statsDaily.objectId, cost: statsDaily.cost })
      .from(statsDaily)
      .where(
        and(
          eq(statsDaily.medium, MEDIUM),
          eq(statsDaily.level, STATS_LEVEL[level] as typeof statsDaily.level._.data),
          eq(statsDaily.statDate, today),
          inArray(statsDaily.objectId, [...ids]),
        ),
      );
    for (const row of spend) {
      const facts = out.get(row.id);
      if (facts) facts.todaySpendFen = Number(row.cost);
    }
    const changes = await this.db
      .select({ id: changeLog.objectId, n: count() })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.medium, MEDIUM),
          eq(changeLog.objectType, level),
          inArray(changeLog.objectId, [...ids]),
          eq(changeLog.action, 'update_budget'),
          inArray(changeLog.outcome, ['succeeded', 'reconciled']),
          gte(changeLog.at, new Date(`${today}T00:00:00+08:00`)),
        ),
      )
      .groupBy(changeLog.objectId);
    for (const row of changes) {
      const facts = row.id === null ? undefined : out.get(row.id);
      if (facts) facts.changesToday = Number(row.n);
    }
    return out;
  }
}
