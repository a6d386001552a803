import { createPromotionCopyReader } from '../../media/bytedance/promotion-copy';
import type { Services } from '../../services';
import { BudgetFactsRepository } from './budget-facts.repository';
import { BudgetRulesService } from './budget-rules.service';
import { FeedUpdatesService } from './feed-updates.service';
import { InlineWrites } from './inline-writes';
import { PromotionCopyService } from './promotion-copy.service';
import { RejectReasonsService } from './reject-reasons.service';

export interface FeedUpdatesOptions {
  /** Reads a promotion a copy created (and its creatives) into the mirror. */
  readBack?: (advertiserId: string, promotionId: string) => Promise<void>;
}

/** The delivery screen's write services over the app's services (task types: services.ts). */
export function createFeedUpdates(services: Services, options: FeedUpdatesOptions = {}) {
  const inline = new InlineWrites(services.taskTypes, services.changes, services.clock);
  const updates = new FeedUpdatesService(
    services.tasks,
    services.mediaAccounts,
    services.feedMirror,
    inline,
  );
  const rejectReasons = new RejectReasonsService(
    updates,
    services.bytedanceValues,
    (medium, advertiserId) => services.tokenSourceFor(medium, advertiserId),
  );
  const copies = new PromotionCopyService(
    updates,
    createPromotionCopyReader({ client: services.mediaClient }),
    (medium, advertiserId) => services.tokenSourceFor(medium, advertiserId),
    inline,
    services.clock,
    options.readBack,
  );
  const budgetFacts = new BudgetRulesService(new BudgetFactsRepository(services.db), (auth, ids) =>
    updates.requireInScope(auth, ids),
  );
  return { updates, rejectReasons, copies, budgetFacts };
}
