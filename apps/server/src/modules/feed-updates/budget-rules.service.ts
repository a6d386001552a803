import type { CalendarDate } from '@toufang/domain';
import type { ObjectLevel } from '../../media/bytedance/value-reads';
import type { BudgetFacts, BudgetFactsRepository } from './budget-facts.repository';

/**
 * What a budget change is checked against besides the mirror row (packages/domain
 * media-budget-rules): each object's spend today and its budget changes today.
 */
export class BudgetRulesService {
  constructor(private readonly repo: BudgetFactsRepository) {}

  factsOf(
    level: ObjectLevel,
    ids: readonly string[],
    today: CalendarDate,
  ): Promise<Map<string, BudgetFacts>> {
    return this.repo.facts(level, ids, today);
  }
}
