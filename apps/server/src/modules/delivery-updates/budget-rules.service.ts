import type { BudgetFactsAnswer, BudgetFactsBody } from '@toufang/contracts';
import { centsToYuan, type CalendarDate } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import type {
  BudgetFacts,
  BudgetFactsRepository,
  FactsLevel,
  ObjectPair,
} from './budget-facts.repository';

/**
 * What a budget change is checked against besides the mirror row (packages/domain
 * media-budget-rules): each object's spend today and its budget changes today. The dialogs read
 * them to check as the operator types; the writes read them to refuse before the medium.
 */
export class BudgetRulesService {
  constructor(
    private readonly repo: BudgetFactsRepository,
    private readonly requireInScope: (
      auth: AuthContext,
      medium: FactsLevel['medium'],
      ids: readonly string[],
    ) => Promise<void>,
  ) {}

  factsOf(
    level: FactsLevel,
    pairs: readonly ObjectPair[],
    today: CalendarDate,
  ): Promise<Map<string, BudgetFacts>> {
    return this.repo.facts(level, pairs, today);
  }

  /** The facts of objects of advertisers in the caller's scope (others refused). */
  async answer(
    auth: AuthContext,
    level: FactsLevel,
    body: BudgetFactsBody,
    today: CalendarDate,
  ): Promise<BudgetFactsAnswer> {
    await this.requireInScope(
      auth,
      level.medium,
      body.items.map((i) => i.advertiser_id),
    );
    const facts = await this.repo.facts(
      level,
      body.items.map((i) => ({ advertiserId: i.advertiser_id, objectId: i.id })),
      today,
    );
    return {
      list: [...facts].map(([id, f]) => ({
        id,
        today_cost: centsToYuan(f.todaySpendFen ?? 0),
        budget_changes_today: f.changesToday ?? 0,
      })),
    };
  }
}
